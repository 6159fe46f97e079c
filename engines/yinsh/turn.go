package yinsh

import (
	"fmt"
	"strings"
)

// Turn is one player's whole turn: the rows he removes first (made for him by
// the opponent), then a ring placed, a ring moved or a pass, then the rows
// his move made, and a resignation that may end the turn at any point.
// String gives the GIPF long form, parts joined by ";".
type Turn struct {
	// Opening are the rows removed before moving, in order.
	Opening []Removal `json:"opening,omitempty"`
	// Action is the ring placed, the ring moved or the pass; ActionNone when
	// the turn ends before it.
	Action Action `json:"action,omitempty"`
	// From is the point a ring moves from (ActionMove only).
	From Point `json:"from,omitempty"`
	// To is the point a ring is placed on or moves to.
	To Point `json:"to,omitempty"`
	// Removals are the rows removed after the move, in order.
	Removals []Removal `json:"removals,omitempty"`
	// Resign ends the turn and the game with the player's loss.
	Resign bool `json:"resign,omitempty"`
}

// Action is the middle part of a turn.
type Action uint8

// The actions of a turn.
const (
	ActionNone Action = iota
	ActionPlace
	ActionMove
	ActionPass
)

var actionNames = [...]string{"", "place", "move", "pass"}

// String returns "place", "move", "pass", or "" for ActionNone.
func (a Action) String() string {
	if int(a) >= len(actionNames) {
		return fmt.Sprintf("action(%d)", uint8(a))
	}
	return actionNames[a]
}

// MarshalText writes the action's name.
func (a Action) MarshalText() ([]byte, error) {
	if int(a) >= len(actionNames) {
		return nil, fmt.Errorf("%d is not a YINSH action", uint8(a))
	}
	return []byte(a.String()), nil
}

// UnmarshalText reads "place", "move", "pass" or "".
func (a *Action) UnmarshalText(b []byte) error {
	for i, n := range actionNames {
		if n == string(b) {
			*a = Action(i)
			return nil
		}
	}
	return fmt.Errorf("%q is not a YINSH action (place, move or pass)", b)
}

// Removal is a row taken off the board with the ring its owner removes for
// it. In the short form the Row is zero.
type Removal struct {
	Row  Row   `json:"row,omitzero"`
	Ring Point `json:"ring"`
}

// String returns "xa5-e5xb7", or "xb7" in the short form.
func (r Removal) String() string { return string(r.appendText(make([]byte, 0, 9))) }

// appendText appends the text String gives.
func (r Removal) appendText(b []byte) []byte {
	b = append(b, 'x')
	if r.Row != (Row{}) {
		b = append(append(append(b, r.Row.Start.String()...), '-'), r.Row.End.String()...)
		b = append(b, 'x')
	}
	return append(b, r.Ring.String()...)
}

// Row is a row of five markers named by its end points; the long form lists
// the lower end first (by column, then row).
type Row struct {
	Start, End Point
}

// String returns "a5-e5".
func (r Row) String() string { return r.Start.String() + "-" + r.End.String() }

// MarshalText writes the row as "a5-e5".
func (r Row) MarshalText() ([]byte, error) {
	if !r.Start.Valid() || !r.End.Valid() {
		return nil, fmt.Errorf("%d-%d is not a YINSH row", uint8(r.Start), uint8(r.End))
	}
	return []byte(r.String()), nil
}

// UnmarshalText reads a row written as "a5-e5".
func (r *Row) UnmarshalText(b []byte) error {
	s, e, ok := strings.Cut(string(b), "-")
	if !ok {
		return fmt.Errorf("%q is not a row (expected two points, like a5-e5)", b)
	}
	start, err := ParsePoint(s)
	if err != nil {
		return err
	}
	end, err := ParsePoint(e)
	if err != nil {
		return err
	}
	*r = Row{start, end}
	return nil
}

// String returns the turn's long form when its rows are filled in, as Play
// returns it ("xa5-e5xb7;c8-d8"), and the short form otherwise.
func (t Turn) String() string {
	if t.Opening == nil && t.Removals == nil && !t.Resign { // most turns: one string
		switch t.Action {
		case ActionPlace:
			return t.To.String()
		case ActionMove:
			return t.From.String() + "-" + t.To.String()
		}
	}
	b, _ := t.AppendText(make([]byte, 0, 32))
	return string(b)
}

// AppendText appends the text String gives (encoding.TextAppender), so
// that a caller can compare it with a text without making a string.
func (t Turn) AppendText(b []byte) ([]byte, error) {
	start := len(b)
	sep := func(b []byte) []byte { // before each part but the first
		if len(b) > start {
			return append(b, ';')
		}
		return b
	}
	for _, r := range t.Opening {
		b = r.appendText(sep(b))
	}
	switch t.Action {
	case ActionPlace:
		b = append(sep(b), t.To.String()...)
	case ActionMove:
		b = append(append(append(sep(b), t.From.String()...), '-'), t.To.String()...)
	case ActionPass:
		b = append(sep(b), "pass"...)
	}
	for _, r := range t.Removals {
		b = r.appendText(sep(b))
	}
	if t.Resign {
		b = append(sep(b), "resign"...)
	}
	return b, nil
}
