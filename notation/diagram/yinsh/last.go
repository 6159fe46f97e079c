package yinsh

import (
	"github.com/arbiter-games/arbiter/engines"
	engine "github.com/arbiter-games/arbiter/engines/yinsh"
)

// lastTurn is what the turn that led to a position did, as diagrams show
// it: the ring placed or moved, the markers it flipped, and the rows and
// rings removed.
type lastTurn struct {
	turn  engine.Turn
	mover engine.Colour
	// flipped are the markers the ring jumped, flipped and still standing.
	flipped []engine.Point
	// rowPoints are the points of the rows removed that are empty now.
	rowPoints []engine.Point
	// rings are the points of the rings removed that are empty now.
	rings []engine.Point
}

// lastOf reads the view's last turn against the position after it; false
// when the view has none (or not a YINSH turn).
func lastOf(last engines.Move, p *engine.Position) (lastTurn, bool) {
	t, ok := engines.MoveAs[engine.Turn](last)
	if !ok {
		return lastTurn{}, false
	}
	lt := lastTurn{turn: t, mover: p.ToMove().Other()}
	if between := linePoints(t.From, t.To); len(between) > 2 {
		for _, q := range between[1 : len(between)-1] {
			if p.At(q).IsMarker() {
				lt.flipped = append(lt.flipped, q)
			}
		}
	}
	for _, rm := range append(append([]engine.Removal{}, t.Opening...), t.Removals...) {
		lt.rowPoints = append(lt.rowPoints, emptyOf(p, linePoints(rm.Row.Start, rm.Row.End))...)
		lt.rings = append(lt.rings, emptyOf(p, []engine.Point{rm.Ring})...)
	}
	return lt, true
}

// emptyOf keeps the points that are empty in p.
func emptyOf(p *engine.Position, pts []engine.Point) []engine.Point {
	var out []engine.Point
	for _, q := range pts {
		if p.At(q) == engine.Empty {
			out = append(out, q)
		}
	}
	return out
}

// linePoints lists the points from a to b, both included, when they are
// on one line of the board; nil otherwise.
func linePoints(a, b engine.Point) []engine.Point {
	dc, dr := b.Col()-a.Col(), b.Row()-a.Row()
	n := max(dc, -dc, dr, -dr)
	if !a.Valid() || !b.Valid() || n == 0 || dc != 0 && dr != 0 && dc != dr {
		return nil
	}
	pts := make([]engine.Point, 0, n+1)
	for i := 0; i <= n; i++ {
		if q, ok := engine.PointAt(a.Col()+dc/n*i, a.Row()+dr/n*i); ok {
			pts = append(pts, q)
		}
	}
	return pts
}
