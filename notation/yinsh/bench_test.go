package yinsh

import (
	"testing"

	"github.com/arbiter-games/arbiter/engines"
	engine "github.com/arbiter-games/arbiter/engines/yinsh"
)

// gameTurns returns the turns of n random games as written, in the mix a
// file of records holds.
func gameTurns(b *testing.B, n int) []string {
	var texts []string
	for seed := range int64(n) {
		_, turns, err := engine.Game{}.RandomGame(seed, engines.Setup{}, 0)
		if err != nil {
			b.Fatal(err)
		}
		for _, t := range turns {
			texts = append(texts, t.String())
		}
	}
	return texts
}

// BenchmarkParseMove measures ParseMove over the turns of random games.
func BenchmarkParseMove(b *testing.B) {
	texts := gameTurns(b, 100)
	for i := 0; b.Loop(); i++ {
		if _, err := ParseMove(texts[i%len(texts)]); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkParseTurn measures the participle parser alone, without the
// cache.
func BenchmarkParseTurn(b *testing.B) {
	texts := gameTurns(b, 100)
	for i := 0; b.Loop(); i++ {
		if _, err := parseTurn(texts[i%len(texts)]); err != nil {
			b.Fatal(err)
		}
	}
}
