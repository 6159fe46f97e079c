package ingenious

import (
	engine "github.com/arbiter-games/arbiter/engines/ingenious"
	"github.com/arbiter-games/arbiter/notation/diagram"
)

// The symbol of each colour, so that the diagrams read in black and white
// and for colour-blind readers: red a disc, green a hexagon, blue a
// six-pointed star, orange a ring, yellow a twelve-rayed sun, purple a
// diamond.

// addSymbol draws a colour's symbol of radius k around c, with the class
// "symbol <colour>". edge, when not None, outlines it (on light ground).
func addSymbol(g *diagram.Group, col engine.Colour, c diagram.Point, k float64, edge diagram.Colour) {
	class := "symbol " + col.Name()
	style := diagram.Style{Fill: colourFill[col], Stroke: edge, StrokeWidth: k * 0.12, Join: diagram.JoinRound}
	if col == engine.Red {
		g.AddCircle(c, k*0.78, class, style)
		return
	}
	g.AddPath(symbolPath(col, c, k), class, style)
}

// symbolPath returns the outline of a colour's symbol other than red's.
func symbolPath(col engine.Colour, c diagram.Point, k float64) diagram.PathData {
	var d diagram.PathData
	switch col {
	case engine.Orange:
		d.Circle(c, k*0.85)
		d.Polygon(reversed(diagram.RegularPolygon(c, k*0.45, 24, 0))...)
	case engine.Green:
		d.Polygon(diagram.FlatHexagon(c, k*0.9)...)
	case engine.Blue:
		d.Polygon(star(c, k, k*0.5, 6)...)
	case engine.Yellow:
		d.Polygon(star(c, k, k*0.62, 12)...)
	default:
		d.Polygon(diagram.RegularPolygon(c, k*0.95, 4, -90)...)
	}
	return d
}

// star returns the corners of a star of n rays, its tips at radius outer
// (one pointing up) and its notches at radius inner.
func star(c diagram.Point, outer, inner float64, n int) []diagram.Point {
	tips := diagram.RegularPolygon(c, outer, n, -90)
	notches := diagram.RegularPolygon(c, inner, n, -90+180/float64(n))
	pts := make([]diagram.Point, 0, 2*n)
	for i := range n {
		pts = append(pts, tips[i], notches[i])
	}
	return pts
}

// reversed returns the points in the opposite order: a hole in a shape
// filled by the nonzero rule winds the other way.
func reversed(pts []diagram.Point) []diagram.Point {
	out := make([]diagram.Point, len(pts))
	for i, p := range pts {
		out[len(pts)-1-i] = p
	}
	return out
}
