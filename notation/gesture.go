package notation

import "github.com/arbiter-games/arbiter/engines"

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

// Gestured is one turn that can be played, with the gestures that enter
// it, in order.
type Gestured struct {
	// Move is the turn, in the long form Play takes and a record writes.
	Move engines.Move
	// Gestures enter it: no list of the same position is a prefix of
	// another, so a turn is whole when its last gesture is made.
	Gestures []Gesture
}

// Gestures is implemented by games whose turns can be entered on a board
// by clicks or taps (notation/page/board): each turn the engine finds
// legal is a sequence of gestures, taken from the engine's legal turns and
// the notation's writing of them, never from rules of its own.
type Gestures interface {
	// Gestures lists the turns that can be entered at p, each with its
	// gestures; a turn may be listed more than once, entered in more than
	// one way. None where the game is over, or where turns hold what no
	// gesture gives (draws of tiles in a record that writes them).
	Gestures(p engines.Position) []Gestured
}

// GesturesOf lists the turns the engine finds legal at p, those of its
// move type M, each with the one list of gestures enter gives it: a
// game's Gestures where a turn is entered one way.
func GesturesOf[M engines.Move](p engines.Position, enter func(M) []Gesture) []Gestured {
	legal := p.Legal()
	out := make([]Gestured, 0, len(legal))
	for _, m := range legal {
		if t, ok := engines.MoveAs[M](m); ok {
			out = append(out, Gestured{Move: m, Gestures: enter(t)})
		}
	}
	return out
}
