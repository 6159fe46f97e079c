package jungle

// direction is one of the four orthogonal steps.
type direction uint8

const (
	up direction = iota
	down
	left
	right
	numDirections
)

// vertical reports whether the direction runs along a file.
func (d direction) vertical() bool { return d == up || d == down }

// jump is a river crossing: where it lands and the water squares it crosses.
type jump struct {
	to   Square
	over uint64
}

// geometry holds the precomputed steps and jumps of every square.
type geometry struct {
	step      [NumSquares][numDirections]Square
	jump      [NumSquares][numDirections]jump
	around    [NumSquares]uint64 // the squares one step away
	jumpsFrom [NumSquares]uint64 // the landings of every jump from the square
}

var geo = buildGeometry()

var deltas = [numDirections][2]int{up: {0, 1}, down: {0, -1}, left: {-1, 0}, right: {1, 0}}

func buildGeometry() *geometry {
	g := &geometry{}
	for sq := Square(0); sq < NumSquares; sq++ {
		for d := up; d < numDirections; d++ {
			g.step[sq][d] = offset(sq, deltas[d][0], deltas[d][1])
			g.jump[sq][d] = findJump(sq, d)
			g.around[sq] |= g.step[sq][d].bit()
			g.jumpsFrom[sq] |= g.jump[sq][d].to.bit()
		}
	}
	return g
}

// offset returns the square df files and dr ranks away, or NoSquare.
func offset(sq Square, df, dr int) Square {
	f, r := sq.File()+df, sq.Rank()+dr
	if f < 0 || f >= Files || r < 0 || r >= Ranks {
		return NoSquare
	}
	return SquareAt(f, r)
}

// findJump walks from a land square across water to the first land square.
func findJump(from Square, d direction) jump {
	j := jump{to: NoSquare}
	if from.bit()&waterMask != 0 {
		return j
	}
	sq := geoStep(from, d)
	for sq != NoSquare && sq.bit()&waterMask != 0 {
		j.over |= sq.bit()
		sq = geoStep(sq, d)
	}
	if j.over != 0 && sq != NoSquare {
		j.to = sq
	}
	return j
}

func geoStep(sq Square, d direction) Square { return offset(sq, deltas[d][0], deltas[d][1]) }
