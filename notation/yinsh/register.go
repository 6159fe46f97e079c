package yinsh

import (
	"github.com/arbiter-games/arbiter/engines"
	engine "github.com/arbiter-games/arbiter/engines/yinsh"
	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/notation/sgf"
)

// Game is YINSH, whole, as notation.Register takes it: the engine (with
// its forced-win search), the grammar of its turns, its board in JSON and
// boardspace SGF, its format. notation/all registers it; its drawings are
// notation/diagram/yinsh's.
type Game struct{ engine.Game }

// writing is how YINSH records are written.
var writing = notation.Notation{Extensions: []string{".yinsh"}, PlayerTags: []string{"White", "Black"}}

// ParseMove reads one turn (see the package ParseMove).
func (Game) ParseMove(text string) (engines.Move, error) { return ParseMove(text) }

// Notation says how YINSH records are written.
func (Game) Notation() notation.Notation { return writing }

// Word writes a turn for the engine protocol: its long form
// ("e5-e9;xe4-e8xa2").
func (Game) Word(m engines.Move) string { return m.String() }

// ParseWord reads a turn an engine sent, as a record writes it.
func (Game) ParseWord(word string) (engines.Move, error) { return ParseMove(word) }

// Key is the whole position string: every field of it makes the position.
func (Game) Key(position string) string { return position }

// Formats lists boardspace SGF.
func (Game) Formats() []notation.Format { return []notation.Format{sgf.Format} }
