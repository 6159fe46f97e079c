package jsonform

import (
	"strings"

	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/schemas"
)

// PositionJSON is the JSON form of a position (schemas/position.json, and
// the game's own <game>-position schema).
type PositionJSON struct {
	Game     string      `json:"game"`
	Variant  string      `json:"variant,omitempty"`
	Rules    string      `json:"rules,omitempty"`
	Position string      `json:"position"`
	Turn     int         `json:"turn"`
	ToMove   int         `json:"toMove"`
	LastMove string      `json:"lastMove,omitempty"`
	Outcome  OutcomeJSON `json:"outcome"`
	Board    any         `json:"board"`
}

// OutcomeJSON is the JSON form of an outcome.
type OutcomeJSON struct {
	Over   bool   `json:"over"`
	Result string `json:"result,omitempty"`
	Reason string `json:"reason,omitempty"`
}

// MarshalPosition writes a view's position as JSON, validated against the
// game's position schema before it is returned.
func MarshalPosition(g notation.Game, v notation.View, variant, rules string) ([]byte, error) {
	pos := v.Position
	j := PositionJSON{Game: g.Engine.Name(), Variant: variant, Rules: rules,
		Position: pos.String(), Turn: v.Turn, ToMove: pos.Seat() + 1, Board: map[string]any{}}
	if v.Last != nil {
		j.LastMove = v.Last.String()
	}
	if o := pos.Outcome(); o.Over {
		j.Outcome = OutcomeJSON{Over: true, Result: g.ResultToken(o), Reason: o.Reason}
	}
	if g.Board != nil {
		j.Board = g.Board(pos)
	}
	return schemas.Marshal(schemaOf(g, "position"), j)
}

// schema names the game's own schema of a kind when there is one, else the
// generic one.
func schemaOf(g notation.Game, kind string) string {
	if name := strings.ToLower(g.Engine.Name()) + "-" + kind; schemas.Has(name) {
		return name
	}
	return kind
}
