package diagram_test

import (
	"image"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/arbiter-games/arbiter/notation/diagram"
)

// missing is a rune no font has: it is drawn as the .notdef box.
const missing = '\ue000'

// hangulText holds Hangul syllables of names and comments, compatibility
// and conjoining Jamo, CJK punctuation and a fullwidth parenthesis.
const hangulText = "김민지 박준 좋은 수ㄱㅎᄀ「」。（"

// outline returns the outline of s set at the origin in size 10.
func outline(t *testing.T, s string, bold bool) diagram.PathData {
	t.Helper()
	d, err := (&diagram.Text{Content: s, TextStyle: diagram.TextStyle{Size: 10, Bold: bold}}).Outline()
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// TestGlyphsOfEveryScript checks that Hangul, Latin, Greek and Cyrillic
// runes have glyphs of their own, in both weights: an outline that is not
// the .notdef box.
func TestGlyphsOfEveryScript(t *testing.T) {
	for _, bold := range []bool{false, true} {
		notdef := outline(t, string(missing), bold)
		if len(notdef) == 0 {
			t.Fatal("the .notdef glyph has no outline")
		}
		for _, r := range hangulText + "Kim Ωμέγα Жук" {
			if r == ' ' {
				continue
			}
			if d := outline(t, string(r), bold); len(d) == 0 || slices.Equal(d, notdef) {
				t.Errorf("bold %v: %q is drawn as the .notdef box", bold, r)
			}
		}
	}
}

// TestHangulWidth checks the layout of Hangul beside Latin: widths add up
// across the fonts, every syllable has one advance, near an em.
func TestHangulWidth(t *testing.T) {
	ts := diagram.TextStyle{Size: 10}
	width := func(s string) float64 {
		w, err := diagram.TextWidth(s, ts)
		if err != nil {
			t.Fatal(err)
		}
		return w
	}
	syllable := width("김")
	if syllable < 8 || syllable > 11 {
		t.Errorf("a Hangul syllable is %g wide at size 10, want about an em", syllable)
	}
	if got, want := width("Kim 김민지"), width("Kim ")+3*syllable; got-want > 1e-9 || want-got > 1e-9 {
		t.Errorf("width of a mixed name %g, want %g", got, want)
	}
	placed, err := (&diagram.Text{Content: "김민지", TextStyle: diagram.TextStyle{Size: 10, Anchor: diagram.AnchorEnd}}).Outline()
	if err != nil {
		t.Fatal(err)
	}
	if lo, hi := bounds(placed); lo.X < -3*syllable || hi.X > 0 {
		t.Errorf("an end-anchored Hangul name spans x %g..%g, want within %g..0", lo.X, hi.X, -3*syllable)
	}
}

// pathData returns the d attribute of the SVG's first path of class title.
var titlePath = regexp.MustCompile(`<path class="title" d="([^"]*)"`)

// nameSVG returns the path data of a name drawn as a diagram's title.
func nameSVG(t *testing.T, name string) string {
	t.Helper()
	d := diagram.New(200, 60)
	d.AddText(name, diagram.Pt(10, 45), diagram.TextStyle{Size: 40}, "title", diagram.Style{Fill: diagram.Black})
	svg, err := d.SVG(diagram.SVGOptions{})
	if err != nil {
		t.Fatal(err)
	}
	m := titlePath.FindSubmatch(svg)
	if m == nil {
		t.Fatalf("no title path in\n%s", svg)
	}
	return string(m[1])
}

// TestHangulSVG checks that each rune of a Hangul player's name is written
// as glyph paths of its own, not the .notdef box.
func TestHangulSVG(t *testing.T) {
	notdef := nameSVG(t, string(missing))
	for _, r := range "김민지" {
		if d := nameSVG(t, string(r)); d == "" || d == notdef {
			t.Errorf("%q: the SVG path is %q, the .notdef box is %q", r, d, notdef)
		}
	}
}

// nameImage rasterizes a name in size 40 on a 200 by 60 canvas, one pixel
// a unit.
func nameImage(t *testing.T, name string) image.Image {
	t.Helper()
	d := diagram.New(200, 60)
	d.AddText(name, diagram.Pt(10, 45), diagram.TextStyle{Size: 40}, "title", diagram.Style{Fill: diagram.Black})
	img, err := d.Image(diagram.PNGOptions{})
	if err != nil {
		t.Fatal(err)
	}
	return img
}

// inked counts the dark pixels of img in r.
func inked(img image.Image, r image.Rectangle) int {
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if pixelAt(img, diagram.Pt(float64(x), float64(y)), 1).R < 128 {
				n++
			}
		}
	}
	return n
}

// TestHangulPNG checks that the PNG of a Hangul name has ink under every
// syllable, shaped otherwise than the .notdef boxes.
func TestHangulPNG(t *testing.T) {
	const name = "김민지"
	img := nameImage(t, name)
	boxes := nameImage(t, string([]rune{missing, missing, missing}))
	saveArtifact(t, "hangul-name.png", img)
	w, err := diagram.TextWidth("김", diagram.TextStyle{Size: 40})
	if err != nil {
		t.Fatal(err)
	}
	for i, r := range []rune(name) {
		x := 10 + int(w*float64(i))
		cell := image.Rect(x, 5, x+int(w), 55)
		if n := inked(img, cell); n < 100 {
			t.Errorf("%q: %d dark pixels, want ink", r, n)
		}
		if differ := pixelsDiffer(img, boxes, cell); differ < 100 {
			t.Errorf("%q: only %d pixels differ from the .notdef box", r, differ)
		}
	}
}

// pixelsDiffer counts the pixels of r whose ink differs between a and b.
func pixelsDiffer(a, b image.Image, r image.Rectangle) int {
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			p := diagram.Pt(float64(x), float64(y))
			if (pixelAt(a, p, 1).R < 128) != (pixelAt(b, p, 1).R < 128) {
				n++
			}
		}
	}
	return n
}

func TestFitText(t *testing.T) {
	ts := diagram.TextStyle{Size: 10}
	name := "김민지 Kim Minji"
	full, err := diagram.TextWidth(name, ts)
	if err != nil {
		t.Fatal(err)
	}
	if got := diagram.FitText(name, ts, full); got != name {
		t.Errorf("a text that fits became %q", got)
	}
	short := diagram.FitText(name, ts, full/2)
	w, err := diagram.TextWidth(short, ts)
	if err != nil {
		t.Fatal(err)
	}
	if short == "" || w > full/2 || []rune(short)[0] != '김' || !strings.HasSuffix(short, "…") {
		t.Errorf("shortened to %q, %g wide, want a prefix of %q ending in … at most %g wide", short, w, name, full/2)
	}
	if got := diagram.FitText(name, ts, 1); got != "" {
		t.Errorf("in 1 unit: %q, want nothing", got)
	}
}
