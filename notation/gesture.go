package notation

import (
	"slices"

	"github.com/arbiter-games/arbiter/engines"
)

// GestureKind is what a gesture touches on a board a turn is entered on:
// a place of the board, a tile of a rack, or a choice the rules give.
type GestureKind string

// The kinds of gestures; their names are those of the page's hooks
// (data-at, data-tile, data-choice).
const (
	// GestureAt is a place of the board, its coordinate as the notation
	// writes it (YINSH "e5", Jungle "a3", Ingenious "h8").
	GestureAt GestureKind = "at"
	// GestureTile is a tile of a rack, its colours as the notation writes
	// them ("BR").
	GestureTile GestureKind = "tile"
	// GestureChoice is a choice the rules give, by the text of what it
	// chooses ("row c3-c7", "pass", "swap").
	GestureChoice GestureKind = "choice"
)

// Gesture is one click or tap of a turn entered on a board. Its JSON form
// is {"kind":"at","text":"e5"}.
type Gesture struct {
	Kind GestureKind `json:"kind"`
	Text string      `json:"text"`
}

// String writes the gesture as its kind and text: "at e5".
func (g Gesture) String() string { return string(g.Kind) + " " + g.Text }

// At is the gesture on a place of the board.
func At(place string) Gesture { return Gesture{GestureAt, place} }

// Tile is the gesture on a tile of a rack.
func Tile(colours string) Gesture { return Gesture{GestureTile, colours} }

// Choice is the gesture that takes a choice the rules give.
func Choice(text string) Gesture { return Gesture{GestureChoice, text} }

// Step is one gesture that can come next in a turn entered on a board,
// and what it makes.
type Step struct {
	Gesture Gesture
	// Move is the turn the gesture makes whole, in the long form Play
	// takes and a record writes; nil when more gestures follow.
	Move engines.Move
}

// Gestures is implemented by games whose turns can be entered on a board
// by clicks or taps (notation/page/board): each turn the engine finds
// legal is a sequence of gestures, taken from the engine's legal turns and
// the notation's writing of them, never from rules of its own. The
// sequences are given step by step: a turn whose sequences are many (an
// Ingenious turn and its bonus placements) need not be listed whole.
type Gestures interface {
	// Next lists the gestures that can come next at p, after the
	// gestures made so far of the next turn, each once. A gesture that
	// makes a turn whole ends it: no gesture comes after it. Every legal
	// turn is made whole by the gestures of one path at least. None where
	// the game is over, where made is not the start of a turn, or where
	// turns hold what no gesture gives (draws of tiles in a record that
	// writes them).
	Next(p engines.Position, made []Gesture) []Step
	// Way gives one list of gestures that enters the turn m at p (as Next
	// offers them, its last making m whole), and false where none does.
	Way(p engines.Position, m engines.Move) ([]Gesture, bool)
}

// StepsOf is Next for a game whose turns at a position are few enough to
// be listed whole, each entered one way, the gestures enter gives it:
// the legal turns of its move type M whose gestures start with made, each
// gesture after them once, in the order the engine lists its turns.
func StepsOf[M engines.Move](p engines.Position, made []Gesture, enter func(M) []Gesture) []Step {
	var out []Step
	seen := map[Gesture]bool{}
	for _, m := range p.Legal() {
		t, ok := engines.MoveAs[M](m)
		if !ok {
			continue
		}
		way := enter(t)
		if len(way) <= len(made) || !slices.Equal(way[:len(made)], made) || seen[way[len(made)]] {
			continue
		}
		step := Step{Gesture: way[len(made)]}
		if len(way) == len(made)+1 {
			step.Move = m
		}
		seen[step.Gesture] = true
		out = append(out, step)
	}
	return out
}

// WayOf is Way for a game whose turns are entered one way, the gestures
// enter gives a turn of its move type M.
func WayOf[M engines.Move](m engines.Move, enter func(M) []Gesture) ([]Gesture, bool) {
	t, ok := engines.MoveAs[M](m)
	if !ok {
		return nil, false
	}
	return enter(t), true
}
