package diagram_test

import (
	"math"
	"testing"

	"github.com/arbiter-games/arbiter/notation/diagram"
)

func TestPathBuilder(t *testing.T) {
	pt := diagram.Pt
	for _, tc := range []struct {
		name  string
		build func(d *diagram.PathData)
		want  string
	}{
		{"empty", func(*diagram.PathData) {}, ""},
		{"line", func(d *diagram.PathData) { d.MoveTo(pt(0, 0)).LineTo(pt(10, 5.5)) }, "M0 0L10 5.5"},
		{"curves", func(d *diagram.PathData) {
			d.MoveTo(pt(1, 2)).QuadTo(pt(3, 4), pt(5, 6)).CubeTo(pt(7, 8), pt(9, 10), pt(11, 12)).Close()
		}, "M1 2Q3 4 5 6C7 8 9 10 11 12Z"},
		{"two subpaths", func(d *diagram.PathData) {
			d.MoveTo(pt(0, 0)).LineTo(pt(1, 0)).Close().MoveTo(pt(5, 5)).LineTo(pt(6, 6))
		}, "M0 0L1 0ZM5 5L6 6"},
		{"rounding", func(d *diagram.PathData) { d.MoveTo(pt(1.005, -0.001)).LineTo(pt(2.499, 1.0/3)) }, "M1 0L2.5 0.33"},
		{"polygon", func(d *diagram.PathData) { d.Polygon(pt(0, 0), pt(4, 0), pt(4, 3)) }, "M0 0L4 0L4 3Z"},
		{"polygon of one point", func(d *diagram.PathData) { d.Polygon(pt(1, 1)) }, ""},
		{"circle", func(d *diagram.PathData) { d.Circle(pt(10, 10), 10) },
			"M20 10C20 15.52 15.52 20 10 20C4.48 20 0 15.52 0 10C0 4.48 4.48 0 10 0C15.52 0 20 4.48 20 10Z"},
	} {
		var d diagram.PathData
		tc.build(&d)
		if got := d.String(); got != tc.want {
			t.Errorf("%s: got %q, want %q", tc.name, got, tc.want)
		}
	}
}

func TestShapes(t *testing.T) {
	pt := diagram.Pt
	for _, tc := range []struct {
		name string
		got  diagram.PathData
		want string
	}{
		{"rect", polygon(diagram.Rect(1, 2, 3, 4)), "M1 2L4 2L4 6L1 6Z"},
		{"square", polygon(diagram.RegularPolygon(pt(0, 0), 1, 4, 0)), "M1 0L0 1L-1 0L0 -1Z"},
		{"two sides", polygon(diagram.RegularPolygon(pt(0, 0), 1, 2, 0)), ""},
		{"flat hexagon", polygon(diagram.FlatHexagon(pt(0, 0), 2)), "M2 0L1 1.73L-1 1.73L-2 0L-1 -1.73L1 -1.73Z"},
		{"pointy hexagon", polygon(diagram.PointyHexagon(pt(0, 0), 2)), "M0 -2L1.73 -1L1.73 1L0 2L-1.73 1L-1.73 -1Z"},
		{"sharp rounded rect", diagram.RoundedRect(0, 0, 4, 2, 0), "M0 0L4 0L4 2L0 2Z"},
		{"rounded rect", diagram.RoundedRect(0, 0, 10, 4, 1),
			"M1 0L9 0C9.55 0 10 0.45 10 1L10 3C10 3.55 9.55 4 9 4L1 4C0.45 4 0 3.55 0 3L0 1C0 0.45 0.45 0 1 0Z"},
		{"pill", diagram.RoundedRect(0, 0, 10, 4, 5),
			"M2 0L8 0C9.1 0 10 0.9 10 2L10 2C10 3.1 9.1 4 8 4L2 4C0.9 4 0 3.1 0 2L0 2C0 0.9 0.9 0 2 0Z"},
		{"arrow", diagram.Arrow(pt(0, 0), pt(10, 0), 2), "M0 1L5 1L5 3L10 0L5 -3L5 -1L0 -1Z"},
		{"short arrow", diagram.Arrow(pt(0, 0), pt(0, 2), 2), "M-3 0L0 2L3 0Z"},
		{"no arrow", diagram.Arrow(pt(3, 3), pt(3, 3), 2), ""},
	} {
		if got := tc.got.String(); got != tc.want {
			t.Errorf("%s: got %q, want %q", tc.name, got, tc.want)
		}
	}
}

func polygon(pts []diagram.Point) diagram.PathData {
	var d diagram.PathData
	return *d.Polygon(pts...)
}

func TestPolar(t *testing.T) {
	p := diagram.Polar(diagram.Pt(1, 1), 2, 90)
	if math.Abs(p.X-1) > 1e-12 || math.Abs(p.Y-3) > 1e-12 {
		t.Errorf("Polar 90° = %v, want (1, 3): angles turn clockwise on screen", p)
	}
}
