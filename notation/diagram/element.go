package diagram

// Element is one thing drawn: *Circle, *Line, *Polyline, *Path, *Text or
// *Group. Elements are drawn in order, later ones on top.
type Element interface {
	// validate reports the first problem that would make the element
	// undrawable; depth is the group nesting of the element.
	validate(depth int) error
}

// Attrs are what every element but a group carries besides its geometry.
type Attrs struct {
	// Class is the element's CSS classes, separated by spaces ("piece
	// white"), so a page can restyle it; see docs/diagrams.md.
	Class string
	// Title is the element's accessible name, shown by browsers as a
	// tooltip; empty for none.
	Title string
	// Style is the default look, overridden by any CSS rule.
	Style
}

// Circle is a disc or a ring around Center.
type Circle struct {
	Center Point
	R      float64
	Attrs
}

// Line is a straight line from From to To. It has no inside: only its
// stroke is drawn.
type Line struct {
	From, To Point
	Attrs
}

// Polyline is the outline through Points; Closed makes it a polygon. Its
// fill, if any, covers the polygon the points enclose (closed or not).
type Polyline struct {
	Points []Point
	Closed bool
	Attrs
}

// Path is an arbitrary outline of lines and curves. Its fill covers the
// areas of nonzero winding.
type Path struct {
	Data PathData
	Attrs
}

// Text is a line of text, drawn as the outlines of its glyphs (a path in
// SVG), so no font is needed to view it. Its Fill is the text's colour.
type Text struct {
	Content string
	// At is where the text is anchored; see TextStyle.
	At Point
	TextStyle
	Attrs
}

// Group is an ordered list of elements drawn together.
type Group struct {
	// Class is the group's CSS classes.
	Class string
	// Title is the group's accessible name.
	Title string
	// Opacity applies to the group as a whole, in (0, 1]; 0 means 1.
	Opacity float64
	// Elements are drawn in order.
	Elements []Element
}

// Drawing is a whole diagram: a canvas of Width by Height user units (the
// SVG viewBox, from the origin) and the elements drawn on it.
type Drawing struct {
	Width, Height float64
	// Desc is a longer description for accessibility (SVG <desc>).
	Desc string
	// Group holds the elements. Its Class goes on the <svg> element and its
	// Title is the document's title.
	Group
}

// New returns an empty drawing of width by height user units.
func New(width, height float64) *Drawing {
	return &Drawing{Width: width, Height: height}
}
