package ingenious

import (
	"fmt"
	"slices"
	"strings"

	engine "github.com/arbiter-games/arbiter/engines/ingenious"
	"github.com/arbiter-games/arbiter/internal/columns"
)

// status says in a line where the game stands: the turn and the seat to
// move, by its player's name when the record gives it (with the bonus
// placements it owes), or who won.
func (s *scene) status() string {
	if s.pos == nil {
		return "Ingenious"
	}
	o := s.pos.Outcome()
	if !o.Over {
		text := fmt.Sprintf("Turn %s: %s to move", s.turn(s.pos.TurnNumber()), s.seatList([]int{s.pos.Seat()}))
		if n := s.pos.Pending(); n > 0 {
			text += fmt.Sprintf(", %d bonus %s owed", n, plural(n, "placement"))
		}
		return text
	}
	if len(o.Places) == 0 {
		return "Game over"
	}
	r := s.pos.Rules()
	switch first := o.Places[0]; {
	case r.Players == 1:
		scores := s.pos.Scores(0)
		return fmt.Sprintf("Game over: score %d", slices.Min(scores[:]))
	case len(first) == 1:
		return "Game over: " + s.seatList(first) + " wins"
	case r.Variant == engine.Teams && len(first) == 2:
		return "Game over: " + s.seatList(first) + " win"
	default:
		return "Game over: " + s.seatList(first) + " tie for first place"
	}
}

// seatList names seats (from 0): by their players when the record names
// them ("Kim and Lee"), else by number ("seat 2", "seats 1 and 3").
func (s *scene) seatList(seats []int) string {
	names := make([]string, len(seats))
	named := false
	for i, seat := range seats {
		names[i] = columns.OneLine(s.snap.Name(seat))
		named = named || names[i] != fmt.Sprintf("seat %d", seat+1)
	}
	if !named {
		for i, seat := range seats {
			names[i] = fmt.Sprint(seat + 1)
		}
		return plural(len(seats), "seat") + " " + joinAnd(names)
	}
	return joinAnd(names)
}

// joinAnd joins words as a list: "a", "a and b", "a, b and c".
func joinAnd(words []string) string {
	if len(words) == 1 {
		return words[0]
	}
	return strings.Join(words[:len(words)-1], ", ") + " and " + words[len(words)-1]
}

func plural(n int, word string) string {
	if n == 1 {
		return word
	}
	return word + "s"
}

// lastText names the last turn, or is empty.
func (s *scene) lastText() string {
	if s.last == nil {
		return ""
	}
	return "last turn " + s.last.String()
}

// description is the drawing's longer text: the position string, how the
// game ended, and the last turn.
func (s *scene) description() string {
	if s.pos == nil {
		return "An empty Ingenious board for two players."
	}
	text := "Position " + s.pos.String() + "."
	if o := s.pos.Outcome(); o.Over {
		text += " The game is over: " + o.Reason + "."
	}
	if s.last != nil {
		text += " The " + s.lastText() + " is highlighted, with the runs that scored it."
	}
	return text
}
