package diagram

import "math"

// Rect returns the corners of the rectangle with top-left corner (x, y),
// clockwise, for Group.Polygon.
func Rect(x, y, w, h float64) []Point {
	return []Point{{x, y}, {x + w, y}, {x + w, y + h}, {x, y + h}}
}

// RegularPolygon returns the corners of the regular polygon with the given
// number of sides inscribed in the circle of radius r around c, clockwise,
// the first corner at angle degrees (clockwise from the positive x axis).
// Fewer than three sides give nil.
func RegularPolygon(c Point, r float64, sides int, degrees float64) []Point {
	if sides < 3 {
		return nil
	}
	pts := make([]Point, sides)
	for i := range pts {
		pts[i] = Polar(c, r, degrees+360*float64(i)/float64(sides))
	}
	return pts
}

// FlatHexagon returns the corners of the hexagon of circumradius r around c
// with a flat top edge (corners left and right).
func FlatHexagon(c Point, r float64) []Point { return RegularPolygon(c, r, 6, 0) }

// PointyHexagon returns the corners of the hexagon of circumradius r around
// c with a corner at the top.
func PointyHexagon(c Point, r float64) []Point { return RegularPolygon(c, r, 6, -90) }

// RoundedRect returns the outline of the rectangle with top-left corner
// (x, y) whose corners are rounded with radius r (at most half the shorter
// side; 0 gives sharp corners).
func RoundedRect(x, y, w, h, r float64) PathData {
	r = math.Max(0, math.Min(r, math.Min(w, h)/2))
	var d PathData
	if r == 0 {
		return *d.Polygon(Rect(x, y, w, h)...)
	}
	k := r * (1 - kappa)
	x1, y1 := x+w, y+h
	d.MoveTo(Pt(x+r, y)).LineTo(Pt(x1-r, y))
	d.CubeTo(Pt(x1-k, y), Pt(x1, y+k), Pt(x1, y+r)).LineTo(Pt(x1, y1-r))
	d.CubeTo(Pt(x1, y1-k), Pt(x1-k, y1), Pt(x1-r, y1)).LineTo(Pt(x+r, y1))
	d.CubeTo(Pt(x+k, y1), Pt(x, y1-k), Pt(x, y1-r)).LineTo(Pt(x, y+r))
	d.CubeTo(Pt(x, y+k), Pt(x+k, y), Pt(x+r, y))
	return *d.Close()
}

// Arrow proportions, in shaft widths.
const (
	arrowHeadLength = 2.5 // from the head's base to its tip
	arrowHeadWidth  = 3   // across the head's base
)

// Arrow returns the outline of an arrow from one point to another, meant
// to be filled: a shaft of the given width and a head whose tip is at to.
// The head is 2.5 widths long and 3 wide; a shorter arrow is all head.
// Equal points give an empty outline.
func Arrow(from, to Point, width float64) PathData {
	length := to.Sub(from).Len()
	if length == 0 {
		return nil
	}
	u := to.Sub(from).Scale(1 / length)
	headLength := math.Min(arrowHeadLength*width, length)
	base := to.Sub(u.Scale(headLength))
	shaft := u.perp().Scale(width / 2)
	head := u.perp().Scale(arrowHeadWidth * width / 2)
	var d PathData
	if headLength == length {
		return *d.Polygon(base.Add(head), to, base.Sub(head))
	}
	return *d.Polygon(
		from.Add(shaft), base.Add(shaft), base.Add(head), to,
		base.Sub(head), base.Sub(shaft), from.Sub(shaft),
	)
}
