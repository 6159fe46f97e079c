package jungle

import (
	"github.com/arbiter-games/arbiter/engines"
	engine "github.com/arbiter-games/arbiter/engines/jungle"
)

// BoardJSON is the JSON form of a Jungle position's board, the "board" of
// schemas/jungle-position.json: everything the position string holds.
type BoardJSON struct {
	// SideToMove is "Black" (the first player) or "White".
	SideToMove engine.Side `json:"sideToMove"`
	// PliesSinceCapture and MoveNumber are the position string's counters.
	PliesSinceCapture int `json:"pliesSinceCapture"`
	MoveNumber        int `json:"moveNumber"`
	// Pieces lists the animals on the board from a1 to g9, rank by rank.
	Pieces []PieceJSON `json:"pieces"`
}

// PieceJSON is one animal on the board: {"square":"a3","side":"Black",
// "animal":"E"}.
type PieceJSON struct {
	Square engine.Square `json:"square"`
	Side   engine.Side   `json:"side"`
	Animal engine.Animal `json:"animal"`
}

// Board gives the JSON form of a position's board (notation.Game); nil for a position
// that is not a Jungle position.
func (Game) Board(p engines.Position) any {
	pos, ok := p.(*engine.Position)
	if !ok || pos == nil {
		return nil
	}
	b := BoardJSON{SideToMove: pos.SideToMove(), PliesSinceCapture: pos.PliesSinceCapture(),
		MoveNumber: pos.MoveNumber(), Pieces: []PieceJSON{}}
	for _, sq := range engine.Squares() {
		if piece := pos.PieceAt(sq); piece != engine.NoPiece {
			b.Pieces = append(b.Pieces, PieceJSON{Square: sq, Side: piece.Side(), Animal: piece.Animal()})
		}
	}
	return b
}
