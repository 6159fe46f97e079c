package jungle

import (
	"github.com/arbiter-games/arbiter/engines"
	engine "github.com/arbiter-games/arbiter/engines/jungle"
	"github.com/arbiter-games/arbiter/internal/columns"
	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/notation/diagram"
)

// scene is what a diagram shows, read once from a notation.Snapshot and
// its diagram.Options: the position, the last turn, and the squares of the
// arrows and marks that name squares of the board (others are left out).
type scene struct {
	pos    *engine.Position // nil when the snapshot holds no Jungle position
	last   engine.Move
	played bool // last holds a turn
	arrows [][2]engine.Square
	marks  []engine.Square
	picked []engine.Square // of a turn being entered on a board
	flip   bool
	// turn names the turns in the status line, as the record does.
	turn func(int) string
	// players are the players' names by side, "" where the record
	// names none.
	players [2]string
}

// sceneOf reads a snapshot drawn with o. A position that is not a Jungle
// position is drawn as the bare board.
func sceneOf(sn notation.Snapshot, o diagram.Options) scene {
	s := scene{flip: o.Flip, turn: o.Turn}
	for i := range min(len(sn.Players), len(s.players)) {
		s.players[i] = columns.OneLine(sn.Players[i])
	}
	if p, ok := sn.Position.(*engine.Position); ok && p != nil {
		s.pos = p
	}
	s.last, s.played = moveOf(sn.Last)
	for _, a := range sn.Arrows {
		from, err1 := engine.ParseSquare(a[0])
		to, err2 := engine.ParseSquare(a[1])
		if err1 == nil && err2 == nil && from != to {
			s.arrows = append(s.arrows, [2]engine.Square{from, to})
		}
	}
	s.marks, s.picked = squaresOf(sn.Marks), squaresOf(sn.Picked)
	return s
}

// squaresOf reads the names of squares, leaving out the others.
func squaresOf(names []string) []engine.Square {
	var out []engine.Square
	for _, m := range names {
		if sq, err := engine.ParseSquare(m); err == nil {
			out = append(out, sq)
		}
	}
	return out
}

// moveOf accepts a Jungle move or a non-nil pointer to one.
func moveOf(m engines.Move) (engine.Move, bool) {
	mv, ok := engines.MoveAs[engine.Move](m)
	return mv, ok && mv.From.Valid() && mv.To.Valid()
}

// pieceAt returns what stands on a square.
func (s *scene) pieceAt(sq engine.Square) engine.Piece {
	if s.pos == nil {
		return engine.NoPiece
	}
	return s.pos.PieceAt(sq)
}

// lastTouches reports whether the last turn left or reached the square.
func (s *scene) lastTouches(sq engine.Square) bool {
	return s.played && (s.last.From == sq || s.last.To == sq)
}

// marked reports whether an annotation marks the square.
func (s *scene) marked(sq engine.Square) bool {
	for _, m := range s.marks {
		if m == sq {
			return true
		}
	}
	return false
}

// named reports whether the record names a player.
func (s *scene) named() bool {
	return s.players != [2]string{}
}

// playerLine names a side's player with the side, "김민지 (Black)", or
// names the side alone when the record names only the other player.
func (s *scene) playerLine(side engine.Side) string {
	if s.players[side] == "" {
		return side.String()
	}
	return s.players[side] + " (" + side.String() + ")"
}

// sideAtTop is the side whose animals start at the top of the board:
// White, or Black when the board is flipped.
func (s *scene) sideAtTop() engine.Side {
	if s.flip {
		return engine.Black
	}
	return engine.White
}
