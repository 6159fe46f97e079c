package jungle

import (
	"sync"

	"github.com/arbiter-games/arbiter/engines"
)

// A Move put in an engines.Move allocates. Play and Legal return moves in
// long form, which name the animal; those the board allows are boxed
// once, in a table made when the first is asked for, and taken from it.

// targetsPerSquare is the room of a square's moves in the table: a step
// and a jump in each direction.
const targetsPerSquare = 2 * int(numDirections)

// numBoxes is the size of the table: every animal, square and target,
// quiet or a capture.
const numBoxes = (numAnimals - 1) * NumSquares * targetsPerSquare * 2

// boxes returns the table.
var boxes = sync.OnceValue(boxMoves)

// boxed returns m, a move in long form that the board allows (a step, or a
// jump over the river), as an engines.Move.
func boxed(m Move) engines.Move { return boxes()[boxIndex(m)] }

// boxMoves makes the table.
func boxMoves() *[numBoxes]engines.Move {
	t := new([numBoxes]engines.Move)
	for a := Rat; a < numAnimals; a++ {
		for from := Square(0); from < NumSquares; from++ {
			for d := up; d < numDirections; d++ {
				for _, to := range [2]Square{geo.step[from][d], geo.jump[from][d].to} {
					if to == NoSquare {
						continue
					}
					for _, capture := range [2]bool{false, true} {
						m := Move{Piece: a, From: from, To: to, Capture: capture}
						t[boxIndex(m)] = m
					}
				}
			}
		}
	}
	return t
}

// moveTexts returns the texts of the table's moves (String), made once.
var moveTexts = sync.OnceValue(func() *[numBoxes]string {
	t := new([numBoxes]string)
	for i, m := range boxes() {
		if m != nil {
			var buf [16]byte
			b, _ := m.(Move).AppendText(buf[:0])
			t[i] = string(b)
		}
	}
	return t
})

// boxPlace is the place of m in the tables when m is a move in long form
// that the board allows; ok is false for any other move.
func boxPlace(m Move) (i int, ok bool) {
	if m.Piece == NoAnimal || m.Piece >= numAnimals || !m.From.Valid() || !m.To.Valid() {
		return 0, false
	}
	target, ok := targetIndex(m.From, m.To)
	if !ok {
		return 0, false
	}
	return placeOf(m, target), true
}

// boxIndex is the place of m, a move the board allows, in the table.
func boxIndex(m Move) int {
	target, ok := targetIndex(m.From, m.To)
	if !ok {
		panic("jungle: " + m.From.String() + m.To.String() + " is neither a step nor a jump")
	}
	return placeOf(m, target)
}

// placeOf is the place in the table of m, whose target among those of its
// square is target.
func placeOf(m Move, target int) int {
	i := ((int(m.Piece)-1)*NumSquares+int(m.From))*targetsPerSquare + target
	if m.Capture {
		return 2*i + 1
	}
	return 2 * i
}

// targetIndex numbers to among the targets of from: the step in direction
// d is d, the jump numDirections+d; ok is false when to is neither.
func targetIndex(from, to Square) (int, bool) {
	for d := up; d < numDirections; d++ {
		switch to {
		case geo.step[from][d]:
			return int(d), true
		case geo.jump[from][d].to:
			return int(numDirections + d), true
		}
	}
	return 0, false
}
