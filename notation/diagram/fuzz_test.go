package diagram_test

import (
	"testing"

	"github.com/arbiter-games/arbiter/notation/diagram"
)

// FuzzDrawing builds a drawing from arbitrary texts, numbers and path bytes
// and checks that the writers never panic, that they agree on whether the
// drawing is valid, and that the SVG is always well-formed.
func FuzzDrawing(f *testing.F) {
	f.Add("e5", "piece white", ".piece { fill: red }", 10.0, 20.0, 5.0, 1.5, uint8(0), []byte{0, 10, 10, 1, 30, 30, 2, 0, 40, 10, 4})
	f.Add("<&>\x00]]>", "a\"b", "]]>", -1e6, 1e6, 0.0, 0.0, uint8(3), []byte{1, 2, 3})
	f.Add("김민지 (서울) Ωж\u1100\u1161\ue000", "player black", "", 2.0, 28.0, 12.0, 1.0, uint8(4), []byte{0, 1, 1})
	f.Fuzz(func(t *testing.T, text, class, css string, x, y, r, w float64, style uint8, path []byte) {
		d := diagram.New(40, 30)
		s := diagram.Style{
			Fill: diagram.Hex(0x336699), Stroke: diagram.Black, StrokeWidth: w,
			Cap: diagram.LineCap(style % 3), Join: diagram.LineJoin(style / 3 % 3), Opacity: float64(style%5) / 4,
		}
		d.Title = text
		d.AddText(text, diagram.Pt(x, y), diagram.TextStyle{Size: r, Anchor: diagram.Anchor(style % 3)}, class, s)
		d.AddCircle(diagram.Pt(x, y), r, class, s)
		d.AddPath(pathFrom(path, x, y), class, s)
		d.AddPath(diagram.Arrow(diagram.Pt(x, y), diagram.Pt(r, w), w), class, s)
		svg, errSVG := d.SVG(diagram.SVGOptions{CSS: css})
		_, errPNG := d.Image(diagram.PNGOptions{Width: 64})
		if (errSVG == nil) != (errPNG == nil) {
			t.Fatalf("SVG error %v, PNG error %v", errSVG, errPNG)
		}
		if errSVG != nil {
			return
		}
		if err := diagram.CheckXML(svg); err != nil {
			t.Fatalf("%v\n%s", err, svg)
		}
	})
}

// pathFrom reads path commands from bytes: a command (byte mod 5) then its
// points, each two bytes scaled around (x, y).
func pathFrom(b []byte, x, y float64) diagram.PathData {
	var d diagram.PathData
	next := func() diagram.Point {
		if len(b) < 2 {
			return diagram.Pt(x, y)
		}
		p := diagram.Pt(x+float64(int8(b[0]))/2, y+float64(int8(b[1]))/2)
		b = b[2:]
		return p
	}
	for len(b) > 0 {
		op := diagram.PathOp(b[0] % 5)
		b = b[1:]
		seg := diagram.Segment{Op: op}
		for i := range []int{diagram.OpMove: 1, diagram.OpLine: 1, diagram.OpQuad: 2, diagram.OpCube: 3, diagram.OpClose: 0}[op] {
			seg.Pts[i] = next()
		}
		d = append(d, seg)
	}
	return d
}
