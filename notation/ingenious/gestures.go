package ingenious

import (
	"slices"

	"github.com/arbiter-games/arbiter/engines"
	engine "github.com/arbiter-games/arbiter/engines/ingenious"
	"github.com/arbiter-games/arbiter/notation"
)

// swapChoice is the choice that asks for a swap of the rack at the end
// of the turn.
var swapChoice = notation.Choice("swap")

// A turn is entered by clicks (notation.Gestures): for each placement (the
// first, then each bonus placement), the kind of tile (its colours in the
// order of the score track: "RB", never "BR"), then the space of its first
// colour, then the space of its second (a double's two spaces either
// way). Where the players hold racks, a turn may also start with the
// choice "swap": the rack is swapped at the end of the turn. A record that
// writes its draws (a full record) gets none: no click gives the tiles
// drawn.
//
// The turns are never listed whole: where bonus placements can be earned
// they are millions. The gestures are given step by step from the
// position after the placements made so far (engine.Position.Place), and
// those a placement can take from the engine's (Placements): a turn
// entered is one of the engine's legal turns (Legal), and each of them
// can be entered.

// Next gives the gestures that can come next at p after those made
// (notation.Gestures): the kinds of tile that can be placed (and "swap"
// before any), the spaces of the first colour of the kind clicked, the
// spaces of its second beside the first; a second space ends the turn
// unless the placement earns a bonus placement.
func (Game) Next(p engines.Position, made []notation.Gesture) []notation.Step {
	e, ok := enter(p, made)
	if !ok {
		return nil
	}
	switch len(e.part) {
	case 0:
		return e.tiles(len(made) == 0)
	case 1:
		return e.firsts()
	default:
		return e.seconds()
	}
}

// Way gives the gestures that enter the turn m at p (notation.Gestures),
// a double's spaces in the order the turn writes them; none for a turn
// that holds draws, or at a position that writes its racks.
func (Game) Way(p engines.Position, m engines.Move) ([]notation.Gesture, bool) {
	pos, ok := p.(*engine.Position)
	t, isTurn := engines.MoveAs[engine.Turn](m)
	if !ok || pos.Full() || !isTurn || len(t.Refill) > 0 || len(t.SwapDraw) > 0 || t.Swap && !pos.Rules().HasRacks() {
		return nil, false
	}
	var way []notation.Gesture
	if t.Swap {
		way = append(way, swapChoice)
	}
	for _, pl := range t.Placements {
		kind, first, second := kindOf(pl)
		way = append(way, notation.Tile(kind.String()), notation.At(first.String()), notation.At(second.String()))
	}
	return way, true
}

// kindOf is a placement's kind of tile, its colours in track order, and
// the spaces of its first colour and of its second.
func kindOf(pl engine.Placement) (engine.Tile, engine.Space, engine.Space) {
	if pl.Tile.B < pl.Tile.A {
		return engine.Tile{A: pl.Tile.B, B: pl.Tile.A}, pl.Second, pl.First
	}
	return pl.Tile, pl.First, pl.Second
}

// entering is a turn being entered: the position after the placements
// made so far, the turn they make, and the gestures made of the next
// placement (its kind, then its first space).
type entering struct {
	pos   *engine.Position
	turn  engine.Turn
	part  []notation.Gesture
	racks bool
}

// enter replays the gestures made of a turn at p; false where they are
// not the start of a turn, or p writes its racks.
func enter(p engines.Position, made []notation.Gesture) (entering, bool) {
	start, ok := p.(*engine.Position)
	if !ok || start.Full() {
		return entering{}, false
	}
	e := entering{pos: start.Public(), racks: start.Rules().HasRacks()}
	if e.racks && len(made) > 0 && made[0] == swapChoice {
		e.turn.Swap, made = true, made[1:]
	}
	for ; len(made) >= 3; made = made[3:] {
		pl, ok := placementOf(made[0], made[1], made[2])
		if !ok {
			return entering{}, false
		}
		if owed, err := e.pos.Place(pl); err != nil || owed == 0 {
			return entering{}, false // refused, or the turn was whole
		}
		e.turn.Placements = append(e.turn.Placements, pl)
	}
	e.part = made
	return e, true
}

// placementOf reads a placement's gestures: its kind of tile, the space
// of its first colour, the space of its second.
func placementOf(tile, first, second notation.Gesture) (engine.Placement, bool) {
	kind, ok := kindNamed(tile)
	a, okA := spaceNamed(first)
	b, okB := spaceNamed(second)
	return engine.Placement{Tile: kind, First: a, Second: b}, ok && okA && okB
}

// kindNamed reads the gesture on a kind of tile, its colours in track
// order.
func kindNamed(g notation.Gesture) (engine.Tile, bool) {
	t, err := engine.ParseTile(g.Text)
	return t, g.Kind == notation.GestureTile && err == nil && t.A <= t.B
}

// spaceNamed reads the gesture on a space.
func spaceNamed(g notation.Gesture) (engine.Space, bool) {
	s, err := engine.ParseSpace(g.Text)
	return s, g.Kind == notation.GestureAt && err == nil
}

// placements are the placements the engine allows now with tiles of the
// kinds given, or of any kind off the board (none given).
func (e entering) placements(kinds ...engine.Tile) []engine.Placement {
	if len(kinds) == 0 {
		kinds = e.pos.OffBoard()
	}
	return e.pos.Placements(kinds)
}

// tiles are the kinds of tile that can be placed, in kind order, and
// "swap" where the turn is not started and racks are held.
func (e entering) tiles(start bool) []notation.Step {
	var out []notation.Step
	seen := map[engine.Tile]bool{}
	for _, pl := range e.placements() {
		if kind := kindOfTile(pl.Tile); !seen[kind] {
			seen[kind] = true
			out = append(out, notation.Step{Gesture: notation.Tile(kind.String())})
		}
	}
	if start && e.racks && len(out) > 0 {
		out = append(out, notation.Step{Gesture: swapChoice})
	}
	return out
}

// kindOfTile is a tile's kind, its colours in track order.
func kindOfTile(t engine.Tile) engine.Tile {
	kind, _, _ := kindOf(engine.Placement{Tile: t})
	return kind
}

// firsts are the spaces the first colour of the kind clicked can go on.
func (e entering) firsts() []notation.Step {
	kind, ok := kindNamed(e.part[0])
	if !ok {
		return nil
	}
	var out []notation.Step
	seen := map[engine.Space]bool{}
	add := func(s engine.Space) {
		if !seen[s] {
			seen[s] = true
			out = append(out, notation.Step{Gesture: notation.At(s.String())})
		}
	}
	for _, pl := range e.placements(kind) {
		_, first, second := kindOf(pl)
		add(first)
		if kind.Double() {
			add(second)
		}
	}
	return out
}

// seconds are the spaces the second colour can go on, beside the first
// clicked, each with the turn it makes whole when the placement earns no
// bonus placement.
func (e entering) seconds() []notation.Step {
	kind, okKind := kindNamed(e.part[0])
	at, okAt := spaceNamed(e.part[1])
	if !okKind || !okAt {
		return nil
	}
	var out []notation.Step
	for _, pl := range e.placements(kind) {
		_, first, second := kindOf(pl)
		if first != at {
			if !kind.Double() || second != at {
				continue
			}
			second = first
		}
		if s, ok := e.step(engine.Placement{Tile: kind, First: at, Second: second}); ok {
			out = append(out, s)
		}
	}
	return out
}

// step is the gesture on the second space of a placement, with the turn
// it makes whole, if it does; false where the engine refuses it.
func (e entering) step(pl engine.Placement) (notation.Step, bool) {
	s := notation.Step{Gesture: notation.At(pl.Second.String())}
	after := e.pos.Clone().(*engine.Position)
	owed, err := after.Place(pl)
	if owed == 0 {
		t := e.turn
		t.Placements = append(slices.Clip(t.Placements), pl)
		s.Move = &t
	}
	return s, err == nil
}
