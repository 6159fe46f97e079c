package ingenious

import (
	engine "github.com/arbiter-games/arbiter/engines/ingenious"
	"github.com/arbiter-games/arbiter/notation"
	render "github.com/arbiter-games/arbiter/notation/diagram/ingenious"
)

func init() {
	notation.Register(notation.Game{
		Engine:       engine.Game{},
		ParseMove:    ParseMove,
		Extensions:   []string{".ingenious"},
		ChessNumbers: false,
		Ranking:      true,
		PlayerTags:   []string{"Seat1", "Seat2", "Seat3", "Seat4"},
		Board:        Board,
		Draw:         render.Draw,
		Text:         render.Text,
	})
}
