package yinsh_test

import (
	"testing"

	"github.com/arbiter-games/arbiter/engines"
	"github.com/arbiter-games/arbiter/engines/searchtest"
	"github.com/arbiter-games/arbiter/engines/yinsh"
)

var naive = searchtest.Naive{Legal: func(p engines.Position) []engines.Move {
	var ms []engines.Move
	for _, t := range p.(*yinsh.Position).LegalTurns() {
		ms = append(ms, t)
	}
	return ms
}}

// gamePositions plays generated games and returns the positions before
// each turn from turn first on.
func gamePositions(t testing.TB, variant string, games int, first int) []engines.Position {
	t.Helper()
	var out []engines.Position
	for seed := range int64(games) {
		s, turns, err := yinsh.Game{}.RandomGame(seed, engines.Setup{Variant: variant}, 0)
		if err != nil {
			t.Fatal(err)
		}
		p := newPosition(t, s)
		for i, m := range turns {
			if i+1 >= first {
				out = append(out, p.Clone())
			}
			if _, err := p.Play(m); err != nil {
				t.Fatalf("seed %d turn %d: %v", seed, i+1, err)
			}
		}
		out = append(out, p.Clone())
	}
	return out
}

// TestSolveAgainstNaive compares the search with the naive one on every
// position after the placement of generated games, to depth 2 (wins and
// losses at once), and on the last positions of Blitz games to depth 3.
func TestSolveAgainstNaive(t *testing.T) {
	for _, tc := range []struct {
		variant string
		games   int
		depth   int
		from    int // the first turn looked at
	}{
		{"", 6, 2, 11},
		{"blitz", 8, 2, 11},
		{"blitz", 3, 3, 16},
	} {
		s := yinsh.Game{}.NewSolver(16)
		seen := map[engines.Verdict]int{}
		for _, p := range gamePositions(t, tc.variant, tc.games, tc.from) {
			got, diff := naive.Check(s, p, tc.depth)
			if diff != "" {
				t.Fatalf("%s depth %d, %s: %s", tc.variant, tc.depth, p, diff)
			}
			seen[got.Verdict]++
		}
		if seen[engines.Win] == 0 || seen[engines.Open] == 0 {
			t.Errorf("%s depth %d: the games gave only %v; the test proves little", tc.variant, tc.depth, seen)
		}
		t.Logf("%s depth %d: %v", tc.variant, tc.depth, seen)
	}
}

func TestSolveRefusesOtherGames(t *testing.T) {
	s := yinsh.Game{}.NewSolver(10)
	if _, err := s.Solve(nil, 2); err == nil {
		t.Error("solving nil gives no error")
	}
}

func BenchmarkSolve3(b *testing.B) {
	ps := gamePositions(b, "", 1, 11)
	s := yinsh.Game{}.NewSolver(0)
	b.ResetTimer()
	var nodes uint64
	for b.Loop() {
		for _, p := range ps {
			sol, _ := s.Solve(p, 3)
			nodes += sol.Nodes
		}
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
}
