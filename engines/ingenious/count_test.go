package ingenious

import (
	"fmt"
	"testing"

	"github.com/arbiter-games/arbiter/internal/longtest"
	"github.com/arbiter-games/arbiter/internal/perfttest"
)

// chainsTable holds depth-1 counts at positions where bonus placements can
// be earned: of the records in examples/ingenious and of generated games.
const chainsTable = "testdata/chains.txt"

// slowLimit is the most turns the slow listing walks through unless the
// long tests are on.
const slowLimit = 200_000

// slowTurns counts the turns from p by walking every one of them, as
// Divide and Legal do: the count Perft(1) gives without playing them.
func slowTurns(p *Position) uint64 {
	root := *p
	root.full = false
	if root.ended != notOver {
		return 0
	}
	var path chain
	return root.walk(root.due(), root.FirstRound(), 1, &path, nil)
}

// checkCount compares Perft(1) at p with the slow walk through its turns,
// and with want when it is not 0; a count above slowLimit is walked only
// under the long tests.
func checkCount(t *testing.T, name string, p *Position, want uint64) {
	t.Helper()
	fast := p.Perft(1)
	if want != 0 && fast != want {
		t.Errorf("%s: Perft(1) = %d, the table says %d", name, fast, want)
	}
	if fast > slowLimit && !longtest.On() {
		return
	}
	if slow := slowTurns(p); slow != fast {
		t.Errorf("%s: Perft(1) = %d, walking the turns %d\n%s", name, fast, slow, p)
	}
}

// TestCountTurnsTables checks Perft(1), which counts the turns with bonus
// placements without listing them, against the walk through them at the
// depth-1 positions of the perft table and of the table of bonus chains.
func TestCountTurnsTables(t *testing.T) {
	for _, table := range []string{perftTable, chainsTable} {
		cases, err := perfttest.Read(table)
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range cases {
			if c.Depth == 1 {
				checkCount(t, c.Name(), casePosition(t, c), c.Nodes)
			}
		}
	}
}

// TestCountTurnsGenerated checks Perft(1) against the walk through the
// turns before every turn of generated games (public records), and in the
// middle of every turn with bonus placements, where the seat to move owes
// them (Place). Games whose tracks start high are left out: their chains
// are too long to walk.
func TestCountTurnsGenerated(t *testing.T) {
	seeds := int64(longtest.Pick(10, 2))
	for _, sc := range scenarios {
		if sc.score != 0 {
			continue // tracks started high owe chains too long to walk
		}
		for seed := int64(1); seed <= seeds; seed++ {
			s, moves := public(sc.game(t, seed))
			p := mustNew(t, s)
			for i, m := range moves {
				name := fmt.Sprintf("%s seed %d turn %d", sc.name, seed, i+1)
				checkCount(t, name, p, 0)
				checkOwed(t, name, p, m.(*Turn))
				if _, err := p.Play(m); err != nil {
					t.Fatalf("%s: %v", name, err)
				}
			}
		}
	}
}

// checkOwed places the turn's placements one by one on a copy of p and
// checks the count wherever bonus placements are owed.
func checkOwed(t *testing.T, name string, p *Position, turn *Turn) {
	t.Helper()
	q := p.Clone().(*Position)
	for i, pl := range turn.Placements[:len(turn.Placements)-1] {
		owed, err := q.Place(pl)
		if err != nil || owed == 0 {
			t.Fatalf("%s: placement %d %v: %d owed, %v", name, i+1, pl, owed, err)
		}
		checkCount(t, fmt.Sprintf("%s, %d owed after %v", name, owed, pl), q, 0)
	}
}

// BenchmarkPerft1Chains counts the turns at every position of the table of
// bonus chains.
func BenchmarkPerft1Chains(b *testing.B) {
	cases, err := perfttest.Read(chainsTable)
	if err != nil {
		b.Fatal(err)
	}
	ps := make([]*Position, len(cases))
	for i, c := range cases {
		ps[i] = mustNew(b, c.Setup)
	}
	for b.Loop() {
		for _, p := range ps {
			p.Perft(1)
		}
	}
}

// TestNextChoices checks that NextChoices counts the first placements of
// the turns Legal lists, at the depth-1 positions of the chains table
// (whose turns are few enough to list) and of the perft table.
func TestNextChoices(t *testing.T) {
	checked, chained := 0, 0
	for _, table := range []string{perftTable, chainsTable} {
		cases, err := perfttest.Read(table)
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range cases {
			if c.Depth != 1 || c.Nodes > slowLimit {
				continue
			}
			p := casePosition(t, c)
			firsts := map[string]bool{}
			for _, m := range p.Legal() {
				firsts[m.(*Turn).Placements[0].String()] = true
			}
			if got := p.NextChoices(); got != uint64(len(firsts)) {
				t.Errorf("%s: NextChoices = %d, the turns listed start with %d placements", c.Name(), got, len(firsts))
			}
			if uint64(len(firsts)) < c.Nodes {
				chained++
			}
			checked++
		}
	}
	if checked == 0 || chained == 0 {
		t.Fatalf("%d positions checked, %d with bonus chains: the tables should hold both", checked, chained)
	}
}
