package ingenious

import (
	"slices"

	"github.com/arbiter-games/arbiter/engines"
	engine "github.com/arbiter-games/arbiter/engines/ingenious"
	"github.com/arbiter-games/arbiter/notation"
)

// swapChoice is the choice that asks for a swap of the rack at the end
// of the turn.
const swapChoice = "swap"

// Gestures lists the turns the engine finds legal at p, each entered by
// clicks (notation.Gestures): for each placement (the first, then each
// bonus placement), the kind of tile (its colours in the order of the
// score track: "RB", never "BR"), then the space of its first colour,
// then the space of its second (a double's two spaces either way). Where
// the players hold racks, each turn may also start with the choice
// "swap": the rack is swapped at the end of the turn. A record that writes
// its draws (a full record) gets none: no click gives the tiles drawn.
func (Game) Gestures(p engines.Position) []notation.Gestured {
	pos, ok := p.(*engine.Position)
	if !ok || pos.Full() {
		return nil
	}
	swaps := pos.Rules().HasRacks()
	var out []notation.Gestured
	for _, m := range p.Legal() {
		t, ok := engines.MoveAs[engine.Turn](m)
		if !ok {
			continue
		}
		for _, g := range placings(t.Placements) {
			out = append(out, notation.Gestured{Move: m, Gestures: g})
			if swaps {
				swapped := &engine.Turn{Placements: t.Placements, Swap: true}
				out = append(out, notation.Gestured{Move: swapped, Gestures: append([]notation.Gesture{notation.Choice(swapChoice)}, g...)})
			}
		}
	}
	return out
}

// placings are the ways of entering a chain of placements: one, or two
// for each double (its spaces either way).
func placings(pls []engine.Placement) [][]notation.Gesture {
	ways := [][]notation.Gesture{nil}
	for _, pl := range pls {
		kind := pl.Tile
		if kind.B < kind.A {
			kind.A, kind.B = kind.B, kind.A
		}
		first, second := notation.At(pl.First.String()), notation.At(pl.Second.String())
		if pl.Tile.A != kind.A {
			first, second = second, first
		}
		orders := [][2]notation.Gesture{{first, second}}
		if kind.Double() {
			orders = append(orders, [2]notation.Gesture{second, first})
		}
		var next [][]notation.Gesture
		for _, w := range ways {
			for _, o := range orders {
				next = append(next, append(slices.Clip(w), notation.Tile(kind.String()), o[0], o[1]))
			}
		}
		ways = next
	}
	return ways
}
