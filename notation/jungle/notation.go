// Package jungle is the move notation of Jungle records: the grammar of one
// turn ("Ea3-a4", "Lc3xc7", or the engine form "a3a4", in any case:
// "ea3-a4", "G3G4"), written with participle, and the JSON form of a board. Its init function registers
// Jungle (Game) with engines.Register; the diagrams come from
// notation/diagram/jungle, engine logs are read by notation/enginelog.
package jungle

import (
	"github.com/arbiter-games/arbiter/engines"
	engine "github.com/arbiter-games/arbiter/engines/jungle"
	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/notation/diagram"
	draw "github.com/arbiter-games/arbiter/notation/diagram/jungle"
)

// Game is Jungle as its records write it: the engine, the grammar of its
// turns, its board in JSON and its diagrams. Its init function registers
// it with engines.Register.
type Game struct{ engine.Game }

// writing is how Jungle records are written.
var writing = notation.Notation{Extensions: []string{".jungle"}, ChessNumbers: true, PlayerTags: []string{"Black", "White"}}

// ParseMove reads one turn (see the package ParseMove).
func (Game) ParseMove(text string) (engines.Move, error) { return ParseMove(text) }

// Notation says how Jungle records are written.
func (Game) Notation() notation.Notation { return writing }

// Draw draws a position (notation/diagram/jungle).
func (Game) Draw(v diagram.View) *diagram.Drawing { return draw.Draw(v) }

// Text draws a position for the terminal (notation/diagram/jungle).
func (Game) Text(v diagram.View) string { return draw.Text(v) }

func init() { engines.Register(Game{}) }
