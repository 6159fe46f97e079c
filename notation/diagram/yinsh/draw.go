package yinsh

import (
	"fmt"
	"strconv"

	engine "github.com/arbiter-games/arbiter/engines/yinsh"
	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/notation/diagram"
)

// The colours of YINSH diagrams; any CSS rule on the classes overrides them
// (docs/yinsh.md lists the classes).
var (
	boardFill     = diagram.Hex(0xf1e2bb)
	boardEdge     = diagram.Hex(0xa5854c)
	gridColour    = diagram.Hex(0x9a7b45)
	coordColour   = diagram.Hex(0x6b5330)
	whiteFill     = diagram.Hex(0xfbfaf4)
	blackFill     = diagram.Hex(0x1e1e1e)
	pieceEdge     = diagram.Hex(0x262626)
	highlight     = diagram.Hex(0xf2c530)
	flipColour    = diagram.Hex(0xe0731c)
	removedMark   = diagram.Hex(0xc0392b)
	captionColour = diagram.Hex(0x4a3a20)
)

// Sizes of the pieces, in user units.
const (
	ringOuter = 0.42 * unit
	ringInner = 0.29 * unit
	markerR   = 0.27 * unit
)

// Draw draws a YINSH position: the board with its coordinates, the rings
// and markers, the rings each player has removed, the last turn
// highlighted (the ring placed or moved, the markers flipped, the rows and
// rings removed), the view's arrows and marks, and the players' names
// when the record gives them.
func Draw(s notation.Snapshot, o diagram.Options) *diagram.Drawing {
	d := diagram.New(canvasW, canvasH)
	d.Class = "diagram yinsh"
	p, ok := s.Position.(*engine.Position)
	if !ok {
		d.Title = "not a YINSH position"
		return d
	}
	l := layout{flip: o.Flip}
	d.Title, d.Desc = captions(p, s)
	drawBoard(&d.Group, l)
	last, hasLast := lastOf(s.Last, p)
	if hasLast {
		drawLastTrail(&d.Group, l, last)
	}
	drawPieces(&d.Group, l, p)
	if hasLast {
		drawLastEffects(&d.Group, l, last)
	}
	drawScore(&d.Group, l, p)
	drawNames(&d.Group, l, s)
	drawNotes(&d.Group, l, s)
	return d
}

// captions returns the drawing's title and description.
func captions(p *engine.Position, s notation.Snapshot) (title, desc string) {
	title = "YINSH, " + p.ToMove().String() + " to move"
	if o := p.Outcome(); o.Over {
		title = "YINSH, game over: " + o.Reason
	}
	desc = "Position " + p.String()
	if s.Last != nil {
		desc += "; last turn " + s.Last.String()
	}
	return title, desc
}

// drawBoard draws the board, its lines and the coordinates: each column's
// letter below its lowest point, each row's number left of its first point.
func drawBoard(g *diagram.Group, l layout) {
	g.AddPath(diagram.RoundedRect(1, 1, canvasW-2, canvasH-2, 14), "board", diagram.Style{Fill: boardFill, Stroke: boardEdge, StrokeWidth: 2})
	grid := g.AddGroup("grid")
	for _, line := range engine.Lines() {
		grid.AddLine(l.at(line[0]), l.at(line[len(line)-1]), "grid", diagram.Style{Stroke: gridColour, StrokeWidth: 1.3, Cap: diagram.CapRound})
	}
	coords := g.AddGroup("coords")
	ts := diagram.TextStyle{Size: 13, Anchor: diagram.AnchorMiddle, Baseline: diagram.BaselineCentral}
	style := diagram.Style{Fill: coordColour}
	for _, line := range engine.Lines() {
		first, last := line[0], line[len(line)-1]
		switch {
		case first.Col() == last.Col(): // a column, from its lowest point
			coords.AddText(string(rune('a'+first.Col())), l.near(first, 0, 0.74), ts, "coord", style)
		case first.Row() == last.Row(): // a row, from its leftmost point
			coords.AddText(strconv.Itoa(first.Row()), l.near(first, -0.65, -0.375), ts, "coord", style)
		}
	}
}

// drawPieces draws the rings and markers.
func drawPieces(g *diagram.Group, l layout, p *engine.Position) {
	pieces := g.AddGroup("pieces")
	for _, pt := range engine.Points() {
		switch pc := p.At(pt); {
		case pc.IsRing():
			ring := pieces.AddPath(ringPath(l.at(pt), ringOuter, ringInner), "piece "+pc.Colour().String()+" ring", pieceStyle(pc.Colour()))
			ring.Title = fmt.Sprintf("%s ring on %s", pc.Colour(), pt)
		case pc.IsMarker():
			m := pieces.AddCircle(l.at(pt), markerR, "piece "+pc.Colour().String()+" marker", pieceStyle(pc.Colour()))
			m.Title = fmt.Sprintf("%s marker on %s", pc.Colour(), pt)
		}
	}
}

// pieceStyle is the look of a colour's rings and markers.
func pieceStyle(c engine.Colour) diagram.Style {
	if c == engine.White {
		return diagram.Style{Fill: whiteFill, Stroke: pieceEdge, StrokeWidth: 1.5}
	}
	return diagram.Style{Fill: blackFill, Stroke: pieceEdge, StrokeWidth: 1.5}
}

// ringPath is the outline of a ring: a disc of radius outer with a hole of
// radius inner (drawn the other way round, so it stays empty).
func ringPath(c diagram.Point, outer, inner float64) diagram.PathData {
	var d diagram.PathData
	d.Circle(c, outer)
	k := inner * 0.5522847498 // the control distance of a quarter circle
	x, y, r := c.X, c.Y, inner
	d.MoveTo(diagram.Pt(x+r, y)).
		CubeTo(diagram.Pt(x+r, y-k), diagram.Pt(x+k, y-r), diagram.Pt(x, y-r)).
		CubeTo(diagram.Pt(x-k, y-r), diagram.Pt(x-r, y-k), diagram.Pt(x-r, y)).
		CubeTo(diagram.Pt(x-r, y+k), diagram.Pt(x-k, y+r), diagram.Pt(x, y+r)).
		CubeTo(diagram.Pt(x+k, y+r), diagram.Pt(x+r, y+k), diagram.Pt(x+r, y)).
		Close()
	return d
}
