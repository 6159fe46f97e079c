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
)

// TestAnalysisPictures writes, with -update, the pictures of docs/html.md
// of each game's analysis board mid-analysis, at 1280 and 400 px:
// docs/img/html-analysis-<game>-mid-<width>.png. The record shown has a
// variation and comments, and a turn is being entered, what is picked
// drawn on the board: YINSH a ring moved and the row it made offered,
// Jungle an animal by the river picked and its squares (the jump) shown,
// Ingenious a swap asked for, a tile and its first space picked and its
// second spaces shown (a public record: one with racks and draws offers
// no click). The page must show the variation, the comment, what is
// picked and what comes next.
func TestAnalysisPictures(t *testing.T) {
	if testing.Short() || !golden.Updating() {
		t.Skip("writes docs/img's pictures of the analysis board: run with -update")
	}
	yinsh := generated(t, "YINSH", "", 1, 1000)
	jungle := readExamples(t, "../../examples/jungle/annotated.jungle")[0].entry.Record
	// To turn 21, its first swap.
	ingenious := part(t, public(readExamples(t, "../../examples/ingenious/annotated.ingenious")[0].entry.Record), 0, 21)
	for _, c := range []struct {
		game string
		rec  *notation.Record
		// turn is the kind of turn entered, and clicks how many of its
		// gestures are made before the picture.
		turn   func(clickedTurn) bool
		clicks func(clickedTurn) int
		// offered is what the page offers next: choices, tiles or spots.
		offered string
	}{
		{"YINSH", yinsh,
			func(ct clickedTurn) bool {
				return ct.gestures[0].Kind == notation.GestureAt && slices.ContainsFunc(ct.gestures, isChoice)
			},
			func(ct clickedTurn) int { return slices.IndexFunc(ct.gestures, isChoice) }, `.gestures [data-choice]`},
		{"Jungle", jungle,
			func(ct clickedTurn) bool { return jungleKinds([]clickedTurn{ct})["river jump"] },
			func(clickedTurn) int { return 1 }, `svg.board .spot`},
		{"Ingenious", ingenious,
			func(ct clickedTurn) bool { return ct.gestures[0].Text == "swap" },
			func(clickedTurn) int { return 3 }, `svg.board .spot`},
	} {
		head, turns, err := clicksOf(t, c.rec)
		if err != nil {
			t.Fatal(err)
		}
		k := slices.IndexFunc(turns, c.turn)
		if k < 3 {
			t.Fatalf("%s: no turn to enter after turn 3", c.game)
		}
		src := midAnalysis(t, head, turns[:k])
		for _, w := range widths {
			t.Run(fmt.Sprint(c.game, w), func(t *testing.T) {
				tb := startAnalysis(t, src, true)
				tb.viewport(w, map[int64]int64{400: 1700, 1280: 860}[w])
				tb.key("End")
				for _, g := range turns[k].gestures[:c.clicks(turns[k])] {
					sel := hook(g)
					if _, ok := browsertest.Poll[bool](tb.Page, fmt.Sprintf(`document.querySelector(%q) !== null`, sel), browsertest.Patience); !ok {
						t.Fatalf("the page shows no %s (at %s)", sel, eval[string](tb, `document.querySelector('svg.board').getAttribute('data-position')`))
					}
					eval[bool](tb, fmt.Sprintf(`document.querySelector(%q).dispatchEvent(new MouseEvent('click', {bubbles: true}))`, sel))
				}
				for what, js := range map[string]string{
					"a variation":     `.tree .variation .turn`,
					"a comment":       `.tree .comment`,
					"what is picked":  `svg.board .picked`,
					"what comes next": c.offered,
				} {
					if _, ok := browsertest.Poll[bool](tb.Page, fmt.Sprintf(`document.querySelector('section[data-record="1"] %s') !== null`, js), browsertest.Patience); !ok {
						t.Errorf("the page shows no %s", what)
					}
				}
				shot, err := chromedp.Run(tb.Ctx, chromedp.CaptureScreenshot())
				if err != nil {
					t.Fatal(err)
				}
				name := fmt.Sprintf("html-analysis-%s-mid-%d.png", strings.ToLower(c.game), w)
				if err := os.WriteFile(filepath.Join("..", "..", "docs", "img", name), shot, 0o644); err != nil {
					t.Fatal(err)
				}
			})
		}
	}
}

func isChoice(g notation.Gesture) bool { return g.Kind == notation.GestureChoice }

// midAnalysis is the text of a record of the start and turns, with a
// variation to its third turn from the end and comments on the
// variation and on the main line's last turn.
func midAnalysis(t *testing.T, head *notation.Record, turns []clickedTurn) string {
	t.Helper()
	b, err := board.Load(referee.Boards{}, textOf(t, head), "")
	if err != nil {
		t.Fatal(err)
	}
	var line []int
	for _, ct := range turns {
		line = append(line, b.Node())
		if err := b.Play(ct.move); err != nil {
			t.Fatal(err)
		}
	}
	if err := b.SetComment(b.Node(), "the turn to think about"); err != nil {
		t.Fatal(err)
	}
	if err := b.Go(line[len(line)-3]); err != nil {
		t.Fatal(err)
	}
	legal, listed := b.Position().Legal(), len(b.Tree())
	for i := len(legal) - 1; len(b.Tree()) == listed; i-- { // the last legal turn but the line's
		if err := b.Go(line[len(line)-3]); err != nil {
			t.Fatal(err)
		}
		if err := b.Play(legal[i].String()); err != nil {
			t.Fatal(err)
		}
	}
	if err := b.SetComment(b.Node(), "a try: the other side"); err != nil {
		t.Fatal(err)
	}
	text, err := b.Text()
	if err != nil {
		t.Fatal(err)
	}
	return text
}
