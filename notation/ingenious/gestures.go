package ingenious

import (
	"github.com/arbiter-games/arbiter/engines"
	engine "github.com/arbiter-games/arbiter/engines/ingenious"
	"github.com/arbiter-games/arbiter/notation"
)

// swapChoice is the choice that asks for a swap of the rack at the end
// of the turn.
var swapChoice = notation.Choice("swap")

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
	legal := p.Legal()
	w := writer{swaps: pos.Rules().HasRacks(), names: map[engine.Space]notation.Gesture{}, tiles: map[engine.Tile]notation.Gesture{}}
	w.out = make([]notation.Gestured, 0, 2*len(legal))
	for _, m := range legal {
		if t, ok := engines.MoveAs[engine.Turn](m); ok {
			w.turn(m, t)
		}
	}
	return w.out
}

// writer gathers the gestures of turns, each name made once and the
// lists taken from blocks.
type writer struct {
	swaps bool
	names map[engine.Space]notation.Gesture
	tiles map[engine.Tile]notation.Gesture
	block []notation.Gesture
	out   []notation.Gestured
}

// take is room for n gestures.
func (w *writer) take(n int) []notation.Gesture {
	if len(w.block) < n {
		w.block = make([]notation.Gesture, max(n, 4096))
	}
	g := w.block[:0:n]
	w.block = w.block[n:]
	return g
}

// then is a new list of gestures: way, then more.
func (w *writer) then(way []notation.Gesture, more ...notation.Gesture) []notation.Gesture {
	return append(append(w.take(len(way)+len(more)), way...), more...)
}

// at is the gesture on a space.
func (w *writer) at(s engine.Space) notation.Gesture {
	g, ok := w.names[s]
	if !ok {
		g = notation.At(s.String())
		w.names[s] = g
	}
	return g
}

// tile is the gesture on a kind of tile, its colours in track order.
func (w *writer) tile(kind engine.Tile) notation.Gesture {
	g, ok := w.tiles[kind]
	if !ok {
		g = notation.Tile(kind.String())
		w.tiles[kind] = g
	}
	return g
}

// turn adds the ways of entering a turn: one, or two for each double
// (its spaces either way), each also after "swap" where racks are held.
func (w *writer) turn(m engines.Move, t engine.Turn) {
	ways := [][]notation.Gesture{nil}
	for _, pl := range t.Placements {
		kind := pl.Tile
		if kind.B < kind.A {
			kind.A, kind.B = kind.B, kind.A
		}
		first, second := w.at(pl.First), w.at(pl.Second)
		if pl.Tile.A != kind.A {
			first, second = second, first
		}
		for i, way := range ways {
			if kind.Double() {
				ways = append(ways, w.then(way, w.tile(kind), second, first))
			}
			ways[i] = w.then(way, w.tile(kind), first, second)
		}
	}
	var swapped engines.Move
	if w.swaps {
		swapped = &engine.Turn{Placements: t.Placements, Swap: true}
	}
	for _, way := range ways {
		w.out = append(w.out, notation.Gestured{Move: m, Gestures: way})
		if swapped != nil {
			w.out = append(w.out, notation.Gestured{Move: swapped, Gestures: w.then([]notation.Gesture{swapChoice}, way...)})
		}
	}
}
