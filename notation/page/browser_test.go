package page_test

import (
	"fmt"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"github.com/arbiter-games/arbiter/internal/browsertest"
)

// TestMain closes the browser the tests share after them.
func TestMain(m *testing.M) { browsertest.Main(m) }

// tab is a page open in a tab of the tests' shared browser (see
// browsertest.Open), with what it shows of records and ways to step
// through them.
type tab struct {
	*browsertest.Page

	// scripted sends keys and clicks from scripts in the page, which is
	// quicker than the browser's input (a few hundredths of a second each).
	scripted bool
}

// open opens the page at the fragment in a new tab; the test fails at its
// end on any console warning or error, exception or network request (see
// browsertest.Open). Without Chromium it skips the test.
func open(t testing.TB, html []byte, fragment string) *tab {
	t.Helper()
	return &tab{Page: browsertest.Open(t, html, fragment)}
}

// eval evaluates a JavaScript expression in the page (see browsertest.Eval).
func eval[T any](tb *tab, js string) T {
	tb.T.Helper()
	return browsertest.Eval[T](tb.Page, js)
}

// shown is what a record's part of the page shows.
type shown struct {
	Visible  bool   `json:"visible"`
	Position string `json:"position"`
	Turn     string `json:"turn"`
	// Drawn is the board's markup.
	Drawn string `json:"drawn"`
}

// shownJS is a script function that reads record k's part of the page.
const shownJS = `(k => {
	const s = document.querySelector('section[data-record="' + k + '"]');
	const b = s.querySelector('svg.board'), c = s.querySelector('.turn.current');
	return {visible: !s.hidden, position: b.getAttribute('data-position') || '',
		turn: c ? c.getAttribute('data-turn') : '',
		drawn: b.innerHTML};
})`

// shown reads record k's part of the page.
func (tb *tab) shown(k int) shown {
	tb.T.Helper()
	return eval[shown](tb, fmt.Sprintf(`%s(%d)`, shownJS, k))
}

// key presses a key, the focus being wherever it is: a real key press, or
// a keydown event sent to the focused element from a script.
func (tb *tab) key(k string) {
	tb.T.Helper()
	if tb.scripted {
		eval[bool](tb, fmt.Sprintf(`(document.activeElement || document.body).dispatchEvent(
			new KeyboardEvent('keydown', {key: %q, bubbles: true, cancelable: true}))`, k))
		return
	}
	tb.Run(chromedp.KeyEvent(domKeys[k]))
}

// click clicks the element the selector finds in record k's part: with the
// mouse, or from a script.
func (tb *tab) click(k int, selector string) {
	tb.T.Helper()
	sel := fmt.Sprintf(`section[data-record="%d"] %s`, k, selector)
	if tb.scripted {
		eval[bool](tb, fmt.Sprintf(`document.querySelector(%q).click() === undefined`, sel))
		return
	}
	tb.Click(sel)
}

// setHash sets the fragment #rK-tN of the open page and waits for the page
// to show the turn named shown ("" for the start: no turn is highlighted).
func (tb *tab) setHash(k int, n, shown string) shown {
	tb.T.Helper()
	// The address may hold this hash already while the page, which names
	// what it shows in the address a moment after it shows it, has moved
	// on: setting the same hash again would change nothing. Through an
	// empty hash, the page always hears of it.
	eval[string](tb, fmt.Sprintf(`location.hash = ""; location.hash = "#r%d-t%s"`, k, n))
	return tb.waitTurn(k, shown)
}

// waitTurn waits until record k shows the turn ("" for the start) on its
// board, once the page's WebAssembly has started (before, the page shows
// the first record's board as arbiter html drew it, and what is asked
// waits: the class booting).
func (tb *tab) waitTurn(k int, turn string) shown {
	tb.T.Helper()
	s, ok := browsertest.Poll[shown](tb.Page, fmt.Sprintf(`!document.documentElement.classList.contains('booting') &&
		(s => s.visible && s.turn === %q && s.position && s)(%s(%d))`, turn, shownJS, k), browsertest.Patience)
	if !ok {
		tb.T.Fatalf("record %d never showed turn %s (shows %+v)", k, turn, tb.shown(k))
	}
	return s
}

// domKeys are chromedp's keys by their DOM names.
var domKeys = map[string]string{"ArrowLeft": kb.ArrowLeft, "ArrowRight": kb.ArrowRight,
	"ArrowUp": kb.ArrowUp, "ArrowDown": kb.ArrowDown, "Home": kb.Home, "End": kb.End}
