package player

import (
	"github.com/arbiter-games/arbiter/engines"
	"github.com/arbiter-games/arbiter/engines/jungle"
)

// The Jungle evaluation, in hundredths of a rat: the animals by their rank
// (the rat, which takes the elephant and swims, counted as a leopard), then
// each animal's advance toward the enemy den, worth more the nearer it
// comes, and the enemy's advance toward one's own.
var jungleValue = [9]int{0, 500, 200, 300, 400, 500, 800, 900, 1000}

// jungleAdvance is the bonus of an animal by its distance in steps to the
// enemy den (the den itself ends the game).
var jungleAdvance = func() (a [16]int) {
	for d := range a {
		if d < 11 {
			a[d] = (11 - d) * (11 - d) * 3
		}
	}
	return a
}()

// dens are the dens each side defends: Black's on d1, White's on d9.
var dens = [2]jungle.Square{jungle.SquareAt(3, 0), jungle.SquareAt(3, 8)}

// evalJungle values a Jungle position for the side to move.
func evalJungle(p engines.Position) int {
	j := p.(*jungle.Position)
	r := j.Rules()
	var v [2]int
	for s := jungle.Square(0); s < jungle.NumSquares; s++ {
		pc := j.PieceAt(s)
		if pc == jungle.NoPiece {
			continue
		}
		side := pc.Side()
		v[side] += jungleValue[r.Rank(pc.Animal())] + jungleAdvance[steps(s, dens[side.Other()])]
	}
	me := j.SideToMove()
	return v[me] - v[me.Other()]
}

// steps is the number of king-less steps (up, down, left, right) from a to b.
func steps(a, b jungle.Square) int {
	return abs(a.File()-b.File()) + abs(a.Rank()-b.Rank())
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
