package jungle

// board is what repetition compares: the squares and the side to move. occ
// mirrors sq, one bitboard per side, for fast move generation.
type board struct {
	sq   [NumSquares]Piece
	occ  [2]uint64
	side Side
}

// put sets a square.
func (b *board) put(s Square, p Piece) {
	b.clear(s)
	b.sq[s] = p
	if p != NoPiece {
		b.occ[p.Side()] |= s.bit()
	}
}

// clear empties a square.
func (b *board) clear(s Square) {
	b.sq[s] = NoPiece
	b.occ[Black] &^= s.bit()
	b.occ[White] &^= s.bit()
}

// apply makes a move known to be legal and passes the turn. It reports
// whether the move captured.
func (b *board) apply(m Move) bool {
	captured := b.sq[m.To] != NoPiece
	p := b.sq[m.From]
	b.clear(m.From)
	b.put(m.To, p)
	b.side = b.side.Other()
	return captured
}

// denIntruder returns the square of an animal that stands in its
// opponent's den, if any.
func (b *board) denIntruder() (Square, bool) {
	for _, s := range []Side{Black, White} {
		den := denSquare[s.Other()]
		if b.occ[s]&den.bit() != 0 {
			return den, true
		}
	}
	return NoSquare, false
}

// decided reports whether the game is won on the board: an animal in a den
// or a side without animals.
func (b *board) decided() bool {
	return b.occ[Black]&denSquare[White].bit() != 0 || b.occ[White]&denSquare[Black].bit() != 0 ||
		b.occ[Black] == 0 || b.occ[White] == 0
}
