package jungle

import (
	"strings"
	"testing"

	"github.com/arbiter-games/arbiter/internal/enginetest"
	"github.com/arbiter-games/arbiter/internal/perfttest"
)

func TestPerftTable(t *testing.T) {
	perfttest.Check(t, Game{}, "testdata/perft.txt")
}

// TestLegal checks Legal against perft, Divide and Play in the positions
// of the perft table.
func TestLegal(t *testing.T) {
	enginetest.Legal(t, Game{}, "testdata/perft.txt")
}

func TestDivideSumsToPerft(t *testing.T) {
	p := start(t)
	var sum uint64
	counts := p.Divide(3)
	for _, c := range counts {
		sum += c.Nodes
	}
	if len(counts) != 24 || sum != 12240 {
		t.Errorf("divide(3): %d moves, %d nodes; want 24, 12240", len(counts), sum)
	}
	if counts[0].Move == "" || strings.ContainsAny(counts[0].Move, " ") {
		t.Errorf("divide move %q is not a long form", counts[0].Move)
	}
}

func TestPerftOfWonPosition(t *testing.T) {
	// Black's rat stands in White's den: the game is over, no moves.
	p := mustPosition(t, "3R3/7/7/7/7/7/7/7/e6 b 0 1", "")
	for depth, want := range []uint64{1, 0, 0} {
		if got := p.Perft(depth); got != want {
			t.Errorf("perft(%d) = %d, want %d", depth, got, want)
		}
	}
	if d := p.Divide(2); d != nil {
		t.Errorf("divide of a won position = %v, want none", d)
	}
	if l := p.Legal(); len(l) != 0 {
		t.Errorf("legal moves of a won position: %v, want none", l)
	}
}

func TestGenerateDoesNotAllocate(t *testing.T) {
	p := start(t)
	allocs := testing.AllocsPerRun(10, func() { p.Perft(3) })
	if allocs != 0 {
		t.Errorf("perft(3) allocates %v times, want 0", allocs)
	}
}

func BenchmarkPerft5Start(b *testing.B) { benchmarkPerft(b, 5) }

func BenchmarkPerft6Start(b *testing.B) { benchmarkPerft(b, 6) }

func benchmarkPerft(b *testing.B, depth int) {
	p, err := NewPosition(StartFEN, StandardRules())
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		p.Perft(depth)
	}
}
