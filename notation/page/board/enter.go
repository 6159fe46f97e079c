package board

import (
	"fmt"
	"slices"

	"github.com/arbiter-games/arbiter/notation"
)

// entries are the turns that can be entered at the node shown, listed
// once a node.
func (b *Board) entries() []notation.Gestured {
	if !b.listed {
		b.listed = true
		if b.gestures != nil {
			b.offered = b.gestures.Gestures(b.Position())
		}
	}
	return b.offered
}

// Made are the gestures made so far of the next turn.
func (b *Board) Made() []notation.Gesture { return slices.Clone(b.made) }

// Targets are the gestures that can come next, given those made: the
// next gesture of each turn whose gestures start with them, each once, in
// the order the engine lists its turns. None where the game is over or
// the game enters no turn by clicks (CanEnter says why).
func (b *Board) Targets() []notation.Gesture {
	var out []notation.Gesture
	seen := map[notation.Gesture]bool{}
	for _, e := range b.entries() {
		if len(e.Gestures) > len(b.made) && startsWith(e.Gestures, b.made) {
			g := e.Gestures[len(b.made)]
			if !seen[g] {
				seen[g] = true
				out = append(out, g)
			}
		}
	}
	return out
}

// CanEnter tells whether turns can be entered by clicks on this board
// at all, and why not.
func (b *Board) CanEnter() error {
	if b.gestures == nil {
		return fmt.Errorf("%s turns cannot be entered by clicks: the game does not say how", b.game.Name())
	}
	return nil
}

// startsWith reports whether gs starts with prefix.
func startsWith(gs, prefix []notation.Gesture) bool {
	return len(gs) >= len(prefix) && slices.Equal(gs[:len(prefix)], prefix)
}

// Click makes one gesture of the next turn. A gesture that is not a
// target is refused, and those made stay. When the gestures make a whole
// turn, it is played: the board shows the turn of the line shown or of a
// variation when it is already there, else a new one: the line's next
// turn at the end of a line, else a new variation. played tells whether
// a turn was played.
func (b *Board) Click(g notation.Gesture) (played bool, err error) {
	if err := b.CanEnter(); err != nil {
		return false, err
	}
	if !slices.Contains(b.Targets(), g) {
		return false, fmt.Errorf("%s cannot be clicked now: %s", g, b.expected())
	}
	made := append(slices.Clip(b.made), g)
	for _, e := range b.entries() {
		if slices.Equal(e.Gestures, made) {
			return true, b.Play(e.Move.String())
		}
	}
	b.made = made
	return false, nil
}

// expected says what can be clicked instead.
func (b *Board) expected() string {
	ts := b.Targets()
	if len(ts) == 0 {
		return "no turn can be played here"
	}
	const most = 8
	s := ""
	for i, t := range ts[:min(len(ts), most)] {
		if i > 0 {
			s += ", "
		}
		s += t.String()
	}
	if len(ts) > most {
		s += fmt.Sprintf(" and %d more", len(ts)-most)
	}
	return "the next gesture is one of " + s
}

// Cancel forgets the gestures made of the next turn.
func (b *Board) Cancel() { b.made = nil }

// Play plays a turn written as the notation writes it, from the node
// shown, as Click does once its gestures are made: to the turn already
// there, or to a new one (at the end of the line, else a new variation).
// A turn the engine refuses is refused with its words, the board
// unchanged.
func (b *Board) Play(move string) error {
	m, err := b.game.ParseMove(move)
	if err != nil {
		return fmt.Errorf("%q cannot be read: %v", move, err)
	}
	p := b.Position().Clone()
	played, err := p.Play(m)
	if err != nil {
		return err
	}
	c := b.current()
	long := played.Move.String()
	for _, k := range c.kids {
		if k.move != nil && k.move.String() == long {
			return b.Go(k.id)
		}
	}
	t := &notation.Turn{Move: long}
	var owner *node
	if len(c.kids) == 0 { // the line goes on: what stood after its end goes before the turn
		t.Before, c.trail = c.trail, nil
	} else { // a new variation, replacing the turn of the line
		owner = c.kids[0]
	}
	n := b.add(c, t)
	n.owner = owner
	n.move, n.number = played.Move, b.Position().TurnNumber()
	b.extend(n, p)
	b.shown()
	return nil
}
