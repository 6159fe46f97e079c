package page_test

import (
	"bytes"
	"fmt"
	"slices"
	"strconv"
	"testing"

	"github.com/arbiter-games/arbiter/engines"
	"github.com/arbiter-games/arbiter/internal/browsertest"
	"github.com/arbiter-games/arbiter/internal/longtest"
	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/notation/page"
	"github.com/arbiter-games/arbiter/referee"
	"github.com/arbiter-games/arbiter/referee/pageentry"
)

// TestGeneratedInBrowser opens a page of 100 generated games of each game
// (10 trimmed, internal/longtest) and checks that the position after every
// main-line turn, as the page's WebAssembly replays the record's text, is
// `arbiter show --format json`'s (referee.Views); a few turns are shown
// through #rK-tN and the board's data-position compared. The page makes
// no network request and logs no error (browsertest.Open).
func TestGeneratedInBrowser(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a browser")
	}
	browsertest.Require(t)
	games := longtest.Pick(100, 10)
	for _, game := range []string{"YINSH", "Jungle", "Ingenious"} {
		t.Run(game, func(t *testing.T) {
			t.Parallel()
			g, err := notation.LookupGame(game)
			if err != nil {
				t.Fatal(err)
			}
			var entries []page.Entry
			var want [][]string
			for seed := range int64(games) {
				rec, err := notation.Generate(g, seed+1, engines.Setup{}, 1000)
				if err != nil {
					t.Fatal(err)
				}
				views, rep, err := referee.Views(rec, referee.Options{})
				if err != nil {
					t.Fatal(err)
				}
				var positions []string
				for _, v := range views {
					positions = append(positions, v.Position.String())
				}
				want = append(want, positions)
				e, err := pageentry.Of(rep, referee.Options{})
				if err != nil {
					t.Fatal(err)
				}
				entries = append(entries, e)
			}
			var buf bytes.Buffer
			if err := page.Write(&buf, entries); err != nil {
				t.Fatal(err)
			}
			tb := open(t, buf.Bytes(), "")
			tb.waitTurn(1, strconv.Itoa(len(want[0])-1))
			got := eval[[][]string](tb, replayedJS)
			for k := range want {
				if k >= len(got) || !slices.Equal(got[k], want[k]) {
					t.Fatalf("record %d: the page's positions differ from show's", k+1)
				}
			}
			for _, k := range []int{1, games / 2, games} {
				n := len(want[k-1]) / 2
				if s := tb.setHash(k, strconv.Itoa(n), strconv.Itoa(n)); s.Position != want[k-1][n] {
					t.Errorf("#r%d-t%d: the board shows %q, want %q", k, n, s.Position, want[k-1][n])
				}
			}
		})
	}
}

// replayedJS replays every record of the page from its text with the
// page's WebAssembly, as the page does, and gives the positions of its
// main line.
var replayedJS = fmt.Sprintf(`JSON.parse(document.getElementById('arbiter-data').textContent).records.map(r =>
	JSON.parse(arbiterCall('load', JSON.stringify({text: r.text, game: r.game}))).records[0].nodes
		.filter(n => %s.test(n.t)).map(n => n.p))`, "/^[0-9]+$/")
