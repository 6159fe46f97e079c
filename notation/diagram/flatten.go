//go:build !nopng

package diagram

import "math"

// tolerance is how far, in pixels, flattened curves may stray from the
// true curve.
const tolerance = 0.1

// Bounds on the number of lines a curve or circle is flattened into.
const (
	maxCurveSteps  = 256
	maxCircleSteps = 4096
)

// subpath is a flattened outline in pixels.
type subpath struct {
	pts    []Point
	closed bool
}

// flattener turns path data into subpaths of straight lines.
type flattener struct {
	scale float64
	view  rect // curves wholly outside are not subdivided
	subs  []subpath
	start Point // the current subpath's start, where Close returns
	open  bool  // whether the last subpath takes more lines
}

// flatten returns the valid path d scaled to pixels, curves flattened. A
// curve whose control points lie wholly outside view becomes its control
// polygon: the curve lies in the same convex hull, so nothing inside view
// changes (see renderer.view).
func flatten(d PathData, scale float64, view rect) []subpath {
	f := flattener{scale: scale, view: view}
	for _, s := range d {
		f.segment(s)
	}
	return f.subs
}

func (f *flattener) segment(s Segment) {
	if s.Op == OpMove {
		f.start = s.Pts[0].Scale(f.scale)
		f.subs = append(f.subs, subpath{pts: []Point{f.start}})
		f.open = true
		return
	}
	if !f.open {
		// A drawing command after Close starts again where Close ended.
		f.subs = append(f.subs, subpath{pts: []Point{f.start}})
		f.open = true
	}
	last := &f.subs[len(f.subs)-1]
	p0 := last.pts[len(last.pts)-1]
	switch s.Op {
	case OpLine:
		last.pts = append(last.pts, s.Pts[0].Scale(f.scale))
	case OpQuad:
		p3 := s.Pts[1].Scale(f.scale)
		c1, c2 := quadToCubic(p0, s.Pts[0].Scale(f.scale), p3)
		last.pts = f.appendCubic(last.pts, p0, c1, c2, p3)
	case OpCube:
		last.pts = f.appendCubic(last.pts, p0, s.Pts[0].Scale(f.scale), s.Pts[1].Scale(f.scale), s.Pts[2].Scale(f.scale))
	case OpClose:
		last.closed = true
		f.open = false
	}
}

// appendCubic appends the flattened cubic Bézier curve from p0 through c1
// and c2 to p3, p0 excluded. The step count is Wang's formula.
func (f *flattener) appendCubic(pts []Point, p0, c1, c2, p3 Point) []Point {
	if !f.view.overlaps(emptyRect().extend([]Point{p0, c1, c2, p3})) {
		return append(pts, c1, c2, p3)
	}
	dd := math.Max(p0.Sub(c1.Scale(2)).Add(c2).Len(), c1.Sub(c2.Scale(2)).Add(p3).Len())
	n := stepCount(math.Sqrt(0.75 * dd / tolerance))
	for i := 1; i <= n; i++ {
		t := float64(i) / float64(n)
		u := 1 - t
		p := p0.Scale(u * u * u).Add(c1.Scale(3 * u * u * t)).Add(c2.Scale(3 * u * t * t)).Add(p3.Scale(t * t * t))
		pts = append(pts, p)
	}
	return pts
}

// quadToCubic returns the control points of the cubic curve equal to the
// quadratic one from p0 through c to p3.
func quadToCubic(p0, c, p3 Point) (c1, c2 Point) {
	return p0.Add(c.Sub(p0).Scale(2.0 / 3)), p3.Add(c.Sub(p3).Scale(2.0 / 3))
}

// stepCount rounds a step count up, within [1, maxCurveSteps].
func stepCount(n float64) int {
	return int(math.Max(1, math.Min(maxCurveSteps, math.Ceil(n))))
}

// circlePolygon returns the circle of radius r around c (in pixels) as a
// polygon whose sides stray at most tolerance from the circle.
func circlePolygon(c Point, r float64) []Point {
	pts := arc(c, r, 0, 2*math.Pi)
	return pts[:len(pts)-1]
}

// arc returns points along the circle of radius r around c from the angle
// start, turning by sweep (radians, clockwise on screen when positive),
// both ends included, its chords straying at most tolerance from the arc.
func arc(c Point, r, start, sweep float64) []Point {
	step := math.Pi / 4
	if r > tolerance {
		step = min(step, 2*math.Acos(1-tolerance/r))
	}
	n := int(math.Max(1, math.Min(maxCircleSteps, math.Ceil(math.Abs(sweep)/step))))
	pts := make([]Point, n+1)
	for i := range pts {
		s, co := math.Sincos(start + sweep*float64(i)/float64(n))
		pts[i] = Point{c.X + r*co, c.Y + r*s}
	}
	return pts
}

// angle returns the direction of p in radians.
func angle(p Point) float64 { return math.Atan2(p.Y, p.X) }
