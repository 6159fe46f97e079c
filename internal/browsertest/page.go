package browsertest

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"
)

// Patience is how long a test lets a page take to reach a state it
// polls for (Poll): a guard against a page that never gets there, long
// enough that a busy machine never trips it.
const Patience = 45 * time.Second

// actionTimeout bounds one call of Run, Eval, Poll, Click or Focus.
const actionTimeout = time.Minute

// Page is a page open in a tab of the shared browser, with what it logged.
//
// Drive it with scripts in the page (Eval, Poll) and with the browser's
// input (Click, chromedp.KeyEvent) rather than with chromedp's queries
// (chromedp.Click, Focus, Text, WaitVisible...): a query makes Chromium
// report every later change under the nodes it reached, which makes a page
// that redraws a board several times slower.
type Page struct {
	T   testing.TB
	Ctx context.Context // the tab's chromedp context, for the test's time
	URL string          // the page's file:// address, without the fragment

	mu       sync.Mutex
	problems []string
}

// endMark is the console message that ends what a page logged for a test.
const endMark = "browsertest: the test ends"

// Open writes the page into a file and opens it at the fragment ("" for
// none) in a tab of the shared browser, which is the test's until it ends.
// The test fails at its end on any console message of a warning or an
// error, any exception, and any network request other than the page
// itself (a blob: address the page makes is no request). Without Chromium it skips the test (see Require).
func Open(t testing.TB, html []byte, fragment string) *Page {
	t.Helper()
	return open(t, html, fragment, pageTab)
}

// OpenFresh is Open in a tab opened for the page and closed after it, as a
// reader's first visit: a tab that has loaded a page keeps what Chromium
// compiled of its WebAssembly for the next, so timings taken in a reused
// tab are those of a second visit.
func OpenFresh(t testing.TB, html []byte, fragment string) *Page {
	t.Helper()
	return open(t, html, fragment, freshTab)
}

// open is Open in a tab of the kind (pageTab or freshTab).
func open(t testing.TB, html []byte, fragment, kind string) *Page {
	t.Helper()
	file := filepath.Join(t.TempDir(), "page.html")
	if err := os.WriteFile(file, html, 0o644); err != nil {
		t.Fatal(err)
	}
	tb := takeTab(t, kind)
	ctx, stop := context.WithCancel(tb.ctx)
	p := &Page{T: t, Ctx: ctx, URL: "file://" + file}
	// A listener runs in the loop that reads the tab's messages, so it has
	// seen every request before the answer to any later command.
	if err := chromedp.Listen(ctx, func(ev any) {
		// A blob: address is the page's own memory (a worker it makes of
		// its own script), not the network.
		if r, ok := ev.(*network.EventRequestWillBeSent); ok && r.Request.URL != p.URL && !strings.HasPrefix(r.Request.URL, "blob:") {
			p.problem("network request: " + r.Request.URL)
		}
	}); err != nil {
		stop()
		giveBack(tb, kind, false)
		t.Fatal(err)
	}
	console := chromedp.Console(ctx)
	ended := make(chan struct{})
	go func() {
		defer close(ended)
		for m, err := range console {
			if err != nil || m.Type == chromedp.ConsoleDebug && m.Text == endMark {
				return
			}
			if m.Type == chromedp.ConsoleWarning || m.Type == chromedp.ConsoleError || m.IsException() {
				p.problem(m.String())
			}
		}
	}()
	t.Cleanup(func() {
		// Everything the page logged comes before the mark, in order.
		reusable := p.endLog(ended)
		stop()
		<-ended
		giveBack(tb, kind, reusable && !t.Failed() && kind != freshTab)
		p.mu.Lock()
		defer p.mu.Unlock()
		for _, m := range p.problems {
			t.Error(m)
		}
	})
	p.Run(chromedp.Navigate(p.URL + fragment))
	return p
}

// endLog logs the end mark in the page and waits until the console's
// reader has read up to it; it reports whether it did.
func (p *Page) endLog(ended <-chan struct{}) bool {
	ctx, cancel := context.WithTimeout(p.Ctx, giveBackTimeout)
	defer cancel()
	if err := chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](fmt.Sprintf("console.debug(%q)", endMark))); err != nil {
		return false
	}
	select {
	case <-ended:
		return true
	case <-ctx.Done():
		return false
	}
}

func (p *Page) problem(m string) {
	p.mu.Lock()
	p.problems = append(p.problems, m)
	p.mu.Unlock()
}

// Run runs browser actions in the page's tab, failing the test at once on
// an error.
func (p *Page) Run(actions ...chromedp.Action[chromedp.Void]) {
	p.T.Helper()
	ctx, cancel := context.WithTimeout(p.Ctx, actionTimeout)
	defer cancel()
	if err := chromedp.Do(ctx, actions...); err != nil {
		p.T.Fatal(err)
	}
}

// Eval evaluates a JavaScript expression in the page and decodes its
// value, failing the test at once on an error.
func Eval[T any](p *Page, js string) T {
	p.T.Helper()
	ctx, cancel := context.WithTimeout(p.Ctx, actionTimeout)
	defer cancel()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[T](js))
	if err != nil {
		p.T.Fatalf("%v\n%s", err, js)
	}
	return v
}

// Poll evaluates a JavaScript expression in the page, at once and then
// every few milliseconds, until its value is truthy, and returns that
// value; ok is false when the value stayed falsy for the timeout. An
// expression that throws is tried again as one that is falsy (an element
// it reads may not be made yet: on a busy machine the page's script runs
// late); one that still throws at the timeout fails the test with its
// exception, as do other errors.
//
// The page polls with a timer of its own: chromedp.Poll names the page's
// script context as chromedp last saw it, which may be the page before,
// just after a navigation.
func Poll[T any](p *Page, js string, timeout time.Duration) (v T, ok bool) {
	p.T.Helper()
	script := fmt.Sprintf(`new Promise((resolve, reject) => {
		const until = performance.now() + %d;
		const check = () => {
			try {
				const v = (%s);
				if (v) { resolve({ok: true, value: v}); }
				else if (performance.now() > until) { resolve({ok: false}); }
				else { setTimeout(check, 5); }
			} catch (e) {
				if (performance.now() > until) { reject(e); } else { setTimeout(check, 5); }
			}
		};
		check();
	})`, timeout.Milliseconds(), js)
	ctx, cancel := context.WithTimeout(p.Ctx, timeout+actionTimeout)
	defer cancel()
	r, err := chromedp.Run(ctx, chromedp.Evaluate[struct {
		OK    bool `json:"ok"`
		Value T    `json:"value"`
	}](script, chromedp.EvalAwaitPromise))
	if err != nil {
		p.T.Fatalf("%v\n%s", err, js)
	}
	return r.Value, r.OK
}

// Click clicks the element the CSS selector finds with the mouse, through
// the browser's input as a user would: the element is scrolled into view
// and the mouse pressed and released at its centre. The test fails at
// once when no element matches, when it is not rendered, or when another
// element covers its centre.
func (p *Page) Click(selector string) {
	p.T.Helper()
	at := Eval[struct {
		X       float64 `json:"x"`
		Y       float64 `json:"y"`
		Problem string  `json:"problem"`
	}](p, fmt.Sprintf(`(() => {
		const e = document.querySelector(%q);
		if (!e) { return {problem: 'no element'}; }
		e.scrollIntoView({block: 'nearest', inline: 'nearest'});
		const r = e.getBoundingClientRect();
		if (!(r.width > 0 && r.height > 0)) { return {problem: 'not rendered'}; }
		const x = r.left + r.width / 2, y = r.top + r.height / 2, top = document.elementFromPoint(x, y);
		if (!top || !e.contains(top)) {
			return {problem: 'covered by ' + (top ? top.outerHTML.slice(0, 100) : 'nothing')};
		}
		return {x: x, y: y, problem: ''};
	})()`, selector))
	if at.Problem != "" {
		p.T.Fatalf("clicking %s: %s", selector, at.Problem)
	}
	p.Run(chromedp.MouseClickXY(at.X, at.Y))
}

// Focus gives the keyboard focus to the element the CSS selector finds,
// failing the test at once when there is none or it cannot take the focus.
func (p *Page) Focus(selector string) {
	p.T.Helper()
	if !Eval[bool](p, fmt.Sprintf(`(() => {
		const e = document.querySelector(%q);
		if (e) { e.focus(); }
		return e !== null && document.activeElement === e;
	})()`, selector)) {
		p.T.Fatalf("%s cannot take the focus", selector)
	}
}
