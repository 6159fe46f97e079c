package jungle

import (
	"bufio"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/arbiter-games/arbiter/engines"
)

// perftCase is one count of testdata/perft.txt.
type perftCase struct {
	fen, rules string
	depth      int
	nodes      uint64
}

// readPerftTable reads testdata/perft.txt.
func readPerftTable(t *testing.T) []perftCase {
	t.Helper()
	f, err := os.Open("testdata/perft.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var cases []perftCase
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		parts := strings.Split(line, "|")
		for _, entry := range parts[1:] {
			cases = append(cases, parsePerftEntry(t, strings.TrimSpace(parts[0]), strings.Fields(entry)))
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return cases
}

// parsePerftEntry reads "[option=value] depth count".
func parsePerftEntry(t *testing.T, fen string, fields []string) perftCase {
	t.Helper()
	c := perftCase{fen: fen}
	if len(fields) == 3 {
		c.rules, fields = fields[0], fields[1:]
	}
	if len(fields) != 2 {
		t.Fatalf("bad perft entry %q", fields)
	}
	depth, err1 := strconv.Atoi(fields[0])
	nodes, err2 := strconv.ParseUint(fields[1], 10, 64)
	if err1 != nil || err2 != nil {
		t.Fatalf("bad perft entry %q", fields)
	}
	c.depth, c.nodes = depth, nodes
	return c
}

func TestPerftTable(t *testing.T) {
	cases := readPerftTable(t)
	if len(cases) < 40 {
		t.Fatalf("perft table has %d counts, want all of the vectors", len(cases))
	}
	for _, c := range cases {
		if c.depth > 5 && testing.Short() {
			continue
		}
		t.Run(c.fen+" "+c.rules+" "+strconv.Itoa(c.depth), func(t *testing.T) {
			p, err := Game{}.New(engines.Setup{Position: c.fen, Rules: c.rules})
			if err != nil {
				t.Fatal(err)
			}
			if got := p.Perft(c.depth); got != c.nodes {
				t.Errorf("perft(%d) = %d, want %d", c.depth, got, c.nodes)
			}
		})
	}
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
