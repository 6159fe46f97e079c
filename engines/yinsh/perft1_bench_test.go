package yinsh_test

import (
	"testing"

	"github.com/arbiter-games/arbiter/engines"
	"github.com/arbiter-games/arbiter/engines/yinsh"
)

// BenchmarkPerft1Games counts the legal turns (Perft(1), as the training
// rows do) of every position of 30 random games, reporting the time per
// position.
func BenchmarkPerft1Games(b *testing.B) {
	var ps []engines.Position
	for seed := range int64(30) {
		_, turns, err := yinsh.Game{}.RandomGame(seed, engines.Setup{}, 0)
		if err != nil {
			b.Fatal(err)
		}
		p, err := yinsh.Game{}.New(engines.Setup{})
		if err != nil {
			b.Fatal(err)
		}
		for _, m := range turns {
			ps = append(ps, p.Clone())
			if _, err := p.Play(m); err != nil {
				b.Fatal(err)
			}
		}
	}
	b.ResetTimer()
	for b.Loop() {
		for _, p := range ps {
			p.Perft(1)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(ps)), "ns/pos")
}
