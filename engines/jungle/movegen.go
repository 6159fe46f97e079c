package jungle

import "math/bits"

// This file is the hot path: move generation and perft. Nothing here
// allocates.

// fault is why a move is illegal; Play turns it into a player's message.
type fault uint8

const (
	noFault          fault = iota
	faultNoJump            // the animal cannot jump
	faultJumpAxis          // the animal cannot jump in this direction
	faultBlocked           // a rat in the water blocks the jump
	faultOwnDen            // the animal would enter its own den
	faultOwnPiece          // an own animal stands on the square
	faultElephantRat       // the elephant may not capture the rat
	faultFromWater         // a rat in water cannot capture on land
	faultIntoWater         // an animal on land cannot capture a rat in water
	faultTrapped           // the attacker stands on a trap that weakens it
	faultRank              // the target ranks higher
)

// maxMoves bounds the moves of a position: at most 16 animals (one of each
// per side), each with at most one move per direction.
const maxMoves = 16 * numDirections

// moveList is a fixed-size list of moves.
type moveList struct {
	n     int
	moves [maxMoves]Move
}

// jumpFault tells whether the animal a may jump from in direction d.
func (r *Rules) jumpFault(b *board, a Animal, from Square, d direction) fault {
	axis := Horizontal
	if d.vertical() {
		axis = Vertical
	}
	switch j := geo.jump[from][d]; {
	case r.Jumps[a] == NoJump || j.to == NoSquare:
		return faultNoJump
	case r.Jumps[a]&axis == 0:
		return faultJumpAxis
	case j.over&r.blockers(b) != 0:
		return faultBlocked
	}
	return noFault
}

// blockers returns the squares whose rats block a jump of the side to move.
// Only rats stand in water, so occupied water squares are rats.
func (r *Rules) blockers(b *board) uint64 {
	switch r.RatsBlock {
	case AnyRatBlocks:
		return b.occ[Black] | b.occ[White]
	case EnemyRatBlocks:
		return b.occ[b.side.Other()]
	}
	return 0
}

// landingFault tells whether the animal at from may end its move on to.
func (r *Rules) landingFault(b *board, from, to Square) fault {
	if to == denSquare[b.side] {
		return faultOwnDen
	}
	switch target := b.sq[to]; {
	case target == NoPiece:
		return noFault
	case target.Side() == b.side:
		return faultOwnPiece
	}
	return r.captureFault(b, from, to)
}

// captureFault tells whether the animal at from may capture the enemy at to.
// An animal weakened by a trap (an enemy trap, or any trap under traps=any)
// has rank 0 as a target, and captures nothing while it stands there (seed
// 003), unless trapped-captures=yes lets it capture at its full rank (the
// engines jungine and netcan).
func (r *Rules) captureFault(b *board, from, to Square) fault {
	a, t := b.sq[from].Animal(), b.sq[to].Animal()
	if fromWater := from.bit()&waterMask != 0; fromWater != (to.bit()&waterMask != 0) {
		switch {
		case r.RatBank && a == Rat && t == Rat:
			return noFault
		case fromWater:
			return faultFromWater
		}
		return faultIntoWater
	}
	switch {
	case !r.TrappedCaptures && from.bit()&r.weakening(b.side) != 0:
		return faultTrapped
	case to.bit()&r.weakening(b.side.Other()) != 0:
		return noFault
	case a == Elephant && t == Rat && !r.ElephantTakesRat:
		return faultElephantRat
	case a == Rat && t == Elephant:
		return noFault
	case r.Rank(a) < r.Rank(t):
		return faultRank
	}
	return noFault
}

// weakening returns the traps on which an animal of side s has rank 0.
func (r *Rules) weakening(s Side) uint64 {
	if r.AnyTrap {
		return allTraps
	}
	return trapMask[s.Other()]
}

// generate lists the moves of the side to move, ignoring draw rules.
func (r *Rules) generate(b *board, list *moveList) {
	list.n = 0
	own, enemy := b.occ[b.side], b.occ[b.side.Other()]
	for pieces := own; pieces != 0; pieces &= pieces - 1 {
		from := Square(bits.TrailingZeros64(pieces))
		a := b.sq[from].Animal()
		for t := r.targets(b, from); t != 0; t &= t - 1 {
			to := Square(bits.TrailingZeros64(t))
			list.moves[list.n] = Move{Piece: a, From: from, To: to, Capture: to.bit()&enemy != 0}
			list.n++
		}
	}
}

// count counts the moves generate would list, without listing them.
func (r *Rules) count(b *board) uint64 {
	n := 0
	for pieces := b.occ[b.side]; pieces != 0; pieces &= pieces - 1 {
		n += bits.OnesCount64(r.targets(b, Square(bits.TrailingZeros64(pieces))))
	}
	return uint64(n)
}

// anyMove reports whether generate would list a move; it stops at the
// first animal that has one.
func (r *Rules) anyMove(b *board) bool {
	for pieces := b.occ[b.side]; pieces != 0; pieces &= pieces - 1 {
		if r.targets(b, Square(bits.TrailingZeros64(pieces))) != 0 {
			return true
		}
	}
	return false
}

// targets returns the squares the animal of the side to move at from may
// move to: those it reaches, but its own den, its side's animals and the
// enemies it may not capture.
func (r *Rules) targets(b *board, from Square) uint64 {
	t := r.reach(b, b.sq[from].Animal(), from) &^ (b.occ[b.side] | denSquare[b.side].bit())
	for caps := t & b.occ[b.side.Other()]; caps != 0; caps &= caps - 1 {
		if to := Square(bits.TrailingZeros64(caps)); r.captureFault(b, from, to) != noFault {
			t &^= to.bit()
		}
	}
	return t
}

// reach returns the squares the animal a may move to from, by a step or a
// jump, were they empty or enemies it outranks: its own den included.
func (r *Rules) reach(b *board, a Animal, from Square) uint64 {
	if a == Rat {
		return geo.around[from]
	}
	return geo.around[from]&^waterMask | r.jumps(b, a, from)
}

// jumps returns the squares the animal a may land on by jumping from.
func (r *Rules) jumps(b *board, a Animal, from Square) uint64 {
	if r.Jumps[a] == NoJump || geo.jumpsFrom[from] == 0 {
		return 0
	}
	var landings uint64
	for d := up; d < numDirections; d++ {
		if r.jumpFault(b, a, from, d) == noFault {
			landings |= geo.jump[from][d].to.bit()
		}
	}
	return landings
}

// perft counts the leaves of the move tree below b, depth plies deep.
// The board is passed by value: a pointer would make escape analysis move
// every child board of the recursion to the heap.
func (r *Rules) perft(b board, depth int) uint64 {
	if depth == 0 {
		return 1
	}
	if b.decided() {
		return 0
	}
	if depth == 1 {
		return r.count(&b)
	}
	var list moveList
	r.generate(&b, &list)
	var n uint64
	for _, m := range list.moves[:list.n] {
		child := b
		child.apply(m)
		n += r.perft(child, depth-1)
	}
	return n
}
