package jungle

import (
	engine "github.com/arbiter-games/arbiter/engines/jungle"
	"github.com/arbiter-games/arbiter/notation/diagram"
)

// drawTerrain draws the board's edge and every square with its terrain.
func (s *scene) drawTerrain(g *diagram.Group) {
	edge := diagram.RoundedRect(margin, s.boardTop(), width-2*margin, engine.Ranks*cell+2*frame, 5)
	g.AddPath(edge, "board", diagram.Style{Fill: wood, Stroke: woodDark, StrokeWidth: 1.5})
	for _, sq := range engine.Squares() {
		s.drawSquare(g, sq)
	}
}

// groundFill is the colour of each terrain.
var groundFill = [...]diagram.Colour{engine.Land: land, engine.Water: water, engine.Trap: trap, engine.Den: den}

// drawSquare draws one square: its ground, with grid lines, and the
// terrain's own sign.
func (s *scene) drawSquare(g *diagram.Group, sq engine.Square) {
	t := sq.Terrain()
	ground := g.AddPolygon(s.square(sq, 0), "grid "+t.String(), diagram.Style{Fill: groundFill[t], Stroke: gridLine})
	ground.Title = sq.String() + ", " + terrainTitle(sq)
	switch t {
	case engine.Water:
		s.drawWaves(g, sq)
	case engine.Trap:
		s.drawHatch(g, sq)
	case engine.Den:
		s.drawDen(g, sq)
	}
}

// terrainTitle names a square's terrain for a tooltip: "water", "Black's
// trap", "White's den".
func terrainTitle(sq engine.Square) string {
	if owner, ok := sq.Owner(); ok {
		return owner.String() + "'s " + sq.Terrain().String()
	}
	return sq.Terrain().String()
}

// drawWaves draws two wavy lines across a water square.
func (s *scene) drawWaves(g *diagram.Group, sq engine.Square) {
	c := s.corner(sq)
	var p diagram.PathData
	for _, y := range []float64{0.36, 0.66} {
		x0, y0 := c.X+0.16*cell, c.Y+y*cell
		p.MoveTo(diagram.Pt(x0, y0))
		for i := range 4 {
			dx := 0.17 * cell * float64(i)
			up := 0.07 * cell
			if i%2 == 1 {
				up = -up
			}
			p.QuadTo(diagram.Pt(x0+dx+0.085*cell, y0-up), diagram.Pt(x0+dx+0.17*cell, y0))
		}
	}
	g.AddPath(p, "water wave", diagram.Style{Stroke: wave, StrokeWidth: 1.6, Cap: diagram.CapRound, Join: diagram.JoinRound})
}

// drawHatch draws a trap's net: diagonal lines both ways inside the square.
func (s *scene) drawHatch(g *diagram.Group, sq engine.Square) {
	const inset, n = 5.0, 4
	c := s.corner(sq).Add(diagram.Pt(inset, inset))
	side := cell - 2*inset
	var p diagram.PathData
	for i := 1 - n; i < n; i++ {
		t := side * float64(i) / n
		lo, hi := max(0, -t), min(side, side-t)
		p.MoveTo(c.Add(diagram.Pt(lo, lo+t))).LineTo(c.Add(diagram.Pt(hi, hi+t)))
		p.MoveTo(c.Add(diagram.Pt(side-lo, lo+t))).LineTo(c.Add(diagram.Pt(side-hi, hi+t)))
	}
	g.AddPath(p, "trap net", diagram.Style{Stroke: trapLine, StrokeWidth: 1.2, Cap: diagram.CapRound})
}

// drawDen draws a den's sign: a small house in its owner's colour.
func (s *scene) drawDen(g *diagram.Group, sq engine.Square) {
	c := s.centre(sq)
	owner, _ := sq.Owner()
	fill, edge := blackFill, blackEdge
	if owner == engine.White {
		fill, edge = whiteFill, whiteEdge
	}
	house := []diagram.Point{
		c.Add(diagram.Pt(-13, 13)), c.Add(diagram.Pt(-13, -2)), c.Add(diagram.Pt(0, -14)),
		c.Add(diagram.Pt(13, -2)), c.Add(diagram.Pt(13, 13)),
	}
	g.AddPolygon(house, "den-symbol "+sideClass(owner), diagram.Style{Fill: fill, Stroke: edge, StrokeWidth: 1.5, Join: diagram.JoinRound})
	g.AddPath(diagram.RoundedRect(c.X-4.5, c.Y+2, 9, 11, 4), "den-door", diagram.Style{Fill: den})
}

// sideClass is the CSS class of a side: "black" or "white".
func sideClass(side engine.Side) string {
	if side == engine.White {
		return "white"
	}
	return "black"
}
