package notation

import (
	"fmt"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/arbiter-games/arbiter/engines"
)

// Game is a game as its records write it: its rules engine and the
// notation of its turns. Each game's notation package (notation/yinsh,
// notation/jungle, notation/ingenious) registers its Game with
// engines.Register, the one registry of games; LookupGame and GameByFile
// find it there. Other ways of showing a game are interfaces of their own,
// found on the same value: diagram.Drawer draws positions, jsonform.Boarder
// gives a board's JSON form.
type Game interface {
	engines.Game
	// ParseMove reads one turn as written (a single token, no spaces) into
	// the engine's move form. It checks syntax only; a syntax error is a
	// *MoveError. The engine resolves short forms and judges legality.
	ParseMove(text string) (engines.Move, error)
	// Notation says how the game's records are written.
	Notation() Notation
}

// Notation is how the records of a game are written.
type Notation struct {
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

// LookupGame finds a game by name, in any case; the error lists the games.
func LookupGame(name string) (Game, error) {
	eg, err := engines.Lookup(name)
	if err != nil {
		return nil, err
	}
	if g, ok := eg.(Game); ok {
		return g, nil
	}
	return nil, fmt.Errorf("%s has no notation: its records cannot be read", eg.Name())
}

// GameByFile finds the game whose records end like the file name.
func GameByFile(name string) (Game, bool) {
	ext := strings.ToLower(filepath.Ext(name))
	for _, g := range Games() {
		for _, e := range g.Notation().Extensions {
			if e == ext {
				return g, true
			}
		}
	}
	return nil, false
}

// Games lists the games whose records can be read, sorted by name.
func Games() []Game {
	var gs []Game
	for _, eg := range engines.All() {
		if g, ok := eg.(Game); ok {
			gs = append(gs, g)
		}
	}
	return gs
}

// GameNames lists the names of the games whose records can be read,
// sorted.
func GameNames() []string {
	var names []string
	for _, g := range Games() {
		names = append(names, g.Name())
	}
	return names
}

// ResultToken writes an outcome as the game's result token: "1-0", "0-1",
// "1/2-1/2" for two players (1-0: the first player won), seats by place for
// ranking games ("2>1=3", seats from 1), "*" while the game goes on.
func (n Notation) ResultToken(o engines.Outcome) string {
	if !o.Over || len(o.Places) == 0 {
		return "*"
	}
	if !n.Ranking {
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

// ParseResultToken reads a finished game's result token, as ResultToken
// writes it, back into places for a game of seats seats: "1-0", "0-1",
// "1/2-1/2" for two players, or with Ranking the seats from first place to
// last ("2>1=3", every seat once, tied seats in any order). It reports
// false for "*", for a token of the other form and for any other text.
func (n Notation) ParseResultToken(token string, seats int) ([][]int, bool) {
	if !n.Ranking {
		winner := -2
		switch token {
		case "1-0":
			winner = 0
		case "0-1":
			winner = 1
		case "1/2-1/2":
			winner = -1
		}
		if winner == -2 || seats != 2 {
			return nil, false
		}
		return engines.TwoPlayerPlaces(winner), true
	}
	var places [][]int
	seen := make([]bool, seats)
	count := 0
	for _, group := range strings.Split(token, ">") {
		var place []int
		for _, seat := range strings.Split(group, "=") {
			s, err := strconv.Atoi(seat)
			if err != nil || strconv.Itoa(s) != seat || s < 1 || s > seats || seen[s-1] {
				return nil, false
			}
			seen[s-1] = true
			count++
			place = append(place, s-1)
		}
		places = append(places, place)
	}
	if count != seats {
		return nil, false
	}
	return places, true
}

// PlayerNames are a record's players by seat ("" where the record names
// none), from the game's player tags.
func PlayerNames(rec *Record, g Game) []string {
	var names []string
	for _, tag := range g.Notation().PlayerTags {
		name, _ := rec.Tag(tag)
		names = append(names, name)
	}
	return names
}
