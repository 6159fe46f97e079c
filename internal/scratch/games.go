package scratch

import (
	"sync"

	"github.com/arbiter-games/arbiter/engines"
)

// A game's package registers here how it builds in scratch memory, by the
// game's name; the referee asks by the game's name, so that no public API
// names scratch memory.

// registry holds one kind of function by the game's name.
type registry[F any] struct{ m sync.Map }

// register makes f the named game's.
func (r *registry[F]) register(game string, f F) { r.m.Store(game, f) }

// of gives the named game's function; ok is false when it has none.
func (r *registry[F]) of(game string) (f F, ok bool) {
	v, ok := r.m.Load(game)
	if ok {
		f = v.(F)
	}
	return f, ok
}

// MovesIn gives a reader of a game's turns that builds them in a Scratch.
type MovesIn func(s *Scratch) func(text string) (engines.Move, error)

// movers holds the games' readers in scratch memory.
var movers registry[MovesIn]

// RegisterMoves makes in the reader of the named game's turns in scratch
// memory: a game's notation package registers it, the referee asks for it
// (Moves).
func RegisterMoves(game string, in MovesIn) { movers.register(game, in) }

// Moves gives the named game's reader of turns in s; ok is false when
// the game has none.
func Moves(game string, s *Scratch) (read func(string) (engines.Move, error), ok bool) {
	in, ok := movers.of(game)
	if !ok {
		return nil, false
	}
	return in(s), true
}

// CloneIn copies a game's position into a Scratch: the copy, and the
// memory it grows into as moves are played on it, are taken from s. Only
// the copy takes from s, not the positions cloned from it, which may be
// played on other goroutines.
type CloneIn func(p engines.Position, s *Scratch) engines.Position

// cloners holds the games' copies in scratch memory.
var cloners registry[CloneIn]

// RegisterClone makes in the copy of the named game's positions in
// scratch memory: a game's engine registers it, the referee asks for it
// (Clone).
func RegisterClone(game string, in CloneIn) { cloners.register(game, in) }

// Clone copies p, a position of the named game, into s where the game
// registered a way and s is not nil; else it gives p.Clone().
func Clone(game string, p engines.Position, s *Scratch) engines.Position {
	if in, ok := cloners.of(game); ok && s != nil {
		return in(p, s)
	}
	return p.Clone()
}

// CloneValue is the CloneIn of a game whose positions are values of P that
// their Clone copies whole: nothing of theirs grows as moves are played.
func CloneValue[P any, PP interface {
	*P
	engines.Position
}](p engines.Position, s *Scratch) engines.Position {
	v, ok := p.(PP)
	if !ok {
		return p.Clone()
	}
	c := &Take[P](s, 1)[0]
	*c = *v
	return PP(c)
}
