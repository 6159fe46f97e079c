//go:build !nopng

package diagram

import (
	"image"
	"image/color"
	"image/draw"
	"math"

	"golang.org/x/image/vector"
)

// renderer paints valid elements onto an image. Geometry is turned into
// polygons in pixels (curves flattened, strokes outlined) and each paint
// is one pass of the rasterizer with the nonzero rule: stroke pieces all
// turn the same way, so their overlaps add up instead of cancelling.
type renderer struct {
	dst   *image.RGBA
	scale float64         // pixels per user unit
	dirty image.Rectangle // the pixels painted so far
	z     vector.Rasterizer
}

func (r *renderer) group(g *Group) error {
	return r.layer(opacity(g.Opacity), func(sub *renderer) error {
		for _, e := range g.Elements {
			if err := sub.element(e); err != nil {
				return err
			}
		}
		return nil
	})
}

func (r *renderer) element(e Element) error {
	switch e := e.(type) {
	case *Group:
		return r.group(e)
	case *Circle:
		return r.circle(e)
	case *Line:
		return r.shape([]subpath{{pts: r.points(e.From, e.To)}}, &e.Attrs)
	case *Polyline:
		return r.shape([]subpath{{pts: r.points(e.Points...), closed: e.Closed}}, &e.Attrs)
	case *Path:
		return r.shape(flatten(e.Data, r.scale, r.view(&e.Attrs)), &e.Attrs)
	case *Text:
		d, err := e.Outline()
		if err != nil {
			return err
		}
		return r.shape(flatten(d, r.scale, r.view(&e.Attrs)), &e.Attrs)
	}
	return nil
}

// circle paints a disc and its stroke, a ring.
func (r *renderer) circle(c *Circle) error {
	center, radius := c.Center.Scale(r.scale), c.R*r.scale
	fill := [][]Point{circlePolygon(center, radius)}
	var ring [][]Point
	if !c.Stroke.IsNone() {
		half := c.strokeWidth() * r.scale / 2
		ring = append(ring, circlePolygon(center, radius+half))
		if radius > half {
			ring = append(ring, reversed(circlePolygon(center, radius-half)))
		}
	}
	return r.draw(fill, ring, &c.Attrs)
}

// shape paints the subpaths' fill and stroke.
func (r *renderer) shape(subs []subpath, a *Attrs) error {
	var fill, stroke [][]Point
	if !a.Fill.IsNone() {
		for _, s := range subs {
			fill = append(fill, s.pts)
		}
	}
	if !a.Stroke.IsNone() {
		stroke = strokeOutline(subs, a.strokeWidth()*r.scale, a.Cap, a.Join)
	}
	return r.draw(fill, stroke, a)
}

// draw paints the fill polygons, then the stroke polygons, with the
// element's colours and opacity.
func (r *renderer) draw(fill, stroke [][]Point, a *Attrs) error {
	alpha := a.opacity()
	if alpha < 1 && !a.Fill.IsNone() && !a.Stroke.IsNone() {
		// Fill and stroke overlap: SVG blends the element as one layer.
		return r.layer(alpha, func(sub *renderer) error {
			return sub.draw(fill, stroke, &Attrs{Style: Style{Fill: a.Fill, Stroke: a.Stroke}})
		})
	}
	r.paint(fill, a.Fill, alpha)
	r.paint(stroke, a.Stroke, alpha)
	return nil
}

// layer runs content on a transparent copy of the canvas and blends the
// result with the given opacity; opacity 1 paints on the canvas directly.
func (r *renderer) layer(alpha float64, content func(*renderer) error) error {
	if alpha == 1 {
		return content(r)
	}
	sub := &renderer{dst: image.NewRGBA(r.dst.Bounds()), scale: r.scale}
	if err := content(sub); err != nil {
		return err
	}
	mask := image.NewUniform(color.Alpha{A: alpha8(alpha)})
	draw.DrawMask(r.dst, sub.dirty, sub.dst, sub.dirty.Min, mask, image.Point{}, draw.Over)
	r.dirty = r.dirty.Union(sub.dirty)
	return nil
}

// paint fills the polygons with one colour in one rasterizer pass, within
// the polygons' bounding box.
func (r *renderer) paint(polys [][]Point, c Colour, alpha float64) {
	if c.IsNone() || len(polys) == 0 {
		return
	}
	b := r.dst.Bounds()
	clip := r.canvas().grow(1)
	var clipped [][]Point
	box := emptyRect()
	for _, p := range polys {
		if p = clipPolygon(p, clip); len(p) >= 3 {
			clipped = append(clipped, p)
			box = box.extend(p)
		}
	}
	area := box.pixels().Intersect(b)
	if area.Empty() {
		return
	}
	r.z.Reset(area.Dx(), area.Dy())
	origin := Pt(float64(area.Min.X), float64(area.Min.Y))
	for _, p := range clipped {
		r.trace(p, origin)
	}
	src := image.NewUniform(color.NRGBA{R: c.r, G: c.g, B: c.b, A: alpha8(alpha)})
	r.z.Draw(r.dst, area, src, image.Point{})
	r.dirty = r.dirty.Union(area)
}

// trace adds a closed polygon to the rasterizer, relative to origin.
func (r *renderer) trace(p []Point, origin Point) {
	for i, pt := range p {
		x, y := float32(pt.X-origin.X), float32(pt.Y-origin.Y)
		if i == 0 {
			r.z.MoveTo(x, y)
		} else {
			r.z.LineTo(x, y)
		}
	}
	r.z.ClosePath()
}

// canvas returns the image's rectangle.
func (r *renderer) canvas() rect {
	b := r.dst.Bounds()
	return rect{float64(b.Min.X), float64(b.Min.Y), float64(b.Max.X), float64(b.Max.Y)}
}

// view returns the rectangle outside which an element's outline may change
// shape without changing what is painted: the canvas, grown by the reach
// of the element's stroke (a miter reaches at most miterLimit widths).
func (r *renderer) view(a *Attrs) rect {
	reach := 1.0
	if !a.Stroke.IsNone() {
		reach += miterLimit * a.strokeWidth() * r.scale
	}
	return r.canvas().grow(reach)
}

// points returns the points scaled to pixels.
func (r *renderer) points(pts ...Point) []Point {
	out := make([]Point, len(pts))
	for i, p := range pts {
		out[i] = p.Scale(r.scale)
	}
	return out
}

// alpha8 converts an opacity to an 8-bit alpha.
func alpha8(o float64) uint8 { return uint8(math.Round(o * 255)) }

// opacity returns the opacity, applying the default.
func (s *Style) opacity() float64 { return opacity(s.Opacity) }

// opacity applies the default opacity 1 to a zero value.
func opacity(o float64) float64 {
	if o == 0 {
		return 1
	}
	return o
}
