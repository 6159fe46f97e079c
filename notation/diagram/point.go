package diagram

import "math"

// Point is a position in user units: x grows to the right, y grows down, as
// in SVG.
type Point struct {
	X, Y float64
}

// Pt is shorthand for Point{x, y}.
func Pt(x, y float64) Point { return Point{x, y} }

// Add returns p + q.
func (p Point) Add(q Point) Point { return Point{p.X + q.X, p.Y + q.Y} }

// Sub returns p - q.
func (p Point) Sub(q Point) Point { return Point{p.X - q.X, p.Y - q.Y} }

// Scale returns p with both coordinates multiplied by f.
func (p Point) Scale(f float64) Point { return Point{p.X * f, p.Y * f} }

// Len returns the distance of p from the origin.
func (p Point) Len() float64 { return math.Hypot(p.X, p.Y) }

// Polar returns the point at distance r from c in the direction of angle
// degrees, measured clockwise from the positive x axis (y grows down).
func Polar(c Point, r, degrees float64) Point {
	s, co := math.Sincos(degrees * math.Pi / 180)
	return Point{c.X + r*co, c.Y + r*s}
}

// perp returns p turned by 90 degrees.
func (p Point) perp() Point { return Point{-p.Y, p.X} }
