// Package browsertest renders SVG in headless Chromium for tests, to check
// that a real browser draws what the diagram writers produce.
//
// Chromium is /usr/bin/chromium (scripts/install-chromium.sh installs it).
// Without it the tests that need it skip, unless ARBITER_REQUIRE_BROWSER=1
// is set, as CI does, which makes them fail instead.
//
// The tests of a package share one browser, which their TestMain closes by
// calling Main: Screenshot renders in tabs of it, and Open opens pages in
// tabs of it for tests that drive them.
package browsertest

import (
	"bytes"
	"context"
	"encoding/xml"
	"errors"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"math"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// Chromium is the browser Screenshot runs.
const Chromium = "/usr/bin/chromium"

// browser is Chromium, replaced by tests of the missing-browser rule.
var browser = Chromium

// Width is the width in pixels of a screenshot; its height keeps the
// proportions of the SVG's viewBox.
const Width = 640

// timeout bounds the browser's work on one screenshot.
const timeout = 2 * time.Minute

// page shows the SVG as an image filling the window, as a forum or site
// would embed it: no scripts, no fonts, nothing fetched.
const page = `<!DOCTYPE html>
<html><head><meta charset="utf-8"><style>
html, body { margin: 0; background: #fff; overflow: hidden }
img { display: block; width: 100vw; height: 100vh }
</style></head><body><img src="diagram.svg" alt=""></body></html>
`

// Screenshot renders svg in a tab of the shared headless Chromium at Width
// pixels wide and returns the screenshot. It skips the test when Chromium is missing,
// unless ARBITER_REQUIRE_BROWSER=1 is set, and fails it when the browser
// cannot render.
func Screenshot(t testing.TB, svg []byte) image.Image {
	t.Helper()
	Require(t)
	height, err := heightFor(svg)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	for name, data := range map[string][]byte{"diagram.svg": svg, "page.html": []byte(page)} {
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	img, err := shoot(t, dir, height)
	if err != nil {
		t.Fatal(err)
	}
	return img
}

// Require returns the path of Chromium. When it is missing it skips the
// test, unless ARBITER_REQUIRE_BROWSER=1 is set, which fails it instead.
func Require(t testing.TB) string {
	t.Helper()
	if _, err := os.Stat(browser); err != nil {
		if os.Getenv("ARBITER_REQUIRE_BROWSER") == "1" {
			t.Fatalf("ARBITER_REQUIRE_BROWSER=1 but %s is missing (run scripts/install-chromium.sh): %v", browser, err)
		}
		t.Skipf("%s is missing (scripts/install-chromium.sh installs it)", browser)
	}
	return browser
}

// shoot loads dir/page.html in a tab of the shared browser, its viewport
// Width x height pixels, and decodes its screenshot.
func shoot(t testing.TB, dir string, height int) (image.Image, error) {
	t.Helper()
	tb := takeTab(t, screenshotTab)
	ok := false
	defer func() { giveBack(tb, screenshotTab, ok) }()
	ctx, cancel := context.WithTimeout(tb.ctx, timeout)
	defer cancel()
	if err := chromedp.Do(ctx,
		chromedp.EmulateViewport(Width, int64(height), chromedp.EmulateScale(1)),
		chromedp.Navigate("file://"+filepath.Join(dir, "page.html"))); err != nil {
		return nil, fmt.Errorf("%s: %w", browser, err)
	}
	shot, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
	if err != nil {
		return nil, fmt.Errorf("%s took no screenshot: %w", browser, err)
	}
	ok = true
	return png.Decode(bytes.NewReader(shot))
}

// heightFor returns the screenshot height that keeps the proportions of
// the viewBox of the SVG's root element.
func heightFor(svg []byte) (int, error) {
	dec := xml.NewDecoder(bytes.NewReader(svg))
	for {
		tok, err := dec.Token()
		if err != nil {
			return 0, fmt.Errorf("browsertest: reading the SVG's root element: %w", err)
		}
		if root, ok := tok.(xml.StartElement); ok {
			return viewBoxHeight(root)
		}
	}
}

func viewBoxHeight(root xml.StartElement) (int, error) {
	for _, a := range root.Attr {
		if a.Name.Local != "viewBox" {
			continue
		}
		f := strings.Fields(strings.ReplaceAll(a.Value, ",", " "))
		if len(f) != 4 {
			break
		}
		w, errW := strconv.ParseFloat(f[2], 64)
		h, errH := strconv.ParseFloat(f[3], 64)
		if errW != nil || errH != nil || !(w > 0 && h > 0) {
			break
		}
		return max(1, int(math.Round(Width*h/w))), nil
	}
	return 0, errors.New("browsertest: the SVG's root element has no valid viewBox")
}

// NonBlank reports whether the image holds at least two clearly different
// colours, that is, whether anything was drawn on its background.
func NonBlank(img image.Image) bool {
	b := img.Bounds()
	if b.Empty() {
		return false
	}
	r0, g0, b0, a0 := img.At(b.Min.X, b.Min.Y).RGBA()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			r, g, bl, a := img.At(x, y).RGBA()
			if differ(r, r0) || differ(g, g0) || differ(bl, b0) || differ(a, a0) {
				return true
			}
		}
	}
	return false
}

// differ reports whether two 16-bit channel values differ by more than a
// rounding step of an 8-bit image.
func differ(a, b uint32) bool { return max(a, b)-min(a, b) > 0x200 }

// Drawing is what Check compares: a drawing that writes itself as SVG and
// draws itself as an image I (notation/diagram's Drawing, with its option
// types S and P).
type Drawing[S, P any, I image.Image] interface {
	SVG(S) ([]byte, error)
	Image(P) (I, error)
}

// Check renders a drawing's SVG (written with svgOpts) in Chromium and
// fails the test when the browser drew nothing, or when its picture and
// the drawing's own image (drawn with pngOpts, which should ask for Width)
// differ by more than maxDiff levels a channel on average. It returns the
// browser's picture.
func Check[S, P any, I image.Image](t testing.TB, d Drawing[S, P, I], svgOpts S, pngOpts P, maxDiff float64) image.Image {
	t.Helper()
	svg, err := d.SVG(svgOpts)
	if err != nil {
		t.Fatal(err)
	}
	shot := Screenshot(t, svg)
	if !NonBlank(shot) {
		t.Fatal("the browser drew nothing")
	}
	own, err := d.Image(pngOpts)
	if err != nil {
		t.Fatal(err)
	}
	if diff := MeanDifference(shot, own); diff > maxDiff {
		t.Errorf("the browser's drawing and the PNG differ by %.2f levels a channel on average, want at most %.2f", diff, maxDiff)
	}
	return shot
}

// MeanDifference returns the mean absolute difference of two images' 8-bit
// colour channels over the pixels both cover (255 when they share none).
func MeanDifference(a, b image.Image) float64 {
	r := a.Bounds().Intersect(b.Bounds())
	if r.Empty() {
		return 255
	}
	var sum, n float64
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			ca := color.NRGBAModel.Convert(a.At(x, y)).(color.NRGBA)
			cb := color.NRGBAModel.Convert(b.At(x, y)).(color.NRGBA)
			for _, d := range [...][2]uint8{{ca.R, cb.R}, {ca.G, cb.G}, {ca.B, cb.B}} {
				sum += math.Abs(float64(d[0]) - float64(d[1]))
				n++
			}
		}
	}
	return sum / n
}
