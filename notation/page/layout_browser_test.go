package page_test

import (
	"bytes"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/arbiter-games/arbiter/internal/browsertest"
	"github.com/arbiter-games/arbiter/internal/golden"
	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/notation/diagram"
	"github.com/arbiter-games/arbiter/notation/page"
)

// minTextPx is the smallest the page may draw the players' names and the
// scores of the Ingenious score tracks, in CSS pixels.
const minTextPx = 9

// widths are the widths of the screens the layout tests use: a phone's,
// a laptop's.
var widths = []int64{400, 1280}

// TestIngeniousLayoutInBrowser opens Ingenious records (two to four
// tracks, long bonus turns) at 400 and 1280 pixels wide: the names and
// scores of the tracks are drawn at least minTextPx high, and neither the
// move list nor the page scrolls sideways.
func TestIngeniousLayoutInBrowser(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a browser")
	}
	var entries []page.Entry
	var sizes []float64 // the smallest size of the names and scores, by record
	for _, name := range []string{"korean-club", "four-players", "teams", "bonus-chain"} {
		x := readExamples(t, "../../examples/ingenious/"+name+".ingenious")[0]
		entries = append(entries, x.entry)
		sizes = append(sizes, trackTextSize(t, x.entry))
	}
	var buf bytes.Buffer
	if err := page.Write(&buf, entries); err != nil {
		t.Fatal(err)
	}
	tb := open(t, buf.Bytes(), "")
	for _, w := range widths {
		tb.viewport(w, 900)
		for k, size := range sizes {
			m := measure(tb, k+1)
			if px := size * m.Scale; px < minTextPx {
				t.Errorf("%d px wide, record %d: names and scores %.1f px high (the tracks at %.2f px a unit), want %d or more",
					w, k+1, px, m.Scale, minTextPx)
			}
			if m.Moves > 0 || m.Page > 0 {
				t.Errorf("%d px wide, record %d: the move list scrolls %d px sideways, the page %d px", w, k+1, m.Moves, m.Page)
			}
		}
	}
}

// trackTextSize is the size of the smallest name or score of the tracks
// of a record's first drawing, in user units.
func trackTextSize(t *testing.T, e page.Entry) float64 {
	t.Helper()
	drawer := diagram.For(e.Game)
	size := math.Inf(1)
	var walk func(es []diagram.Element, inTracks bool)
	walk = func(es []diagram.Element, inTracks bool) {
		for _, el := range es {
			switch el := el.(type) {
			case *diagram.Group:
				walk(el.Elements, inTracks || el.Class == "tracks")
			case *diagram.Text:
				if inTracks && (el.Class == "title" || strings.HasPrefix(el.Class, "score")) {
					size = min(size, el.Size)
				}
			}
		}
	}
	walk(drawer.Draw(notation.Snapshot{Position: e.Replay.Start}, diagram.Options{}).Elements, false)
	if math.IsInf(size, 1) {
		t.Fatal("the drawing has no tracks")
	}
	return size
}

// layoutMeasure is what the layout test measures of a record's part.
type layoutMeasure struct {
	// Scale is the smallest scale, in pixels a user unit, of the pictures
	// that draw the score tracks.
	Scale float64 `json:"scale"`
	// Moves and Page are how far the move list and the page scroll
	// sideways.
	Moves int `json:"moves"`
	Page  int `json:"page"`
}

// measure shows record k and measures its part of the page once its
// board is drawn.
func measure(tb *tab, k int) layoutMeasure {
	tb.T.Helper()
	eval[string](tb, fmt.Sprintf(`location.hash = "#r%d"`, k))
	m, ok := browsertest.Poll[layoutMeasure](tb.Page, fmt.Sprintf(`(s => !s.hidden &&
		s.querySelector('svg.board').hasAttribute('data-position') && {
		scale: Math.min(...Array.from(s.querySelectorAll('svg'))
			.filter(svg => svg.querySelector('.tracks') && svg.getClientRects().length)
			.map(svg => svg.getBoundingClientRect().width / svg.viewBox.baseVal.width)),
		moves: s.querySelector('.moves').scrollWidth - s.querySelector('.moves').clientWidth,
		page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
	})(document.querySelector('section[data-record="%d"]'))`, k), browsertest.Patience)
	if !ok {
		tb.T.Fatalf("record %d is never shown", k)
	}
	return m
}

// TestKoreanScreenshots takes pictures of a Korean game's page of each
// game at 1280 and 400 pixels wide, on a machine without a Korean font;
// with -update it writes them to docs/img/html-<game>-korean-<width>.png.
func TestKoreanScreenshots(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a browser")
	}
	skipWithKoreanFonts(t)
	for _, tc := range []struct{ game, file, turn string }{
		{"yinsh", koreanYINSH, "15"},
		{"jungle", "../../examples/jungle/korean-club.jungle", "23"},
		{"ingenious", "../../examples/ingenious/korean-club.ingenious", "34"},
	} {
		tb := open(t, pageOf(t, readExamples(t, tc.file)[0].entry.Record), "#r1-t"+tc.turn)
		for _, w := range widths {
			tb.viewport(w, map[int64]int64{400: 860, 1280: 800}[w])
			tb.waitTurn(1, tc.turn)
			waitFonts(tb)
			shot, err := chromedp.Run(tb.Ctx, chromedp.CaptureScreenshot())
			if err != nil {
				t.Fatal(err)
			}
			if len(shot) < 10000 {
				t.Errorf("%s at %d px: a screenshot of %d bytes", tc.game, w, len(shot))
			}
			if golden.Updating() {
				name := fmt.Sprintf("html-%s-korean-%d.png", tc.game, w)
				if err := os.WriteFile(filepath.Join("..", "..", "docs", "img", name), shot, 0o644); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
}
