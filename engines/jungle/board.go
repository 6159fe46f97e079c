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

// apply makes a move known to be legal and passes the turn.
func (b *board) apply(m Move) {
	p := b.sq[m.From]
	b.clear(m.From)
	b.put(m.To, p)
	b.side = b.side.Other()
}

// denIntruders returns the dens that hold an animal of the opponent.
func (b *board) denIntruders() uint64 {
	return b.occ[Black]&denSquare[White].bit() | b.occ[White]&denSquare[Black].bit()
}

// decided reports whether the game is won on the board: an animal in a den
// or a side without animals.
func (b *board) decided() bool {
	return b.denIntruders() != 0 || b.occ[Black] == 0 || b.occ[White] == 0
}
