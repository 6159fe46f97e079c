package ingenious

import (
	"image"
	"image/color"
	"testing"

	engine "github.com/arbiter-games/arbiter/engines/ingenious"
	"github.com/arbiter-games/arbiter/internal/browsertest"
	"github.com/arbiter-games/arbiter/notation/diagram"
)

// TestMain closes the browser the tests share after them.
func TestMain(m *testing.M) { browsertest.Main(m) }

// TestSVGInBrowser renders every golden case's SVG in headless Chromium,
// checks that the browser drew what the PNG writer draws, and that the
// diagram's colours are where they belong.
func TestSVGInBrowser(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a browser")
	}
	for _, c := range goldenCases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel() // each in a tab of its own
			v, o := c.view(t)
			d := Draw(v, o)
			shot := browsertest.Check(t, d, diagram.SVGOptions{}, diagram.PNGOptions{Width: browsertest.Width}, 3)
			s := sceneOf(v, o)
			checkColours(t, &s, shot, float64(browsertest.Width)/d.Width)
		})
	}
}

// TestPNG rasterizes every golden case and checks the same colours.
func TestPNG(t *testing.T) {
	for _, c := range goldenCases {
		t.Run(c.name, func(t *testing.T) {
			v, o := c.view(t)
			img, err := Draw(v, o).Image(diagram.PNGOptions{Width: 1200})
			if err != nil {
				t.Fatal(err)
			}
			if !browsertest.NonBlank(img) {
				t.Fatal("the PNG is blank")
			}
			s := sceneOf(v, o)
			w, _ := s.size()
			checkColours(t, &s, img, 1200/w)
		})
	}
}

// checkColours looks at a few pixels of a diagram drawn at scale pixels a
// user unit: the paper left of the board, the middle of an empty space,
// and the red start symbol on h3.
func checkColours(t *testing.T, s *scene, img image.Image, scale float64) {
	t.Helper()
	h3, _ := engine.ParseSpace("h3")
	_, h := s.size()
	probes := []struct {
		what string
		at   diagram.Point
		want diagram.Colour
	}{
		{"paper", diagram.Pt(pad/2, h/2), paper},
		{"red start symbol on h3", s.centre(h3), colourFill[engine.Red]},
	}
	if sp, ok := emptySpace(s); ok {
		probes = append(probes, struct {
			what string
			at   diagram.Point
			want diagram.Colour
		}{"empty space " + sp.String(), s.centre(sp), spaceFill})
	}
	for _, p := range probes {
		got := img.At(int(p.at.X*scale), int(p.at.Y*scale))
		if !near(got, p.want) {
			t.Errorf("%s: colour %v, want %v", p.what, got, p.want)
		}
	}
}

// emptySpace finds an empty space with no mark, arrow or run over it.
func emptySpace(s *scene) (engine.Space, bool) {
	for _, sp := range s.board.Spaces() {
		if s.at(sp).Colour == 0 && !s.marked(sp) && !s.nearAnnotation(sp) {
			return sp, true
		}
	}
	return 0, false
}

// nearAnnotation reports whether an arrow starts or ends next to a space.
func (s *scene) nearAnnotation(sp engine.Space) bool {
	for _, a := range s.arrows {
		for _, end := range a {
			if end == sp || engine.Adjacent(end, sp) {
				return true
			}
		}
	}
	return false
}

// near reports whether two colours differ by at most 12 levels a channel.
func near(a, b color.Color) bool {
	ca := color.NRGBAModel.Convert(a).(color.NRGBA)
	cb := color.NRGBAModel.Convert(b).(color.NRGBA)
	// max-min: x-y and y-x wrap around, and one of them would be small
	// for channels far apart (250 and 0).
	diff := func(x, y uint8) bool { return max(x, y)-min(x, y) <= 12 }
	return diff(ca.R, cb.R) && diff(ca.G, cb.G) && diff(ca.B, cb.B)
}
