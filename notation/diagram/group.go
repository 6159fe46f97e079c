package diagram

// Add appends elements to the group.
func (g *Group) Add(e ...Element) { g.Elements = append(g.Elements, e...) }

// Group appends a new empty group with the given classes and returns it.
func (g *Group) Group(class string) *Group {
	sub := &Group{Class: class}
	g.Add(sub)
	return sub
}

// Circle appends a circle and returns it.
func (g *Group) Circle(center Point, r float64, class string, s Style) *Circle {
	c := &Circle{Center: center, R: r, Attrs: Attrs{Class: class, Style: s}}
	g.Add(c)
	return c
}

// Line appends a line and returns it.
func (g *Group) Line(from, to Point, class string, s Style) *Line {
	l := &Line{From: from, To: to, Attrs: Attrs{Class: class, Style: s}}
	g.Add(l)
	return l
}

// Polyline appends an open polyline and returns it.
func (g *Group) Polyline(pts []Point, class string, s Style) *Polyline {
	p := &Polyline{Points: pts, Attrs: Attrs{Class: class, Style: s}}
	g.Add(p)
	return p
}

// Polygon appends a closed polyline and returns it.
func (g *Group) Polygon(pts []Point, class string, s Style) *Polyline {
	p := g.Polyline(pts, class, s)
	p.Closed = true
	return p
}

// Path appends a path and returns it.
func (g *Group) Path(d PathData, class string, s Style) *Path {
	p := &Path{Data: d, Attrs: Attrs{Class: class, Style: s}}
	g.Add(p)
	return p
}

// Text appends a text and returns it.
func (g *Group) Text(content string, at Point, ts TextStyle, class string, s Style) *Text {
	t := &Text{Content: content, At: at, TextStyle: ts, Attrs: Attrs{Class: class, Style: s}}
	g.Add(t)
	return t
}
