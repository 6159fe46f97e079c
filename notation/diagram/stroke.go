//go:build !nopng

package diagram

import "math"

// stroker outlines flattened subpaths as polygons that all turn the same
// way (positive area), so that painted together they make their union.
type stroker struct {
	half float64 // half the stroke width, in pixels
	cap  LineCap
	join LineJoin
	out  [][]Point
}

// strokeOutline returns the polygons covering the stroke of the subpaths.
func strokeOutline(subs []subpath, width float64, lc LineCap, lj LineJoin) [][]Point {
	s := stroker{half: width / 2, cap: lc, join: lj}
	for _, sp := range subs {
		s.subpath(sp)
	}
	return s.out
}

func (s *stroker) subpath(sp subpath) {
	pts := distinct(sp.pts, sp.closed)
	n := len(pts)
	switch n {
	case 0:
		return
	case 1:
		s.dot(pts[0])
		return
	}
	for i := range n - 1 {
		s.segment(pts[i], pts[i+1])
	}
	if sp.closed {
		s.segment(pts[n-1], pts[0])
		s.corner(pts[n-1], pts[0], pts[1])
		s.corner(pts[n-2], pts[n-1], pts[0])
	} else {
		s.end(pts[1], pts[0])
		s.end(pts[n-2], pts[n-1])
	}
	for i := 1; i < n-1; i++ {
		s.corner(pts[i-1], pts[i], pts[i+1])
	}
}

// distinct drops points equal to their predecessor and, on a closed
// subpath, the last points when they equal the first.
func distinct(pts []Point, closed bool) []Point {
	if len(pts) == 0 {
		return nil
	}
	out := pts[:1:1]
	for _, p := range pts[1:] {
		if p != out[len(out)-1] {
			out = append(out, p)
		}
	}
	for closed && len(out) > 1 && out[len(out)-1] == out[0] {
		out = out[:len(out)-1]
	}
	return out
}

// segment adds the rectangle covering the stroke from a to b.
func (s *stroker) segment(a, b Point) {
	n := b.Sub(a).unit().perp().Scale(s.half)
	s.add(a.Add(n), b.Add(n), b.Sub(n), a.Sub(n))
}

// end adds the cap at end, reached from prev.
func (s *stroker) end(prev, end Point) {
	u := end.Sub(prev).unit().Scale(s.half)
	n := u.perp()
	switch s.cap {
	case CapRound:
		s.add(append(arc(end, s.half, angle(n), -math.Pi), end)...)
	case CapSquare:
		s.add(end.Add(n), end.Add(n).Add(u), end.Sub(n).Add(u), end.Sub(n))
	}
}

// dot adds the caps of a subpath of zero length: a disc or a square.
func (s *stroker) dot(p Point) {
	switch s.cap {
	case CapRound:
		s.add(circlePolygon(p, s.half)...)
	case CapSquare:
		s.add(Rect(p.X-s.half, p.Y-s.half, 2*s.half, 2*s.half)...)
	}
}

// corner adds the join at b between the segments a-b and b-c, on the
// outer side of the turn.
func (s *stroker) corner(a, b, c Point) {
	d1, d2 := b.Sub(a).unit(), c.Sub(b).unit()
	cross := d1.cross(d2)
	if cross == 0 && d1.dot(d2) > 0 {
		return // straight on
	}
	side := 1.0
	if cross > 0 {
		side = -1
	}
	n1, n2 := d1.perp().Scale(side*s.half), d2.perp().Scale(side*s.half)
	if s.join == JoinRound {
		s.add(append(arc(b, s.half, angle(n1), turn(n1, n2)), b)...)
		return
	}
	bisector := n1.Add(n2)
	// cos(half the angle between the normals) = 1 / (miter length ratio).
	cosHalf := bisector.Len() / (2 * s.half)
	if s.join == JoinMiter && cosHalf*miterLimit >= 1 {
		tip := b.Add(bisector.unit().Scale(s.half / cosHalf))
		s.add(b, b.Add(n1), tip, b.Add(n2))
		return
	}
	s.add(b, b.Add(n1), b.Add(n2))
}

// turn returns the angle from a to b, in (-π, π].
func turn(a, b Point) float64 {
	return math.Atan2(a.cross(b), a.dot(b))
}

// add appends the polygon turned to positive area; flat ones are dropped.
func (s *stroker) add(p ...Point) {
	switch a := area(p); {
	case a > 0:
		s.out = append(s.out, p)
	case a < 0:
		s.out = append(s.out, reversed(p))
	}
}

// area returns the signed area of a polygon (shoelace formula).
func area(p []Point) float64 {
	var sum float64
	for i, q := range p {
		sum += q.cross(p[(i+1)%len(p)])
	}
	return sum / 2
}

// reversed returns the polygon's points in reverse order, in a new slice.
func reversed(p []Point) []Point {
	out := make([]Point, len(p))
	for i, q := range p {
		out[len(p)-1-i] = q
	}
	return out
}

// miterLimit is SVG's default stroke-miterlimit.
const miterLimit = 4

// unit returns p scaled to length 1, or the zero point when p is zero.
func (p Point) unit() Point {
	l := p.Len()
	if l == 0 {
		return Point{}
	}
	return p.Scale(1 / l)
}

// dot returns the dot product of p and q.
func (p Point) dot(q Point) float64 { return p.X*q.X + p.Y*q.Y }

// cross returns the z component of the cross product of p and q.
func (p Point) cross(q Point) float64 { return p.X*q.Y - p.Y*q.X }
