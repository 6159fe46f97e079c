package yinsh

import (
	"github.com/arbiter-games/arbiter/engines"
	engine "github.com/arbiter-games/arbiter/engines/yinsh"
	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/notation/diagram"
	draw "github.com/arbiter-games/arbiter/notation/diagram/yinsh"
)

// Game is YINSH as its records write it: the engine, the grammar of its
// turns, its board in JSON and its diagrams. Its init function registers
// it with engines.Register.
type Game struct{ engine.Game }

// writing is how YINSH records are written.
var writing = notation.Notation{Extensions: []string{".yinsh"}, PlayerTags: []string{"White", "Black"}}

// ParseMove reads one turn (see the package ParseMove).
func (Game) ParseMove(text string) (engines.Move, error) { return ParseMove(text) }

// Notation says how YINSH records are written.
func (Game) Notation() notation.Notation { return writing }

// Draw draws a position (notation/diagram/yinsh).
func (Game) Draw(v diagram.View) *diagram.Drawing { return draw.Draw(v) }

// Text draws a position for the terminal (notation/diagram/yinsh).
func (Game) Text(v diagram.View) string { return draw.Text(v) }

func init() { engines.Register(Game{}) }
