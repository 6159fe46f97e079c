package jungle

import "math/bits"

// This file is the repetition bookkeeping of Play, on the referee's hot
// path: the positions since the last capture, and the chasing of
// repetition=forbid-chaser.

// seen is one position of the history: the board, and whether the move
// that reached it chased, leaving an enemy animal under threat of capture
// by the animal it moved (kept under repetition=forbid-chaser only).
type seen struct {
	b     board
	chase bool
}

// recurrence is what a move would bring back: how often the board it
// reaches stood before since the last capture, and since when.
type recurrence struct {
	count int  // earlier occurrences of the board
	first int  // index in the history of the first of them, when count > 0
	chase bool // the move chases (forbid-chaser only)
}

// recur describes the move of the side to move that reaches next by
// moving an animal to to.
func (p *Position) recur(next *board, to Square) recurrence {
	rc := p.occurrences(next)
	if p.rules.Repetition == ForbidChaser {
		rc.chase = p.rules.threatens(next, to)
	}
	return rc
}

// occurrences finds next, a board the side to move may reach, in the
// history; it leaves chase unset.
func (p *Position) occurrences(next *board) recurrence {
	var rc recurrence
	// The history alternates the side to move, and the last entry is the
	// current board: only every second entry before it can equal next.
	for i := len(p.history) - 2; i >= 0; i -= 2 {
		if e := &p.history[i].b; e.occ == next.occ && *e == *next {
			rc.count++
			rc.first = i
		}
	}
	return rc
}

// threatens reports whether the animal on sq of b could capture an enemy
// animal, were it its side's turn.
func (r *Rules) threatens(b *board, sq Square) bool {
	attacker := *b
	attacker.side = b.sq[sq].Side()
	enemy := attacker.occ[attacker.side.Other()]
	for t := r.reach(&attacker, b.sq[sq].Animal(), sq) & enemy; t != 0; t &= t - 1 {
		if r.captureFault(&attacker, sq, Square(bits.TrailingZeros64(t))) == noFault {
			return true
		}
	}
	return false
}

// chasers tells which sides chased with every one of their moves since the
// first occurrence of the board that rc's move, by the side to move, would
// bring back; that move included.
func (p *Position) chasers(rc recurrence) [2]bool {
	chased := [2]bool{true, true}
	for _, e := range p.history[rc.first+1:] {
		mover := e.b.side.Other()
		chased[mover] = chased[mover] && e.chase
	}
	chased[p.b.side] = chased[p.b.side] && rc.chase
	return chased
}

// forbidden reports whether repetition=forbid-chaser refuses rc's move: it
// brings a board back the third time (or more), and the side to move alone
// chased since its first occurrence.
func (p *Position) forbidden(rc recurrence) bool {
	if p.rules.Repetition != ForbidChaser || rc.count < 2 {
		return false
	}
	c := p.chasers(rc)
	return c[p.b.side] && !c[p.b.side.Other()]
}

// repetitionDraw returns why rc's move draws by repetition, or "": under
// repetition=draw a third occurrence draws; under forbid-chaser it draws
// when both sides chased or neither did (a move of a lone chaser is
// forbidden, and the chased side may repeat).
func (p *Position) repetitionDraw(rc recurrence) string {
	if rc.count < 2 {
		return ""
	}
	switch p.rules.Repetition {
	case RepetitionDraw:
		return "threefold repetition"
	case ForbidChaser:
		switch c := p.chasers(rc); {
		case c[Black] && c[White]:
			return "threefold repetition, both sides chasing"
		case !c[Black] && !c[White]:
			return "threefold repetition, neither side chasing"
		}
	}
	return ""
}
