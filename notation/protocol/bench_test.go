package protocol

import (
	"testing"

	"github.com/arbiter-games/arbiter/engines"
)

// BenchmarkParseReply reads the lines a referee reads most: info and
// bestmove.
func BenchmarkParseReply(b *testing.B) {
	lines := []string{"info depth 12 score cp 18 nodes 151234 time 40 pv g4g5 d7d6 g5g6", "bestmove e5-e9;xe4-e8xa2"}
	for i := 0; b.Loop(); i++ {
		ParseReply(lines[i%len(lines)])
	}
}

// BenchmarkWord and BenchmarkParse write and read the turns of random
// games of each game, one turn an operation.
func BenchmarkWord(b *testing.B) {
	for _, name := range []string{"Jungle", "YINSH", "Ingenious"} {
		b.Run(name, func(b *testing.B) {
			w, _, moves := benchGame(b, name)
			for i := 0; b.Loop(); i++ {
				w.Word(moves[i%len(moves)])
			}
		})
	}
}

func BenchmarkParse(b *testing.B) {
	for _, name := range []string{"Jungle", "YINSH", "Ingenious"} {
		b.Run(name, func(b *testing.B) {
			w, _, moves := benchGame(b, name)
			words := make([]string, len(moves))
			for i, m := range moves {
				words[i] = w.Word(m)
			}
			for i := 0; b.Loop(); i++ {
				if _, err := w.Parse(words[i%len(words)]); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkPosition writes the position command of a 100-turn game.
func BenchmarkPosition(b *testing.B) {
	w, _, moves := benchGame(b, "YINSH")
	moves = moves[:min(100, len(moves))]
	for b.Loop() {
		w.Position("", moves)
	}
}

// benchGame is the wire of a game, its start and the turns of a random game.
func benchGame(b *testing.B, name string) (Wire, engines.Position, []engines.Move) {
	g := game(b, name)
	_, moves := randomGame(b, g, 1, engines.Setup{}, 0)
	pos, err := g.New(engines.Setup{})
	if err != nil {
		b.Fatal(err)
	}
	return NewWire(g), pos, moves
}
