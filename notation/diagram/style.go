package diagram

import "fmt"

// Style holds an element's default presentation values. The SVG writer puts
// them in presentation attributes, which any CSS rule overrides; the PNG
// writer paints with them.
type Style struct {
	// Fill paints the inside; None (the zero value) leaves it empty.
	Fill Colour
	// Stroke paints the outline; None (the zero value) draws no outline.
	Stroke Colour
	// StrokeWidth is the outline's width in user units; 0 means 1.
	StrokeWidth float64
	// Opacity of the whole element, in (0, 1]; 0 means 1 (opaque).
	Opacity float64
	// Cap is how the ends of open outlines are drawn.
	Cap LineCap
	// Join is how outlines turn at corners.
	Join LineJoin
}

// LineCap is the shape at the ends of an open outline.
type LineCap uint8

// The line caps of SVG.
const (
	CapButt   LineCap = iota // the outline stops at the end point
	CapRound                 // a half disc beyond the end point
	CapSquare                // a half square beyond the end point
)

// LineJoin is the shape where an outline turns a corner.
type LineJoin uint8

// The line joins of SVG. A miter longer than four times the stroke width is
// drawn as a bevel (SVG's default stroke-miterlimit).
const (
	JoinMiter LineJoin = iota // a sharp corner
	JoinRound                 // a rounded corner
	JoinBevel                 // a cut corner
)

var (
	capNames  = [...]string{"butt", "round", "square"}
	joinNames = [...]string{"miter", "round", "bevel"}
)

// String returns the cap's SVG name ("butt", "round", "square").
func (c LineCap) String() string {
	if int(c) < len(capNames) {
		return capNames[c]
	}
	return fmt.Sprintf("LineCap(%d)", c)
}

// String returns the join's SVG name ("miter", "round", "bevel").
func (j LineJoin) String() string {
	if int(j) < len(joinNames) {
		return joinNames[j]
	}
	return fmt.Sprintf("LineJoin(%d)", j)
}

// strokeWidth returns the width in user units, applying the default.
func (s *Style) strokeWidth() float64 {
	if s.StrokeWidth == 0 {
		return 1
	}
	return s.StrokeWidth
}
