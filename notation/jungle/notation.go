// Package jungle is the move notation of Jungle records: the grammar of one
// turn ("Ea3-a4", "Lc3xc7", or the engine form "a3a4"), written with
// participle, the JSON form of a board, and the engine-log import format
// (notation/enginelog). Its init function registers Jungle with the notation
// package, which registers the engine too; the diagrams come from the
// render sub-package.
package jungle

import (
	engine "github.com/arbiter-games/arbiter/engines/jungle"
	"github.com/arbiter-games/arbiter/notation"
	render "github.com/arbiter-games/arbiter/notation/diagram/jungle"
)

// game binds the Jungle engine to its notation, JSON and diagrams.
var Game = notation.Game{
	Engine:       engine.Game{},
	ParseMove:    ParseMove,
	Extensions:   []string{".jungle"},
	ChessNumbers: true,
	Ranking:      false,
	PlayerTags:   []string{"Black", "White"},
	Board:        Board,
	Draw:         render.Draw,
	Text:         render.Text,
}

func init() {
	notation.Register(Game)
}
