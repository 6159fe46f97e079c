package page_test

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/arbiter-games/arbiter/engines"
	"github.com/arbiter-games/arbiter/internal/browsertest"
	"github.com/arbiter-games/arbiter/internal/golden"
	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/notation/page"
	"github.com/arbiter-games/arbiter/notation/text"
	"github.com/arbiter-games/arbiter/referee"
	"github.com/arbiter-games/arbiter/referee/pageentry"
)

// hostile is a record whose every text tries to be markup.
const hostile = `[Game "YINSH"]
[White "<script>window.pwned=1</script>"]
[Black "<img src=x onerror=window.pwned=2>"]
[Event "Kim & 김민지 </script><script>window.pwned=3</script>"]

1. e5 {<script>window.pwned=4</script> <img src=x onerror="window.pwned=5"> 흑이 좋다 [%eval #3] [%arbiter]}
2. f6 (2. g7 {</span><b onclick="window.pwned=6">bold?</b>}) *`

func pageOf(t testing.TB, recs ...*notation.Record) []byte {
	t.Helper()
	var entries []page.Entry
	for _, rec := range recs {
		opts := referee.Options{Positions: true}
		e, err := pageentry.Of(referee.Check(rec, opts), opts)
		if err != nil {
			t.Fatal(err)
		}
		entries = append(entries, e)
	}
	var buf bytes.Buffer
	if err := page.Write(&buf, entries); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func parseText(t testing.TB, src string) *notation.Record {
	t.Helper()
	rec, err := text.Parse(src, notation.Pos{File: "x.yinsh"})
	if err != nil {
		t.Fatal(err)
	}
	return rec
}

// TestUntrustedRecordInBrowser opens the page of a record whose names,
// tags and comments hold markup: it must be shown as text and run nothing
// (no script, no handler, no request for the image).
func TestUntrustedRecordInBrowser(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a browser")
	}
	tb := open(t, pageOf(t, parseText(t, hostile)), "#r1-t2.1.2")
	tb.waitTurn(1, "2.1.2")
	tb.key("ArrowLeft")
	got := eval[map[string]string](tb, `(() => ({
		pwned: typeof window.pwned,
		elements: String(document.querySelectorAll('main img, main b, main script').length),
		title: document.querySelector('h1').textContent,
		event: document.querySelector('.tags').textContent,
		comment: document.querySelector('div.comment').textContent,
		variation: document.querySelector('span.comment').textContent,
		eval: document.querySelector('.eval').textContent,
		arbiter: String(document.querySelector('div.comment').classList.contains('arbiter')),
	}))()`)
	want := map[string]string{
		"pwned":     "undefined",
		"elements":  "0",
		"title":     "<script>window.pwned=1</script> – <img src=x onerror=window.pwned=2>",
		"comment":   `#3 <script>window.pwned=4</script> <img src=x onerror="window.pwned=5"> 흑이 좋다`,
		"variation": `</span><b onclick="window.pwned=6">bold?</b>`,
		"eval":      "#3",
		"arbiter":   "true",
	}
	for k, w := range want {
		if got[k] != w {
			t.Errorf("%s: %q, want %q", k, got[k], w)
		}
	}
	if !strings.Contains(got["event"], "Kim & 김민지 </script><script>window.pwned=3</script>") {
		t.Errorf("the tags read %q", got["event"])
	}
	tb.click(1, `[data-turn="2.1.2"]`)
	if s := tb.shown(1); s.Turn != "2.1.2" {
		t.Errorf("a click on the variation shows %q", s.Turn)
	}
}

// TestScreenshots takes a picture of a page of each game's annotated
// example, 1280 pixels wide; with -update it writes them to
// docs/img/html-<game>.png.
func TestScreenshots(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a browser")
	}
	for _, tc := range []struct{ game, fragment string }{
		{"yinsh", "#r1-t15"}, {"jungle", "#r1-t17"}, {"ingenious", "#r1-t12.1.12"},
	} {
		exps := readExamples(t, fmt.Sprintf("../../examples/%s/annotated.%s", tc.game, tc.game))
		tb := open(t, pageOf(t, exps[0].entry.Record), tc.fragment)
		tb.viewport(1280, 800)
		tb.waitTurn(1, strings.TrimPrefix(tc.fragment, "#r1-t"))
		shot, err := chromedp.Run(tb.Ctx, chromedp.CaptureScreenshot())
		if err != nil {
			t.Fatal(err)
		}
		if len(shot) < 10000 {
			t.Errorf("%s: a screenshot of %d bytes", tc.game, len(shot))
		}
		if golden.Updating() {
			if err := os.WriteFile(filepath.Join("..", "..", "docs", "img", "html-"+tc.game+".png"), shot, 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// BenchmarkPageLoad opens pages in Chromium and reports their size, the
// times from the start of the navigation until the first board is drawn
// (firstBoardJS: the board arbiter html drew in the page, painted) and
// until the board is
// live (arbiter-board-live: the WebAssembly has started, replayed the
// record and drawn it), the part of it spent unpacking the WebAssembly
// (arbiter-wasm-unpack) and the time of a step (→, the board drawn again
// and laid out): each game's annotated example, and generated games of 100
// and 300 turns. Each load is in a tab of its own, as a reader's first
// visit (browsertest.OpenFresh), with no fragment: the page shows the
// record's last turn, the board it holds drawn.
// go test ./notation/page -run X -bench PageLoad -benchtime 5x
func BenchmarkPageLoad(b *testing.B) {
	pages := []struct {
		name string
		rec  *notation.Record
	}{
		{"jungle-100", generated(b, "Jungle", "traditional", 7, 100)},
		{"jungle-300", generated(b, "Jungle", "traditional", 7, 300)},
	}
	for _, g := range []string{"yinsh", "jungle", "ingenious"} {
		exps := readExamples(b, fmt.Sprintf("../../examples/%s/annotated.%s", g, g))
		pages = append(pages, struct {
			name string
			rec  *notation.Record
		}{"annotated-" + g, exps[0].entry.Record})
	}
	for _, p := range pages {
		html := pageOf(b, p.rec)
		b.Run(p.name, func(b *testing.B) {
			var first, live, unpack, step float64
			for b.Loop() {
				tb := &tab{Page: browsertest.OpenFresh(b, html, "")}
				ms, ok := browsertest.Poll[float64](tb.Page, markJS("arbiter-board-live"), browsertest.Patience)
				if !ok {
					b.Fatal("no board drawn")
				}
				live += ms
				first += eval[float64](tb, firstBoardJS)
				unpack += eval[float64](tb, unpackJS)
				step += eval[float64](tb, stepJS)
			}
			b.ReportMetric(first/float64(b.N), "ms-first-board")
			b.ReportMetric(live/float64(b.N), "ms-board-live")
			b.ReportMetric(unpack/float64(b.N), "ms-unpack")
			b.ReportMetric(step/float64(b.N), "ms-step")
			b.ReportMetric(float64(len(html)), "page-bytes")
			b.ReportMetric(float64(len(p.rec.Moves.Turns)), "turns")
		})
	}
}

// markJS gives the time of the page's performance mark, in milliseconds
// from the start of the navigation, once it is made (false before).
func markJS(name string) string {
	return fmt.Sprintf(`(m => m.length > 0 && m[0].startTime)(performance.getEntriesByName(%q))`, name)
}

// firstBoardJS gives the time the first board was painted, in
// milliseconds from the start of the navigation: the later of the page's
// mark arbiter-first-board (the first frame with the board in it) and the
// browser's first-contentful-paint (when the first frame with anything in
// it was shown, which may come after the frame is made; Chromium
// sometimes reports none).
const firstBoardJS = `Math.max(...['arbiter-first-board', 'first-contentful-paint'].map(m =>
	(performance.getEntriesByName(m)[0] || {startTime: 0}).startTime))`

// unpackJS gives the time the page took to read and unpack its
// WebAssembly (decode7 and unlzma), in milliseconds.
const unpackJS = `performance.getEntriesByName('arbiter-wasm-unpack')[0].duration`

// stepJS goes to the start (Home), steps 20 turns with →, each board laid
// out, and gives the mean time of a step in milliseconds.
const stepJS = `(() => {
	const board = document.querySelector('section:not([hidden]) svg.board');
	const key = k => document.body.dispatchEvent(new KeyboardEvent('keydown', {key: k, bubbles: true, cancelable: true}));
	key('Home');
	board.getBoundingClientRect();
	const t0 = performance.now();
	for (let i = 0; i < 20; i++) {
		key('ArrowRight');
		board.getBoundingClientRect();
	}
	return (performance.now() - t0) / 20;
})()`

// generated is a random game of the given length.
func generated(t testing.TB, game, variant string, seed int64, turns int) *notation.Record {
	t.Helper()
	g, err := notation.LookupGame(game)
	if err != nil {
		t.Fatal(err)
	}
	rec, err := notation.Generate(g, seed, engines.Setup{Variant: variant}, turns)
	if err != nil {
		t.Fatal(err)
	}
	return rec
}
