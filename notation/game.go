package notation

import (
	"fmt"
	"path/filepath"
	"sort"
	"strings"
	"sync"

	"github.com/arbiter-games/arbiter/engines"
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
