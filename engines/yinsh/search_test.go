package yinsh_test

import (
	"fmt"
	"testing"

	"github.com/arbiter-games/arbiter/engines"
	"github.com/arbiter-games/arbiter/engines/yinsh"
	"github.com/arbiter-games/arbiter/internal/searchtest"
)

var naive = searchtest.Naive{Legal: engines.Position.Legal}

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
		games := tc.games
		if testing.Short() {
			games = max(1, games/3)
		}
		for _, p := range gamePositions(t, tc.variant, games, tc.from) {
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

// Positions built by hand (Blitz: the first row wins). White has markers
// on e2-e4 and rings on e5 and e6; Black's rings are shut in at j10 and
// k7-k10 behind White's rings on j7-j9, so no Black move can flip a marker
// of the e-file. White wins in three turns: one ring steps off the file,
// Black moves, the other steps off and makes the row e2-e6. With only e2
// and e3 marked and rings on e4-e6 (one blocker fewer, at j9), White needs
// three ring moves: a win in five turns.
const (
	fixWinIn3 = "4/7/8/9/1MMMRR4/9/10/9/8/2RRRr1/rrrr w 0 0"
	fixWinIn5 = "4/7/8/9/1MMRRR4/9/10/9/8/2RR1r1/rrrr w 0 0"
)

func TestForcedWins(t *testing.T) {
	for _, tc := range []struct {
		pos   string
		turns int
		line  string
	}{
		{fixWinIn3, 3, "[e5-f6 j10-j11 e6-e7;xe2-e6xe7]"},
		{fixWinIn5, 5, "[e6-j6 j10-j11 e4-f5 j11-j9 e5-f6;xe2-e6xf5]"},
	} {
		p := newPosition(t, engines.Setup{Variant: "blitz", Position: tc.pos})
		s := yinsh.Game{}.NewSolver(18)
		got, _ := s.Solve(p, tc.turns)
		if got.Verdict != engines.Win || got.Turns != tc.turns || fmt.Sprint(got.Line) != tc.line {
			t.Errorf("%s: %v in %d by %v, want a win in %d by %s", tc.pos, got.Verdict, got.Turns, got.Line, tc.turns, tc.line)
		}
		if short, _ := s.Solve(p, tc.turns-1); short.Verdict != engines.Open {
			t.Errorf("%s: depth %d finds %v", tc.pos, tc.turns-1, short.Verdict)
		}
		// The naive search confirms the last three turns of each line: from
		// the start of the first, from after two turns of the second.
		q := p.Clone()
		for _, m := range got.Line[:tc.turns-3] {
			q.Play(m)
		}
		if _, diff := naive.Check(s, q, 3); diff != "" {
			t.Errorf("%s after %v: %s", tc.pos, got.Line[:tc.turns-3], diff)
		}
	}
}

// TestSolveStopped: a search given up (SetStop) says Stopped and proves
// nothing, and the same solver, asked again to the end, solves every
// position as a fresh solver does: what it gave up left nothing false in
// its table. The stop is asked every thousand positions or so.
func TestSolveStopped(t *testing.T) {
	s := yinsh.Game{}.NewSolver(16).(engines.Stoppable)
	stops := 0
	for i, p := range gamePositions(t, "", 2, 11) {
		asked := 0
		s.SetStop(func() bool { asked++; return asked > i%3 })
		cut, err := s.Solve(p, 3)
		if err != nil {
			t.Fatal(err)
		}
		if cut.Stopped {
			stops++
			if cut.Verdict != engines.Open || cut.Line != nil || cut.Nodes > uint64(asked+1)*1024 {
				t.Fatalf("position %d: a search stopped after %d questions gave %+v", i, asked, cut)
			}
		}
		s.SetStop(nil)
		got, _ := s.Solve(p, 3)
		want, _ := yinsh.Game{}.NewSolver(16).Solve(p, 3)
		if got.Stopped || got.Verdict != want.Verdict || got.Turns != want.Turns || fmt.Sprint(got.Line) != fmt.Sprint(want.Line) {
			t.Fatalf("position %d %s: after a stop %+v, fresh %+v", i, p, got, want)
		}
	}
	if stops == 0 {
		t.Error("no search was stopped")
	}
}
