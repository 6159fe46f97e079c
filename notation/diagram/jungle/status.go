package jungle

import (
	"fmt"

	engine "github.com/arbiter-games/arbiter/engines/jungle"
)

// status says in a line where the game stands: who is to move and the turn
// number, or how the game ended.
func (s *scene) status() string {
	if s.pos == nil {
		return "Jungle"
	}
	o := s.pos.Outcome()
	switch {
	case !o.Over:
		return fmt.Sprintf("Turn %s: %s to move", s.turn(s.pos.TurnNumber()), s.pos.SideToMove())
	case len(o.Places) == 0 || len(o.Places[0]) != 1:
		return "Draw: " + o.Reason
	}
	return fmt.Sprintf("%s wins: %s", engine.Side(o.Places[0][0]), o.Reason)
}

// lastText names the last turn, or is empty.
func (s *scene) lastText() string {
	if !s.played {
		return ""
	}
	return "last turn " + s.last.String()
}
