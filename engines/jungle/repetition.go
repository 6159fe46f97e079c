package jungle

import "math/bits"

// This file is the repetition bookkeeping of Play, on the referee's hot
// path: the positions since the last capture, and the chasing of
// repetition=forbid-chaser.

// layout is what repetition compares of a board: the square of each
// animal, Black's rat first and White's elephant last, NoSquare for one
// not on the board. The boards of a history hold the same animals and
// alternate the side to move: two of them an even number of plies apart
// are the same board when their layouts are equal.
type layout [2 * (numAnimals - 1)]Square

// slot is the index of the piece p in a layout.
func slot(p Piece) int { return int(p.Side())*(numAnimals-1) + int(p.Animal()) - 1 }

// layoutOf returns the layout of b.
func layoutOf(b *board) layout {
	l := layout{NoSquare, NoSquare, NoSquare, NoSquare, NoSquare, NoSquare, NoSquare, NoSquare,
		NoSquare, NoSquare, NoSquare, NoSquare, NoSquare, NoSquare, NoSquare, NoSquare}
	for occ := b.occ[Black] | b.occ[White]; occ != 0; occ &= occ - 1 {
		s := Square(bits.TrailingZeros64(occ))
		l[slot(b.sq[s])] = s
	}
	return l
}

// hash mixes the layout's squares into 64 bits.
func (l *layout) hash() uint64 {
	lo := uint64(l[0]) | uint64(l[1])<<8 | uint64(l[2])<<16 | uint64(l[3])<<24 |
		uint64(l[4])<<32 | uint64(l[5])<<40 | uint64(l[6])<<48 | uint64(l[7])<<56
	hi := uint64(l[8]) | uint64(l[9])<<8 | uint64(l[10])<<16 | uint64(l[11])<<24 |
		uint64(l[12])<<32 | uint64(l[13])<<40 | uint64(l[14])<<48 | uint64(l[15])<<56
	return mix(lo ^ mix(hi))
}

// seen is one position of the history: the board's layout, and whether
// the move that reached it chased, leaving an enemy animal under threat of
// capture by the animal it moved (kept under repetition=forbid-chaser
// only).
type seen struct {
	l     layout
	chase bool
}

// historyBlock is the capacity a history is given when it has none left:
// a hundred plies and more without a capture fit in one.
const historyBlock = 128

// record appends e to the history, its layout's bit in the filter of
// recent layouts being bit (layout.bit). A full history moves to a new array
// of historyBlock entries, or twice its length: clones share the array
// up to their own lengths, and the array is never written below the
// length of the history. The new array comes from the position's room.
func (p *Position) record(e seen, bit uint8) {
	if h := p.history; len(h) == cap(h) {
		p.history = append(p.room.Take(max(historyBlock, 2*len(h)))[:0], h...)
	}
	p.recent[len(p.history)%2].add(bit)
	p.history = append(p.history, e)
}

// layoutSet is a set of layouts that may hold more than were added (a
// Bloom filter of one probe in 256 bits): a layout it does not hold was
// never added, and the history need not be searched for it.
type layoutSet [4]uint64

// bit is the layout's bit in a layoutSet.
func (l *layout) bit() uint8 { return uint8(l.hash() >> 56) }

// add adds the layout of that bit.
func (s *layoutSet) add(b uint8) { s[b>>6] |= 1 << (b & 63) }

// mayHold reports whether the layout of that bit may have been added.
func (s *layoutSet) mayHold(b uint8) bool { return s[b>>6]>>(b&63)&1 != 0 }

// restart empties the history after a capture. The new history takes
// the room left in the array after the old one, which no clone sees.
func (p *Position) restart() {
	p.history = p.history[len(p.history):]
	p.recent = [2]layoutSet{}
	p.repeats = 0
}

// recurrence is what a move would bring back: how often the board it
// reaches stood before since the last capture, and since when.
type recurrence struct {
	l     layout // the layout of the board the move reaches
	bit   uint8  // its bit in a layoutSet, worked out once
	count int    // earlier occurrences of the board
	first int    // index in the history of the first of them, when count > 0
	chase bool   // the move chases (forbid-chaser only)
}

// recur describes m, a move of the side to move that reaches next.
func (p *Position) recur(next *board, m Move) recurrence {
	rc := p.occurrences(p.layoutAfter(m))
	if p.rules.Repetition == ForbidChaser {
		rc.chase = p.rules.threatens(next, m.To)
	}
	return rc
}

// layoutAfter returns the layout of the board m, a move of the side to
// move, reaches: the current board's, the last of the history, with the
// moving animal on m.To and an animal captured there gone.
func (p *Position) layoutAfter(m Move) layout {
	l := p.history[len(p.history)-1].l
	if t := p.b.sq[m.To]; t != NoPiece {
		l[slot(t)] = NoSquare
	}
	l[slot(p.b.sq[m.From])] = m.To
	return l
}

// occurrences finds l, the layout of a board the side to move may reach,
// in the history; it leaves chase unset.
func (p *Position) occurrences(l layout) recurrence {
	rc := recurrence{l: l, bit: l.bit()}
	// The history alternates the side to move, and the last entry is the
	// current board: only every second entry before it can be the board
	// reached.
	h := p.history // in a register: the loop reads nothing else
	if len(h) < 2 || !p.recent[len(h)%2].mayHold(rc.bit) {
		return rc
	}
	for i := len(h) - 2; i >= 0; i -= 2 {
		if h[i].l == l {
			rc.count++
			rc.first = i
		}
	}
	return rc
}

// chaseMatters reports whether the forbid-chaser rule may refuse a move
// now: only once a board of the history repeats can a move make a third
// occurrence.
func (p *Position) chaseMatters() bool {
	return p.rules.Repetition == ForbidChaser && p.repeats > 0
}

// allowed reports whether the forbid-chaser rule lets the side to move
// make m, a move the board allows.
func (p *Position) allowed(m Move) bool {
	// Only a third occurrence needs the chase worked out.
	if p.occurrences(p.layoutAfter(m)).count < 2 {
		return true
	}
	next := p.b
	next.apply(m)
	return !p.forbidden(p.recur(&next, m))
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
	// The entry after the first occurrence has the side to move of the
	// current board, the last entry: the other side moved to it.
	mover := p.b.side.Other()
	for _, e := range p.history[rc.first+1:] {
		chased[mover] = chased[mover] && e.chase
		mover = mover.Other()
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
