package ingenious

import (
	"math"

	engine "github.com/arbiter-games/arbiter/engines/ingenious"
	"github.com/arbiter-games/arbiter/notation/diagram"
)

// Sizes of the drawing, in user units. The spaces are pointy-topped
// hexagons in horizontal rows.
const (
	sqrt3   = 1.7320508075688772
	hexR    = 20.0             // the circumradius of a space
	halfW   = hexR * sqrt3 / 2 // half the width of a space
	rowH    = 1.5 * hexR       // from the centre of a row to the next
	pad     = 14.0             // around the drawing
	caption = 38.0             // the band of the status line at the top
	gutter  = 18.0             // between the board and the score tracks
	plateIn = 2.3 * hexR       // the board's plate beyond the corner spaces, room for the coordinates
)

// boardHalf returns half the width and half the height of the board's
// box: the plate around the spaces, with the coordinates on it.
func (s *scene) boardHalf() (w, h float64) {
	r := float64(s.board.Radius)
	return 2*r*halfW + plateIn + 2, r*rowH + plateIn*sqrt3/2 + 2
}

// origin returns where the centre space h8 is drawn.
func (s *scene) origin() diagram.Point {
	w, h := s.boardHalf()
	return diagram.Pt(pad+w, caption+h)
}

// size returns the width and height of the whole drawing.
func (s *scene) size() (w, h float64) {
	bw, bh := s.boardHalf()
	return pad + 2*bw + gutter + panelW + pad, caption + math.Max(2*bh, s.panelHeight()) + pad
}

// point returns the centre of the space at axial (q, r), on the board or
// beyond it: rows run from a at the top (o when flipped), each shifted half
// a space from the one above.
func (s *scene) point(q, r int) diagram.Point {
	x, y := float64(2*q+r)*halfW, float64(r)*rowH
	if s.flip {
		x, y = -x, -y
	}
	return s.origin().Add(diagram.Pt(x, y))
}

// centre returns the centre of a space.
func (s *scene) centre(sp engine.Space) diagram.Point { return s.point(sp.Q(), sp.R()) }

// hexagon returns the outline of a space, its circumradius shrunk by d.
func (s *scene) hexagon(sp engine.Space, d float64) []diagram.Point {
	return diagram.PointyHexagon(s.centre(sp), hexR-d)
}

// tileOutline returns the outline of a tile on two adjacent spaces: the
// ten corners around both hexagons.
func (s *scene) tileOutline(a, b engine.Space) []diagram.Point {
	ca, cb := s.centre(a), s.centre(b)
	toward := math.Atan2(cb.Y-ca.Y, cb.X-ca.X) * 180 / math.Pi
	var pts []diagram.Point
	for k := range 6 {
		pts = append(pts, diagram.Polar(ca, hexR, toward+30+60*float64(k)))
	}
	for k := 4; k < 8; k++ {
		pts = append(pts, diagram.Polar(cb, hexR, toward+30+60*float64(k)))
	}
	return pts
}

// plate returns the outline of the board's plate: a hexagon around the
// six corner spaces.
func (s *scene) plate() []diagram.Point {
	r := s.board.Radius
	o := s.origin()
	var pts []diagram.Point
	for _, c := range [6][2]int{{r, 0}, {0, r}, {-r, r}, {-r, 0}, {0, -r}, {r, -r}} {
		p := s.point(c[0], c[1]).Sub(o)
		pts = append(pts, o.Add(p.Scale(1+plateIn/p.Len())))
	}
	return pts
}

// rowEnds returns the lowest and highest column (axial q) of row r.
func (s *scene) rowEnds(r int) (lo, hi int) {
	rad := s.board.Radius
	return max(-rad, -rad-r), min(rad, rad-r)
}
