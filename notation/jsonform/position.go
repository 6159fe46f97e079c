package jsonform

import (
	"strings"

	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/schemas"
)

// Position is the JSON form of a position (schemas/position.json, and
// the game's own <game>-position schema).
type Position struct {
	Game     string  `json:"game"`
	Variant  string  `json:"variant,omitempty"`
	Rules    string  `json:"rules,omitempty"`
	Position string  `json:"position"`
	Turn     int     `json:"turn"`
	ToMove   int     `json:"toMove"`
	LastMove string  `json:"lastMove,omitempty"`
	Outcome  Outcome `json:"outcome"`
	Board    any     `json:"board"`
}

// Outcome is the JSON form of an outcome.
type Outcome struct {
	Over   bool   `json:"over"`
	Result string `json:"result,omitempty"`
	Reason string `json:"reason,omitempty"`
}

// MarshalPosition writes a snapshot's position as JSON, validated against
// the game's position schema before it is returned.
func MarshalPosition(g notation.Game, s notation.Snapshot, variant, rules string) ([]byte, error) {
	pos := s.Position
	j := Position{Game: g.Name(), Variant: variant, Rules: rules,
		Position: pos.String(), Turn: s.Turn, ToMove: pos.Seat() + 1, Board: map[string]any{}}
	if s.Last != nil {
		j.LastMove = s.Last.String()
	}
	if o := pos.Outcome(); o.Over {
		j.Outcome = Outcome{Over: true, Result: g.Notation().ResultToken(o), Reason: o.Reason}
	}
	if b := g.Board(pos); b != nil {
		j.Board = b
	}
	return schemas.Marshal(schemaOf(g, "position"), j)
}

// schema names the game's own schema of a kind when there is one, else the
// generic one.
func schemaOf(g notation.Game, kind string) string {
	if name := strings.ToLower(g.Name()) + "-" + kind; schemas.Has(name) {
		return name
	}
	return kind
}
