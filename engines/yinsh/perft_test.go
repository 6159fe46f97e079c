package yinsh_test

import (
	"bufio"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/arbiter-games/arbiter/engines"
)

// perftCase is one line of testdata/perft.txt: a position and the perft
// counts expected at some depths.
type perftCase struct {
	position string
	depths   []int
	counts   []uint64
}

func readPerft(t testing.TB) []perftCase {
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
		fields := strings.Split(line, "|")
		c := perftCase{position: strings.TrimSpace(fields[0])}
		for _, f := range fields[1:] {
			var d int
			var n uint64
			parts := strings.Fields(f)
			if len(parts) == 2 {
				d, err = strconv.Atoi(parts[0])
				if err == nil {
					n, err = strconv.ParseUint(parts[1], 10, 64)
				}
			}
			if len(parts) != 2 || err != nil {
				t.Fatalf("bad perft line %q", line)
			}
			c.depths, c.counts = append(c.depths, d), append(c.counts, n)
		}
		cases = append(cases, c)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return cases
}

func TestPerft(t *testing.T) {
	for _, c := range readPerft(t) {
		p := newPosition(t, engines.Setup{Position: c.position})
		for i, d := range c.depths {
			if testing.Short() && c.counts[i] > 100000 {
				continue
			}
			if got := p.Perft(d); got != c.counts[i] {
				t.Errorf("perft(%d) of %s = %d, want %d", d, c.position, got, c.counts[i])
			}
		}
	}
}

// TestDivideSumsToPerft checks that Divide lists distinct turns whose counts
// add up to perft, and that each listed turn plays.
func TestDivideSumsToPerft(t *testing.T) {
	for _, c := range readPerft(t) {
		p := newPosition(t, engines.Setup{Position: c.position})
		seen := map[string]bool{}
		var sum uint64
		for _, line := range p.Divide(2) {
			if seen[line.Move] {
				t.Errorf("%s: turn %s listed twice", c.position, line.Move)
			}
			seen[line.Move] = true
			sum += line.Nodes
		}
		if want := p.Perft(2); sum != want {
			t.Errorf("%s: divide sums to %d, perft(2) = %d", c.position, sum, want)
		}
		for _, turn := range p.LegalTurns() {
			q := p.Clone()
			if _, err := q.Play(turn); err != nil {
				t.Errorf("%s: listed turn %s does not play: %v", c.position, turn, err)
			}
		}
	}
}

func TestPerftStart(t *testing.T) {
	p := newPosition(t, engines.Setup{})
	for d, want := range []uint64{1, 85, 85 * 84, 85 * 84 * 83} {
		if got := p.Perft(d); got != want {
			t.Errorf("perft(%d) of the empty board = %d, want %d", d, got, want)
		}
	}
}

func BenchmarkPerft3(b *testing.B) {
	c := readPerft(b)[0]
	p := newPosition(b, engines.Setup{Position: c.position})
	var n uint64
	for b.Loop() {
		n += p.Perft(3)
	}
	b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "turns/s")
}
