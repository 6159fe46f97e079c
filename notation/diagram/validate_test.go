package diagram_test

import (
	"math"
	"strings"
	"testing"

	"github.com/arbiter-games/arbiter/notation/diagram"
)

func TestValidate(t *testing.T) {
	nan, inf := math.NaN(), math.Inf(1)
	looping := &diagram.Group{}
	looping.Add(looping)
	var nilCircle *diagram.Circle
	for _, tc := range []struct {
		name string
		d    *diagram.Drawing
		want string // a substring of the error; "" for none
	}{
		{"empty drawing", diagram.New(10, 10), ""},
		{"sample", sampleDrawing(), ""},
		{"zero width", diagram.New(0, 10), "size 0x10"},
		{"NaN height", diagram.New(10, nan), "size"},
		{"huge", diagram.New(1e7, 10), "size"},
		{"NaN centre", with(&diagram.Circle{Center: diagram.Pt(nan, 1), R: 1}), "not a number"},
		{"infinite point", with(&diagram.Polyline{Points: []diagram.Point{{X: 1, Y: inf}}}), "not a number"},
		{"far point", with(&diagram.Line{To: diagram.Pt(2e6, 0)}), "within"},
		{"negative radius", with(&diagram.Circle{R: -1}), "radius -1"},
		{"negative stroke", with(&diagram.Line{Attrs: diagram.Attrs{Style: diagram.Style{StrokeWidth: -2}}}), "stroke width -2"},
		{"opacity above 1", with(&diagram.Line{Attrs: diagram.Attrs{Style: diagram.Style{Opacity: 1.5}}}), "opacity 1.5"},
		{"group opacity NaN", with(&diagram.Group{Opacity: nan}), "opacity NaN"},
		{"unknown cap", with(&diagram.Line{Attrs: diagram.Attrs{Style: diagram.Style{Cap: 9}}}), "line cap 9"},
		{"unknown anchor", with(&diagram.Text{TextStyle: diagram.TextStyle{Anchor: 3}}), "anchor 3"},
		{"negative text size", with(&diagram.Text{TextStyle: diagram.TextStyle{Size: -1}}), "text size -1"},
		{"path without move", with(&diagram.Path{Data: *new(diagram.PathData).LineTo(diagram.Pt(1, 1))}), "start with a move"},
		{"unknown path command", with(&diagram.Path{Data: diagram.PathData{{Op: 0}, {Op: 7}}}), "command 7"},
		{"nil element", with(nil), "nil element"},
		{"typed nil element", with(nilCircle), "nil element"},
		{"group in itself", with(looping), "nested deeper"},
		{"nested error", with(&diagram.Group{Class: "pieces", Elements: []diagram.Element{&diagram.Circle{R: -1}}}), `element 0 of group "pieces"`},
	} {
		err := tc.d.Validate()
		switch {
		case tc.want == "" && err != nil:
			t.Errorf("%s: %v", tc.name, err)
		case tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)):
			t.Errorf("%s: error %v, want one containing %q", tc.name, err, tc.want)
		case tc.want != "":
			checkWritersRefuse(t, tc.name, tc.d)
		}
	}
}

// with returns a small drawing holding one element.
func with(e diagram.Element) *diagram.Drawing {
	d := diagram.New(20, 20)
	d.Add(e)
	return d
}

// checkWritersRefuse checks that both writers return an error.
func checkWritersRefuse(t *testing.T, name string, d *diagram.Drawing) {
	t.Helper()
	if _, err := d.SVG(diagram.SVGOptions{}); err == nil {
		t.Errorf("%s: SVG accepted an invalid drawing", name)
	}
	if _, err := d.Image(diagram.PNGOptions{}); err == nil {
		t.Errorf("%s: Image accepted an invalid drawing", name)
	}
}
