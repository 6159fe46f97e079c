package jungle

import (
	"image"
	"image/color"
	"testing"

	engine "github.com/arbiter-games/arbiter/engines/jungle"
	"github.com/arbiter-games/arbiter/internal/browsertest"
	"github.com/arbiter-games/arbiter/notation/diagram"
)

// TestMain closes the browser the tests share after them.
func TestMain(m *testing.M) { browsertest.Main(m) }

// TestSVGInBrowser renders every golden case's SVG in headless Chromium
// and checks that the browser drew the board's colours where they belong.
func TestSVGInBrowser(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a browser")
	}
	for _, c := range goldenCases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel() // each in a tab of its own
			d := Draw(c.view(t))
			shot := browsertest.Check(t, d, diagram.SVGOptions{}, diagram.PNGOptions{Width: browsertest.Width}, 3)
			checkColours(t, shot, float64(browsertest.Width)/d.Width, c.flip)
		})
	}
}

// TestPNG rasterizes every golden case and checks the same colours.
func TestPNG(t *testing.T) {
	for _, c := range goldenCases {
		t.Run(c.name, func(t *testing.T) {
			img, err := Draw(c.view(t)).Image(diagram.PNGOptions{Width: 2 * width})
			if err != nil {
				t.Fatal(err)
			}
			if !browsertest.NonBlank(img) {
				t.Fatal("the PNG is blank")
			}
			checkColours(t, img, 2, c.flip)
		})
	}
}

// checkColours looks at a few pixels of a rendered diagram drawn at scale
// pixels a user unit: the middle of a water square, of an empty land square
// and of the paper outside the board.
func checkColours(t *testing.T, img image.Image, scale float64, flip bool) {
	t.Helper()
	s := scene{flip: flip}
	b5, _ := engine.ParseSquare("b5")
	d5, _ := engine.ParseSquare("d5")
	for _, probe := range []struct {
		what string
		at   diagram.Point
		want diagram.Colour
	}{
		{"water at b5", s.centre(b5), water},
		{"land at d5", s.centre(d5), land},
		{"paper", diagram.Pt(width-margin/2, s.height()/2), paper},
	} {
		got := img.At(int(probe.at.X*scale), int(probe.at.Y*scale))
		if !near(got, probe.want) {
			t.Errorf("%s: colour %v, want %v", probe.what, got, probe.want)
		}
	}
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

// TestPlayerNamesPNG checks that the PNG draws Hangul names in their bands:
// ink there, shaped otherwise than the .notdef boxes of runes no font has.
func TestPlayerNamesPNG(t *testing.T) {
	c := goldenCases[4] // hangul
	if c.name != "hangul" {
		t.Fatalf("case %s, want hangul", c.name)
	}
	v, o := c.view(t)
	named, err := Draw(v, o).Image(diagram.PNGOptions{Width: 2 * width})
	if err != nil {
		t.Fatal(err)
	}
	v.Players = []string{"\ue000\ue000\ue000", "Park Joon \ue000\ue000"}
	boxes, err := Draw(v, o).Image(diagram.PNGOptions{Width: 2 * width})
	if err != nil {
		t.Fatal(err)
	}
	s := sceneOf(v, o)
	for _, band := range []struct {
		name string
		top  float64
	}{{"White's band", caption}, {"Black's band", s.height() - names}} {
		r := image.Rect(0, int(2*band.top), int(2*width), int(2*(band.top+names)))
		ink, differ := 0, 0
		for y := r.Min.Y; y < r.Max.Y; y++ {
			for x := r.Min.X; x < r.Max.X; x++ {
				a, b := dark(named.At(x, y)), dark(boxes.At(x, y))
				if a {
					ink++
				}
				if a != b {
					differ++
				}
			}
		}
		if ink < 200 || differ < 200 {
			t.Errorf("%s: %d dark pixels, %d differ from .notdef boxes; want ink of Hangul", band.name, ink, differ)
		}
	}
}

// dark reports whether a pixel is ink (darker than mid grey).
func dark(c color.Color) bool {
	return color.GrayModel.Convert(c).(color.Gray).Y < 128
}
