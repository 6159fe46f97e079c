package diagram

// The colours of the annotations a record's comments ask for, the same in
// every game's diagram: [%arrow from to] and [%mark point].
var (
	ArrowColour = Hex(0x1b7a2f)
	MarkColour  = Hex(0xe0482f)
)

// AddAnnotationArrow draws a [%arrow] annotation (class "arrow") of the
// given width from one point towards another, its tip gap short of the
// target so that what stands there still shows.
func (g *Group) AddAnnotationArrow(from, to Point, width, gap float64, title string) *Path {
	if v := to.Sub(from); v.Len() > gap {
		to = to.Sub(v.Scale(gap / v.Len()))
	}
	p := g.AddPath(Arrow(from, to, width), "arrow", Style{Fill: ArrowColour, Opacity: 0.8})
	p.Title = title
	return p
}

// AddAnnotationMark draws a [%mark] annotation (class "mark"): a ring of
// radius r and the given stroke width around a point.
func (g *Group) AddAnnotationMark(at Point, r, width float64, title string) *Circle {
	c := g.AddCircle(at, r, "mark", Style{Stroke: MarkColour, StrokeWidth: width})
	c.Title = title
	return c
}
