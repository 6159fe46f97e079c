package yinsh

import (
	"math"

	engine "github.com/arbiter-games/arbiter/engines/yinsh"
	"github.com/arbiter-games/arbiter/internal/columns"
	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/notation/diagram"
)

// drawLastTrail highlights, under the pieces, the points the last turn
// placed a ring on or moved a ring between, joined by a trail.
func drawLastTrail(g *diagram.Group, l layout, last lastTurn) {
	t := last.turn
	lg := g.AddGroup("last-move")
	lg.Title = "last turn: " + t.String()
	hl := diagram.Style{Fill: highlight, Opacity: 0.7}
	if t.Action == engine.ActionMove {
		lg.AddLine(l.at(t.From), l.at(t.To), "last-move trail", diagram.Style{Stroke: highlight, StrokeWidth: 0.22 * unit, Cap: diagram.CapRound, Opacity: 0.7})
		lg.AddCircle(l.at(t.From), 0.47*unit, "last-move from", hl)
	}
	if t.Action == engine.ActionMove || t.Action == engine.ActionPlace {
		lg.AddCircle(l.at(t.To), 0.5*unit, "last-move to", hl)
	}
}

// drawLastEffects shows, over the pieces, what else the last turn did: a
// halo on each marker it flipped, and the rows and rings it removed as
// faint pieces, each row struck through.
func drawLastEffects(g *diagram.Group, l layout, last lastTurn) {
	lg := g.AddGroup("last-move")
	for _, p := range last.flipped {
		halo := lg.AddCircle(l.at(p), markerR+4, "last-move flip", diagram.Style{Stroke: flipColour, StrokeWidth: 2.5})
		halo.Title = "flipped on " + p.String()
	}
	colour := last.mover.String()
	ghost := pieceStyle(last.mover)
	ghost.Opacity = 0.35
	for _, p := range last.rowPoints {
		lg.AddCircle(l.at(p), markerR, "last-move removed marker "+colour, ghost)
	}
	for _, p := range last.rings {
		ring := lg.AddPath(ringPath(l.at(p), ringOuter, ringInner), "last-move removed ring "+colour, ghost)
		ring.Title = "removed: " + colour + " ring on " + p.String()
	}
	for _, rm := range append(append([]engine.Removal{}, last.turn.Opening...), last.turn.Removals...) {
		strike := lg.AddLine(l.at(rm.Row.Start), l.at(rm.Row.End), "last-move removed row", diagram.Style{Stroke: removedMark, StrokeWidth: 3, Cap: diagram.CapRound, Opacity: 0.8})
		strike.Title = "removed: row " + rm.Row.String()
	}
}

// drawScore draws, above the board, a slot for each ring a player must
// remove to win, filled with the rings he has removed, and the colour's
// name, with "to move" for the side to move or "wins" for the winner. The
// player at the bottom of the board is on the left.
func drawScore(g *diagram.Group, l layout, p *engine.Position) {
	score := g.AddGroup("score")
	for _, c := range []engine.Colour{engine.White, engine.Black} {
		side, anchor := 1.0, diagram.AnchorStart
		if (c == engine.Black) != l.flip {
			side, anchor = -1, diagram.AnchorEnd
		}
		edge := canvasW/2 - side*(canvasW/2-28) // the corner's x
		for i := range p.RingsToWin() {
			at := diagram.Pt(edge+side*float64(i)*30, 25)
			if i < p.Removed(c) {
				score.AddPath(ringPath(at, 12, 8), "piece "+c.String()+" ring removed", pieceStyle(c))
			} else {
				score.AddCircle(at, 10.5, "slot", diagram.Style{Stroke: boardEdge, StrokeWidth: 1.2})
			}
		}
		caption := colourTitle(c) + scoreNote(p, c)
		ts := diagram.TextStyle{Size: 13, Bold: caption != colourTitle(c), Anchor: anchor, Baseline: diagram.BaselineCentral}
		score.AddText(caption, diagram.Pt(edge+side*(float64(p.RingsToWin())*30-6), 25), ts, "title", diagram.Style{Fill: captionColour})
	}
}

// scoreNote says ", to move" after the side to move's name while the game
// goes on, and " wins" after the winner's.
func scoreNote(p *engine.Position, c engine.Colour) string {
	o := p.Outcome()
	switch {
	case !o.Over && c == p.ToMove():
		return ", to move"
	case o.Over && len(o.Places[0]) == 1 && o.Places[0][0] == int(c):
		return " wins"
	}
	return ""
}

// drawNames writes each named player under his score, on the same side:
// the player's name and colour, both in one size (see namesSize), each
// name shortened with "…" to the same room, the room left of the top
// row's numbers less the wider colour, so that a name is shown the same
// whatever its colour.
func drawNames(g *diagram.Group, l layout, s notation.Snapshot) {
	names := [2]string{playerName(s, engine.White), playerName(s, engine.Black)}
	ts := diagram.TextStyle{Size: namesSize(names), Baseline: diagram.BaselineCentral}
	for _, c := range []engine.Colour{engine.White, engine.Black} {
		name := names[c]
		if name == "" {
			continue
		}
		x := 18.0 // the first slot's outer edge
		ts.Anchor = diagram.AnchorStart
		if (c == engine.Black) != l.flip {
			x, ts.Anchor = canvasW-18, diagram.AnchorEnd
		}
		shown := diagram.FitText(name, ts, nameRoom-colourRoom(ts)) + colourNote(c)
		text := g.AddText(shown, diagram.Pt(x, header+12), ts, "player "+c.String(), diagram.Style{Fill: captionColour})
		text.Title = name + colourNote(c)
	}
}

// The sizes of the players' names.
const (
	nameSize    = 12.0
	minNameSize = 10.0
)

// nameRoom is the width a player's name and colour may take under the
// score.
const nameRoom = 125.0

// namesSize is the size of both players' names: nameSize when both fit
// their room with the wider colour, else the largest size at which both
// do, but not under minNameSize (a name that does not fit then is
// shortened).
func namesSize(names [2]string) float64 {
	ts := diagram.TextStyle{Size: nameSize}
	size := nameSize
	for _, name := range names {
		w, err := diagram.TextWidth(name, ts)
		if name == "" || err != nil {
			continue
		}
		if w += colourRoom(ts); w > nameRoom {
			size = min(size, math.Floor(100*nameSize*nameRoom/w)/100)
		}
	}
	return max(size, minNameSize)
}

// colourNote is what follows a player's name: his colour, " (White)".
func colourNote(c engine.Colour) string { return " (" + colourTitle(c) + ")" }

// colourRoom is the width of the wider colour note set in ts.
func colourRoom(ts diagram.TextStyle) float64 {
	var w float64
	for _, c := range []engine.Colour{engine.White, engine.Black} {
		if cw, err := diagram.TextWidth(colourNote(c), ts); err == nil {
			w = max(w, cw)
		}
	}
	return w
}

// playerName returns the name of a colour's player on one line, or "".
func playerName(s notation.Snapshot, c engine.Colour) string {
	if int(c) < len(s.Players) {
		return columns.OneLine(s.Players[c])
	}
	return ""
}

// drawNotes draws the snapshot's arrows and marks ([%arrow a b], [%mark p])
// and the points picked of a turn being entered; points that are not on
// the board are left out.
func drawNotes(g *diagram.Group, l layout, s notation.Snapshot) {
	for _, m := range s.Picked {
		if p, err := engine.ParsePoint(m); err == nil {
			g.AddPickedMark(l.at(p), 0.5*unit, "picked "+p.String())
		}
	}
	for _, a := range s.Arrows {
		from, err1 := engine.ParsePoint(a[0])
		to, err2 := engine.ParsePoint(a[1])
		if err1 == nil && err2 == nil && from != to {
			g.AddAnnotationArrow(l.at(from), l.at(to), 0.16*unit, 0, "arrow "+from.String()+" to "+to.String())
		}
	}
	for _, m := range s.Marks {
		if p, err := engine.ParsePoint(m); err == nil {
			g.AddAnnotationMark(l.at(p), 0.5*unit, 3, "mark "+p.String())
		}
	}
}

// colourTitle returns "White" or "Black".
func colourTitle(c engine.Colour) string {
	if c == engine.White {
		return "White"
	}
	return "Black"
}
