package yinsh

import (
	engine "github.com/arbiter-games/arbiter/engines/yinsh"
	"github.com/arbiter-games/arbiter/notation"
	draw "github.com/arbiter-games/arbiter/notation/diagram/yinsh"
)

func init() {
	notation.Register(notation.Game{
		Engine:       engine.Game{},
		ParseMove:    ParseMove,
		Extensions:   []string{".yinsh"},
		ChessNumbers: false,
		Ranking:      false,
		PlayerTags:   []string{"White", "Black"},
		Board:        Board,
		Draw:         draw.Draw,
		Text:         draw.Text,
	})
}
