package ingenious

import (
	"slices"
	"testing"
)

// TestScoredPlacements: ScoredPlacements lists what Placements lists, in
// its order, each with the points placing it scores for each hex and
// whether it fills the last pair of adjacent empty spaces; and
// EmptyPairs counts the pairs of adjacent empty spaces.
func TestScoredPlacements(t *testing.T) {
	for _, sc := range scenarios {
		s, moves := public(sc.game(t, 5))
		p := mustNew(t, s)
		for i, m := range moves {
			if i%4 == 0 || p.EmptyPairs() <= 11 {
				checkScored(t, sc.name, i, p)
			}
			if _, err := p.Play(m); err != nil {
				t.Fatal(err)
			}
		}
		for sp := range p.ScoredPlacements(p.OffBoard()) {
			t.Fatalf("%s: %v listed after the end", sc.name, sp.Placement)
		}
	}
}

func checkScored(t *testing.T, name string, turn int, p *Position) {
	t.Helper()
	if got, want := p.EmptyPairs(), p.countEdges(); got != want {
		t.Fatalf("%s turn %d: EmptyPairs %d, counted %d", name, turn, got, want)
	}
	tiles := p.OffBoard()
	scored := slices.Collect(p.ScoredPlacements(tiles))
	pls := p.Placements(tiles)
	if len(scored) != len(pls) {
		t.Fatalf("%s turn %d: %d scored placements, %d placements", name, turn, len(scored), len(pls))
	}
	for i, sp := range scored {
		if sp.Placement.String() != pls[i].String() {
			t.Fatalf("%s turn %d: scored placement %d is %v, Placements has %v", name, turn, i, sp.Placement, pls[i])
		}
		c := *p
		g := c.gainOnly(sp.Placement, p.FirstRound())
		if sp.Last != (c.edges == 0) {
			t.Fatalf("%s turn %d: %v leaves %d pairs, Last %v", name, turn, sp.Placement, c.edges, sp.Last)
		}
		a, b := g.pointsFor(sp.Tile.A), g.pointsFor(sp.Tile.B)
		if sp.Tile.Double() {
			a, b = sp.A, a-sp.A
		}
		if sp.A != a || sp.B != b {
			t.Fatalf("%s turn %d: %v scores %d and %d, listed %d and %d", name, turn, sp.Placement, a, b, sp.A, sp.B)
		}
		checkGain(t, name, turn, p, sp)
	}
}

// checkGain: a scored placement's Gain is what placing it adds to the
// mover's track, and Earns tells whether it is owed a bonus placement
// (when the game goes on after it).
func checkGain(t *testing.T, name string, turn int, p *Position, sp Scored) {
	t.Helper()
	track := p.rules.TrackOf(p.seat)
	d := *p
	owed, err := d.Place(sp.Placement)
	if err != nil {
		t.Fatalf("%s turn %d: %v: %v", name, turn, sp.Placement, err)
	}
	gain := 0
	for c := range NumColours {
		gain += int(d.scores[track][c]) - int(p.scores[track][c])
	}
	if sp.Gain != gain || !d.Outcome().Over && sp.Earns != (owed > 0) {
		t.Fatalf("%s turn %d: %v adds %d and owes %d, listed gain %d, earns %v", name, turn, sp.Placement, gain, owed, sp.Gain, sp.Earns)
	}
}
