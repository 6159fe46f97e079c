package diagram

// The colours of the annotations a record's comments ask for, the same in
// every game's diagram: [%arrow from to] and [%mark point]; and of the
// places picked of a turn being entered on a board.
var (
	ArrowColour  = Hex(0x1b7a2f)
	MarkColour   = Hex(0xe0482f)
	PickedColour = Hex(0x1f5fd6)
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

// AddPickedMark draws a place picked of a turn being entered on a board
// (notation.Snapshot.Picked; class "picked"): a disc of radius r, see-
// through so that what stands there shows, in a ring.
func (g *Group) AddPickedMark(at Point, r float64, title string) {
	disc := g.AddCircle(at, r, "picked", Style{Fill: PickedColour, Opacity: 0.35})
	ring := g.AddCircle(at, r, "picked", Style{Stroke: PickedColour, StrokeWidth: 0.15 * r})
	disc.Title, ring.Title = title, title
}
