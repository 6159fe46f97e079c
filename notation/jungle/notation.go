// Package jungle is the move notation of Jungle records: the grammar of one
// turn ("Ea3-a4", "Lc3xc7", or the engine form "a3a4", in any case:
// "ea3-a4", "G3G4"), written with participle, and the JSON form of a board;
// and Game, Jungle whole as notation.Register takes it (notation/all
// registers it). Engine logs are read and written by notation/enginelog,
// the diagrams drawn by notation/diagram/jungle.
package jungle

import (
	"strings"

	"github.com/arbiter-games/arbiter/engines"
	engine "github.com/arbiter-games/arbiter/engines/jungle"
	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/notation/enginelog"
)

// Game is Jungle, whole, as notation.Register takes it: the engine (with
// its forced-win search), the grammar of its turns, its board in JSON,
// its moves in the engine form of the protocol and its engine logs.
type Game struct{ engine.Game }

// writing is how Jungle records are written.
var writing = notation.Notation{Extensions: []string{".jungle"}, ChessNumbers: true, PlayerTags: []string{"Black", "White"}}

// ParseMove reads one turn (see the package ParseMove).
func (Game) ParseMove(text string) (engines.Move, error) { return ParseMove(text) }

// Notation says how Jungle records are written.
func (Game) Notation() notation.Notation { return writing }

// Word writes a turn as Jungle engines do, its squares alone ("a3a4").
func (Game) Word(m engines.Move) string {
	jm, ok := engines.MoveAs[engine.Move](m)
	if !ok {
		return m.String()
	}
	return jm.From.String() + jm.To.String()
}

// ParseWord reads a turn an engine sent: a3a4, A3A4 or Ea3-a4, in any
// case.
func (Game) ParseWord(word string) (engines.Move, error) { return ParseMove(word) }

// Key is a position string without its last two fields, the plies since a
// capture and the move number: they count the way to the position, not the
// position.
func (Game) Key(position string) string {
	fields := strings.Fields(position)
	return strings.Join(fields[:min(len(fields), 2)], " ")
}

// Formats lists the engine logs (jfen).
func (Game) Formats() []notation.Format { return []notation.Format{enginelog.Format(ParseMove)} }
