package page_test

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/arbiter-games/arbiter/internal/browsertest"
	"github.com/arbiter-games/arbiter/internal/golden"
	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/notation/page/board"
	"github.com/arbiter-games/arbiter/referee"
	"github.com/arbiter-games/arbiter/referee/bridge"
)

// canonical is a record's text as `arbiter convert` writes it.
func canonical(t testing.TB, src string) string {
	t.Helper()
	out, err := bridge.Canonical(referee.Check(parseText(t, src), referee.Options{}))
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// hook is the selector of the page's hook for a gesture.
func hook(g notation.Gesture) string {
	return fmt.Sprintf(`section[data-record="1"] [data-%s=%q]`, g.Kind, g.Text)
}

// enter enters turns on the page's board by clicks on its hooks, as a
// board of the test enters them (the first target each time, or what
// pick chooses); it gives the turns entered, as the board writes them.
func enter(tb *tab, b *board.Board, turns int, pick func([]notation.Gesture) notation.Gesture) []string {
	tb.T.Helper()
	var moves []string
	for len(moves) < turns {
		targets := b.Targets()
		if len(targets) == 0 {
			tb.T.Fatalf("no target after %v", moves)
		}
		g := pick(targets)
		sel := hook(g)
		if _, ok := browsertest.Poll[bool](tb.Page, fmt.Sprintf(`document.querySelector(%q) !== null`, sel), browsertest.Patience); !ok {
			tb.T.Fatalf("after %v the page shows no %s", moves, sel)
		}
		if tb.scripted {
			eval[bool](tb, fmt.Sprintf(`document.querySelector(%q).dispatchEvent(new MouseEvent('click', {bubbles: true}))`, sel))
		} else {
			tb.Click(sel)
		}
		before := b.Node()
		if _, err := b.Click(g); err != nil {
			tb.T.Fatal(err)
		}
		if b.Node() != before {
			moves = append(moves, b.Tree()[len(b.Tree())-1].Move)
		}
	}
	return moves
}

func first(ts []notation.Gesture) notation.Gesture { return ts[0] }

// recordText is the page's textarea[data-text].
func (tb *tab) recordText() string {
	tb.T.Helper()
	return eval[string](tb, `document.querySelector('section[data-record="1"] textarea[data-text]').value`)
}

// analyseAtEnd opens src's page on its analysis board at the end of its
// main line, and a board of the model there beside it.
func analyseAtEnd(t *testing.T, src string) (*tab, *board.Board) {
	t.Helper()
	tb := startAnalysis(t, src, true)
	b, err := board.Load(referee.Boards{}, src, "")
	if err != nil {
		t.Fatal(err)
	}
	tb.key("End")
	for n := -1; n != b.Node(); {
		n = b.Node()
		b.Forward()
	}
	return tb, b
}

// startAnalysis opens the page of a record's text and its analysis board.
func startAnalysis(t *testing.T, src string, scripted bool) *tab {
	t.Helper()
	tb := open(t, pageOf(t, parseText(t, src)), "")
	tb.scripted = scripted
	if _, ok := browsertest.Poll[bool](tb.Page, `!!document.querySelector('svg.board').getAttribute('data-position')`, browsertest.Patience); !ok {
		t.Fatal("the board was never drawn")
	}
	tb.click(1, `button[data-act="analyse"]`)
	if _, ok := browsertest.Poll[bool](tb.Page, `document.querySelector('section.analysing') !== null`, browsertest.Patience); !ok {
		t.Fatal("the analysis board never opened")
	}
	return tb
}

// TestAnalysisKeepsEdits adds a variation and a comment: both are in the
// record's text, and still there after a reload, until discarded.
func TestAnalysisKeepsEdits(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a browser")
	}
	src := "[Game \"Jungle\"]\n\n1. Ta1-b1 2. Ra7-a6 3. Tb1-a1 *\n"
	tb := startAnalysis(t, src, true)
	tb.key("ArrowLeft")
	b, err := board.Load(referee.Boards{}, src, "")
	if err != nil {
		t.Fatal(err)
	}
	b.Back()
	b.Back()
	b.Back()
	tb.key("Home")
	if _, ok := browsertest.Poll[bool](tb.Page, `document.querySelector('section[data-record="1"] .tree .current') === null`, browsertest.Patience); !ok {
		t.Fatal("Home does not go to the start")
	}
	tb.key("ArrowRight")
	b.Forward()
	// Black's second move off the line: a variation.
	enter(tb, b, 1, func(ts []notation.Gesture) notation.Gesture { return ts[len(ts)-1] })
	eval[bool](tb, `(c => { c.value = 'a try'; return c.dispatchEvent(new Event('change', {bubbles: true})); })(
		document.querySelector('section[data-record="1"] textarea[data-comment]'))`)
	got := tb.recordText()
	if !strings.Contains(got, "(") || !strings.Contains(got, "{a try}") {
		t.Fatalf("the record's text after a variation and a comment:\n%s", got)
	}
	tb.Run(chromedp.Reload())
	if _, ok := browsertest.Poll[bool](tb.Page, fmt.Sprintf(`document.querySelector('section.analysing textarea[data-text]') !== null &&
		document.querySelector('section.analysing textarea[data-text]').value === %q`, got), browsertest.Patience); !ok {
		t.Fatalf("after a reload the page's text is\n%s\nwant\n%s", tb.recordText(), got)
	}
	eval[bool](tb, `(() => { window.downloaded = [];
		const make = URL.createObjectURL;
		URL.createObjectURL = b => { b.text().then(t => window.downloaded.push(t)); return make(b); };
		HTMLAnchorElement.prototype.click = function () {};
		return true; })()`)
	tb.click(1, `button[data-act="download"]`)
	if file, ok := browsertest.Poll[[]string](tb.Page, `window.downloaded.length === 1 && window.downloaded`, browsertest.Patience); !ok || file[0] != got {
		t.Errorf("download gives %q, want the record as it stands:\n%s", file, got)
	}
	tb.click(1, `button[data-act="discard"]`)
	if back := tb.recordText(); back != canonical(t, src) {
		t.Errorf("after discard the page's text is\n%s\nwant\n%s", back, canonical(t, src))
	}
}

// TestAnalysisByTaps enters turns with the browser's own clicks on a
// phone's screen and on a desktop's: each spot and button is drawn,
// uncovered and big enough for a finger, and a click needs no hover. With
// -update it writes pictures of a YINSH board mid-turn (a ring picked,
// its moves shown) to docs/img/html-analysis-yinsh-<width>.png.
func TestAnalysisByTaps(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a browser")
	}
	spread := func(ts []notation.Gesture) notation.Gesture { return ts[len(ts)*3/7] }
	for _, c := range []struct {
		game   string
		before int // turns entered before the picture
	}{{"YINSH", 10}, {"Ingenious", 2}} {
		header := fmt.Sprintf("[Game %q]\n[White \"Kim\"]\n[Black \"Park\"]\n", c.game)
		for _, w := range widths {
			t.Run(fmt.Sprint(c.game, w), func(t *testing.T) {
				tb := startAnalysis(t, header+"\n*\n", false)
				tb.viewport(w, map[int64]int64{400: 860, 1280: 800}[w])
				b, err := board.Load(referee.Boards{}, header+"\n*\n", "")
				if err != nil {
					t.Fatal(err)
				}
				enter(tb, b, c.before, spread)
				// The first gesture of a turn, then its spots.
				for len(b.Made()) == 0 || b.Targets()[0].Kind != notation.GestureAt {
					g := b.Targets()[0]
					tb.Click(hook(g))
					if _, err := b.Click(g); err != nil {
						t.Fatal(err)
					}
				}
				smallest, ok := browsertest.Poll[float64](tb.Page, `(s => s.length > 0 && Math.min(...s.map(e => e.getBoundingClientRect().width)))(
					[...document.querySelectorAll('section[data-record="1"] svg.board .spot')])`, browsertest.Patience)
				if !ok {
					t.Fatal("no spot after the turn's first gesture")
				}
				if smallest < 28 {
					t.Errorf("at %d px wide the spots are %.1f px across: too small for a finger", w, smallest)
				}
				if golden.Updating() && c.game == "YINSH" {
					shot, err := chromedp.Run(tb.Ctx, chromedp.CaptureScreenshot())
					if err != nil {
						t.Fatal(err)
					}
					name := fmt.Sprintf("html-analysis-yinsh-%d.png", w)
					if err := os.WriteFile(filepath.Join("..", "..", "docs", "img", name), shot, 0o644); err != nil {
						t.Fatal(err)
					}
				}
				enter(tb, b, 1, first)
			})
		}
	}
}

// TestAnalysisEditsTree promotes a variation (p), marks its turn with the
// buttons, and deletes it (Delete): after each the page's text is the
// text of a board of the test that does the same.
func TestAnalysisEditsTree(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a browser")
	}
	src := "[Game \"Jungle\"]\n\n1. Ta1-b1 2. Ra7-a6 3. Tb1-a1 *\n"
	tb := startAnalysis(t, src, true)
	b, err := board.Load(referee.Boards{}, src, "")
	if err != nil {
		t.Fatal(err)
	}
	same := func(what string) {
		t.Helper()
		want, err := b.Text()
		if err != nil {
			t.Fatal(err)
		}
		if _, ok := browsertest.Poll[bool](tb.Page, fmt.Sprintf(`document.querySelector('section[data-record="1"] textarea[data-text]').value === %q`, want), browsertest.Patience); !ok {
			t.Fatalf("after %s the page's text is\n%s\nwant\n%s", what, tb.recordText(), want)
		}
	}
	tb.click(1, `[data-board-node="1"]`)
	if err := b.Go(1); err != nil {
		t.Fatal(err)
	}
	enter(tb, b, 1, func(ts []notation.Gesture) notation.Gesture { return ts[len(ts)-1] })
	same("a variation")
	alt := b.Node()
	current := func(id int) {
		t.Helper()
		if _, ok := browsertest.Poll[bool](tb.Page, fmt.Sprintf(`(c => c !== null && c.getAttribute('data-board-node') === '%d')(
			document.querySelector('section[data-record="1"] .tree .current'))`, id), browsertest.Patience); !ok {
			t.Fatalf("the turn shown is not node %d", id)
		}
	}
	tb.key("ArrowUp")
	current(2)
	tb.key("ArrowDown")
	current(alt)
	tb.key("p")
	if err := b.Promote(b.Node()); err != nil {
		t.Fatal(err)
	}
	same("promote")
	tb.click(1, `button[data-mark="!?"]`)
	if err := b.SetAnnotations(b.Node(), []string{"!?"}); err != nil {
		t.Fatal(err)
	}
	same("!?")
	tb.click(1, `button[data-mark="$2"]`)
	if err := b.SetAnnotations(b.Node(), []string{"!?", "$2"}); err != nil {
		t.Fatal(err)
	}
	same("$2")
	tb.key("Delete")
	if err := b.DeleteFrom(b.Node()); err != nil {
		t.Fatal(err)
	}
	same("Delete")
}

// TestAnalysisChoices enters a YINSH turn that removes a row, by clicks
// on the row's choice (data-choice) and the ring's spot: the page's text
// is the text of a board of the test that does the same.
func TestAnalysisChoices(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a browser")
	}
	rec := readExamples(t, "../../examples/yinsh/annotated.yinsh")[0].entry.Record
	head := *rec
	for k, turn := range rec.Moves.Turns {
		if strings.Contains(turn.Move, "x") {
			head.Moves = notation.Line{Turns: rec.Moves.Turns[:k]}
			break
		}
	}
	src, err := bridge.Canonical(referee.Check(&head, referee.Options{}))
	if err != nil {
		t.Fatal(err)
	}
	tb, b := analyseAtEnd(t, src)
	var row []notation.Gesture
	for _, m := range b.Position().Legal() {
		way, _ := notation.AbilitiesOf(b.Game()).Gestures.Way(b.Position(), m)
		if slices.ContainsFunc(way, func(x notation.Gesture) bool { return x.Kind == notation.GestureChoice }) {
			row = way
			break
		}
	}
	if row == nil {
		t.Fatal("no turn removes a row")
	}
	entered := enter(tb, b, 1, func([]notation.Gesture) notation.Gesture { return row[len(b.Made())] })
	want, err := b.Text()
	if err != nil {
		t.Fatal(err)
	}
	if got := tb.recordText(); got != want || !strings.Contains(got, entered[0]) {
		t.Errorf("after %v the page's text is\n%s\nwant\n%s", row, got, want)
	}
}
