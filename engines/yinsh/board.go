package yinsh

const (
	// ringsEach is the number of rings of each colour.
	ringsEach = 5
	// supplySize is the number of markers in the game.
	supplySize = 51
)

// ending says how a game ended when the board alone cannot tell.
type ending uint8

const (
	notEnded ending = iota
	resigned
	cannotMove
)

// board is the whole state of a game: pieces, rings removed, the side to
// move, and an ending the pieces cannot show. It is a small value, copied to
// make a move.
type board struct {
	ring    [2]bitset
	marker  [2]bitset
	markers uint8 // markers on the board
	removed [2]uint8
	toMove  Colour
	end     ending
	loser   Colour // who lost, when end is set
	// flipped: the last ring move flipped markers, or the position was
	// set up. Only then can the side to move have rows of its own: its
	// rows are gone when its turn ends, and only flips make new ones on
	// the other side's turn.
	flipped bool
}

// rules are the variant's and options' values an engine needs.
type rules struct {
	win        uint8 // rings a player removes to win
	noMoveLoss bool  // no-move=loss: a player who cannot move a ring loses
	unlimited  bool  // supply=unlimited
}

func (b *board) at(p Point) Piece {
	for c := White; c <= Black; c++ {
		if b.ring[c].has(p) {
			return ringOf(c)
		}
		if b.marker[c].has(p) {
			return markerOf(c)
		}
	}
	return Empty
}

func (b *board) rings() bitset      { return b.ring[White].or(b.ring[Black]) }
func (b *board) allMarkers() bitset { return b.marker[White].or(b.marker[Black]) }
func (b *board) occupied() bitset   { return b.rings().or(b.allMarkers()) }

// ringsIn returns the rings of colour c on the board and removed.
func (b *board) ringsIn(c Colour) int { return b.ring[c].count() + int(b.removed[c]) }

// placing reports whether rings are still to be placed.
func (b *board) placing() bool { return b.ringsIn(White) < ringsEach || b.ringsIn(Black) < ringsEach }

// won reports whether colour c has removed enough rings to win.
func (b *board) won(c Colour, r *rules) bool { return b.removed[c] >= r.win }

// supplyEmpty reports whether no marker is left to place.
func (b *board) supplyEmpty(r *rules) bool { return !r.unlimited && b.markers >= supplySize }

func (b *board) placeRing(p Point) {
	b.ring[b.toMove] = b.ring[b.toMove].or(bit(p))
}

// moveRing puts a marker of the side to move in the ring at from, moves the
// ring to to and flips the markers between. It returns the points whose
// marker changed: from and the flipped ones.
func (b *board) moveRing(from, to Point) bitset {
	c := b.toMove
	flips := b.allMarkers().and(between[from][to])
	b.ring[c] = b.ring[c].xor(bit(from)).or(bit(to))
	b.marker[c] = b.marker[c].or(bit(from))
	b.marker[White] = b.marker[White].xor(flips)
	b.marker[Black] = b.marker[Black].xor(flips)
	b.markers++
	b.flipped = !flips.empty()
	return flips.or(bit(from))
}

// complete reports whether window w is a row of colour c.
func (b *board) complete(c Colour, w uint8) bool { return b.marker[c].contains(windows[w].mask) }

// removeRow takes the row w of colour c back to the supply and removes c's
// ring at ring.
func (b *board) removeRow(c Colour, w uint8, ring Point) {
	b.marker[c] = b.marker[c].andNot(windows[w].mask)
	b.markers -= rowLen
	b.ring[c] = b.ring[c].andNot(bit(ring))
	b.removed[c]++
}

// endTurn passes the move to the opponent.
func (b *board) endTurn() { b.toMove = b.toMove.Other() }

// rowList is a list of windows, rows or candidates for rows.
type rowList struct {
	w [maxWindows]uint8
	n int
}

func (l *rowList) add(w uint8) {
	l.w[l.n] = w
	l.n++
}

// rowStarts returns, for each line direction (up a column, along a row, up
// a diagonal), the set of points where a row of five markers of the set m
// starts: the points of m from which m holds four more, each a step
// further (where it holds two, two steps on two more, and a fifth four
// steps on). Neighbours along those lines are 1, gridRows and gridRows+1
// bits apart; the three are written out with those constants, so that
// each shift is by a constant (the function is hot). Bits that wrap from
// the top of a column to the next column never join five points of the
// board.
func rowStarts(m bitset) (starts [3]bitset, found bool) {
	col := m.and(m.down(1))
	col = col.and(col.down(2)).and(m.down(4))
	row := m.and(m.down(gridRows))
	row = row.and(row.down(2 * gridRows)).and(m.down(4 * gridRows))
	diag := m.and(m.down(gridRows + 1))
	diag = diag.and(diag.down(2 * (gridRows + 1))).and(m.down(4 * (gridRows + 1)))
	return [3]bitset{col, row, diag}, !col.or(row).or(diag).empty()
}

// rowsOf lists the rows of colour c on the whole board, in window order
// (by lowest point, then direction).
func (b *board) rowsOf(c Colour, l *rowList) {
	l.n = 0
	starts, found := rowStarts(b.marker[c])
	if !found {
		return
	}
	for all := starts[0].or(starts[1]).or(starts[2]); !all.empty(); {
		p := all.pop()
		for d := range starts {
			if starts[d].has(p) {
				l.add(uint8(windowFrom[p][d]))
			}
		}
	}
}

// hasRow reports whether colour c has a row on the board.
func (b *board) hasRow(c Colour) bool {
	_, found := rowStarts(b.marker[c])
	return found
}

// rowsThrough lists the rows of colour c that hold a point of changed.
func (b *board) rowsThrough(c Colour, changed bitset, l *rowList) {
	l.n = 0
	var seen [maxWindows / 64]uint64
	for m := changed.and(b.marker[c]); !m.empty(); {
		p := m.pop()
		for _, w := range windowsAt[p][:windowsAtN[p]] {
			if seen[w>>6]>>(w&63)&1 == 0 && b.complete(c, w) {
				seen[w>>6] |= 1 << (w & 63)
				l.add(w)
			}
		}
	}
}
