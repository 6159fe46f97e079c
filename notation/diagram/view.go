package diagram

import (
	"strconv"
	"strings"
	"sync"

	"github.com/arbiter-games/arbiter/notation"
)

// Drawer draws the positions of one game: its drawer package
// (notation/diagram/yinsh, …) gives one, and notation/diagram/all
// registers each with its game (Register).
type Drawer interface {
	// Draw draws a snapshot of a position; SVG and PNG are written from it.
	Draw(s notation.Snapshot, o Options) *Drawing
	// Text draws a snapshot of a position for the terminal.
	Text(s notation.Snapshot, o Options) string
}

var (
	drawersMu sync.RWMutex
	drawers   = map[string]Drawer{} // by the game's name
)

// Register makes d the drawer of the game named game; registering a game's
// drawer twice panics at start-up.
func Register(game string, d Drawer) {
	drawersMu.Lock()
	defer drawersMu.Unlock()
	if _, dup := drawers[game]; dup {
		panic("diagram: drawer registered twice: " + game)
	}
	drawers[game] = d
}

// For gives the drawer of a game: the one registered for it, else Plain,
// which draws any game's position as its position string.
func For(g notation.Game) Drawer {
	drawersMu.RLock()
	defer drawersMu.RUnlock()
	if d, ok := drawers[g.Name()]; ok {
		return d
	}
	return Plain{}
}

// Options are how a snapshot is drawn, apart from what it shows.
type Options struct {
	// Flip turns the board around (the second player at the bottom).
	Flip bool
	// ASCII keeps text diagrams to plain ASCII; Colour allows ANSI colours.
	ASCII  bool
	Colour bool
	// TurnName names a turn as the record numbers it (in a record numbered
	// chess style, 13 and 13... for the two halves of its 13th pair of
	// turns); nil names a turn by its number.
	TurnName func(turn int) string
}

// Turn names turn n as o.TurnName does, else by its number.
func (o Options) Turn(n int) string {
	if o.TurnName == nil {
		return strconv.Itoa(n)
	}
	return o.TurnName(n)
}

// Numbered is turn n's number as a move list writes it before the move:
// "12." counted one by one, "12." and "12..." chess style.
func (o Options) Numbered(n int) string {
	name := o.Turn(n)
	if strings.HasSuffix(name, "...") {
		return name
	}
	return name + "."
}

// Locator is implemented by drawers that can say where a place of the
// board is drawn: the page puts its clickable spots there. Locate gives
// the centre of the place named at (as the notation writes it) in the
// drawing of s with o, in the drawing's user units; false when at names
// no place of that board.
type Locator interface {
	Locate(s notation.Snapshot, at string, o Options) (Point, bool)
}
