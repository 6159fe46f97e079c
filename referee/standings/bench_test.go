package standings

import (
	"fmt"
	"math/rand/v2"
	"runtime"
	"testing"
)

// seasonGames are n games between players of a club of size players, in
// rounds of one game each, results drawn at random with draws.
func seasonGames(n, players int) []Game {
	rng := rand.New(rand.NewPCG(7, 8))
	names := make([]string, players)
	for i := range names {
		names[i] = fmt.Sprintf("회원 %03d", i)
	}
	results := []string{"1-0", "0-1", "1/2"}
	out := make([]Game, n)
	for i := range out {
		a := rng.IntN(players)
		b := (a + 1 + rng.IntN(players-1)) % players
		out[i] = game("season", fmt.Sprint(i/(players/2)+1), names[a], names[b], results[rng.IntN(3)])
	}
	return out
}

// BenchmarkStandings100k tables and rates 100,000 games of 200 players:
// the issue asks for under 2 s on one core (go test -cpu 1). heap-MB is
// the memory the table holds after the games, besides the games themselves: it grows with the players
// (and an event's rounds), not with the games.
func BenchmarkStandings100k(b *testing.B) {
	for _, by := range []bool{false, true} {
		b.Run(fmt.Sprintf("byEvent=%v", by), func(b *testing.B) {
			games := seasonGames(100_000, 200)
			b.ResetTimer()
			for range b.N {
				b.StopTimer()
				var before, after runtime.MemStats
				runtime.GC()
				runtime.ReadMemStats(&before)
				b.StartTimer()
				t := NewTable(Options{ByEvent: by})
				for _, g := range games {
					t.Read()
					t.Add(g)
				}
				r := t.Report()
				if len(r.Ratings[0].Players) != 200 {
					b.Fatalf("%d rated", len(r.Ratings[0].Players))
				}
				b.StopTimer()
				runtime.GC()
				runtime.ReadMemStats(&after)
				b.ReportMetric(float64(after.HeapAlloc-min(before.HeapAlloc, after.HeapAlloc))/(1<<20), "heap-MB")
				runtime.KeepAlive(t)
				b.StartTimer()
			}
		})
	}
}
