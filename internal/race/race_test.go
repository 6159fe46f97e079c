package race

import (
	"testing"

	"github.com/arbiter-games/arbiter/engines"
)

// TestPerft counts Race's turn tree against the count worked out by hand:
// from 0 to a goal of 4, the sequences of d turns (1s and 2s) whose sum
// stays at most 4 and reaches it at their last turn if at all: depth 3
// has 1+1+1, 1+1+2, 1+2+1 and 2+1+1 (2+2 ended the game at depth 2), depth
// 4 only 1+1+1+1, depth 5 none.
func TestPerft(t *testing.T) {
	p, err := Game{}.New(engines.Setup{Rules: "goal=4"})
	if err != nil {
		t.Fatal(err)
	}
	for depth, want := range []uint64{1, 2, 4, 4, 1, 0} {
		if got := p.Perft(depth); got != want {
			t.Errorf("perft %d = %d, want %d", depth, got, want)
		}
	}
}

// TestSolve: with a goal of 10 the first seat wins (a count of 1, 4, 7
// after its turns); from 9 the side to move wins at once; from 8 it loses
// (a1 leaves 9, a2 reaches the goal: a win, so 8 is a win for a2).
func TestSolve(t *testing.T) {
	s := Game{}.NewSolver(10)
	for _, tc := range []struct {
		position string
		depth    int
		want     engines.Verdict
		turns    int
	}{
		{"9 0", 1, engines.Win, 1}, {"8 1", 1, engines.Win, 1}, {"7 0", 2, engines.Loss, 2}, {"0 0", 8, engines.Win, 7},
	} {
		p, err := Game{}.New(engines.Setup{Position: tc.position})
		if err != nil {
			t.Fatal(err)
		}
		got, err := s.Solve(p, tc.depth)
		if err != nil || got.Verdict != tc.want || got.Turns != tc.turns {
			t.Errorf("%s depth %d: %+v %v, want %v in %d", tc.position, tc.depth, got, err, tc.want, tc.turns)
		}
	}
}
