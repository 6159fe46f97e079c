package board

import (
	"testing"

	"github.com/arbiter-games/arbiter/notation"
)

// BenchmarkFirstTargets is the work of showing a board's start: the
// gestures that can come first at its position (Ingenious's empty board
// the heaviest start).
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

// BenchmarkClickBusiest is one click (a tile, then its first space, its
// second, and the bonus placement's tile) and the targets after it, at
// the busiest position of a public Ingenious record (the one before turn
// 26 of annotated.ingenious, racks and draws left out: 325,165 turns),
// the position newly shown before each: "show" is the targets of the
// position shown, the others a click after those before it.
func BenchmarkClickBusiest(b *testing.B) {
	bd, err := Load(ref, publicText(b, "../../../examples/ingenious/annotated.ingenious"), "")
	if err != nil {
		b.Fatal(err)
	}
	for range 25 {
		bd.Forward()
	}
	// RG@h5-i5 earns a bonus placement (green reaches 18), then a tile.
	clicks := []notation.Gesture{notation.Tile("RG"), notation.At("h5"), notation.At("i5"), notation.Tile("RG")}
	for n := range len(clicks) + 1 {
		name := "show"
		if n > 0 {
			name = clicks[n-1].String()
		}
		b.Run(name, func(b *testing.B) {
			for b.Loop() {
				b.StopTimer()
				bd.shown()
				if n > 0 {
					_ = bd.Targets()
					for _, g := range clicks[:n-1] {
						clickOn(b, bd, g)
					}
				}
				b.StartTimer()
				if n > 0 {
					clickOn(b, bd, clicks[n-1])
				}
				if len(bd.Targets()) == 0 {
					b.Fatal("no targets")
				}
			}
		})
	}
}

// clickOn makes a gesture that plays no turn.
func clickOn(b *testing.B, bd *Board, g notation.Gesture) {
	if played, err := bd.Click(g); played || err != nil {
		b.Fatalf("%s: played %v, %v", g, played, err)
	}
}
