package yinsh_test

import (
	"testing"

	"github.com/arbiter-games/arbiter/engines"
	"github.com/arbiter-games/arbiter/engines/yinsh"
	"github.com/arbiter-games/arbiter/internal/enginetest"
	"github.com/arbiter-games/arbiter/internal/perfttest"
)

func TestPerft(t *testing.T) {
	perfttest.Check(t, yinsh.Game{}, "testdata/perft.txt")
}

// positions lists the positions of the perft table, once each.
func positions(t testing.TB) []string {
	t.Helper()
	cases, err := perfttest.Read("testdata/perft.txt")
	if err != nil {
		t.Fatal(err)
	}
	var ps []string
	for _, c := range cases {
		if len(ps) == 0 || ps[len(ps)-1] != c.Setup.Position {
			ps = append(ps, c.Setup.Position)
		}
	}
	return ps
}

// TestLegal checks Legal against perft, Divide and Play in the positions
// of the perft table, and that a game over has no legal turn.
func TestLegal(t *testing.T) {
	enginetest.Legal(t, yinsh.Game{}, "testdata/perft.txt")
	p := newPosition(t, at(fixVector))
	if _, err := play(p, "resign"); err != nil {
		t.Fatal(err)
	}
	if l := p.Legal(); len(l) != 0 {
		t.Errorf("legal turns after the end: %v", l)
	}
}

// TestDivideSumsToPerft checks that Divide lists distinct turns whose counts
// add up to perft.
func TestDivideSumsToPerft(t *testing.T) {
	for _, position := range positions(t) {
		p := newPosition(t, engines.Setup{Position: position})
		seen := map[string]bool{}
		var sum uint64
		for _, line := range p.Divide(2) {
			if seen[line.Move] {
				t.Errorf("%s: turn %s listed twice", position, line.Move)
			}
			seen[line.Move] = true
			sum += line.Nodes
		}
		if want := p.Perft(2); sum != want {
			t.Errorf("%s: divide sums to %d, perft(2) = %d", position, sum, want)
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
	p := newPosition(b, engines.Setup{Position: positions(b)[0]})
	var n uint64
	for b.Loop() {
		n += p.Perft(3)
	}
	b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "turns/s")
}
