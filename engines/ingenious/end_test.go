package ingenious

import (
	"strings"
	"testing"
)

// TestEndInTheMiddleOfABonusChain takes the last turns of generated games,
// puts the mover's track at 17 so that the last placement reaches 18, and
// checks that the full board ends the game at once: no bonus placement is
// owed.
func TestEndInTheMiddleOfABonusChain(t *testing.T) {
	found := 0
	for seed := int64(1); seed <= 40; seed++ {
		s, moves := public(scenarios[0].game(t, seed))
		p := mustNew(t, s)
		for _, m := range moves[:len(moves)-1] {
			if _, err := p.Play(m); err != nil {
				t.Fatal(err)
			}
		}
		f := strings.Fields(p.String())
		tracks := strings.Split(f[1], "/")
		tracks[p.Seat()] = "17,17,17,17,17,17"
		f[1] = strings.Join(tracks, "/")
		q, err := ParsePosition(p.rules, strings.Join(f, " "))
		if err != nil {
			t.Fatal(err)
		}
		last := moves[len(moves)-1].(*Turn)
		if _, err := q.Play(last); err != nil {
			t.Fatalf("seed %d %v: %v", seed, last, err)
		}
		o := q.Outcome()
		if !o.Over || !strings.Contains(o.Reason, "no two adjacent empty spaces remain") {
			t.Fatalf("seed %d: %+v", seed, o)
		}
		for _, v := range q.Scores(p.Seat()) {
			if v == 18 {
				found++
				break
			}
		}
	}
	if found == 0 {
		t.Fatal("no last placement reached 18")
	}
}
