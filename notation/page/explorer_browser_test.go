package page_test

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/arbiter-games/arbiter/internal/browsertest"
	"github.com/arbiter-games/arbiter/internal/golden"
	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/notation/page"
	"github.com/arbiter-games/arbiter/referee"
	"github.com/arbiter-games/arbiter/referee/openings"
	"github.com/arbiter-games/arbiter/referee/pageentry"
)

// explorerRow is what the opening explorer shows of one turn.
type explorerRow struct {
	Move  string `json:"move"`
	Games string `json:"games"`
	Count string `json:"count"`
	Score string `json:"score"`
}

// explorerJS reads the explorer of record 1: its heading and its rows.
const explorerJS = `(() => {
	const x = document.querySelector('section[data-record="1"] .explorer');
	if (!x) { return null; }
	return {head: x.querySelector('.explorer-head').textContent,
		rows: [...x.querySelectorAll('tr[data-explore]')].map(tr => ({move: tr.getAttribute('data-explore'),
			games: tr.getAttribute('data-games'), count: tr.cells[1].textContent, score: tr.cells[2].textContent}))};
})()`

// explorerShown is the explorer as read.
type explorerShown struct {
	Head string        `json:"head"`
	Rows []explorerRow `json:"rows"`
}

// archiveOpenings counts the openings of files as 'arbiter html
// --openings' does.
func archiveOpenings(t *testing.T, depth int, files ...string) *openings.Openings {
	t.Helper()
	o := &openings.Openings{Depth: depth}
	if _, err := referee.Files(files, referee.FileOptions{}, func(res referee.Result) error { o.Add(res); return nil }); err != nil {
		t.Fatal(err)
	}
	return o
}

// wantRows is what the explorer must show of a position: the tree's
// continuations from its key, computed in Go.
func wantRows(tree *openings.Tree, key string) []explorerRow {
	n := tree.Node(key)
	rows := []explorerRow{}
	for _, c := range tree.Continuations(key) {
		score := "–"
		if s, ok := c.Tally.Score(); ok {
			score = fmt.Sprintf("%.1f%%", 100*s)
		}
		rows = append(rows, explorerRow{Move: c.Move, Games: fmt.Sprint(c.Tally.Games),
			Count: fmt.Sprintf("%d (%.0f%%)", c.Tally.Games, 100*float64(c.Tally.Games)/float64(n.Tally.Games)), Score: score})
	}
	return rows
}

// explorerPage opens the page of a game's annotated example with the
// openings of all its examples (depth 8), at turn 1.
func explorerPage(t *testing.T, game, ending string) (*tab, *openings.Tree, expected) {
	t.Helper()
	files, _ := filepath.Glob("../../examples/" + game + "/*." + ending)
	o := archiveOpenings(t, 8, files...)
	xs := readExamples(t, "../../examples/"+game+"/annotated."+ending)
	buf := &bytes.Buffer{}
	pw := page.NewWriter(buf)
	pw.SetOpenings(pageentry.Openings(o.Summary(1)))
	if err := pw.Add(xs[0].entry); err != nil {
		t.Fatal(err)
	}
	if err := pw.Close(); err != nil {
		t.Fatal(err)
	}
	return open(t, buf.Bytes(), "#r1-t1"), o.Tree(xs[0].entry.Game.Name()), xs[0]
}

// checkExplorer checks what the explorer of record 1 shows at the turn
// ("" for the start) against the tree, and says how many turns it lists.
func checkExplorer(tb *tab, tree *openings.Tree, g notation.Game, turn string) int {
	tb.T.Helper()
	s := tb.waitTurn(1, turn)
	key := notation.PublicKey(g, s.Position)
	want := wantRows(tree, key)
	got, ok := browsertest.Poll[explorerShown](tb.Page, explorerJS, browsertest.Patience)
	if !ok || fmt.Sprint(got.Rows) != fmt.Sprint(want) {
		tb.T.Fatalf("turn %q: the explorer shows %+v, want %+v", turn, got, want)
	}
	head := "Openings: no game of the archive reaches this position within 8 turns"
	if n := tree.Node(key); n != nil {
		head = fmt.Sprintf("Openings: %d %s this position", n.Tally.Games, map[bool]string{true: "game reaches", false: "games reach"}[n.Tally.Games == 1])
	}
	if got.Head != head {
		tb.T.Errorf("turn %q: the explorer says %q, want %q", turn, got.Head, head)
	}
	return len(want)
}

// TestExplorer opens a page with an archive's openings: at each turn
// stepped to, the explorer lists the continuations Tree.Continuations
// gives for the key of the position shown, with their games and scores;
// in analysis a click on one plays it. No network request, no console
// error (browsertest). With -update it writes pictures of the explorer
// at 400 and 1280 px wide to docs/img/html-explorer-<width>.png.
func TestExplorer(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a browser")
	}
	tb, tree, x := explorerPage(t, "yinsh", "yinsh")
	g := x.entry.Game
	listed := 0
	for turn := 1; turn <= 10; turn++ {
		tb.setHash(1, fmt.Sprint(turn), fmt.Sprint(turn))
		listed += checkExplorer(tb, tree, g, fmt.Sprint(turn))
	}
	if listed == 0 {
		t.Error("the explorer listed no turn")
	}
	// The start, where the archive's games part most.
	tb.Click(`section[data-record="1"] button[data-act="first"]`)
	checkExplorer(tb, tree, g, "")
	for _, w := range widths {
		tb.viewport(w, map[int64]int64{400: 860, 1280: 800}[w])
		if golden.Updating() {
			eval[bool](tb, `document.querySelector('section[data-record="1"] .explorer').scrollIntoView({block: 'center'}) === undefined`)
			shot, err := chromedp.Run(tb.Ctx, chromedp.CaptureScreenshot())
			if err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(filepath.Join("..", "..", "docs", "img", fmt.Sprintf("html-explorer-%d.png", w)), shot, 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
	// In analysis, at the start, a click on the most played turn plays it.
	start := analyseStart(tb, x)
	played := tree.Continuations(notation.PublicKey(g, start))[0]
	tb.Click(`section[data-record="1"] .explorer tr[data-explore]`)
	if _, ok := browsertest.Poll[bool](tb.Page, fmt.Sprintf(`document.querySelector('section[data-record="1"] svg.board').getAttribute('data-position') !== %q`, start), browsertest.Patience); !ok {
		t.Fatal("a click on the explorer's turn played nothing")
	}
	if got := notation.PublicKey(g, tb.shown(1).Position); got != played.To.Key {
		t.Errorf("%s reaches %q, want %q", played.Move, got, played.To.Key)
	}
}

// analyseStart opens the analysis board of record 1 at its start, and
// gives the start's position string.
func analyseStart(tb *tab, x expected) string {
	tb.T.Helper()
	tb.Click(`section[data-record="1"] button[data-act="analyse"]`)
	start := x.positions[x.first-1]
	tb.Click(`section[data-record="1"] button[data-act="first"]`)
	if _, ok := browsertest.Poll[bool](tb.Page, fmt.Sprintf(`document.querySelector('section[data-record="1"] svg.board').getAttribute('data-position') === %q`, start), browsertest.Patience); !ok {
		tb.T.Fatalf("the board does not go back to the start: it shows %q", tb.shown(1).Position)
	}
	return start
}

// TestExplorerHidden: the explorer of a game with hidden information
// (racks dealt) lists at a record's start the turns of every game of the
// archive that starts from its board, whatever was dealt; in analysis a
// click on a turn the board cannot take as listed (without its draws)
// says why under the board, the board unchanged.
func TestExplorerHidden(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a browser")
	}
	tb, tree, x := explorerPage(t, "ingenious", "ingenious")
	g := x.entry.Game
	if notation.AbilitiesOf(g).Hiding == nil {
		t.Skip("the game hides nothing")
	}
	tb.waitTurn(1, "1")
	tb.Click(`section[data-record="1"] button[data-act="first"]`)
	checkExplorer(tb, tree, g, "")
	start := x.positions[x.first-1]
	if n := tree.Node(notation.PublicKey(g, start)); n == nil || n.Tally.Games < 2 {
		t.Fatalf("the start is reached by %v: no games dealt otherwise merged", n)
	}
	analyseStart(tb, x)
	tb.Click(`section[data-record="1"] .explorer tr[data-explore]`)
	said, ok := browsertest.Poll[string](tb.Page, `document.querySelector('section[data-record="1"] p.cannot').textContent`, browsertest.Patience)
	if !ok || tb.shown(1).Position != start {
		t.Errorf("a turn without its draws: the page says %q and shows %q", said, tb.shown(1).Position)
	}
}
