package jungle

import (
	"fmt"
	"testing"

	"github.com/arbiter-games/arbiter/engines"
	"github.com/arbiter-games/arbiter/internal/searchtest"
)

var naive = searchtest.Naive{Legal: engines.Position.Legal}

// ruleSets are the rule sets the search is checked under: every end rule
// (den, capture-all, no move as a loss or a draw, repetition as a draw or
// forbidden, the no-capture limit) and the capture options.
var ruleSets = []engines.Setup{
	{},
	{Variant: "traditional"},
	{Variant: "blinky"},
	{Rules: "repetition=forbid-chaser"},
	{Rules: "no-capture-limit=30"},
	{Rules: "no-move=draw,traps=any"},
	{Rules: "rat-bank=yes,elephant-takes-rat=yes,rats-block=enemy,wolf-dog=swapped"},
	{Rules: "trapped-captures=yes,traps=any"},
}

// sparseFEN has a lion and a rat each, the lions near the dens, so that
// random games from it end in dens and captures.
const sparseFEN = "1l5/7/r6/7/7/7/6R/7/5L1 w 0 1"

// gamePositions plays generated games and returns every position of them.
func gamePositions(t testing.TB, s engines.Setup, games, maxTurns int) []*Position {
	t.Helper()
	var out []*Position
	for seed := range int64(games) {
		s, moves, err := Game{}.RandomGame(seed, s, maxTurns)
		if err != nil {
			t.Fatal(err)
		}
		p, err := Game{}.position(s)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range moves {
			out = append(out, p.Clone().(*Position))
			if _, err := p.Play(m); err != nil {
				t.Fatal(err)
			}
		}
		out = append(out, p)
	}
	return out
}

// TestSolveAgainstNaive compares the search with the naive one on the
// positions of generated games under every rule set, to depth 2 (wins and
// losses at once), and on some to depth 3.
func TestSolveAgainstNaive(t *testing.T) {
	for _, s := range ruleSets {
		t.Run(fmt.Sprintf("%s,%s", s.Variant, s.Rules), func(t *testing.T) {
			solver := Game{}.NewSolver(16)
			seen := map[engines.Verdict]int{}
			sparse := s
			sparse.Position = sparseFEN
			games := 3
			if testing.Short() {
				games = 1
			}
			positions := append(gamePositions(t, s, games, 300), gamePositions(t, sparse, 8, 60)...)
			for i, p := range positions {
				depth := 2
				if i%10 == 0 {
					depth = 3
				}
				got, diff := naive.Check(solver, p, depth)
				if diff != "" {
					t.Fatalf("depth %d, %s (plies %d, reps %d): %s", depth, p, p.plies, p.reps, diff)
				}
				seen[got.Verdict]++
			}
			if seen[engines.Win] == 0 || seen[engines.Open] == 0 {
				t.Errorf("the games gave only %v; the test proves little", seen)
			}
			t.Logf("%v", seen)
		})
	}
}

// TestForcedWins finds wins built by hand. A Black lion at d7 reaches
// White's den in three turns (d7-d8, any White move, d8-d9); from d6 in
// five. White's only animal, a rat at a9, is too far to capture the lion
// on the trap at d8 or to reach Black's den first.
func TestForcedWins(t *testing.T) {
	for _, tc := range []struct {
		lion  string
		turns int
		first string
	}{
		{"Ld7", 3, "Ld7-d8"},
		{"Ld6", 5, "Ld6-d7"},
	} {
		p := place(t, Black, "", tc.lion, "ra9")
		s := Game{}.NewSolver(16)
		got, diff := naive.Check(s, p, tc.turns)
		if diff != "" {
			t.Fatalf("%s: %s", tc.lion, diff)
		}
		if got.Verdict != engines.Win || got.Turns != tc.turns || got.Line[0].String() != tc.first {
			t.Errorf("%s: solved %v in %d by %v; want a win in %d starting %s", tc.lion, got.Verdict, got.Turns, got.Line, tc.turns, tc.first)
		}
		if short, _ := s.Solve(p, tc.turns-1); short.Verdict != engines.Open {
			t.Errorf("%s: to depth %d the search finds %v", tc.lion, tc.turns-1, short.Verdict)
		}
		p.b.side = White
		if lost, _ := s.Solve(p, tc.turns+1); lost.Verdict != engines.Loss || lost.Turns != tc.turns+1 {
			t.Errorf("%s with White to move: %v in %d, want a loss in %d", tc.lion, lost.Verdict, lost.Turns, tc.turns+1)
		}
	}
}

func TestSolveAllocatesNothing(t *testing.T) {
	p := start(t)
	s := Game{}.NewSolver(12)
	s.Solve(p, 3)
	// The returned line of one turn is all that allocates: its slice and
	// the move in it.
	if n := testing.AllocsPerRun(3, func() { s.Solve(p, 3) }); n > 2 {
		t.Errorf("Solve allocates %v times", n)
	}
}

func BenchmarkSolve3(b *testing.B) {
	ps := gamePositions(b, engines.Setup{}, 1, 100)
	s := Game{}.NewSolver(0)
	var nodes uint64
	for b.Loop() {
		for _, p := range ps {
			sol, _ := s.Solve(p, 3)
			nodes += sol.Nodes
		}
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
}

// TestSolveRepetitions checks the search where the repetition rules decide:
// a Black tiger chases White's wolf round g8-g9 and f8-f9, and the same
// positions come back every four plies. Every position of the chase (up to
// a move the rules refuse) is solved to depth 4 and checked against the
// naive search, under each repetition rule.
func TestSolveRepetitions(t *testing.T) {
	cycle := []string{"Wg8-g9", "Tf8-f9", "Wg9-g8", "Tf9-f8"}
	for _, rules := range []string{"repetition=draw", "repetition=forbid-chaser", "repetition=off", "repetition=forbid-chaser,no-capture-limit=9"} {
		p := place(t, White, rules, "Tf8", "Ra1", "wg8", "ra9")
		s := Game{}.NewSolver(16)
		seen := map[engines.Verdict]int{}
		for i := 0; i < 14; i++ {
			got, diff := naive.Check(s, p, 4)
			if diff != "" {
				t.Fatalf("%s, ply %d, %s: %s", rules, i, p, diff)
			}
			seen[got.Verdict]++
			if _, err := p.Play(mv(t, cycle[i%4])); err != nil {
				break
			}
		}
		t.Logf("%s: %v", rules, seen)
	}
}

// TestKeyHoldsTheHistory: the table tells apart the same board reached
// with different histories where a repetition rule or the no-capture
// limit looks at them, and only there.
func TestKeyHoldsTheHistory(t *testing.T) {
	cycle := []string{"Wg8-g9", "Tf8-f9", "Wg9-g8", "Tf9-f8"}
	for _, tc := range []struct {
		rules string
		same  bool
	}{
		{"repetition=draw,no-capture-limit=0", false},
		{"repetition=forbid-chaser,no-capture-limit=0", false},
		{"repetition=off,no-capture-limit=0", true},
		{"repetition=off,no-capture-limit=50", false},
	} {
		p := place(t, White, tc.rules, "Tf8", "Ra1", "wg8", "ra9")
		var tree searchTree
		tree.load(p)
		k1, c1 := tree.Key()
		for _, m := range cycle {
			if _, err := p.Play(mv(t, m)); err != nil {
				t.Fatal(err)
			}
		}
		tree.load(p)
		k2, c2 := tree.Key()
		if (k1 == k2 && c1 == c2) != tc.same {
			t.Errorf("%s: the keys of the board before and after the cycle are the same: %v, want %v", tc.rules, k1 == k2, tc.same)
		}
	}
}
