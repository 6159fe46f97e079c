package jungle

import (
	"github.com/arbiter-games/arbiter/engines"
	engine "github.com/arbiter-games/arbiter/engines/jungle"
	"github.com/arbiter-games/arbiter/notation"
)

// Next gives the gestures that can come next at p after those made
// (notation.Gestures), from the turns the engine finds legal, each
// entered by two clicks: the square the animal leaves, then the square it
// goes to (a river jump's far bank, a capture's prey).
func (Game) Next(p engines.Position, made []notation.Gesture) []notation.Step {
	return notation.StepsOf(p, made, gesturesOf)
}

// Way gives the gestures that enter the turn m (notation.Gestures).
func (Game) Way(_ engines.Position, m engines.Move) ([]notation.Gesture, bool) {
	return notation.WayOf(m, gesturesOf)
}

// gesturesOf are the gestures that enter a move.
func gesturesOf(m engine.Move) []notation.Gesture {
	return []notation.Gesture{notation.At(m.From.String()), notation.At(m.To.String())}
}
