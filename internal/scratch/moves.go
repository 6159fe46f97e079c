package scratch

import (
	"sync"

	"github.com/arbiter-games/arbiter/engines"
)

// MovesIn gives a reader of a game's turns that builds them in a Scratch.
type MovesIn func(s *Scratch) func(text string) (engines.Move, error)

// movers holds the games' readers in scratch memory, by the game's name.
var movers sync.Map

// RegisterMoves makes in the reader of the named game's turns in scratch
// memory: a game's notation package registers it, the referee asks for it
// (Moves), so that no public API names scratch memory.
func RegisterMoves(game string, in MovesIn) { movers.Store(game, in) }

// Moves gives the named game's reader of turns in s; ok is false when
// the game has none.
func Moves(game string, s *Scratch) (read func(string) (engines.Move, error), ok bool) {
	in, ok := movers.Load(game)
	if !ok {
		return nil, false
	}
	return in.(MovesIn)(s), true
}
