package browsertest

import (
	"context"
	"errors"
	"fmt"
	"os"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// The tests of a package share one Chromium: it starts when a test first
// needs it (Open, Screenshot) and Main closes it when the tests end. Each
// test works in tabs of its own, so tests that use the browser can run in
// parallel.
var shared struct {
	once sync.Once
	// ctx is the browser's first tab; the other tabs are its children.
	ctx context.Context
	err error

	mu    sync.Mutex
	close func() // nil once closed
}

// closeTimeout bounds the graceful close of the browser.
const closeTimeout = 10 * time.Second

// running reports whether Main runs the tests, and so closes the browser.
var running atomic.Bool

// windowWidth and windowHeight are the size of a tab's window (Screenshot
// sets its own viewport; the page tests' screenshots are of this size).
const windowWidth, windowHeight = 1100, 800

// Main runs the tests of a package that uses the browser, then closes the
// browser, waits until none of its processes is left, and exits. Such a
// package's TestMain calls it:
//
//	func TestMain(m *testing.M) { browsertest.Main(m) }
func Main(m *testing.M) {
	running.Store(true)
	adoptOrphans()
	code := m.Run()
	closeTabs()
	if err := closeBrowser(); err != nil {
		fmt.Fprintln(os.Stderr, "browsertest: closing the browser:", err)
		if code == 0 {
			code = 1
		}
	}
	reapOrphans()
	os.Exit(code)
}

// start starts the shared browser once and returns its first tab.
func start() (context.Context, error) {
	shared.once.Do(func() {
		// The flags matter on a machine without a network: nothing is
		// fetched (no QUIC, no component, sync or background requests).
		// chromedp gives the browser a fresh user data directory in the
		// temporary directory, and removes it when the browser closes; on
		// Linux the browser is killed if the test binary dies first.
		opts := append(chromedp.DefaultExecAllocatorOptions[:],
			chromedp.ExecPath(browser), chromedp.Headless, chromedp.NoSandbox, chromedp.DisableGPU,
			chromedp.NoFirstRun,
			chromedp.Flag("disable-quic", true),
			chromedp.Flag("disable-background-networking", true),
			chromedp.Flag("disable-component-update", true),
			chromedp.Flag("disable-sync", true),
			chromedp.Flag("hide-scrollbars", true),
			chromedp.Flag("force-device-scale-factor", "1"),
			chromedp.WindowSize(windowWidth, windowHeight))
		actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
		ctx, cancel := chromedp.NewContext(actx)
		if err := chromedp.Do(ctx); err != nil {
			cancel()
			cancelAlloc()
			shared.err = fmt.Errorf("starting %s: %w", browser, err)
			return
		}
		shared.ctx = ctx
		shared.mu.Lock()
		shared.close = func() { cancel(); cancelAlloc() }
		shared.mu.Unlock()
	})
	return shared.ctx, shared.err
}

// closeBrowser closes the shared browser, if it started, and waits until
// its processes have exited and its directory is removed.
func closeBrowser() error {
	shared.mu.Lock()
	defer shared.mu.Unlock()
	if shared.close == nil {
		return nil
	}
	// A graceful close lets Chromium end its own processes; the cancel
	// functions then kill whatever is left, and wait for it.
	ctx, cancel := context.WithTimeout(shared.ctx, closeTimeout)
	err := chromedp.Cancel(ctx)
	cancel()
	shared.close()
	shared.close = nil
	if errors.Is(err, context.Canceled) {
		err = nil
	}
	return err
}

// tab is a tab of the shared browser. A test takes one from a pool of free
// tabs of its kind, or opens one, and gives it back when it ends: opening
// a tab costs a window and a renderer process, a tenth of a second or more
// of a small machine's time, where loading a page in a tab that is open
// already costs a few hundredths.
type tab struct {
	ctx   context.Context
	close context.CancelFunc
}

// Kinds of tab, each with a pool of its own: Screenshot's tabs emulate a
// viewport of their own size, Open's keep the window's.
const (
	pageTab       = "page"
	screenshotTab = "screenshot"
	freshTab      = "fresh" // never given back: OpenFresh's
)

// free holds the free tabs by kind.
var free struct {
	mu   sync.Mutex
	tabs map[string][]*tab
}

// takeTab returns a free tab of the kind, or opens one in the shared
// browser, starting the browser on first use. Without Chromium it skips
// the test (see Require).
func takeTab(t testing.TB, kind string) *tab {
	t.Helper()
	if !running.Load() {
		t.Fatal("browsertest: the package's TestMain must call browsertest.Main, which closes the browser after the tests")
	}
	Require(t)
	free.mu.Lock()
	if n := len(free.tabs[kind]); n > 0 {
		tb := free.tabs[kind][n-1]
		free.tabs[kind] = free.tabs[kind][:n-1]
		free.mu.Unlock()
		return tb
	}
	free.mu.Unlock()
	bctx, err := start()
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := chromedp.NewContext(bctx)
	if err := chromedp.Do(ctx); err != nil {
		cancel()
		t.Fatalf("opening a tab in %s: %v", browser, err)
	}
	return &tab{ctx: ctx, close: cancel}
}

// giveBack ends the tab's page, by loading an empty one, so that nothing
// from it reaches the next test, and keeps the tab for the next test of
// the kind. A tab that failed its test (reusable false) or that cannot
// load the empty page is closed instead.
func giveBack(tb *tab, kind string, reusable bool) {
	if reusable {
		ctx, cancel := context.WithTimeout(tb.ctx, giveBackTimeout)
		err := chromedp.Do(ctx, chromedp.Navigate("about:blank"))
		cancel()
		reusable = err == nil
	}
	if !reusable {
		tb.close()
		return
	}
	free.mu.Lock()
	defer free.mu.Unlock()
	if free.tabs == nil {
		free.tabs = map[string][]*tab{}
	}
	free.tabs[kind] = append(free.tabs[kind], tb)
}

// giveBackTimeout bounds the loading of the empty page into a tab given
// back.
const giveBackTimeout = 10 * time.Second

// closeTabs closes the free tabs.
func closeTabs() {
	free.mu.Lock()
	defer free.mu.Unlock()
	for _, tabs := range free.tabs {
		for _, tb := range tabs {
			tb.close()
		}
	}
	free.tabs = nil
}
