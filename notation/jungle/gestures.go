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
	legal := p.Legal()
	out := make([]notation.Gestured, 0, len(legal))
	for _, m := range legal {
		jm, ok := engines.MoveAs[engine.Move](m)
		if !ok {
			continue
		}
		out = append(out, notation.Gestured{Move: m, Gestures: []notation.Gesture{
			notation.At(jm.From.String()), notation.At(jm.To.String())}})
	}
	return out
}
