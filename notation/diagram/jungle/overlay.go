package jungle

import (
	engine "github.com/arbiter-games/arbiter/engines/jungle"
	"github.com/arbiter-games/arbiter/notation/diagram"
)

// drawLastTurn highlights the squares the last turn left and reached and,
// for a capture, marks the corners of the square where the animal was
// taken.
func (s *scene) drawLastTurn(g *diagram.Group) {
	if !s.played {
		return
	}
	for _, sq := range []engine.Square{s.last.From, s.last.To} {
		h := g.AddPolygon(s.square(sq, 1.5), "last-move", diagram.Style{Fill: highlight, Stroke: highlightEdge, StrokeWidth: 3, Opacity: 0.75})
		h.Title = s.lastText()
	}
	if !s.last.Capture {
		return
	}
	c := s.corner(s.last.To)
	const k = 0.22 * cell
	for _, corner := range [][3]diagram.Point{
		{{X: 0, Y: 0}, {X: k, Y: 0}, {X: 0, Y: k}},
		{{X: cell, Y: 0}, {X: cell, Y: k}, {X: cell - k, Y: 0}},
		{{X: cell, Y: cell}, {X: cell - k, Y: cell}, {X: cell, Y: cell - k}},
		{{X: 0, Y: cell}, {X: 0, Y: cell - k}, {X: k, Y: cell}},
	} {
		tri := g.AddPolygon([]diagram.Point{c.Add(corner[0]), c.Add(corner[1]), c.Add(corner[2])}, "last-move capture", diagram.Style{Fill: captureRed})
		tri.Title = "captured on " + s.last.To.String()
	}
}

// drawMarks circles the marked squares, and those picked of a turn being
// entered.
func (s *scene) drawMarks(g *diagram.Group) {
	for _, sq := range s.picked {
		g.AddPickedMark(s.centre(sq), cell/2-2.5, "picked "+sq.String())
	}
	for _, sq := range s.marks {
		g.AddAnnotationMark(s.centre(sq), cell/2-2.5, 3.5, "mark on "+sq.String())
	}
}

// drawArrows draws the arrows from the centre of one square towards the
// centre of another, the tip short of it so that the animal there shows.
func (s *scene) drawArrows(g *diagram.Group) {
	for _, a := range s.arrows {
		g.AddAnnotationArrow(s.centre(a[0]), s.centre(a[1]), 0.17*cell, 0.22*cell, "arrow "+a[0].String()+" to "+a[1].String())
	}
}
