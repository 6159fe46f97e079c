package browsertest

import (
	"encoding/xml"
	"image"
	"image/color"
	"path/filepath"
	"runtime"
	"testing"
)

func TestNonBlank(t *testing.T) {
	plain := image.NewRGBA(image.Rect(0, 0, 4, 4))
	faint := image.NewRGBA(image.Rect(0, 0, 4, 4))
	faint.Set(2, 2, color.RGBA{1, 0, 0, 1}) // within rounding of the background
	dotted := image.NewRGBA(image.Rect(0, 0, 4, 4))
	dotted.Set(3, 3, color.RGBA{200, 0, 0, 255})
	for _, tc := range []struct {
		name string
		img  image.Image
		want bool
	}{
		{"empty", image.NewRGBA(image.Rectangle{}), false},
		{"one colour", plain, false},
		{"a rounding difference", faint, false},
		{"one dot", dotted, true},
	} {
		if got := NonBlank(tc.img); got != tc.want {
			t.Errorf("%s: NonBlank = %v, want %v", tc.name, got, tc.want)
		}
	}
}

func TestViewBoxHeight(t *testing.T) {
	for _, tc := range []struct {
		viewBox string
		want    int // 0: an error
	}{
		{"0 0 100 50", Width / 2},
		{"0,0,200,200", Width},
		{"-5 -5 1280 1", 1},
		{"0 0 100", 0},
		{"0 0 0 10", 0},
		{"0 0 x 10", 0},
	} {
		root := xml.StartElement{Attr: []xml.Attr{{Name: xml.Name{Local: "viewBox"}, Value: tc.viewBox}}}
		got, err := viewBoxHeight(root)
		if got != tc.want || (err == nil) != (tc.want != 0) {
			t.Errorf("viewBox %q: height %d, error %v; want %d", tc.viewBox, got, err, tc.want)
		}
	}
}

// TestScreenshot renders a red square on white and finds it.
func TestScreenshot(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a browser")
	}
	svg := []byte(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 20">` +
		`<rect x="20" y="0" width="20" height="20" fill="#ff0000"/></svg>`)
	img := Screenshot(t, svg)
	if got := img.Bounds().Size(); got != image.Pt(Width, Width/2) {
		t.Fatalf("screenshot of %v, want %dx%d", got, Width, Width/2)
	}
	if !NonBlank(img) {
		t.Fatal("blank screenshot")
	}
	for _, tc := range []struct {
		x, y int
		want color.RGBA
	}{
		{Width / 4, Width / 4, color.RGBA{255, 255, 255, 255}},
		{3 * Width / 4, Width / 4, color.RGBA{255, 0, 0, 255}},
	} {
		if got := color.RGBAModel.Convert(img.At(tc.x, tc.y)); got != tc.want {
			t.Errorf("pixel (%d, %d) = %v, want %v", tc.x, tc.y, got, tc.want)
		}
	}
}

// outcomeTB records whether a test was skipped or failed; both end the
// calling goroutine, as testing.T does.
type outcomeTB struct {
	testing.TB
	skipped, failed bool
}

func (o *outcomeTB) Helper()               {}
func (o *outcomeTB) Skipf(string, ...any)  { o.skipped = true; runtime.Goexit() }
func (o *outcomeTB) Fatalf(string, ...any) { o.failed = true; runtime.Goexit() }
func (o *outcomeTB) Fatal(...any)          { o.failed = true; runtime.Goexit() }

func TestMissingBrowser(t *testing.T) {
	saved := browser
	t.Cleanup(func() { browser = saved })
	browser = filepath.Join(t.TempDir(), "no-chromium")
	for _, tc := range []struct {
		require       string
		skip, failure bool
	}{
		{"", true, false},
		{"0", true, false},
		{"1", false, true},
	} {
		t.Setenv("ARBITER_REQUIRE_BROWSER", tc.require)
		o := &outcomeTB{TB: t}
		done := make(chan struct{})
		go func() {
			defer close(done)
			Screenshot(o, []byte(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>`))
		}()
		<-done
		if o.skipped != tc.skip || o.failed != tc.failure {
			t.Errorf("ARBITER_REQUIRE_BROWSER=%q: skipped %v, failed %v; want %v, %v", tc.require, o.skipped, o.failed, tc.skip, tc.failure)
		}
	}
}
