package ingenious

import (
	"slices"
	"testing"

	"github.com/arbiter-games/arbiter/engines"
	"github.com/arbiter-games/arbiter/internal/enginetest"
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

// TestLegal checks Legal against perft, Divide and Play in the positions
// of the perft table (public records), and that a game over has none.
func TestLegal(t *testing.T) {
	enginetest.Legal(t, Game{}, perftTable)
	p := mustNew(t, engines.Setup{Position: "P*4Y*/7/8/9/10/R*9O*/10/9/8/7/G*4B* 17,18,18,18,18,18/0,0,0,0,0,0 1 PY 6/6 0"})
	h4, _ := ParseSpace("h4")
	h5, _ := ParseSpace("h5")
	if _, err := p.Play(&Turn{Placements: []Placement{{Tile: Tile{Red, Blue}, First: h4, Second: h5}}}); err != nil {
		t.Fatal(err)
	}
	if l := p.Legal(); !p.Outcome().Over || len(l) != 0 {
		t.Errorf("the game over (%v) has %d legal turns", p.Outcome().Over, len(l))
	}
}

// TestLegalInFullRecords checks what Play needs of a legal turn in a full
// record: the tile in the mover's rack, and the refill written.
func TestLegalInFullRecords(t *testing.T) {
	p := mustNew(t, engines.Setup{Tags: map[string]string{"Rack1": "RB GG OY PP RY BO", "Rack2": "RR GB OO YP RG BY"}})
	rack, _ := p.Rack(0)
	bag, _ := p.Bag()
	accepted := 0
	for _, m := range p.Legal() {
		turn := m.(*Turn)
		held := slices.ContainsFunc(rack, func(r Tile) bool { return r.kind() == turn.Placements[0].Tile.kind() })
		bare := enginetest.Code(playOn(p, turn))
		turn.Refill = bag[:1]
		err := playOn(p, turn)
		switch {
		case !held && (bare != "ingenious/not-in-rack" || enginetest.Code(err) != "ingenious/not-in-rack"):
			t.Fatalf("%v, not in the rack: %s, then %v", turn, bare, err)
		case held && (bare != "ingenious/draw-count" || err != nil):
			t.Fatalf("%v: %s without the refill, %v with it", turn, bare, err)
		case held:
			accepted++
		}
	}
	if accepted == 0 {
		t.Error("no legal turn places a tile of the rack")
	}
}

// playOn plays a turn on a clone of p.
func playOn(p *Position, t *Turn) error {
	_, err := p.Clone().Play(t)
	return err
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
	if raceOn {
		return // the pooled scratch of counts with bonus chains is dropped at random
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
