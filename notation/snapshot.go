package notation

import (
	"fmt"
	"strings"
	"unicode"

	"github.com/arbiter-games/arbiter/engines"
)

// Snapshot is one position of a record as the game stands there: the
// position, the turn that led to it, its number, what the comments point
// out on it and who plays. It says nothing of how it is drawn; a drawer
// (notation/diagram) draws it, the JSON form (notation/jsonform) writes it.
type Snapshot struct {
	Position engines.Position
	// Last is the turn that led to the position, or nil.
	Last engines.Move
	// Turn is the number of the turn shown (the position is after it); the
	// start position's is the number before the first turn's.
	Turn int
	// Arrows and Marks come from the [%arrow from to] and [%mark point]
	// commands of the comments after the shown turn.
	Arrows [][2]string
	Marks  []string
	// Picked are the places picked so far of a turn being entered by
	// clicks on a board (a ring, an animal, a tile's spaces), as the
	// notation writes them; drawn apart from the marks.
	Picked []string
	// Players are the players' names by seat ("" where unknown), from the
	// record's player tags.
	Players []string
}

// Name names a seat (from 0): the player's name when the record gives it,
// else "seat N".
func (s Snapshot) Name(seat int) string {
	if seat < len(s.Players) && s.Players[seat] != "" {
		return s.Players[seat]
	}
	return fmt.Sprintf("seat %d", seat+1)
}

// Annotate adds the arrows and marks of the comments' commands to the
// snapshot. [%arrow e5e9] and [%arrow e5 e9] both point from e5 to e9.
func (s *Snapshot) Annotate(comments []Comment) {
	for _, c := range comments {
		for _, cmd := range c.Commands() {
			switch cmd.Name {
			case "arrow":
				s.Arrows = append(s.Arrows, arrowsOf(cmd.Args)...)
			case "mark":
				s.Marks = append(s.Marks, cmd.Args...)
			}
		}
	}
}

// arrowsOf reads arrow arguments: pairs of points, written apart or joined
// ("e5e9" splits before the second letter).
func arrowsOf(args []string) [][2]string {
	var points []string
	for _, a := range args {
		if i := strings.IndexFunc(a[1:], unicode.IsLetter); i >= 0 {
			points = append(points, a[:i+1], a[i+1:])
		} else {
			points = append(points, a)
		}
	}
	var arrows [][2]string
	for i := 0; i+1 < len(points); i += 2 {
		arrows = append(arrows, [2]string{points[i], points[i+1]})
	}
	return arrows
}
