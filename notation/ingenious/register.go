package ingenious

import (
	"github.com/arbiter-games/arbiter/engines"
	engine "github.com/arbiter-games/arbiter/engines/ingenious"
	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/notation/diagram"
	draw "github.com/arbiter-games/arbiter/notation/diagram/ingenious"
)

// Game is Ingenious as its records write it: the engine, the grammar of its
// turns, its board in JSON and its diagrams. Its init function registers
// it with engines.Register.
type Game struct{ engine.Game }

// writing is how Ingenious records are written.
var writing = notation.Notation{Extensions: []string{".ingenious"}, Ranking: true,
	PlayerTags: []string{"Seat1", "Seat2", "Seat3", "Seat4"}}

// ParseMove reads one turn (see the package ParseMove).
func (Game) ParseMove(text string) (engines.Move, error) { return ParseMove(text) }

// Notation says how Ingenious records are written.
func (Game) Notation() notation.Notation { return writing }

// Draw draws a position (notation/diagram/ingenious).
func (Game) Draw(v diagram.View) *diagram.Drawing { return draw.Draw(v) }

// Text draws a position for the terminal (notation/diagram/ingenious).
func (Game) Text(v diagram.View) string { return draw.Text(v) }

func init() { engines.Register(Game{}) }
