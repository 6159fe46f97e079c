package yinsh

import (
	"github.com/arbiter-games/arbiter/engines"
	engine "github.com/arbiter-games/arbiter/engines/yinsh"
)

// BoardJSON is the JSON form of a YINSH position's board ("board" in
// schemas/yinsh-position.json): all the position string holds, and what
// follows from it.
type BoardJSON struct {
	// Rings and Markers are the points of each colour's rings and markers,
	// in point order (a2, a3, … k10).
	Rings   PointsJSON `json:"rings"`
	Markers PointsJSON `json:"markers"`
	// ToMove is the colour to move: "white" or "black".
	ToMove string `json:"toMove"`
	// Removed counts the rings each colour has removed (scored).
	Removed ColoursJSON `json:"removed"`
	// RingsToWin is 3, or 1 in blitz.
	RingsToWin int `json:"ringsToWin"`
	// Supply is the number of markers left to place; absent under
	// supply=unlimited.
	Supply *int `json:"supply,omitempty"`
	// Phase is "placement" while rings are placed, then "movement".
	Phase string `json:"phase"`
	// Rows are the rows of five markers standing on the board, white's then
	// black's, each colour's by their lower end (the side to move removes
	// his before moving).
	Rows []RowJSON `json:"rows,omitempty"`
}

// PointsJSON lists points for each colour.
type PointsJSON struct {
	White []engine.Point `json:"white"`
	Black []engine.Point `json:"black"`
}

// ColoursJSON holds a count for each colour.
type ColoursJSON struct {
	White int `json:"white"`
	Black int `json:"black"`
}

// RowJSON is a row of five markers of one colour.
type RowJSON struct {
	Row    engine.Row `json:"row"`
	Colour string     `json:"colour"`
}

// Board gives the JSON form of a YINSH position's board (a BoardJSON, notation.Game),
// or nil for a position of another game.
func (Game) Board(pos engines.Position) any {
	p, ok := pos.(*engine.Position)
	if !ok {
		return nil
	}
	b := BoardJSON{
		Rings:      PointsJSON{White: []engine.Point{}, Black: []engine.Point{}},
		Markers:    PointsJSON{White: []engine.Point{}, Black: []engine.Point{}},
		ToMove:     p.ToMove().String(),
		Removed:    ColoursJSON{White: p.Removed(engine.White), Black: p.Removed(engine.Black)},
		RingsToWin: p.RingsToWin(),
		Phase:      "movement",
	}
	for _, pt := range engine.Points() {
		switch pc := p.At(pt); {
		case pc.IsRing():
			b.Rings.add(pc.Colour(), pt)
		case pc.IsMarker():
			b.Markers.add(pc.Colour(), pt)
		}
	}
	if left, limited := p.Supply(); limited {
		b.Supply = &left
	}
	if p.Placing() {
		b.Phase = "placement"
	}
	for _, c := range []engine.Colour{engine.White, engine.Black} {
		for _, r := range p.Rows(c) {
			b.Rows = append(b.Rows, RowJSON{Row: r, Colour: c.String()})
		}
	}
	return b
}

// add appends a point to colour c's list.
func (l *PointsJSON) add(c engine.Colour, pt engine.Point) {
	if c == engine.White {
		l.White = append(l.White, pt)
	} else {
		l.Black = append(l.Black, pt)
	}
}
