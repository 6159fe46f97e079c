package page_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"github.com/arbiter-games/arbiter/internal/browsertest"
)

// browser is one headless Chromium shared by the tests of a run; each page
// opens in a tab of its own.
type browser struct {
	ctx context.Context
}

// newBrowser starts Chromium, or skips the test without it (see
// browsertest.Require).
func newBrowser(t testing.TB) *browser {
	t.Helper()
	path := browsertest.Require(t)
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(path), chromedp.NoSandbox, chromedp.DisableGPU,
		chromedp.UserDataDir(filepath.Join(t.TempDir(), "profile")),
		chromedp.WindowSize(1100, 800),
		chromedp.Flag("disable-quic", true))
	actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancel := chromedp.NewContext(actx)
	if err := chromedp.Do(ctx); err != nil {
		cancel()
		cancelAlloc()
		t.Fatalf("starting %s: %v", path, err)
	}
	t.Cleanup(func() { cancel(); cancelAlloc() })
	return &browser{ctx: ctx}
}

// tab is one page open in the browser, with what it logged.
type tab struct {
	t   testing.TB
	ctx context.Context
	url string

	// scripted sends keys and clicks from scripts in the page, which is
	// quicker than the browser's input (a few hundredths of a second each).
	scripted bool

	mu       sync.Mutex
	problems []string
}

// open writes the page into a file and opens it at the fragment; the test
// fails at its end on any console message of a warning or an error, any
// exception, and any network request other than the page itself.
func (b *browser) open(t testing.TB, html []byte, fragment string) *tab {
	t.Helper()
	file := filepath.Join(t.TempDir(), "page.html")
	if err := os.WriteFile(file, html, 0o644); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := chromedp.NewContext(b.ctx)
	if err := chromedp.Do(ctx); err != nil {
		t.Fatal(err)
	}
	tb := &tab{t: t, ctx: ctx, url: "file://" + file}
	var wg sync.WaitGroup
	wg.Add(2)
	console := chromedp.Console(ctx)
	requests := chromedp.Events(ctx, network.RequestWillBeSent)
	go func() {
		defer wg.Done()
		for m, err := range console {
			if err != nil {
				return
			}
			if m.Type == chromedp.ConsoleWarning || m.Type == chromedp.ConsoleError || m.IsException() {
				tb.problem(m.String())
			}
		}
	}()
	go func() {
		defer wg.Done()
		for r, err := range requests {
			if err != nil {
				return
			}
			if r.Request.URL != tb.url {
				tb.problem("network request: " + r.Request.URL)
			}
		}
	}()
	t.Cleanup(func() {
		cancel()
		wg.Wait()
		tb.mu.Lock()
		defer tb.mu.Unlock()
		for _, p := range tb.problems {
			t.Error(p)
		}
	})
	tb.run(chromedp.Navigate(tb.url + fragment))
	return tb
}

func (tb *tab) problem(p string) {
	tb.mu.Lock()
	tb.problems = append(tb.problems, p)
	tb.mu.Unlock()
}

// run runs browser actions, failing the test at once on an error.
func (tb *tab) run(actions ...chromedp.Action[chromedp.Void]) {
	tb.t.Helper()
	ctx, cancel := context.WithTimeout(tb.ctx, time.Minute)
	defer cancel()
	if err := chromedp.Do(ctx, actions...); err != nil {
		tb.t.Fatal(err)
	}
}

// eval evaluates a JavaScript expression into out (nil: ignored).
func eval[T any](tb *tab, js string) T {
	tb.t.Helper()
	ctx, cancel := context.WithTimeout(tb.ctx, time.Minute)
	defer cancel()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[T](js))
	if err != nil {
		tb.t.Fatalf("%v\n%s", err, js)
	}
	return v
}

// shown is what a record's part of the page shows.
type shown struct {
	Visible  bool   `json:"visible"`
	Position string `json:"position"`
	Turn     string `json:"turn"`
	Uses     string `json:"uses"`
}

// shown reads record k's part of the page.
func (tb *tab) shown(k int) shown {
	tb.t.Helper()
	return eval[shown](tb, fmt.Sprintf(`(() => {
		const s = document.querySelector('section[data-record="%d"]');
		const b = s.querySelector('svg.board'), c = s.querySelector('.turn.current');
		return {visible: !s.hidden, position: b.getAttribute('data-position') || '',
			turn: c ? c.getAttribute('data-turn') : '',
			uses: Array.from(b.children, u => u.getAttribute('data-part')).join(' ')};
	})()`, k))
}

// key presses a key, the focus being wherever it is: a real key press, or
// a keydown event sent to the focused element from a script.
func (tb *tab) key(k string) {
	tb.t.Helper()
	if tb.scripted {
		eval[bool](tb, fmt.Sprintf(`(document.activeElement || document.body).dispatchEvent(
			new KeyboardEvent('keydown', {key: %q, bubbles: true, cancelable: true}))`, k))
		return
	}
	tb.run(chromedp.KeyEvent(domKeys[k]))
}

// click clicks the element the selector finds in record k's part: with the
// mouse, or from a script.
func (tb *tab) click(k int, selector string) {
	tb.t.Helper()
	sel := fmt.Sprintf(`section[data-record="%d"] %s`, k, selector)
	if tb.scripted {
		eval[bool](tb, fmt.Sprintf(`document.querySelector(%q).click() === undefined`, sel))
		return
	}
	tb.run(chromedp.Click(chromedp.CSS(sel), chromedp.NodeVisible))
}

// setHash sets the fragment #rK-tN of the open page and waits for the page
// to show the turn named shown ("" for the start: no turn is highlighted).
func (tb *tab) setHash(k int, n, shown string) shown {
	tb.t.Helper()
	eval[string](tb, fmt.Sprintf(`location.hash = "#r%d-t%s"`, k, n))
	return tb.waitTurn(k, shown)
}

// waitTurn waits until record k shows the turn ("" for the start).
func (tb *tab) waitTurn(k int, turn string) shown {
	tb.t.Helper()
	var s shown
	for range 200 {
		if s = tb.shown(k); s.Visible && s.Turn == turn {
			return s
		}
		time.Sleep(10 * time.Millisecond)
	}
	tb.t.Fatalf("record %d never showed turn %s (shows %+v)", k, turn, s)
	return s
}

// domKeys are chromedp's keys by their DOM names.
var domKeys = map[string]string{"ArrowLeft": kb.ArrowLeft, "ArrowRight": kb.ArrowRight,
	"ArrowUp": kb.ArrowUp, "ArrowDown": kb.ArrowDown, "Home": kb.Home, "End": kb.End}
