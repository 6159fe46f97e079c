package diagram

import (
	"fmt"
	"strings"
	"sync"
	"unicode"

	"github.com/arbiter-games/arbiter/engines"
	"github.com/arbiter-games/arbiter/notation"
)

// Drawer draws the positions of one game: its drawer package
// (notation/diagram/yinsh, …) gives one, and notation/diagram/all
// registers each with its game (Register).
type Drawer interface {
	// Draw draws a view of a position; SVG and PNG are written from it.
	Draw(v View) *Drawing
	// Text draws a view of a position for the terminal.
	Text(v View) string
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

// View is what a diagram shows: a position and what to point out on it.
type View struct {
	Position engines.Position
	// Last is the turn that led to the position (highlighted), or nil.
	Last engines.Move
	// Turn is the number of the turn shown (the position is after it); the
	// start position's is the number before the first turn's.
	Turn int
	// Arrows and Marks come from the [%arrow from to] and [%mark point]
	// commands of the comments after the shown turn.
	Arrows [][2]string
	Marks  []string
	// Players are the players' names by seat ("" where unknown), from the
	// record's player tags.
	Players []string
	// Flip turns the board around (the second player at the bottom).
	Flip bool
	// ASCII keeps text diagrams to plain ASCII; Colour allows ANSI colours.
	ASCII  bool
	Colour bool
}

// Name names a seat (from 0): the player's name when the record gives it,
// else "seat N".
func (v View) Name(seat int) string {
	if seat < len(v.Players) && v.Players[seat] != "" {
		return v.Players[seat]
	}
	return fmt.Sprintf("seat %d", seat+1)
}

// Annotate adds the arrows and marks of the comments' commands to the view.
// [%arrow e5e9] and [%arrow e5 e9] both draw an arrow from e5 to e9.
func (v *View) Annotate(comments []notation.Comment) {
	for _, c := range comments {
		for _, cmd := range c.Commands() {
			switch cmd.Name {
			case "arrow":
				v.Arrows = append(v.Arrows, arrowsOf(cmd.Args)...)
			case "mark":
				v.Marks = append(v.Marks, cmd.Args...)
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
