package diagram

import "math"

// PathOp is the command of one path segment.
type PathOp uint8

// The path commands, all in absolute coordinates.
const (
	OpMove  PathOp = iota // M: start a subpath at Pts[0]
	OpLine                // L: a straight line to Pts[0]
	OpQuad                // Q: a quadratic Bézier via Pts[0] to Pts[1]
	OpCube                // C: a cubic Bézier via Pts[0] and Pts[1] to Pts[2]
	OpClose               // Z: a straight line back to the subpath's start
)

// Segment is one command of a path with its points.
type Segment struct {
	Op  PathOp
	Pts [3]Point
}

// PathData is the outline of a path: a list of segments, the first of them
// a move. Build it with the methods, which append and return the receiver
// so calls chain:
//
//	var p diagram.PathData
//	p.MoveTo(a).LineTo(b).QuadTo(c, d).Close()
type PathData []Segment

// MoveTo starts a new subpath at p.
func (d *PathData) MoveTo(p Point) *PathData { return d.add(OpMove, p) }

// LineTo draws a straight line to p.
func (d *PathData) LineTo(p Point) *PathData { return d.add(OpLine, p) }

// QuadTo draws a quadratic Bézier curve through the control point c to p.
func (d *PathData) QuadTo(c, p Point) *PathData { return d.add(OpQuad, c, p) }

// CubeTo draws a cubic Bézier curve through the control points c1, c2 to p.
func (d *PathData) CubeTo(c1, c2, p Point) *PathData { return d.add(OpCube, c1, c2, p) }

// Close draws a straight line back to the start of the current subpath.
func (d *PathData) Close() *PathData { return d.add(OpClose) }

// Polygon adds the closed subpath through pts. Fewer than two points add
// nothing.
func (d *PathData) Polygon(pts ...Point) *PathData {
	if len(pts) < 2 {
		return d
	}
	d.MoveTo(pts[0])
	for _, p := range pts[1:] {
		d.LineTo(p)
	}
	return d.Close()
}

// kappa places the control points of a cubic Bézier quarter circle.
const kappa = 4 * (math.Sqrt2 - 1) / 3

// Circle adds a closed circle of radius r around c, drawn clockwise from
// its rightmost point with four cubic curves.
func (d *PathData) Circle(c Point, r float64) *PathData {
	k := r * kappa
	d.MoveTo(Pt(c.X+r, c.Y))
	d.CubeTo(Pt(c.X+r, c.Y+k), Pt(c.X+k, c.Y+r), Pt(c.X, c.Y+r))
	d.CubeTo(Pt(c.X-k, c.Y+r), Pt(c.X-r, c.Y+k), Pt(c.X-r, c.Y))
	d.CubeTo(Pt(c.X-r, c.Y-k), Pt(c.X-k, c.Y-r), Pt(c.X, c.Y-r))
	d.CubeTo(Pt(c.X+k, c.Y-r), Pt(c.X+r, c.Y-k), Pt(c.X+r, c.Y))
	return d.Close()
}

// String returns the path in SVG's path data syntax ("M1 2L3 4Z").
func (d PathData) String() string { return string(d.appendSVG(nil)) }

func (d *PathData) add(op PathOp, pts ...Point) *PathData {
	s := Segment{Op: op}
	copy(s.Pts[:], pts)
	*d = append(*d, s)
	return d
}

// pointCount is the number of points each PathOp uses.
var pointCount = [...]int{OpMove: 1, OpLine: 1, OpQuad: 2, OpCube: 3, OpClose: 0}

// opLetter is the SVG command letter of each PathOp.
var opLetter = [...]byte{OpMove: 'M', OpLine: 'L', OpQuad: 'Q', OpCube: 'C', OpClose: 'Z'}

// appendSVG appends the SVG path data of d to b. It expects valid ops.
func (d PathData) appendSVG(b []byte) []byte {
	for _, s := range d {
		b = append(b, opLetter[s.Op])
		for i, p := range s.Pts[:pointCount[s.Op]] {
			if i > 0 {
				b = append(b, ' ')
			}
			b = appendPoint(b, p)
		}
	}
	return b
}
