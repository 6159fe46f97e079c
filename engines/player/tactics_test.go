package player

import (
	"strings"
	"testing"

	"github.com/arbiter-games/arbiter/engines"
	"github.com/arbiter-games/arbiter/engines/ingenious"
	"github.com/arbiter-games/arbiter/engines/jungle"
	"github.com/arbiter-games/arbiter/engines/yinsh"
)

// tactical are the two-player games in setups whose random games end
// soon, won or lost: blitz YINSH ends with the first ring removed.
var tactical = []game{
	{yinsh.Game{}, engines.Setup{Variant: "blitz"}},
	{jungle.Game{}, engines.Setup{}},
}

// decisive returns the setups and turns of random games that someone won,
// up to n of them.
func decisive(t *testing.T, gm game, n int) [][]engines.Move {
	t.Helper()
	var out [][]engines.Move
	for seed := int64(1); seed <= 400 && len(out) < n; seed++ {
		_, moves, err := gm.g.(engines.Generator).RandomGame(seed, gm.setup, 300)
		if err != nil {
			t.Fatal(err)
		}
		if o := replay(t, gm.g, gm.setup, moves).Outcome(); o.Over && len(o.Places) == 2 {
			out = append(out, moves)
		}
	}
	if len(out) == 0 {
		t.Fatalf("%s: no random game was won", gm.g.Name())
	}
	return out
}

// wins reports whether m wins the game at once for the side to move.
func wins(pos engines.Position, m engines.Move) bool {
	seat := pos.Seat()
	c := pos.Clone()
	if _, err := c.Play(m); err != nil {
		return false
	}
	o := c.Outcome()
	return o.Over && len(o.Places) == 2 && o.Places[0][0] == seat
}

// TestWinsInOne: before the last turn of a won random game the winner has
// a win in one, and every level above random takes it.
func TestWinsInOne(t *testing.T) {
	for _, gm := range tactical {
		for i, moves := range decisive(t, gm, 8) {
			pos := replay(t, gm.g, gm.setup, moves[:len(moves)-1])
			for level := 1; level <= 3; level++ {
				if m := choose(t, mustPlayer(t, gm.g, level, int64(i)), pos, nil, Limits{Depth: level}); !wins(pos, m) {
					t.Errorf("%s game %d level %d: %v does not win in %s", gm.g.Name(), i, level, m, pos)
				}
			}
		}
	}
}

// TestAvoidsLossInOne: before the loser's last turn of a won random game,
// where some turn leaves the opponent a win in one and another does not,
// level 2 plays one that does not.
func TestAvoidsLossInOne(t *testing.T) {
	for _, gm := range tactical {
		solver := gm.g.(engines.Searcher).NewSolver(0)
		found := 0
		for i, moves := range decisive(t, gm, 40) {
			if len(moves) < 2 {
				continue
			}
			pos := replay(t, gm.g, gm.setup, moves[:len(moves)-2])
			if sol, _ := solver.Solve(pos, 2); sol.Verdict != engines.Open {
				continue // a win in one, or every turn loses
			}
			found++
			m := choose(t, mustPlayer(t, gm.g, 2, int64(i)), pos, nil, Limits{Depth: 2})
			c := pos.Clone()
			if _, err := c.Play(m); err != nil {
				t.Fatal(err)
			}
			if sol, _ := solver.Solve(c, 1); sol.Verdict == engines.Win {
				t.Errorf("%s game %d: %v leaves a win in one (%v) in %s", gm.g.Name(), i, m, sol.Line, pos)
			}
		}
		if found < 3 {
			t.Errorf("%s: only %d positions with a loss in one to avoid", gm.g.Name(), found)
		}
		t.Logf("%s: %d positions with a loss in one avoided", gm.g.Name(), found)
	}
}

// TestIngeniousWinsInOne: a track at 18 in five colours and 17 in purple
// wins with a purple hex by the purple start symbol; every level above
// random plays it, from a public position with a rack.
func TestIngeniousWinsInOne(t *testing.T) {
	s := engines.Setup{Tags: map[string]string{"Players": "2"}}
	start, err := ingenious.Game{}.NewPosition(s)
	if err != nil {
		t.Fatal(err)
	}
	f := strings.Fields(start.String())
	f[1] = "18,18,18,18,18,17/3,3,3,3,3,3"
	s.Position = strings.Join(f, " ")
	pos, err := ingenious.Game{}.New(s)
	if err != nil {
		t.Fatal(err)
	}
	rack := []string{"GG", "RB", "OP", "YY", "BB", "RG"}
	for level := 1; level <= 3; level++ {
		m := choose(t, mustPlayer(t, ingenious.Game{}, level, 1), pos, rack, Limits{Depth: 2})
		if !wins(pos, m) {
			t.Errorf("level %d: %v does not win", level, m)
		}
	}
}
