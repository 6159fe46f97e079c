package view

import (
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/arbiter-games/arbiter/notation/diagram"
)

// A drawing with score tracks beside its board (Ingenious: a top-level
// group of class "tracks" holding a group of class "track" for each) is
// shown in panes, an <svg> each, so that the page can lay the tracks out
// beside the board on a wide screen and under it, readable, on a phone:
// the board (everything but the tracks), each track with what of the
// drawing's background is behind it, and fillers, the background under
// the board and above and under the tracks, shown only beside the board,
// where the panes tile the drawing as `arbiter show` draws it.

// Classes of the drawing's score tracks.
const (
	tracksClass = "tracks"
	trackClass  = "track"
)

// box is a rectangle in user units.
type box struct{ x0, y0, x1, y1 float64 }

// empty is the box that holds nothing, the start of a union.
var empty = box{math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)}

func (b box) union(c box) box {
	return box{min(b.x0, c.x0), min(b.y0, c.y0), max(b.x1, c.x1), max(b.y1, c.y1)}
}

func (b box) meets(c box) bool { return b.x0 < c.x1 && c.x0 < b.x1 && b.y0 < c.y1 && c.y0 < b.y1 }

// viewBox writes the box as an SVG viewBox.
func (b box) viewBox() string {
	return fmt.Sprintf("%g %g %g %g", round(b.x0), round(b.y0), round(b.x1-b.x0), round(b.y1-b.y0))
}

// Pane is one <svg> of a record's view: the part of the drawings it shows.
type Pane struct {
	box box
	// Track is the track shown (from 0), or -1 for the board and the
	// fillers.
	Track  int
	Filler bool
	// Right is set for the panes of the tracks' column, right of the
	// board's.
	Right bool
}

// ViewBox is the pane's SVG viewBox.
func (p Pane) ViewBox() string { return p.box.viewBox() }

// Layout is how a record's drawings are cut into panes: the board first.
// The first drawing of the record sets it; its other drawings have the
// same tracks.
type Layout struct {
	Panes []Pane
	// Share is the board's part of the drawing's width.
	Share float64
	// Class is the drawings' class.
	Class string
}

// LayoutOf cuts a drawing: one pane when it has no tracks. The board and
// the tracks are cut halfway between them, the tracks halfway between
// each other; the first and the last keep as much room above and under
// them as there is between them, the board as much under it as left of
// it. The panes are in the page's order: the board's column, then the
// tracks'.
func LayoutOf(d *diagram.Drawing) Layout {
	whole := box{0, 0, d.Width, d.Height}
	one := Layout{Panes: []Pane{{box: whole, Track: none}}, Share: 1, Class: d.Class}
	tracks := tracksOf(d)
	if tracks == nil || len(tracks.Elements) == 0 {
		return one // the board's bounds, text outlines and all, are not needed
	}
	board := empty
	for _, e := range d.Elements {
		if g, ok := e.(*diagram.Group); ok && !hasClass(g.Class, tracksClass) {
			board = board.union(bounds(g))
		}
	}
	if board == empty {
		return one
	}
	var rows []box
	all := empty
	for _, t := range tracks.Elements {
		rows = append(rows, bounds(t))
		all = all.union(rows[len(rows)-1])
	}
	cut := (board.x1 + all.x0) / 2
	margin := (cut - board.x1)
	if len(rows) > 1 {
		margin = (rows[1].y0 - rows[0].y1) / 2
	}
	ys := []float64{max(0, rows[0].y0-margin)}
	for i := 1; i < len(rows); i++ {
		ys = append(ys, (rows[i-1].y1+rows[i].y0)/2)
	}
	ys = append(ys, min(d.Height, rows[len(rows)-1].y1+margin))
	under := min(d.Height, board.y1+board.x0)
	l := Layout{Panes: []Pane{{box: box{0, 0, cut, under}, Track: none}}, Share: cut / d.Width, Class: d.Class}
	l.Panes = append(l.Panes, filler(box{0, under, cut, d.Height}, false)...)
	l.Panes = append(l.Panes, filler(box{cut, 0, d.Width, ys[0]}, true)...)
	for i := range rows {
		l.Panes = append(l.Panes, Pane{box: box{cut, ys[i], d.Width, ys[i+1]}, Track: i, Right: true})
	}
	l.Panes = append(l.Panes, filler(box{cut, ys[len(rows)], d.Width, d.Height}, true)...)
	return l
}

// filler is the pane of a filler, none when it would be empty.
func filler(b box, right bool) []Pane {
	if b.y1-b.y0 < 0.5 {
		return nil
	}
	return []Pane{{box: b, Track: none, Filler: true, Right: right}}
}

// tracksOf returns the drawing's group of tracks, each of its elements a
// track; nil when it has none.
func tracksOf(d *diagram.Drawing) *diagram.Group {
	for _, e := range d.Elements {
		if g, ok := e.(*diagram.Group); ok && hasClass(g.Class, tracksClass) {
			for _, t := range g.Elements {
				if tg, ok := t.(*diagram.Group); !ok || !hasClass(tg.Class, trackClass) {
					return nil
				}
			}
			return g
		}
	}
	return nil
}

// Split cuts a drawing of the record into its panes' drawings, each on the
// whole canvas (a pane's viewBox shows its part): the board pane draws all
// but the tracks; the others draw their track, if any, over the drawing's
// top-level elements (the background, the captions) that reach into them.
func (l Layout) Split(d *diagram.Drawing) []*diagram.Drawing {
	if len(l.Panes) == 1 {
		return []*diagram.Drawing{d}
	}
	tracks := tracksOf(d)
	out := make([]*diagram.Drawing, len(l.Panes))
	for i, p := range l.Panes {
		out[i] = diagram.New(d.Width, d.Height)
		for _, e := range d.Elements {
			g, isGroup := e.(*diagram.Group)
			switch {
			case i == 0 && (!isGroup || g != tracks):
				out[i].Add(e)
			case i > 0 && !isGroup && bounds(e).meets(p.box):
				out[i].Add(e)
			case i > 0 && isGroup && g == tracks && p.Track != none && p.Track < len(g.Elements):
				out[i].Add(&diagram.Group{Class: g.Class, Elements: g.Elements[p.Track : p.Track+1]})
			}
		}
	}
	return out
}

// hasClass reports whether a class list holds the class.
func hasClass(list, class string) bool {
	return slices.Contains(strings.Fields(list), class)
}

// bounds returns the box an element covers, strokes included (curves by
// their control points, which hold them).
func bounds(e diagram.Element) box {
	switch e := e.(type) {
	case *diagram.Group:
		b := empty
		for _, sub := range e.Elements {
			b = b.union(bounds(sub))
		}
		return b
	case *diagram.Circle:
		return pointsBox([]diagram.Point{e.Center}, e.R).grow(stroke(e.Attrs))
	case *diagram.Line:
		return pointsBox([]diagram.Point{e.From, e.To}, 0).grow(stroke(e.Attrs))
	case *diagram.Polyline:
		return pointsBox(e.Points, 0).grow(stroke(e.Attrs))
	case *diagram.Path:
		return pathBox(e.Data).grow(stroke(e.Attrs))
	case *diagram.Text:
		d, err := e.Outline()
		if err != nil {
			return empty
		}
		return pathBox(d).grow(stroke(e.Attrs))
	}
	return empty
}

// stroke is half the width of an element's outline, if it has one.
func stroke(a diagram.Attrs) float64 {
	if a.Stroke.IsNone() {
		return 0
	}
	if a.StrokeWidth == 0 {
		return 0.5
	}
	return a.StrokeWidth / 2
}

func (b box) grow(m float64) box {
	if b == empty {
		return b
	}
	return box{b.x0 - m, b.y0 - m, b.x1 + m, b.y1 + m}
}

// pointsBox is the box of the points grown by r.
func pointsBox(pts []diagram.Point, r float64) box {
	b := empty
	for _, p := range pts {
		b = b.union(box{p.X - r, p.Y - r, p.X + r, p.Y + r})
	}
	return b
}

// pathBox is the box of a path's points, its curves' control points too.
func pathBox(d diagram.PathData) box {
	var pts []diagram.Point
	for _, s := range d {
		pts = append(pts, s.Pts[:pointCount(s.Op)]...)
	}
	return pointsBox(pts, 0)
}

// pointCount is the number of points a path command takes.
func pointCount(op diagram.PathOp) int {
	switch op {
	case diagram.OpMove, diagram.OpLine:
		return 1
	case diagram.OpQuad:
		return 2
	case diagram.OpCube:
		return 3
	}
	return 0
}

// round keeps two decimals, a hundredth of a user unit.
func round(v float64) float64 { return math.Round(v*100) / 100 }
