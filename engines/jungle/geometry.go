package jungle

import "fmt"

// Board size: 7 files (a to g) by 9 ranks (1 to 9).
const (
	Files      = 7
	Ranks      = 9
	NumSquares = Files * Ranks
)

// Square is one of the 63 squares, counted from a1 (0) along the ranks:
// a1 b1 ... g1 a2 ... g9 (62). Its text form is "a1".
type Square uint8

// NoSquare is the value of tables where a step or jump leaves the board.
const NoSquare Square = 255

// SquareAt returns the square on the file (0-6) and rank (0-8).
func SquareAt(file, rank int) Square { return Square(rank*Files + file) }

// File returns the square's file, 0 (a) to 6 (g).
func (s Square) File() int { return int(s) % Files }

// Rank returns the square's rank, 0 (rank 1) to 8 (rank 9).
func (s Square) Rank() int { return int(s) / Files }

// Valid reports whether s is a square of the board.
func (s Square) Valid() bool { return s < NumSquares }

func (s Square) bit() uint64 { return 1 << s }

// String returns the square's name, "a1" to "g9".
func (s Square) String() string {
	if !s.Valid() {
		return fmt.Sprintf("square(%d)", uint8(s))
	}
	return squareNames[2*s : 2*s+2]
}

// squareNames are the squares' names one after another, two bytes each.
var squareNames = func() string {
	b := make([]byte, 0, 2*NumSquares)
	for s := Square(0); s < NumSquares; s++ {
		b = append(b, byte('a'+s.File()), byte('1'+s.Rank()))
	}
	return string(b)
}()

// appendName appends what String gives.
func (s Square) appendName(b []byte) []byte {
	if !s.Valid() {
		return append(b, s.String()...)
	}
	return append(b, byte('a'+s.File()), byte('1'+s.Rank()))
}

// ParseSquare reads a square name such as "e5".
func ParseSquare(text string) (Square, error) {
	if len(text) != 2 || text[0] < 'a' || text[0] >= 'a'+Files || text[1] < '1' || text[1] >= '1'+Ranks {
		return NoSquare, fmt.Errorf("%q is not a square (files a-g, ranks 1-9)", text)
	}
	return SquareAt(int(text[0]-'a'), int(text[1]-'1')), nil
}

// MarshalText writes the square's name.
func (s Square) MarshalText() ([]byte, error) {
	if !s.Valid() {
		return nil, fmt.Errorf("jungle: %d is not a square", uint8(s))
	}
	return []byte(s.String()), nil
}

// UnmarshalText reads a square's name.
func (s *Square) UnmarshalText(text []byte) error {
	sq, err := ParseSquare(string(text))
	if err != nil {
		return err
	}
	*s = sq
	return nil
}

// Squares returns every square of the board, from a1 to g9.
func Squares() []Square {
	all := make([]Square, NumSquares)
	for i := range all {
		all[i] = Square(i)
	}
	return all
}

// Neighbours returns the squares one step up, down, left or right of s.
func (s Square) Neighbours() []Square {
	var out []Square
	for _, n := range geo.step[s] {
		if n != NoSquare {
			out = append(out, n)
		}
	}
	return out
}

// JumpLandings returns the squares a jump from s lands on, straight across
// the river: none unless s is on a river bank.
func (s Square) JumpLandings() []Square {
	var out []Square
	for _, j := range geo.jump[s] {
		if j.to != NoSquare {
			out = append(out, j.to)
		}
	}
	return out
}
