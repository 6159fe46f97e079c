package board

import (
	"testing"
)

// BenchmarkFirstTargets is the work of a click on a board newly shown:
// the turns of its position listed with their gestures, and the targets
// (the heaviest position of each game: Ingenious's empty board).
func BenchmarkFirstTargets(b *testing.B) {
	for _, game := range []string{"YINSH", "Jungle", "Ingenious"} {
		bd, err := New(ref, game, "", "", nil)
		if err != nil {
			b.Fatal(err)
		}
		b.Run(game, func(b *testing.B) {
			for b.Loop() {
				bd.shown()
				if len(bd.Targets()) == 0 {
					b.Fatal("no targets")
				}
			}
		})
	}
}
