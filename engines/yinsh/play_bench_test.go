package yinsh_test

import (
	"testing"

	"github.com/arbiter-games/arbiter/engines"
	"github.com/arbiter-games/arbiter/engines/yinsh"
)

// BenchmarkPlay replays random games as the referee does: for each turn the
// outcome is asked, then the turn is played. It reports the time a turn.
func BenchmarkPlay(b *testing.B) {
	var games [][]engines.Move
	turns := 0
	for seed := range int64(200) {
		_, ts, err := yinsh.Game{}.RandomGame(seed, engines.Setup{}, 0)
		if err != nil {
			b.Fatal(err)
		}
		games = append(games, ts)
		turns += len(ts)
	}
	start := newPosition(b, engines.Setup{})
	for b.Loop() {
		for _, g := range games {
			p := start.Clone()
			for _, m := range g {
				if p.Outcome().Over {
					b.Fatal("a turn after the end")
				}
				if _, err := p.Play(m); err != nil {
					b.Fatal(err)
				}
			}
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(turns), "ns/turn")
}
