package yinsh

import (
	"github.com/arbiter-games/arbiter/engines"
	engine "github.com/arbiter-games/arbiter/engines/yinsh"
	"github.com/arbiter-games/arbiter/notation"
)

// Next gives the gestures that can come next at p after those made
// (notation.Gestures), from the turns the engine finds legal, each
// entered by clicks: the rows the opponent made, each a choice ("row
// c3-c7") and the ring removed with it (its point); then the ring placed
// (its point), the ring moved (its point, then where it goes) or the
// choice "pass"; then the rows the move made, as the first. A position
// has few turns: they are listed whole.
func (Game) Next(p engines.Position, made []notation.Gesture) []notation.Step {
	return notation.StepsOf(p, made, gesturesOf)
}

// Way gives the gestures that enter the turn m (notation.Gestures).
func (Game) Way(_ engines.Position, m engines.Move) ([]notation.Gesture, bool) {
	return notation.WayOf(m, gesturesOf)
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
