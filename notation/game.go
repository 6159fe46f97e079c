package notation

import (
	"fmt"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"unicode"

	"github.com/arbiter-games/arbiter/engines"
	"github.com/arbiter-games/arbiter/notation/diagram"
)

// Game binds a rules engine to the notation of its records. Each game's
// notation package (notation/yinsh, notation/jungle, notation/ingenious)
// registers one in its init function; notation/all imports them all.
type Game struct {
	// Engine is the rules engine.
	Engine engines.Game
	// ParseMove reads one turn as written (a single token, no spaces) into the
	// engine's move form. It checks syntax only; a syntax error is a
	// *MoveError. The engine resolves short forms and judges legality.
	ParseMove func(text string) (engines.Move, error)
	// Extensions are the file endings of the game's records (".yinsh").
	Extensions []string
	// ChessNumbers allows chess-style turn numbers on input ("12. a b",
	// "12..." before the second player's turn), besides turn numbers.
	ChessNumbers bool
	// Ranking writes results as seats from first place to last ("2>1=3")
	// instead of the two-player "1-0", "0-1", "1/2-1/2".
	Ranking bool
	// PlayerTags names the tags that hold the players, in seat order.
	PlayerTags []string
	// Board gives the JSON form of a position's board, valid against the
	// "board" of the game's position schema (<game>-position).
	Board func(engines.Position) any
	// Draw draws a position; SVG and PNG are written from the drawing.
	Draw func(View) *diagram.Drawing
	// Text draws a position for the terminal.
	Text func(View) string
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
	// ASCII keeps text diagrams to plain ASCII; Color allows ANSI colours.
	ASCII bool
	Color bool
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
func (v *View) Annotate(comments []Comment) {
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

// MoveError is a syntax error inside one turn's text.
type MoveError struct {
	// Offset is the byte offset in the turn's text where the error is.
	Offset int
	// Message says what was wrong and what was expected.
	Message string
}

func (e *MoveError) Error() string { return e.Message }

var (
	gamesMu sync.RWMutex
	games   = map[string]Game{}
)

// Register makes a game's notation known. It registers the engine too.
func Register(g Game) {
	gamesMu.Lock()
	defer gamesMu.Unlock()
	key := strings.ToLower(g.Engine.Name())
	if _, dup := games[key]; dup {
		panic("notation: game registered twice: " + g.Engine.Name())
	}
	games[key] = g
	engines.Register(g.Engine)
}

// LookupGame finds a game by name, in any case; the error lists the games.
func LookupGame(name string) (Game, error) {
	gamesMu.RLock()
	g, ok := games[strings.ToLower(strings.TrimSpace(name))]
	gamesMu.RUnlock()
	if ok {
		return g, nil
	}
	return Game{}, fmt.Errorf("unknown game %q (games: %s)", name, strings.Join(GameNames(), ", "))
}

// GameByFile finds the game whose records end like the file name.
func GameByFile(name string) (Game, bool) {
	ext := strings.ToLower(filepath.Ext(name))
	gamesMu.RLock()
	defer gamesMu.RUnlock()
	for _, g := range games {
		for _, e := range g.Extensions {
			if e == ext {
				return g, true
			}
		}
	}
	return Game{}, false
}

// GameNames lists the registered games' names, sorted.
func GameNames() []string {
	gamesMu.RLock()
	defer gamesMu.RUnlock()
	names := make([]string, 0, len(games))
	for _, g := range games {
		names = append(names, g.Engine.Name())
	}
	sort.Strings(names)
	return names
}

// ResultToken writes an outcome as the game's result token: "1-0", "0-1",
// "1/2-1/2" for two players (1-0: the first player won), seats by place for
// ranking games ("2>1=3", seats from 1), "*" while the game goes on.
func (g Game) ResultToken(o engines.Outcome) string {
	if !o.Over || len(o.Places) == 0 {
		return "*"
	}
	if !g.Ranking {
		switch {
		case len(o.Places[0]) > 1:
			return "1/2-1/2"
		case o.Places[0][0] == 0:
			return "1-0"
		default:
			return "0-1"
		}
	}
	var b strings.Builder
	for i, place := range o.Places {
		if i > 0 {
			b.WriteByte('>')
		}
		for j, seat := range place {
			if j > 0 {
				b.WriteByte('=')
			}
			fmt.Fprintf(&b, "%d", seat+1)
		}
	}
	return b.String()
}
