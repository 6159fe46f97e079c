package ingenious

import (
	"fmt"

	engine "github.com/arbiter-games/arbiter/engines/ingenious"
	"github.com/arbiter-games/arbiter/notation/diagram"
)

// drawLastTurn outlines the tiles the last turn placed and draws, from each
// of their hexes, the runs of its colour that scored it. When the turn
// placed more than one tile (bonus placements), each is numbered in the
// order played.
func (s *scene) drawLastTurn(g *diagram.Group) {
	if s.last == nil {
		return
	}
	title := s.lastText()
	for _, pl := range s.last.Placements {
		outline := g.AddPolygon(s.tileOutline(pl.First, pl.Second), "last-move", diagram.Style{Stroke: highlight, StrokeWidth: 3.5, Join: diagram.JoinRound})
		outline.Title = title
	}
	if s.pos != nil {
		for _, pl := range s.last.Placements {
			s.drawRuns(g, pl.First)
			s.drawRuns(g, pl.Second)
		}
	}
	if len(s.last.Placements) < 2 {
		return
	}
	for i, pl := range s.last.Placements {
		at := s.centre(pl.First).Add(s.centre(pl.Second)).Scale(0.5)
		badge := g.AddCircle(at, 6.5, "last-move order", diagram.Style{Fill: highlight, Stroke: ink, StrokeWidth: 0.8})
		badge.Title = fmt.Sprintf("placement %d of the last turn: %v", i+1, pl)
		g.AddText(fmt.Sprint(i+1), at, diagram.TextStyle{Size: 9, Bold: true, Anchor: diagram.AnchorMiddle, Baseline: diagram.BaselineCentral}, "last-move order", diagram.Style{Fill: ink})
	}
}

// drawRuns draws the runs that scored the hex on a space: a line in its
// colour, cased in dark so that it shows on light ground too, from the hex
// to the last hex of each run.
func (s *scene) drawRuns(g *diagram.Group, from engine.Space) {
	c := s.pos.At(from).Colour
	for _, end := range s.pos.ScoringRuns(from) {
		a, b := s.centre(from), s.centre(end)
		title := fmt.Sprintf("%s scored along %v-%v", c.Name(), from, end)
		casing := g.AddLine(a, b, "last-move run", diagram.Style{Stroke: tileFill, StrokeWidth: 4.4, Cap: diagram.CapRound})
		casing.Title = title
		line := g.AddLine(a, b, "last-move run "+c.Name(), diagram.Style{Stroke: colourFill[c], StrokeWidth: 2.2, Cap: diagram.CapRound})
		line.Title = title
	}
}

// drawMarks circles the marked spaces, and those picked of a turn being
// entered.
func (s *scene) drawMarks(g *diagram.Group) {
	for _, sp := range s.picked {
		g.AddPickedMark(s.centre(sp), hexR*0.78, "picked "+sp.String())
	}
	for _, sp := range s.marks {
		g.AddAnnotationMark(s.centre(sp), hexR*0.78, 3, "mark on "+sp.String())
	}
}

// drawArrows draws the arrows from the centre of one space towards the
// centre of another, the tip short of it so that what stands there shows.
func (s *scene) drawArrows(g *diagram.Group) {
	for _, a := range s.arrows {
		g.AddAnnotationArrow(s.centre(a[0]), s.centre(a[1]), 0.3*hexR, 0.45*hexR, "arrow "+a[0].String()+" to "+a[1].String())
	}
}
