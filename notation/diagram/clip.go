//go:build !nopng

package diagram

import (
	"image"
	"math"
)

// rect is an axis-aligned rectangle in pixels.
type rect struct {
	x0, y0, x1, y1 float64
}

// emptyRect returns the rectangle that extend grows from nothing.
func emptyRect() rect {
	return rect{math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)}
}

// extend returns r grown to contain the points.
func (r rect) extend(pts []Point) rect {
	for _, p := range pts {
		r.x0, r.y0 = math.Min(r.x0, p.X), math.Min(r.y0, p.Y)
		r.x1, r.y1 = math.Max(r.x1, p.X), math.Max(r.y1, p.Y)
	}
	return r
}

// overlaps reports whether r and q share a point.
func (r rect) overlaps(q rect) bool {
	return r.x0 <= q.x1 && q.x0 <= r.x1 && r.y0 <= q.y1 && q.y0 <= r.y1
}

// grow returns r with every side moved out by m.
func (r rect) grow(m float64) rect {
	return rect{r.x0 - m, r.y0 - m, r.x1 + m, r.y1 + m}
}

// pixels returns the whole pixels r touches; empty for an empty r. The
// coordinates must be within the int range (clipped).
func (r rect) pixels() image.Rectangle {
	if r.x0 > r.x1 || r.y0 > r.y1 {
		return image.Rectangle{}
	}
	return image.Rect(int(math.Floor(r.x0)), int(math.Floor(r.y0)), int(math.Ceil(r.x1)), int(math.Ceil(r.y1)))
}

// clipPolygon returns the part of the polygon p inside the rectangle c
// (Sutherland–Hodgman); nil when p lies wholly outside. Clipping each closed outline by itself keeps the
// winding number of every point inside c, so nonzero fills are unchanged
// within c, and the rasterizer never sees far-away coordinates.
func clipPolygon(p []Point, c rect) []Point {
	if !c.overlaps(emptyRect().extend(p)) {
		return nil
	}
	p = clipEdge(p, func(q Point) float64 { return q.X - c.x0 })
	p = clipEdge(p, func(q Point) float64 { return c.x1 - q.X })
	p = clipEdge(p, func(q Point) float64 { return q.Y - c.y0 })
	return clipEdge(p, func(q Point) float64 { return c.y1 - q.Y })
}

// clipEdge keeps the part of p where inside(q) >= 0, inside being an affine
// function (the signed distance to one edge of the rectangle).
func clipEdge(p []Point, inside func(Point) float64) []Point {
	var out []Point
	for i, cur := range p {
		prev := p[(i+len(p)-1)%len(p)]
		dp, dc := inside(prev), inside(cur)
		if (dp >= 0) != (dc >= 0) {
			out = append(out, prev.Add(cur.Sub(prev).Scale(dp/(dp-dc))))
		}
		if dc >= 0 {
			out = append(out, cur)
		}
	}
	return out
}
