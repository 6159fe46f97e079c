package browsertest

import (
	"encoding/xml"
	"fmt"
	"image"
	"image/color"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestMain closes the browser the tests share after them.
func TestMain(m *testing.M) { Main(m) }

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

// TestScreenshot renders a red square on white and finds it, then the
// same square below a white one, in a tab that was used already: its
// viewport takes the new height.
func TestScreenshot(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a browser")
	}
	for _, tc := range []struct {
		viewBox, rect string
		size          image.Point
		white, red    image.Point
	}{
		{"0 0 40 20", `x="20" y="0"`, image.Pt(Width, Width/2), image.Pt(Width/4, Width/4), image.Pt(3*Width/4, Width/4)},
		{"0 0 20 40", `x="0" y="20"`, image.Pt(Width, 2*Width), image.Pt(Width/2, Width/2), image.Pt(Width/2, 3*Width/2)},
	} {
		svg := []byte(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="` + tc.viewBox + `">` +
			`<rect ` + tc.rect + ` width="20" height="20" fill="#ff0000"/></svg>`)
		img := Screenshot(t, svg)
		if got := img.Bounds().Size(); got != tc.size {
			t.Fatalf("viewBox %s: screenshot of %v, want %v", tc.viewBox, got, tc.size)
		}
		if !NonBlank(img) {
			t.Fatalf("viewBox %s: blank screenshot", tc.viewBox)
		}
		for _, probe := range []struct {
			at   image.Point
			want color.RGBA
		}{{tc.white, color.RGBA{255, 255, 255, 255}}, {tc.red, color.RGBA{255, 0, 0, 255}}} {
			if got := color.RGBAModel.Convert(img.At(probe.at.X, probe.at.Y)); got != probe.want {
				t.Errorf("viewBox %s: pixel %v = %v, want %v", tc.viewBox, probe.at, got, probe.want)
			}
		}
	}
}

// recordingTB keeps the errors a test reports and runs its cleanups when
// told to, so that a test can see what Open reports at a test's end.
type recordingTB struct {
	testing.TB
	errors   []string
	cleanups []func()
}

func (r *recordingTB) Helper()           {}
func (r *recordingTB) Error(args ...any) { r.errors = append(r.errors, fmt.Sprint(args...)) }
func (r *recordingTB) Failed() bool      { return len(r.errors) > 0 }
func (r *recordingTB) Cleanup(f func())  { r.cleanups = append(r.cleanups, f) }

// end runs the cleanups, last first, as a test's end does.
func (r *recordingTB) end() {
	for i := len(r.cleanups) - 1; i >= 0; i-- {
		r.cleanups[i]()
	}
	r.cleanups = nil
}

// TestOpen opens pages as tests do: a quiet one reports nothing, a noisy
// one each warning, error, exception and request, and nothing a page logs
// after its test (here as it is left) reaches the next test, which gets
// the same tab.
func TestOpen(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a browser")
	}
	quiet := &recordingTB{TB: t}
	p := Open(quiet, []byte(`<!DOCTYPE html><p id="p">quiet</p><input id="in">`+
		`<script>addEventListener('pagehide', () => console.error('late'))</script>`), "#there")
	if got := Eval[string](p, `document.getElementById('p').textContent + location.hash`); got != "quiet#there" {
		t.Errorf("the quiet page reads %q", got)
	}
	p.Focus("#in")
	if got := Eval[string](p, `document.activeElement.id`); got != "in" {
		t.Errorf("after Focus, the focus is on %q", got)
	}
	quiet.end()
	if len(quiet.errors) != 0 {
		t.Errorf("the quiet page reported %q", quiet.errors)
	}
	free.mu.Lock()
	tabs := free.tabs[pageTab]
	free.mu.Unlock()
	if len(tabs) != 1 {
		t.Fatalf("%d free tabs after a page, want 1", len(tabs))
	}

	noisy := &recordingTB{TB: t}
	p = Open(noisy, []byte(`<!DOCTYPE html><button id="b" onclick="console.warn('clicked')">b</button>`+
		`<img src="missing.png" alt=""><script>console.error('error'); console.log('log'); undefinedFunction();</script>`), "")
	if chromedp.FromContext(p.Ctx) != chromedp.FromContext(tabs[0].ctx) {
		t.Error("the second page did not reuse the first page's tab")
	}
	if v, ok := Poll[int](p, `document.querySelectorAll('button').length`, time.Second); !ok || v != 1 {
		t.Errorf("Poll: %d, %v; want 1, true", v, ok)
	}
	if _, ok := Poll[bool](p, `document.querySelector('table') !== null`, 50*time.Millisecond); ok {
		t.Error("Poll found a table the page does not have")
	}
	p.Click("#b")
	noisy.end()
	got := strings.Join(noisy.errors, "\n")
	for _, want := range []string{"warning: clicked", "error: error", "exception: Uncaught ReferenceError: undefinedFunction", "network request: file://"} {
		if !strings.Contains(got, want) {
			t.Errorf("the noisy page's report lacks %q:\n%s", want, got)
		}
	}
	for _, unwanted := range []string{"log", "late"} {
		if strings.Contains(got, ": "+unwanted) {
			t.Errorf("the noisy page's report holds %q:\n%s", unwanted, got)
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

// TestPollRetriesWhatThrows: a poll whose expression reads an element the
// page makes late (as a busy machine runs the page's script late) waits
// for it instead of failing at the first exception, and one that still
// throws at its timeout fails the test.
func TestPollRetriesWhatThrows(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a browser")
	}
	p := Open(t, []byte(`<!DOCTYPE html><script>setTimeout(() => `+
		`document.body.append(Object.assign(document.createElement('button'), {id: 'late'})), 100)</script>`), "")
	if v, ok := Poll[bool](p, `!document.querySelector('#late').disabled`, Patience); !ok || !v {
		t.Errorf("Poll of an element made late: %v, %v; want true, true", v, ok)
	}
	o := &outcomeTB{TB: t}
	p.T = o
	done := make(chan struct{})
	go func() {
		defer close(done)
		Poll[bool](p, `document.querySelector('#never').disabled`, 50*time.Millisecond)
	}()
	<-done
	p.T = t
	if !o.failed {
		t.Error("a poll that still throws at its timeout did not fail the test")
	}
}
