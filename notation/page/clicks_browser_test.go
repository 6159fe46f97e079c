package page_test

import (
	"encoding/json"
	"fmt"
	"slices"
	"testing"

	"github.com/arbiter-games/arbiter/internal/browsertest"
	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/referee"
)

// TestAnalysisEntersGames enters whole games of each game by clicks on
// the page's hooks (data-at, data-tile, data-choice), each turn the
// gestures the game gives the record's turn among the engine's legal
// ones (clicksOf): after every turn the board's data-position is the
// referee's (`arbiter show --format json`), and at the end the record's
// text (textarea[data-text]) is what `arbiter convert` writes for the
// record of the same moves. The games hold every kind of turn (turnKinds):
// YINSH placements, moves, rows at the start and the end of a turn, of
// both players, crossing and longer than five, rings removed; Jungle
// captures, river jumps, traps and the den; Ingenious doubles, bonus
// placements and swaps (a public record: one that writes its racks and
// draws offers no click).
func TestAnalysisEntersGames(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a browser")
	}
	browsertest.Require(t)
	for _, c := range []struct {
		game    string
		records func(t *testing.T) []*notation.Record
	}{
		{"YINSH", func(t *testing.T) []*notation.Record {
			// Seed 1 holds every kind but one move making rows of both
			// players, which seed 150 holds.
			return []*notation.Record{generated(t, "YINSH", "", 1, 1000), generated(t, "YINSH", "", 150, 1000)}
		}},
		{"Jungle", func(t *testing.T) []*notation.Record {
			return []*notation.Record{readExamples(t, "../../examples/jungle/annotated.jungle")[0].entry.Record}
		}},
		{"Ingenious", func(t *testing.T) []*notation.Record {
			// The whole record, its busiest position (325,165 turns
			// before turn 26) among them: the gestures come step by step.
			return []*notation.Record{public(readExamples(t, "../../examples/ingenious/annotated.ingenious")[0].entry.Record)}
		}},
	} {
		t.Run(c.game, func(t *testing.T) {
			t.Parallel()
			held := map[string]bool{}
			for _, rec := range c.records(t) {
				head, turns, err := clicksOf(t, rec)
				if err != nil {
					t.Fatal(err)
				}
				for k, v := range turnKinds[c.game].of(turns) {
					held[k] = held[k] || v
				}
				clickGame(t, head, rec, turns)
			}
			for _, k := range turnKinds[c.game].must {
				if !held[k] {
					t.Errorf("no turn entered is of the kind %q", k)
				}
			}
		})
	}
}

// part is the record from the position after its first n turns (a
// Position tag, where n > 0), with its turns up to the m-th.
func part(t *testing.T, rec *notation.Record, n, m int) *notation.Record {
	t.Helper()
	views, _, err := referee.Views(rec, referee.Options{})
	if err != nil {
		t.Fatal(err)
	}
	tail := *rec
	tail.Tags = slices.Clone(rec.Tags)
	if n > 0 {
		tail.SetTag("Position", views[n].Position.String())
	}
	tail.Moves = notation.Line{Turns: rec.Moves.Turns[n:m]}
	return &tail
}

// clickGame opens the page of a record's start on the analysis board and
// enters the turns by clicks on the hooks; after each turn the board's
// data-position is the turn's position, and at the end the page's text
// is convert's of the record's start with the record's turns.
func clickGame(t *testing.T, head, rec *notation.Record, turns []clickedTurn) {
	t.Helper()
	tb := startAnalysis(t, textOf(t, head), true)
	for k, turn := range turns {
		var sels []string
		for _, g := range turn.gestures {
			sels = append(sels, hook(g))
		}
		js, err := json.Marshal(sels)
		if err != nil {
			t.Fatal(err)
		}
		if missing := eval[string](tb, fmt.Sprintf(`(sels => {
			for (const s of sels) {
				const e = document.querySelector(s);
				if (!e) { return s; }
				e.dispatchEvent(new MouseEvent('click', {bubbles: true}));
			}
			return ''; })(%s)`, js)); missing != "" {
			t.Fatalf("turn %d (%s): the page shows no %s", k+1, turn.move, missing)
		}
		if _, ok := browsertest.Poll[bool](tb.Page, fmt.Sprintf(`document.querySelector('section[data-record="1"] svg.board').getAttribute('data-position') === %q`, turn.position), browsertest.Patience); !ok {
			t.Fatalf("after turn %d (%s) the board shows %q, want %q", k+1, turn.move,
				eval[string](tb, `document.querySelector('section[data-record="1"] svg.board').getAttribute('data-position')`), turn.position)
		}
	}
	same := *head
	same.Moves = notation.Line{}
	for _, turn := range rec.Moves.Turns {
		same.Moves.Turns = append(same.Moves.Turns, &notation.Turn{Move: turn.Move})
	}
	want := canonical(t, textOf(t, &same))
	if _, ok := browsertest.Poll[bool](tb.Page, fmt.Sprintf(`document.querySelector('section[data-record="1"] textarea[data-text]').value === %q`, want), browsertest.Patience); !ok {
		t.Errorf("the page's text is\n%s\nwant (convert)\n%s", tb.recordText(), want)
	}
}
