package jungle

import (
	"github.com/arbiter-games/arbiter/notation/diagram"

	engine "github.com/arbiter-games/arbiter/engines/jungle"
)

// Sizes of the drawing, in user units.
const (
	cell    = 50.0 // the side of a square
	margin  = 24.0 // the bands of coordinates left of and under the board
	caption = 38.0 // the band of the status line above the board
	names   = 26.0 // the bands of the players' names above and under the board
	frame   = 6.0  // the board's wooden edge around the squares
	width   = 2*margin + 2*frame + engine.Files*cell
	left    = margin + frame // x of the squares' left edge
)

// nameBand is the height of each band of the players' names: none unless
// the record names a player.
func (s *scene) nameBand() float64 {
	if s.named() {
		return names
	}
	return 0
}

// boardTop is the y of the board's edge.
func (s *scene) boardTop() float64 {
	return caption + s.nameBand()
}

// top is the y of the squares' top edge.
func (s *scene) top() float64 {
	return s.boardTop() + frame
}

// height is the height of the drawing.
func (s *scene) height() float64 {
	return s.top() + engine.Ranks*cell + frame + margin + s.nameBand()
}

// fileAt and rankAt return the file and the rank drawn at a column
// (counted from the left) and a row (counted from the top): Black's side,
// rank 1, at the bottom, or at the top when the board is flipped. Each
// mapping is its own inverse, so they also give a square's column and row.
func (s *scene) fileAt(col int) int {
	if s.flip {
		return engine.Files - 1 - col
	}
	return col
}

func (s *scene) rankAt(row int) int {
	if s.flip {
		return row
	}
	return engine.Ranks - 1 - row
}

// corner returns the top-left corner of a square.
func (s *scene) corner(sq engine.Square) diagram.Point {
	return diagram.Pt(left+cell*float64(s.fileAt(sq.File())), s.top()+cell*float64(s.rankAt(sq.Rank())))
}

// centre returns the centre of a square.
func (s *scene) centre(sq engine.Square) diagram.Point {
	return s.corner(sq).Add(diagram.Pt(cell/2, cell/2))
}

// square returns the outline of a square, inset by d on every side.
func (s *scene) square(sq engine.Square, d float64) []diagram.Point {
	c := s.corner(sq)
	return diagram.Rect(c.X+d, c.Y+d, cell-2*d, cell-2*d)
}
