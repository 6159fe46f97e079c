package ingenious

import (
	"testing"

	"github.com/arbiter-games/arbiter/internal/perfttest"
)

const perftTable = "testdata/perft.txt"

// TestPerft checks the counts of the perft table, and depth 1 of the
// positions where no bonus can be earned against a naive count.
func TestPerft(t *testing.T) {
	perfttest.Check(t, Game{}, perftTable)
	for _, c := range perftCases(t) {
		if p := casePosition(t, c); c.Depth == 1 && lowScores(p) {
			if want := naiveTurns(p); c.Nodes != want {
				t.Errorf("%s: the table says %d, the naive count %d", c.Name(), c.Nodes, want)
			}
		}
	}
}

// perftCases reads the perft table.
func perftCases(t *testing.T) []perfttest.Case {
	t.Helper()
	cases, err := perfttest.Read(perftTable)
	if err != nil {
		t.Fatal(err)
	}
	return cases
}

// casePosition sets up a case's position.
func casePosition(t *testing.T, c perfttest.Case) *Position {
	t.Helper()
	p, err := Game{}.NewPosition(c.Setup)
	if err != nil {
		t.Fatalf("%s: %v", c.Name(), err)
	}
	return p
}

// lowScores reports whether no track is near a bonus mark.
func lowScores(p *Position) bool {
	for track := 0; track < p.Rules().Tracks(); track++ {
		for _, v := range p.Scores(track) {
			if v > 5 {
				return false
			}
		}
	}
	return true
}

// naiveTurns counts the placements of a position where no bonus can be
// earned: every unordered pair of adjacent empty spaces (in the first round
// only those next to a free start symbol, or any under
// first-round=any-symbol) times the colourings of the tile kinds left.
func naiveTurns(p *Position) uint64 {
	colourings := uint64(0)
	for k := 0; k < NumKinds; k++ {
		if t := kindTile[k]; p.Unplaced(t) > 0 {
			colourings += map[bool]uint64{true: 1, false: 2}[t.Double()]
		}
	}
	b := p.Board()
	free := func(s Space) bool {
		for _, n := range b.Neighbours(s) {
			if c := p.At(n); c.Start && (p.Rules().AnyStartSymbol || !contains(p.Claims(), c.Colour)) {
				return true
			}
		}
		return false
	}
	pairs := uint64(0)
	for _, a := range b.Spaces() {
		for _, n := range b.Neighbours(a) {
			empty := p.At(a) == Content{} && p.At(n) == Content{}
			if empty && a < n && (!p.FirstRound() || free(a) || free(n)) {
				pairs++
			}
		}
	}
	return pairs * colourings
}

func contains(cs []Colour, c Colour) bool {
	for _, x := range cs {
		if x == c {
			return true
		}
	}
	return false
}

func TestDivideSumsToPerft(t *testing.T) {
	for _, c := range perftCases(t) {
		if c.Depth != 2 || c.Nodes > 30_000_000 {
			continue
		}
		var sum uint64
		for _, d := range casePosition(t, c).Divide(2) {
			sum += d.Nodes
		}
		if sum != c.Nodes {
			t.Errorf("%s: divide sums to %d, perft is %d", c.Name(), sum, c.Nodes)
		}
	}
}

func TestMoveGenerationDoesNotAllocate(t *testing.T) {
	p := mustNew(t, scenarios[0].setup(t))
	allocs := testing.AllocsPerRun(20, func() { p.Perft(1) })
	if allocs != 0 {
		t.Errorf("perft 1 allocates %.1f times", allocs)
	}
	cases := perftCases(t)
	hot := casePosition(t, cases[len(cases)-1]) // the table ends with bonus chains
	if allocs := testing.AllocsPerRun(2, func() { hot.Perft(1) }); allocs != 0 {
		t.Errorf("perft 1 with bonus chains allocates %.1f times", allocs)
	}
}

func BenchmarkPerft2(b *testing.B) {
	p := mustNew(b, scenarios[0].setup(b))
	for b.Loop() {
		p.Perft(2)
	}
}
