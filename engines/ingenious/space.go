package ingenious

import (
	"fmt"
	"strconv"
	"unicode/utf8"
)

// The board is stored on a padded 17×17 grid of axial coordinates: the
// index of (q, r) is (r+8)*17 + (q+8). The border row and column are never
// on a board (R is at most 7), so a step in any direction from a space of
// the board stays inside the grid.
const (
	gridSide = 17
	gridSize = gridSide * gridSide
	maxR     = 7
)

// Space is a space of the board, as an index into the padded grid. The zero
// Space is no space.
type Space uint16

// SpaceAt returns the space at axial (q, r), if it lies on the largest board.
func SpaceAt(q, r int) (Space, bool) {
	if !onHexagon(q, r, maxR) {
		return 0, false
	}
	return Space((r+8)*gridSide + q + 8), true
}

// onHexagon reports whether (q, r) lies on the board of radius rad.
func onHexagon(q, r, rad int) bool {
	return abs(q) <= rad && abs(r) <= rad && abs(q+r) <= rad
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// Q is the space's axial column coordinate (-7..7).
func (s Space) Q() int { return int(s)%gridSide - 8 }

// R is the space's axial row coordinate (-7..7).
func (s Space) R() int { return int(s)/gridSide - 8 }

// Valid reports whether s lies on the largest (4-player) board.
func (s Space) Valid() bool { return int(s) < gridSize && onHexagon(s.Q(), s.R(), maxR) }

// Ring is the space's distance from the centre h8.
func (s Space) Ring() int { return max(abs(s.Q()), abs(s.R()), abs(s.Q()+s.R())) }

// String writes the space as a row letter and a column number, "h8".
func (s Space) String() string {
	if !s.Valid() {
		return "?"
	}
	return string(rune('a'+s.R()+7)) + strconv.Itoa(s.Q()+8)
}

// appendName appends what String gives.
func (s Space) appendName(b []byte) []byte {
	if !s.Valid() {
		return append(b, '?')
	}
	b = utf8.AppendRune(b, rune('a'+s.R()+7))
	return strconv.AppendInt(b, int64(s.Q()+8), 10)
}

// MarshalText writes the space, "h8".
func (s Space) MarshalText() ([]byte, error) {
	if !s.Valid() {
		return nil, fmt.Errorf("not a space: %d", int(s))
	}
	return []byte(s.String()), nil
}

// UnmarshalText reads a space, "h8".
func (s *Space) UnmarshalText(b []byte) error {
	v, err := ParseSpace(string(b))
	if err == nil {
		*s = v
	}
	return err
}

// ParseSpace reads a space written as a row letter a..o and a column number
// 1..15, "h8". The space must lie on the largest board.
func ParseSpace(text string) (Space, error) {
	if len(text) < 2 || len(text) > 3 || text[0] < 'a' || text[0] > 'o' {
		return 0, fmt.Errorf("%q is not a space: write a row a..o and a column 1..15, e.g. h8", text)
	}
	col, err := strconv.Atoi(text[1:])
	if err != nil || col < 1 || col > 15 || text[1] == '0' || text[1] == '+' {
		return 0, fmt.Errorf("%q is not a space: the column is a number 1..15", text)
	}
	s, ok := SpaceAt(col-8, int(text[0]-'a')-7)
	if !ok {
		return 0, fmt.Errorf("there is no space %s on any Ingenious board", text)
	}
	return s, nil
}

// Directions: east, north-east, north-west, west, south-west, south-east.
// Direction d+3 (mod 6) is the opposite of d.
var dirStep = [6]int{1, 1 - gridSide, -gridSide, -1, gridSide - 1, gridSide}

// opposite returns the direction opposite d.
func opposite(d int) int { return (d + 3) % 6 }

// step returns the neighbour of s in direction d (it may be off the board).
func (s Space) step(d int) Space { return Space(int(s) + dirStep[d]) }

// direction returns the direction from a to its neighbour b, or -1.
func direction(a, b Space) int {
	for d, off := range dirStep {
		if int(b)-int(a) == off {
			return d
		}
	}
	return -1
}
