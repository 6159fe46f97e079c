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

// boxIndex is the place of m in the table.
func boxIndex(m Move) int {
	i := ((int(m.Piece)-1)*NumSquares+int(m.From))*targetsPerSquare + targetOf(m.From, m.To)
	if m.Capture {
		return 2*i + 1
	}
	return 2 * i
}

// targetOf numbers to among the targets of from: the step in direction d
// is d, the jump numDirections+d.
func targetOf(from, to Square) int {
	for d := up; d < numDirections; d++ {
		switch to {
		case geo.step[from][d]:
			return int(d)
		case geo.jump[from][d].to:
			return int(numDirections + d)
		}
	}
	panic("jungle: " + from.String() + to.String() + " is neither a step nor a jump")
}
