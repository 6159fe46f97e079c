package diagram

// Add appends elements to the group.
func (g *Group) Add(e ...Element) { g.Elements = append(g.Elements, e...) }

// AddGroup appends a new empty group with the given classes and returns it.
func (g *Group) AddGroup(class string) *Group {
	sub := &Group{Class: class}
	g.Add(sub)
	return sub
}

// AddCircle appends a circle and returns it.
func (g *Group) AddCircle(center Point, r float64, class string, s Style) *Circle {
	c := &Circle{Center: center, R: r, Attrs: Attrs{Class: class, Style: s}}
	g.Add(c)
	return c
}

// AddLine appends a line and returns it.
func (g *Group) AddLine(from, to Point, class string, s Style) *Line {
	l := &Line{From: from, To: to, Attrs: Attrs{Class: class, Style: s}}
	g.Add(l)
	return l
}

// AddPolyline appends an open polyline and returns it.
func (g *Group) AddPolyline(pts []Point, class string, s Style) *Polyline {
	p := &Polyline{Points: pts, Attrs: Attrs{Class: class, Style: s}}
	g.Add(p)
	return p
}

// AddPolygon appends a closed polyline and returns it.
func (g *Group) AddPolygon(pts []Point, class string, s Style) *Polyline {
	p := g.AddPolyline(pts, class, s)
	p.Closed = true
	return p
}

// AddPath appends a path and returns it.
func (g *Group) AddPath(d PathData, class string, s Style) *Path {
	p := &Path{Data: d, Attrs: Attrs{Class: class, Style: s}}
	g.Add(p)
	return p
}

// AddText appends a text and returns it.
func (g *Group) AddText(content string, at Point, ts TextStyle, class string, s Style) *Text {
	t := &Text{Content: content, At: at, TextStyle: ts, Attrs: Attrs{Class: class, Style: s}}
	g.Add(t)
	return t
}
