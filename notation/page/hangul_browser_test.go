package page_test

import (
	"bytes"
	"fmt"
	"image"
	"image/png"
	"os/exec"
	"regexp"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/css"
	"github.com/chromedp/cdproto/dom"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// koreanYINSH is a YINSH game written up in Korean.
const koreanYINSH = "../../examples/yinsh/korean-club.yinsh"

// TestHangulTextInBrowser opens a page of two Korean records in Chromium,
// on a machine without a Korean font: the Hangul of the title, the tags,
// a comment and the table of records is drawn with the page's own Hangul
// font (every Hangul character of each, none as an empty box from another
// font), two syllables are drawn differently, and the title looks
// different without that font.
func TestHangulTextInBrowser(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a browser")
	}
	skipWithKoreanFonts(t)
	recs := []*expected{&readExamples(t, koreanYINSH)[0], &readExamples(t, "../../examples/jungle/korean-club.jungle")[0]}
	html := pageOf(t, recs[0].entry.Record, recs[1].entry.Record)
	tb := open(t, html, "#r1-t15")
	tb.waitTurn(1, "15") // the move list is written once the WebAssembly runs
	waitFonts(tb)
	for _, sel := range []string{"h1", `.tags .tag:nth-child(2)`, "div.comment", "nav.records tbody td:nth-child(2)"} {
		hangul := eval[int](tb, fmt.Sprintf(`Array.from(document.querySelector(%q).childNodes).filter(n => n.nodeType === 3).map(n => n.textContent).join('').match(/[\uac00-\ud7a3]/g).length`, sel))
		var drawn float64
		for _, f := range platformFonts(tb, sel) {
			if f.FamilyName == "Arbiter Hangul" && f.IsCustomFont {
				drawn += f.GlyphCount
			}
		}
		if int(drawn) != hangul {
			t.Errorf("%s: %v of its %d Hangul characters are drawn with the page's font (fonts: %s)", sel, drawn, hangul, fontList(platformFonts(tb, sel)))
		}
	}
	if !eval[bool](tb, syllablesDiffer) {
		t.Error("김 and 민 are drawn alike with the page's font")
	}
	title := shootElement(tb, "h1")
	bare := open(t, withoutFonts(t, html), "#r1-t15")
	bare.waitTurn(1, "15")
	waitFonts(bare)
	if sameImage(title, shootElement(bare, "h1")) {
		t.Error("the title looks the same without the page's Hangul font")
	}
}

// skipWithKoreanFonts skips a test that must see the page's own Hangul
// font at work: on a machine with a Korean font of its own the browser
// draws with that one, as the style sheet asks.
func skipWithKoreanFonts(t *testing.T) {
	t.Helper()
	if out, err := exec.Command("fc-list", ":lang=ko", "family").Output(); err == nil && len(bytes.TrimSpace(out)) > 0 {
		t.Skipf("this machine has Korean fonts (%s): the test needs one without", strings.Fields(string(out))[0])
	}
}

// waitFonts waits until the page's fonts are loaded and the page is drawn
// with them.
func waitFonts(tb *tab) {
	tb.T.Helper()
	if _, err := chromedp.Run(tb.Ctx, chromedp.Evaluate[bool](`document.fonts.ready.then(() => new Promise(done =>
		requestAnimationFrame(() => requestAnimationFrame(() => done(document.fonts.status === "loaded")))))`,
		chromedp.EvalAwaitPromise)); err != nil {
		tb.T.Fatalf("the page's fonts never loaded: %v", err)
	}
}

// syllablesDiffer is a script that draws two syllables with the page's
// Hangul font on a canvas and tells whether both have ink and differ.
const syllablesDiffer = `(() => {
	const pixels = s => {
		const c = document.createElement('canvas');
		c.width = c.height = 40;
		const g = c.getContext('2d');
		g.font = '32px "Arbiter Hangul"';
		g.fillText(s, 2, 34);
		return Array.from(g.getImageData(0, 0, 40, 40).data).join();
	};
	const a = pixels('김'), b = pixels('민'), none = pixels('');
	return a !== none && b !== none && a !== b;
})()`

// fonts is a script-free look at the page's data: its fonts.
var fontsData = regexp.MustCompile(`id="arbiter-fonts">\[[^\]]*\]</script>`)

// withoutFonts returns the page without its Hangul fonts.
func withoutFonts(t *testing.T, html []byte) []byte {
	t.Helper()
	if !fontsData.Match(html) {
		t.Fatal("no fonts in the page's data")
	}
	return fontsData.ReplaceAll(html, []byte(`id="arbiter-fonts">[]</script>`))
}

// platformFonts asks Chromium which fonts drew the text of the first
// element the selector finds (its own text, not its children's).
func platformFonts(tb *tab, selector string) []*css.PlatformFontUsage {
	tb.T.Helper()
	ctx := tb.Ctx
	fail := func(err error) {
		if err != nil {
			tb.T.Fatalf("fonts of %s: %v", selector, err)
		}
	}
	// The DOM domain is left enabled: chromedp's own queries (SendKeys,
	// in a later test on the same tab) need it, and hang without it.
	_, err := chromedp.Call(ctx, dom.Enable, dom.EnableParams{})
	fail(err)
	_, err = chromedp.Call(ctx, css.Enable, cdp.Empty{})
	fail(err)
	defer chromedp.Call(ctx, css.Disable, cdp.Empty{})
	doc, err := chromedp.Call(ctx, dom.GetDocument, dom.GetDocumentParams{})
	fail(err)
	node, err := chromedp.Call(ctx, dom.QuerySelector, dom.QuerySelectorParams{NodeID: doc.Root.NodeID, Selector: selector})
	fail(err)
	fonts, err := chromedp.Call(ctx, css.GetPlatformFontsForNode, css.GetPlatformFontsForNodeParams{NodeID: node.NodeID})
	fail(err)
	return fonts.Fonts
}

// fontList names the fonts and how many glyphs each drew.
func fontList(fs []*css.PlatformFontUsage) string {
	var s string
	for _, f := range fs {
		s += fmt.Sprintf("%s %v; ", f.FamilyName, f.GlyphCount)
	}
	return s
}

// viewport sets the size of the tab's viewport until the test ends.
func (tb *tab) viewport(width, height int64) {
	tb.T.Helper()
	tb.Run(chromedp.EmulateViewport(width, height))
	tb.T.Cleanup(func() {
		chromedp.Call(tb.Ctx, emulation.ClearDeviceMetricsOverride, cdp.Empty{})
	})
}

// shootElement takes a picture of the first element the selector finds.
func shootElement(tb *tab, selector string) image.Image {
	tb.T.Helper()
	r := eval[page.Viewport](tb, fmt.Sprintf(`(r => ({x: r.left, y: r.top, width: r.width, height: r.height, scale: 1}))(
		document.querySelector(%q).getBoundingClientRect())`, selector))
	shot, err := chromedp.Call(tb.Ctx, page.CaptureScreenshot, page.CaptureScreenshotParams{Clip: &r})
	if err != nil {
		tb.T.Fatal(err)
	}
	img, err := png.Decode(bytes.NewReader(shot.Data))
	if err != nil {
		tb.T.Fatal(err)
	}
	return img
}

// sameImage reports whether two pictures have the same size and pixels.
func sameImage(a, b image.Image) bool {
	if a.Bounds() != b.Bounds() {
		return false
	}
	for y := a.Bounds().Min.Y; y < a.Bounds().Max.Y; y++ {
		for x := a.Bounds().Min.X; x < a.Bounds().Max.X; x++ {
			if a.At(x, y) != b.At(x, y) {
				return false
			}
		}
	}
	return true
}
