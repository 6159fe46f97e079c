package ingenious

import (
	"bufio"
	"os"
	"strconv"
	"strings"
	"testing"
)

// perftCase is one line of testdata/perft.txt.
type perftCase struct {
	variant, position string
	counts            map[int]uint64
}

func readPerft(t *testing.T) []perftCase {
	t.Helper()
	f, err := os.Open("testdata/perft.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []perftCase
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		fields := strings.Split(line, " | ")
		c := perftCase{variant: fields[0], position: fields[1], counts: map[int]uint64{}}
		for _, f := range fields[2:] {
			d, n, _ := strings.Cut(f, " ")
			depth, err1 := strconv.Atoi(d)
			count, err2 := strconv.ParseUint(n, 10, 64)
			if err1 != nil || err2 != nil {
				t.Fatalf("bad perft line %q", line)
			}
			c.counts[depth] = count
		}
		out = append(out, c)
	}
	return out
}

func TestPerft(t *testing.T) {
	for _, c := range readPerft(t) {
		p, err := ParsePosition(Rules{Variant: c.variant}, c.position)
		if err != nil {
			t.Fatalf("%s: %v", c.position, err)
		}
		for depth, want := range c.counts {
			if got := p.Perft(depth); got != want {
				t.Errorf("%s %q depth %d: %d, want %d", c.variant, c.position, depth, got, want)
			}
		}
		if lowScores(p) {
			if got, want := p.Perft(1), naiveTurns(p); got != want {
				t.Errorf("%s %q: perft 1 is %d, the naive count %d", c.variant, c.position, got, want)
			}
		}
	}
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
// only those next to a free start symbol) times the colourings of the tile
// kinds left.
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
			if c := p.At(n); c.Start && !contains(p.Claims(), c.Colour) {
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
	for _, c := range readPerft(t)[:2] {
		p, _ := ParsePosition(Rules{Variant: c.variant}, c.position)
		var sum uint64
		for _, d := range p.Divide(2) {
			sum += d.Nodes
		}
		if want := c.counts[2]; sum != want {
			t.Errorf("%q: divide sums to %d, perft 2 is %d", c.position, sum, want)
		}
	}
}

func TestMoveGenerationDoesNotAllocate(t *testing.T) {
	p := mustNew(t, scenarios[0].setup(t))
	allocs := testing.AllocsPerRun(20, func() { p.Perft(1) })
	if allocs != 0 {
		t.Errorf("perft 1 allocates %.1f times", allocs)
	}
	hot, err := ParsePosition(Rules{Variant: Standard}, readPerft(t)[10].position)
	if err != nil {
		t.Fatal(err)
	}
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
