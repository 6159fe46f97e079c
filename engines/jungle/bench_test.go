package jungle

import (
	"testing"

	"github.com/arbiter-games/arbiter/engines"
)

// BenchmarkReplay replays 100 random games of up to 1000 turns as the
// referee does: Outcome, then Play, every turn, and Outcome at the end.
// The kept runs also clone the position after each turn, as the referee
// does when it keeps the positions.
func BenchmarkReplay(b *testing.B) {
	for _, bc := range []struct {
		name string
		s    engines.Setup
	}{
		{"standard", setup("", "")},
		{"forbid-chaser", setup("", "repetition=forbid-chaser")},
		{"traditional", setup("traditional", "")},
	} {
		games := randomGames(b, bc.s, 100, 1000)
		for _, kept := range []bool{false, true} {
			name := bc.name
			if kept {
				name += "/kept"
			}
			b.Run(name, func(b *testing.B) { benchmarkReplay(b, bc.s, games, kept) })
		}
	}
}

// randomGames returns the moves of n random games.
func randomGames(b *testing.B, s engines.Setup, n, maxTurns int) [][]engines.Move {
	games := make([][]engines.Move, n)
	for i := range games {
		_, moves, err := Game{}.RandomGame(int64(i+1), s, maxTurns)
		if err != nil {
			b.Fatal(err)
		}
		games[i] = moves
	}
	return games
}

// benchmarkReplay replays the games, cloning after each turn when kept.
func benchmarkReplay(b *testing.B, s engines.Setup, games [][]engines.Move, kept bool) {
	b.ReportAllocs()
	turns := 0
	var last engines.Position
	for b.Loop() {
		for _, moves := range games {
			p, err := Game{}.New(s)
			if err != nil {
				b.Fatal(err)
			}
			for _, m := range moves {
				if p.Outcome().Over {
					b.Fatal("the game ended early")
				}
				if _, err := p.Play(m); err != nil {
					b.Fatal(err)
				}
				if kept {
					last = p.Clone()
				}
			}
			p.Outcome()
			turns += len(moves)
		}
	}
	_ = last
	b.ReportMetric(float64(turns)/float64(b.N), "turns/op")
}
