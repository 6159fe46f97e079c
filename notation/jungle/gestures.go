package jungle

import (
	"github.com/arbiter-games/arbiter/engines"
	engine "github.com/arbiter-games/arbiter/engines/jungle"
	"github.com/arbiter-games/arbiter/notation"
)

// Gestures lists the turns the engine finds legal at p, each entered by
// two clicks (notation.Gestures): the square the animal leaves, then the
// square it goes to (a river jump's far bank, a capture's prey).
func (Game) Gestures(p engines.Position) []notation.Gestured {
	return notation.GesturesOf(p, func(m engine.Move) []notation.Gesture {
		return []notation.Gesture{notation.At(m.From.String()), notation.At(m.To.String())}
	})
}
