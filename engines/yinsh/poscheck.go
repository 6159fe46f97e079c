package yinsh

import "fmt"

// check reports why a board read from a position string could not stand in
// a game under the rules r, or nil.
func (b *board) check(r *rules) error {
	for c := White; c <= Black; c++ {
		if n := b.ringsIn(c); n > ringsEach {
			return fmt.Errorf("there are %d %s rings, not %d (%d on the board, %d removed)",
				ringsEach, c, n, b.ring[c].count(), b.removed[c])
		}
	}
	if b.won(White, r) && b.won(Black, r) {
		return fmt.Errorf("both players cannot have removed %d rings: the game ends when the first does", r.win)
	}
	if b.placing() {
		return b.checkPlacing()
	}
	if !r.unlimited && b.markers > supplySize {
		return fmt.Errorf("%d markers stand on the board; there are %d", b.markers, supplySize)
	}
	return b.checkRows(r)
}

// checkPlacing checks a board on which rings are still to be placed.
func (b *board) checkPlacing() error {
	if b.removed != [2]uint8{} {
		return fmt.Errorf("rings cannot have been removed while rings are still to be placed")
	}
	if b.markers > 0 {
		return fmt.Errorf("markers cannot stand on the board while rings are still to be placed")
	}
	w, k := b.ring[White].count(), b.ring[Black].count()
	next := White
	if w > k {
		next = Black
	}
	if w-k > 1 || k > w || next != b.toMove {
		return fmt.Errorf("with %d white and %d black rings placed it cannot be %s's turn: White places first, then they alternate",
			w, k, b.toMove)
	}
	return nil
}

// checkRows checks that the player who moved last left none of his rows on
// the board, as he removes them before his turn ends (unless he won).
func (b *board) checkRows(r *rules) error {
	if b.won(White, r) || b.won(Black, r) {
		return nil
	}
	last := b.toMove.Other()
	var rows rowList
	b.rowsOf(last, &rows)
	if rows.n > 0 {
		return fmt.Errorf("%s's row %s stands on the board with %s to move, but a player removes his rows before his turn ends",
			last, windowRow(rows.w[0]), b.toMove)
	}
	return nil
}
