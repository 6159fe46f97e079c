package board

import (
	"fmt"
	"slices"

	"github.com/arbiter-games/arbiter/notation"
)

// steps are the gestures that can come next at the node shown, after
// those made, listed once for them.
func (b *Board) steps() []notation.Step {
	if !b.listed {
		b.listed = true
		if b.gestures != nil {
			b.next = b.gestures.Next(b.Position(), b.made)
		}
	}
	return b.next
}

// Made are the gestures made so far of the next turn.
func (b *Board) Made() []notation.Gesture { return slices.Clone(b.made) }

// picked are the places of the gestures made.
func (b *Board) picked() []string {
	var out []string
	for _, g := range b.made {
		if g.Kind == notation.GestureAt {
			out = append(out, g.Text)
		}
	}
	return out
}

// Targets are the gestures that can come next, given those made, in the
// order the game gives them. None where the game is over or the game
// enters no turn by clicks (CanEnter says why).
func (b *Board) Targets() []notation.Gesture {
	var out []notation.Gesture
	for _, s := range b.steps() {
		out = append(out, s.Gesture)
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
	i := slices.IndexFunc(b.steps(), func(s notation.Step) bool { return s.Gesture == g })
	if i < 0 {
		return false, fmt.Errorf("%s cannot be clicked now: %s", g, b.expected())
	}
	if m := b.next[i].Move; m != nil {
		return true, b.Play(m.String())
	}
	b.made, b.next, b.listed = append(slices.Clip(b.made), g), nil, false
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
func (b *Board) Cancel() { b.shown() }

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
