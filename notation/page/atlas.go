package page

import (
	"encoding/json"
	"fmt"
	"math"
	"strings"

	"github.com/arbiter-games/arbiter/notation/diagram"
)

// atlas holds the diagrams of a page compactly: every distinct element drawn
// (a piece on a point, a grid cell, one glyph of a text) is written once and
// each board is the list of its elements' numbers; the page's script draws
// a board with copies of its elements. Boards that repeat are kept once too.
//
// Each board is kept as its JSON text only, the key of its own look-up
// too, so that the atlas holds little more than what the page will.
type atlas struct {
	parts  []string
	part   map[string]int
	boards []string
	board  map[string]int
}

// board is the parts of one drawing, in drawing order.
type board []use

// MarshalJSON writes a board's uses, each run of three or more parts
// numbered one after the other as "first-last": the parts first seen in
// one drawing come in runs.
func (b board) MarshalJSON() ([]byte, error) {
	var out []any
	for i := 0; i < len(b); {
		j := i
		for j+1 < len(b) && b[i].At == nil && b[j+1].At == nil && b[j+1].Part == b[j].Part+1 {
			j++
		}
		if j-i >= 2 {
			out = append(out, fmt.Sprintf("%d-%d", b[i].Part, b[j].Part))
		} else {
			j = i
			out = append(out, b[i])
		}
		i = j + 1
	}
	return json.Marshal(out)
}

// use places a part on a board: where it was drawn, or moved to At (the
// glyphs of texts are drawn at the origin).
type use struct {
	Part int
	At   *diagram.Point
}

// MarshalJSON writes a use as its part's number, or [part, x, y].
func (u use) MarshalJSON() ([]byte, error) {
	if u.At == nil {
		return json.Marshal(u.Part)
	}
	return json.Marshal([]float64{float64(u.Part), round(u.At.X), round(u.At.Y)})
}

// round keeps two decimals, a hundredth of a user unit.
func round(v float64) float64 { return math.Round(v*100) / 100 }

func newAtlas() *atlas {
	return &atlas{part: map[string]int{}, board: map[string]int{}}
}

// addPanes records the drawings of a view's panes and returns their
// boards' numbers.
func (a *atlas) addPanes(ds []*diagram.Drawing) ([]int, error) {
	ns := make([]int, len(ds))
	for i, d := range ds {
		var err error
		if ns[i], err = a.add(d); err != nil {
			return nil, err
		}
	}
	return ns, nil
}

// add records a drawing and returns its board's number.
func (a *atlas) add(d *diagram.Drawing) (int, error) {
	us, err := units(d.Elements, nil)
	if err != nil {
		return 0, err
	}
	var drawn board
	for _, u := range us {
		svg, err := fragment(d, u.e)
		if err != nil {
			return 0, err
		}
		id, ok := a.part[svg]
		if !ok {
			id = len(a.parts)
			a.parts = append(a.parts, svg)
			a.part[svg] = id
		}
		drawn = append(drawn, use{Part: id, At: u.at})
	}
	js, err := json.Marshal(drawn)
	if err != nil {
		return 0, err
	}
	key := string(js)
	if n, ok := a.board[key]; ok {
		return n, nil
	}
	a.boards = append(a.boards, key)
	a.board[key] = len(a.boards) - 1
	return len(a.boards) - 1, nil
}

// unit is one element to share between boards, and where it goes when it
// is drawn at the origin.
type unit struct {
	e  diagram.Element
	at *diagram.Point
}

// units cuts elements into the units shared between boards: leaves, each
// wrapped in copies of the groups around it so that it keeps their classes,
// and each text cut into glyphs. A group with a title or an opacity stays
// whole, since it is seen as one.
func units(es []diagram.Element, wrap func(diagram.Element) diagram.Element) ([]unit, error) {
	if wrap == nil {
		wrap = func(e diagram.Element) diagram.Element { return e }
	}
	var out []unit
	for _, e := range es {
		switch e := e.(type) {
		case *diagram.Text:
			gs, err := glyphUnits(e, wrap)
			if err != nil {
				return nil, err
			}
			out = append(out, gs...)
		case *diagram.Group:
			if e.Title != "" || (e.Opacity != 0 && e.Opacity != 1) {
				out = append(out, unit{e: wrap(e)})
				continue
			}
			inner := func(sub diagram.Element) diagram.Element {
				return wrap(&diagram.Group{Class: e.Class, Elements: []diagram.Element{sub}})
			}
			us, err := units(e.Elements, inner)
			if err != nil {
				return nil, err
			}
			out = append(out, us...)
		default:
			out = append(out, unit{e: wrap(e)})
		}
	}
	return out, nil
}

// glyphUnits cuts a text into its glyphs, each an outline drawn at the
// origin and moved where the text puts it (the fonts have no kerning).
func glyphUnits(t *diagram.Text, wrap func(diagram.Element) diagram.Element) ([]unit, error) {
	width, err := diagram.TextWidth(t.Content, t.TextStyle)
	if err != nil {
		return nil, err
	}
	x := t.At.X - width*float64(t.Anchor)/2
	style := t.TextStyle
	style.Anchor = diagram.AnchorStart
	var out []unit
	for _, r := range t.Content {
		g := diagram.Text{Content: string(r), TextStyle: style}
		outline, err := g.Outline()
		if err != nil {
			return nil, err
		}
		if len(outline) > 0 {
			at := diagram.Pt(x, t.At.Y)
			attrs := t.Attrs
			attrs.Title = ""
			out = append(out, unit{e: wrap(&diagram.Path{Data: outline, Attrs: attrs}), at: &at})
		}
		w, err := diagram.TextWidth(string(r), style)
		if err != nil {
			return nil, err
		}
		x += w
	}
	return out, nil
}

// fragment writes one unit as SVG markup, through the diagram's own writer
// (which escapes every text), without the <svg> element around it.
func fragment(d *diagram.Drawing, e diagram.Element) (string, error) {
	one := diagram.New(d.Width, d.Height)
	one.Add(e)
	svg, err := one.SVG(diagram.SVGOptions{})
	if err != nil {
		return "", err
	}
	_, body, ok := strings.Cut(string(svg), ">\n")
	body, found := strings.CutSuffix(body, "</svg>\n")
	if !ok || !found {
		return "", fmt.Errorf("page: unexpected SVG from the diagram writer")
	}
	return strings.TrimSuffix(body, "\n"), nil
}
