package diagram_test

import (
	"math"
	"sync"
	"testing"

	"github.com/arbiter-games/arbiter/notation/diagram"
)

// bounds returns the smallest and largest coordinates of a path's points.
func bounds(d diagram.PathData) (lo, hi diagram.Point) {
	lo, hi = diagram.Pt(math.Inf(1), math.Inf(1)), diagram.Pt(math.Inf(-1), math.Inf(-1))
	for _, s := range d {
		for _, p := range s.Pts {
			if s.Op == diagram.OpClose {
				break
			}
			lo = diagram.Pt(math.Min(lo.X, p.X), math.Min(lo.Y, p.Y))
			hi = diagram.Pt(math.Max(hi.X, p.X), math.Max(hi.Y, p.Y))
		}
	}
	return lo, hi
}

func TestTextPlacement(t *testing.T) {
	const size = 100
	width, err := diagram.TextWidth("H", diagram.TextStyle{Size: size})
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name             string
		ts               diagram.TextStyle
		left, right      float64 // the ink of "H" lies within
		top, bottom, tol float64
	}{
		{"start, alphabetic", diagram.TextStyle{Size: size}, 0, width, -size, 0, 1},
		{"middle, central", diagram.TextStyle{Size: size, Anchor: diagram.AnchorMiddle, Baseline: diagram.BaselineCentral}, -width / 2, width / 2, -size / 2, size / 2, 1},
		{"end, hanging", diagram.TextStyle{Size: size, Anchor: diagram.AnchorEnd, Baseline: diagram.BaselineHanging}, -width, 0, 0, size, 1},
	} {
		d, err := (&diagram.Text{Content: "H", TextStyle: tc.ts}).Outline()
		if err != nil {
			t.Fatal(err)
		}
		lo, hi := bounds(d)
		if lo.X < tc.left || hi.X > tc.right || lo.Y < tc.top || hi.Y > tc.bottom {
			t.Errorf("%s: ink %v-%v outside x %g..%g, y %g..%g", tc.name, lo, hi, tc.left, tc.right, tc.top, tc.bottom)
		}
		if tc.ts.Baseline == diagram.BaselineCentral && math.Abs(lo.Y+hi.Y) > tc.tol {
			t.Errorf("%s: capital H spans y %g..%g, not centred on 0", tc.name, lo.Y, hi.Y)
		}
		if tc.ts.Baseline == diagram.BaselineHanging && math.Abs(lo.Y) > tc.tol {
			t.Errorf("%s: capital H starts at y %g, want 0", tc.name, lo.Y)
		}
	}
}

func TestTextWidth(t *testing.T) {
	width := func(s string, ts diagram.TextStyle) float64 {
		w, err := diagram.TextWidth(s, ts)
		if err != nil {
			t.Fatal(err)
		}
		return w
	}
	regular := diagram.TextStyle{Size: 10}
	bold := diagram.TextStyle{Size: 10, Bold: true}
	big := diagram.TextStyle{Size: 20}
	same := func(a, b float64) bool { return math.Abs(a-b) < 1e-9 }
	for _, tc := range []struct {
		name string
		ok   bool
	}{
		{"widths add up", same(width("ab", regular), width("a", regular)+width("b", regular))},
		{"bold is wider", width("m", bold) > width("m", regular)},
		{"width follows size", same(width("e5", big), 2*width("e5", regular))},
		{"empty text", width("", regular) == 0},
	} {
		if !tc.ok {
			t.Error(tc.name, "fails")
		}
	}
}

func TestTextOutlineOddInput(t *testing.T) {
	for _, s := range []string{"", " ", "\x00\xff", "\u2603", "e5\n"} {
		d, err := (&diagram.Text{Content: s, TextStyle: diagram.TextStyle{Size: 12}}).Outline()
		if err != nil {
			t.Errorf("%q: %v", s, err)
		}
		if s == "" && len(d) != 0 {
			t.Errorf("empty text has an outline: %v", d)
		}
	}
}

// TestTextConcurrent draws texts from many goroutines: the glyph cache is
// shared (go test -race checks it).
func TestTextConcurrent(t *testing.T) {
	var wg sync.WaitGroup
	for i := range 8 {
		wg.Go(func() {
			txt := diagram.Text{Content: string(rune('A' + i)), TextStyle: diagram.TextStyle{Size: 9, Bold: i%2 == 0}}
			if _, err := txt.Outline(); err != nil {
				t.Error(err)
			}
		})
	}
	wg.Wait()
}
