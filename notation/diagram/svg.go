package diagram

import (
	"bytes"
	"io"
)

// SVGOptions are the choices of the SVG writer.
type SVGOptions struct {
	// Width and Height, when not zero, are written as the width and height
	// attributes (CSS pixels); without them the SVG fills its container.
	Width, Height float64
	// CSS is a style sheet put in a <style> element; its rules override
	// the elements' presentation attributes (see docs/diagrams.md).
	CSS string
}

// svgNamespace is the namespace of SVG elements.
const svgNamespace = "http://www.w3.org/2000/svg"

// SVG returns the drawing as a standalone SVG document, or the error of
// Validate.
func (d *Drawing) SVG(opt SVGOptions) ([]byte, error) {
	if err := d.Validate(); err != nil {
		return nil, err
	}
	w := &svgWriter{}
	w.raw("<svg")
	w.attr("xmlns", svgNamespace)
	w.attr("viewBox", "0 0 "+string(appendPoint(nil, Pt(d.Width, d.Height))))
	w.optionalNumber("width", opt.Width)
	w.optionalNumber("height", opt.Height)
	w.groupAttrs(&d.Group)
	w.attr("role", "img")
	w.raw(">\n")
	w.textElement("title", d.Title)
	w.textElement("desc", d.Desc)
	w.style(opt.CSS)
	if err := w.elements(d.Elements); err != nil {
		return nil, err
	}
	w.raw("</svg>\n")
	return w.buf.Bytes(), nil
}

// WriteSVG writes the drawing as a standalone SVG document.
func (d *Drawing) WriteSVG(out io.Writer, opt SVGOptions) error {
	svg, err := d.SVG(opt)
	if err != nil {
		return err
	}
	_, err = out.Write(svg)
	return err
}

// svgWriter accumulates an SVG document. The elements are valid.
type svgWriter struct {
	buf bytes.Buffer
}

func (w *svgWriter) elements(es []Element) error {
	for _, e := range es {
		if err := w.element(e); err != nil {
			return err
		}
	}
	return nil
}

func (w *svgWriter) element(e Element) error {
	switch e := e.(type) {
	case *Group:
		return w.group(e)
	case *Circle:
		w.open("circle", &e.Attrs)
		w.number("cx", e.Center.X)
		w.number("cy", e.Center.Y)
		w.number("r", e.R)
		w.close("circle", &e.Attrs)
	case *Line:
		w.open("line", &e.Attrs)
		w.number("x1", e.From.X)
		w.number("y1", e.From.Y)
		w.number("x2", e.To.X)
		w.number("y2", e.To.Y)
		w.close("line", &e.Attrs)
	case *Polyline:
		w.polyline(e)
	case *Path:
		w.path(e.Data, "", &e.Attrs)
	case *Text:
		d, err := e.Outline()
		if err != nil {
			return err
		}
		w.path(d, e.Content, &e.Attrs)
	}
	return nil
}

func (w *svgWriter) group(g *Group) error {
	w.raw("<g")
	w.groupAttrs(g)
	w.raw(">\n")
	w.textElement("title", g.Title)
	if err := w.elements(g.Elements); err != nil {
		return err
	}
	w.raw("</g>\n")
	return nil
}

func (w *svgWriter) groupAttrs(g *Group) {
	if g.Class != "" {
		w.attr("class", g.Class)
	}
	w.opacity(g.Opacity)
}

func (w *svgWriter) polyline(p *Polyline) {
	name := "polyline"
	if p.Closed {
		name = "polygon"
	}
	w.open(name, &p.Attrs)
	var pts []byte
	for i, pt := range p.Points {
		if i > 0 {
			pts = append(pts, ' ')
		}
		pts = appendNumber(append(appendNumber(pts, pt.X), ','), pt.Y)
	}
	w.attr("points", string(pts))
	w.close(name, &p.Attrs)
}

// path writes a path; label, if any, is the text it draws.
func (w *svgWriter) path(d PathData, label string, a *Attrs) {
	w.open("path", a)
	w.attr("d", d.String())
	if label != "" {
		w.attr("aria-label", label)
	}
	w.close("path", a)
}

// open starts an element with its classes.
func (w *svgWriter) open(name string, a *Attrs) {
	w.raw("<" + name)
	if a.Class != "" {
		w.attr("class", a.Class)
	}
}

// close writes the presentation attributes and ends the element, with its
// title if it has one.
func (w *svgWriter) close(name string, a *Attrs) {
	w.attr("fill", a.Fill.String())
	w.attr("stroke", a.Stroke.String())
	if !a.Stroke.IsNone() {
		w.number("stroke-width", a.strokeWidth())
		if a.Cap != CapButt {
			w.attr("stroke-linecap", a.Cap.String())
		}
		if a.Join != JoinMiter {
			w.attr("stroke-linejoin", a.Join.String())
		}
	}
	w.opacity(a.Opacity)
	if a.Title == "" {
		w.raw("/>\n")
		return
	}
	w.raw(">")
	w.inline("title", a.Title)
	w.raw("</" + name + ">\n")
}

// opacity writes the attribute when the opacity is not the default.
func (w *svgWriter) opacity(o float64) {
	if o != 0 && o != 1 {
		w.number("opacity", o)
	}
}

func (w *svgWriter) optionalNumber(name string, v float64) {
	if v != 0 {
		w.number(name, v)
	}
}

func (w *svgWriter) number(name string, v float64) {
	w.attr(name, string(appendNumber(nil, v)))
}

// attr writes ` name="value"`, the value escaped.
func (w *svgWriter) attr(name, value string) {
	w.raw(" " + name + `="`)
	escape(&w.buf, value)
	w.raw(`"`)
}

// textElement writes <name>text</name> on a line unless the text is empty.
func (w *svgWriter) textElement(name, text string) {
	if text != "" {
		w.inline(name, text)
		w.raw("\n")
	}
}

// inline writes <name>text</name>.
func (w *svgWriter) inline(name, text string) {
	w.raw("<" + name + ">")
	escape(&w.buf, text)
	w.raw("</" + name + ">")
}

// style writes the style sheet, if any, as character data.
func (w *svgWriter) style(css string) {
	if css == "" {
		return
	}
	w.raw("<style>")
	w.raw(cdata(css))
	w.raw("</style>\n")
}

func (w *svgWriter) raw(s string) { w.buf.WriteString(s) }
