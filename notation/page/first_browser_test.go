package page_test

import (
	"encoding/json"
	"fmt"
	"html"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"

	"github.com/arbiter-games/arbiter/internal/browsertest"
)

// TestFirstBoardDrawnByWriter: the page holds the first record's board
// drawn as it shows first (its last turn), and the WebAssembly, once
// started, draws the same markup in its place, the board and Ingenious'
// score tracks alike.
func TestFirstBoardDrawnByWriter(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a browser")
	}
	for _, g := range []string{"yinsh", "jungle", "ingenious"} {
		t.Run(g, func(t *testing.T) {
			exps := readExamples(t, fmt.Sprintf("../../examples/%s/annotated.%s", g, g))
			doc := pageOf(t, exps[0].entry.Record)
			drawn, position := predrawn(t, string(doc))
			if want := exps[0].positions[exps[0].last]; position != want {
				t.Errorf("the board drawn in the page is at %q, want %q (turn %d)", position, want, exps[0].last)
			}
			tb := open(t, doc, "")
			tb.waitTurn(1, strconv.Itoa(exps[0].last))
			arg, err := json.Marshal(drawn)
			if err != nil {
				t.Fatal(err)
			}
			// The markup is compared as the browser reads it: both through
			// its HTML parser, inside an <svg>.
			differ := eval[[]string](tb, fmt.Sprintf(`(drawn => {
				const read = m => { const t = document.createElement('template'); t.innerHTML = '<svg>' + m + '</svg>'; return t.content.firstChild.innerHTML; };
				const panes = Array.from(document.querySelectorAll('section[data-record="1"] svg.board, section[data-record="1"] svg.pane'));
				if (panes.length !== drawn.length) { return ['the page has ' + panes.length + ' panes, ' + drawn.length + ' drawn']; }
				return panes.flatMap((p, j) => read(drawn[j]) === p.innerHTML ? [] :
					['pane ' + j + ': drawn ' + read(drawn[j]).slice(0, 300) + '\nlive ' + p.innerHTML.slice(0, 300)]);
			})(%s)`, arg))
			for _, d := range differ {
				t.Error(d)
			}
		})
	}
}

// predrawn gives the markup inside the first record's board and panes as
// the page holds them, and the board's data-position.
func predrawn(t *testing.T, doc string) ([]string, string) {
	t.Helper()
	from := strings.Index(doc, `<section class="record" data-record="1"`)
	if from < 0 {
		t.Fatal("no first record")
	}
	section := doc[from:]
	section = section[:strings.Index(section, "</section>")]
	var panes []string
	position := ""
	for {
		at := strings.Index(section, "<svg class=\"")
		if at < 0 {
			return panes, position
		}
		section = section[at:]
		open := strings.Index(section, ">") + 1
		tag := section[:open]
		inner, rest := svgInner(section[open:])
		section = rest
		if !strings.HasPrefix(tag, `<svg class="board `) && !strings.HasPrefix(tag, `<svg class="pane `) {
			continue
		}
		if _, p, ok := strings.Cut(tag, `data-position="`); ok && strings.HasPrefix(tag, `<svg class="board `) {
			position, _, _ = strings.Cut(p, `"`)
			position = html.UnescapeString(position)
		}
		panes = append(panes, inner)
	}
}

// svgInner cuts the markup after an <svg> tag at its end tag, nested
// <svg> elements counted.
func svgInner(s string) (inner, rest string) {
	depth, at := 1, 0
	for {
		next := strings.Index(s[at:], "</svg>")
		if next < 0 {
			return s, ""
		}
		depth += strings.Count(s[at:at+next], "<svg")
		depth--
		at += next + len("</svg>")
		if depth == 0 {
			return s[:at-len("</svg>")], s[at:]
		}
	}
}

// TestAskedBeforeReady: a key pressed before the page's WebAssembly is
// ready is not lost: the page says that it is loading the referee, then
// does what the key asks.
func TestAskedBeforeReady(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a browser")
	}
	html := pageOf(t, generated(t, "Jungle", "traditional", 7, 30))
	tb := &tab{Page: browsertest.OpenFresh(t, html, "")}
	// Home, pressed once the page is read: the WebAssembly starts after
	// the page is first drawn, so it cannot be ready then.
	if _, err := chromedp.Call(tb.Ctx, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{
		Source: `document.addEventListener('DOMContentLoaded', () => {
			window.liveThen = performance.getEntriesByName('arbiter-board-live').length > 0;
			document.body.dispatchEvent(new KeyboardEvent('keydown', {key: 'Home', bubbles: true, cancelable: true}));
			window.saidThen = document.querySelector('p.booting').hidden ? '' : document.querySelector('p.booting').textContent;
		})`}); err != nil {
		t.Fatal(err)
	}
	tb.Run(chromedp.Reload())
	if _, ok := browsertest.Poll[float64](tb.Page, markJS("arbiter-board-live"), browsertest.Patience); !ok {
		t.Fatal("the board never went live")
	}
	got := eval[map[string]any](tb, `({liveThen: window.liveThen, saidThen: window.saidThen,
		saidNow: !document.querySelector('p.booting').hidden, booting: document.documentElement.classList.contains('booting')})`)
	if got["liveThen"] != false || got["saidThen"] != "loading the referee…" || got["saidNow"] != false || got["booting"] != false {
		t.Errorf("before and after the WebAssembly was ready: %v", got)
	}
	if s := tb.shown(1); s.Turn != "" {
		t.Errorf("after Home, pressed before the WebAssembly was ready, the page shows turn %q", s.Turn)
	}
}
