package diagram_test

import (
	"image"
	"image/color"
	"testing"

	"github.com/arbiter-games/arbiter/notation/diagram"
)

// A probe looks at one pixel of a 40x40 drawing rasterized at one pixel a
// unit: ink is mostly black (darker than grey), paper untouched white.
type probe struct {
	at  diagram.Point
	ink bool
}

func ink(x, y float64) probe   { return probe{diagram.Pt(x, y), true} }
func paper(x, y float64) probe { return probe{diagram.Pt(x, y), false} }

func TestRasterStrokes(t *testing.T) {
	pt := diagram.Pt
	line := func(lc diagram.LineCap) diagram.Element {
		return &diagram.Line{From: pt(15, 20), To: pt(25, 20), Attrs: diagram.Attrs{Style: diagram.Style{Stroke: diagram.Black, StrokeWidth: 10, Cap: lc}}}
	}
	vee := func(lj diagram.LineJoin, tip diagram.Point) diagram.Element {
		return &diagram.Polyline{
			Points: []diagram.Point{pt(2*tip.X-30, 38), tip, pt(30, 38)},
			Attrs:  diagram.Attrs{Style: diagram.Style{Stroke: diagram.Black, StrokeWidth: 6, Join: lj}},
		}
	}
	apex := pt(20, 10)
	for _, tc := range []struct {
		name   string
		e      diagram.Element
		probes []probe
	}{
		{"butt cap", line(diagram.CapButt), []probe{ink(20.5, 20.5), paper(20.5, 25.5), paper(12.5, 20.5), paper(10.5, 15.5)}},
		{"round cap", line(diagram.CapRound), []probe{ink(12.5, 20.5), paper(10.5, 15.5)}},
		{"square cap", line(diagram.CapSquare), []probe{ink(12.5, 20.5), ink(10.5, 15.5), paper(9.5, 20.5)}},
		{"miter join", vee(diagram.JoinMiter, apex), []probe{ink(19.5, 6.5), ink(19.5, 7.5)}},
		{"round join", vee(diagram.JoinRound, apex), []probe{paper(19.5, 6.5), ink(19.5, 7.5)}},
		{"bevel join", vee(diagram.JoinBevel, apex), []probe{paper(19.5, 6.5), paper(19.5, 7.5)}},
		{"miter beyond the limit", vee(diagram.JoinMiter, pt(27, 2)), []probe{paper(26.5, 0.5)}},
		{"closed polygon joins its ends", &diagram.Polyline{
			Points: diagram.Rect(10, 10, 20, 20), Closed: true,
			Attrs: diagram.Attrs{Style: diagram.Style{Stroke: diagram.Black, StrokeWidth: 4}},
		}, []probe{ink(8.5, 8.5), paper(20.5, 20.5)}},
		{"ring", &diagram.Circle{Center: pt(20, 20), R: 10, Attrs: diagram.Attrs{Style: diagram.Style{Stroke: diagram.Black, StrokeWidth: 4}}},
			[]probe{paper(20.5, 20.5), ink(29.5, 20.5), ink(20.5, 10.5), paper(33.5, 20.5)}},
		{"disc", &diagram.Circle{Center: pt(20, 20), R: 10, Attrs: diagram.Attrs{Style: diagram.Style{Fill: diagram.Black}}},
			[]probe{ink(20.5, 20.5), ink(27.5, 20.5), paper(31.5, 20.5), paper(12.5, 12.5)}},
		{"dot", &diagram.Path{Data: *new(diagram.PathData).MoveTo(pt(20, 20)).LineTo(pt(20, 20)),
			Attrs: diagram.Attrs{Style: diagram.Style{Stroke: diagram.Black, StrokeWidth: 8, Cap: diagram.CapRound}}},
			[]probe{ink(20.5, 20.5), paper(25.5, 20.5)}},
		{"nonzero fill keeps a glyph's counter", &diagram.Text{Content: "O", At: pt(20, 20),
			TextStyle: diagram.TextStyle{Size: 40, Anchor: diagram.AnchorMiddle, Baseline: diagram.BaselineCentral},
			Attrs:     diagram.Attrs{Style: diagram.Style{Fill: diagram.Black}}},
			[]probe{paper(20.5, 20.5), ink(20.5, 7.5)}},
	} {
		d := diagram.New(40, 40)
		d.Add(tc.e)
		img, err := d.Image(diagram.PNGOptions{})
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range tc.probes {
			c := pixelAt(img, p.at, 1)
			if isInk := c.R < 128; isInk != p.ink || (!p.ink && c.R < 250) {
				t.Errorf("%s: pixel at %v is %v, want ink %v", tc.name, p.at, c, p.ink)
			}
		}
	}
}

func TestRasterOpacity(t *testing.T) {
	black := diagram.Style{Fill: diagram.Black}
	square := func(x float64, s diagram.Style) *diagram.Polyline {
		return &diagram.Polyline{Points: diagram.Rect(x, 0, 20, 20), Closed: true, Attrs: diagram.Attrs{Style: s}}
	}
	half := color.NRGBA{128, 128, 128, 255}
	for _, tc := range []struct {
		name string
		e    diagram.Element
		want color.NRGBA // at (15, 10), where the two squares overlap
	}{
		{"a translucent fill", square(5, diagram.Style{Fill: diagram.Black, Opacity: 0.5}), half},
		{"a translucent group is blended as one", &diagram.Group{Opacity: 0.5, Elements: []diagram.Element{square(0, black), square(10, black)}}, half},
		{"fill and stroke are blended as one", square(0, diagram.Style{Fill: diagram.Black, Stroke: diagram.Black, StrokeWidth: 30, Opacity: 0.5}), half},
		{"translucent elements add up", &diagram.Group{Elements: []diagram.Element{
			square(0, diagram.Style{Fill: diagram.Black, Opacity: 0.5}), square(10, diagram.Style{Fill: diagram.Black, Opacity: 0.5})}},
			color.NRGBA{64, 64, 64, 255}},
	} {
		d := diagram.New(40, 40)
		d.Add(tc.e)
		img, err := d.Image(diagram.PNGOptions{})
		if err != nil {
			t.Fatal(err)
		}
		if got := pixelAt(img, diagram.Pt(15, 10), 1); !near(got, tc.want, 2) {
			t.Errorf("%s: pixel %v, want %v", tc.name, got, tc.want)
		}
	}
}

func TestRasterBackgroundAndSize(t *testing.T) {
	d := diagram.New(33.4, 20)
	d.AddCircle(diagram.Pt(10, 10), 5, "piece", diagram.Style{Fill: diagram.Black})
	for _, tc := range []struct {
		name   string
		opt    diagram.PNGOptions
		size   image.Point
		corner color.NRGBA
	}{
		{"default width: a pixel a unit", diagram.PNGOptions{}, image.Pt(33, 20), color.NRGBA{255, 255, 255, 255}},
		{"transparent", diagram.PNGOptions{Width: 67, Transparent: true}, image.Pt(67, 40), color.NRGBA{}},
	} {
		img, err := d.Image(tc.opt)
		if err != nil {
			t.Fatal(err)
		}
		if img.Bounds().Size() != tc.size {
			t.Errorf("%s: size %v, want %v", tc.name, img.Bounds().Size(), tc.size)
		}
		if got := color.NRGBAModel.Convert(img.At(0, 0)).(color.NRGBA); got != tc.corner {
			t.Errorf("%s: corner %v, want %v", tc.name, got, tc.corner)
		}
	}
	for _, w := range []int{-1, diagram.MaxPixels + 1} {
		if _, err := d.Image(diagram.PNGOptions{Width: w}); err == nil {
			t.Errorf("width %d accepted", w)
		}
	}
	if _, err := diagram.New(1, 1000).Image(diagram.PNGOptions{Width: 100}); err == nil {
		t.Error("a height beyond MaxPixels accepted")
	}
}

// TestRasterFarAway draws shapes reaching far beyond the canvas: they are
// clipped, not traced pixel row by pixel row.
func TestRasterFarAway(t *testing.T) {
	d := diagram.New(10, 10)
	m := float64(diagram.MaxCoordinate)
	d.AddPolygon([]diagram.Point{{X: -m, Y: -m}, {X: m, Y: -m}, {X: m, Y: m}}, "", diagram.Style{Fill: diagram.Black})
	d.AddCircle(diagram.Pt(m, m), m, "", diagram.Style{Stroke: diagram.Black, StrokeWidth: m})
	img, err := d.Image(diagram.PNGOptions{Width: 1000})
	if err != nil {
		t.Fatal(err)
	}
	if c := pixelAt(img, diagram.Pt(9, 1), 100); c.R > 10 {
		t.Errorf("the triangle's corner is not black: %v", c)
	}
}
