package yinsh

import (
	"github.com/arbiter-games/arbiter/engines"
	engine "github.com/arbiter-games/arbiter/engines/yinsh"
	"github.com/arbiter-games/arbiter/notation"
)

// Gestures lists the turns the engine finds legal at p, each entered by
// clicks (notation.Gestures): the rows the opponent made, each a choice
// ("row c3-c7") and the ring removed with it (its point); then the ring
// placed (its point), the ring moved (its point, then where it goes) or
// the choice "pass"; then the rows the move made, as the first.
func (Game) Gestures(p engines.Position) []notation.Gestured {
	return notation.GesturesOf(p, gesturesOf)
}

// gesturesOf are the gestures that enter a turn in long form.
func gesturesOf(t engine.Turn) []notation.Gesture {
	g := removals(nil, t.Opening)
	switch t.Action {
	case engine.ActionPlace:
		g = append(g, notation.At(t.To.String()))
	case engine.ActionMove:
		g = append(g, notation.At(t.From.String()), notation.At(t.To.String()))
	case engine.ActionPass:
		g = append(g, notation.Choice("pass"))
	}
	return removals(g, t.Removals)
}

// removals adds the gestures of rows removed: the row chosen, then the
// ring removed with it.
func removals(g []notation.Gesture, rs []engine.Removal) []notation.Gesture {
	for _, r := range rs {
		g = append(g, notation.Choice("row "+r.Row.String()), notation.At(r.Ring.String()))
	}
	return g
}
