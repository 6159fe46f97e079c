package render

import (
	"github.com/arbiter-games/arbiter/notation/diagram"

	engine "github.com/arbiter-games/arbiter/engines/jungle"
)

// Sizes of the drawing, in user units.
const (
	cell    = 50.0 // the side of a square
	margin  = 24.0 // the bands of coordinates left of and under the board
	caption = 38.0 // the band of the status line above the board
	frame   = 6.0  // the board's wooden edge around the squares
	width   = 2*margin + 2*frame + engine.Files*cell
	height  = caption + margin + 2*frame + engine.Ranks*cell
	left    = margin + frame  // x of the squares' left edge
	top     = caption + frame // y of the squares' top edge
)

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
	return diagram.Pt(left+cell*float64(s.fileAt(sq.File())), top+cell*float64(s.rankAt(sq.Rank())))
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
