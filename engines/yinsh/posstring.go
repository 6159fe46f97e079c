package yinsh

import (
	"fmt"
	"math/bits"
	"slices"
	"strconv"
	"strings"
)

// String returns the position string: the columns a to k from their lowest
// point up ("R" white ring, "r" black ring, "M" white marker, "m" black
// marker, a number for a run of empty points), the side to move, and the
// rings removed by White and by Black.
func (p *Position) String() string {
	var buf [maxField + 32]byte
	return string(p.b.appendString(buf[:0], new(columnTexts)))
}

// AppendText appends the text String gives (encoding.TextAppender), so
// that a writer of many positions makes no string for each.
func (p *Position) AppendText(b []byte) ([]byte, error) {
	return p.b.appendString(b, new(columnTexts)), nil
}

// AppendNearText appends the text String gives, writing again only the
// columns whose points differ from those of the position last appended
// with memo (engines.NearText): a turn changes a few.
func (p *Position) AppendNearText(b []byte, memo *any) []byte {
	c, ok := (*memo).(*columnTexts)
	if !ok {
		c = new(columnTexts)
		*memo = c
	}
	return p.b.appendString(b, c)
}

// columnTexts holds the texts of the columns of a board, each with the
// '/' after it, and the pieces they were written from.
type columnTexts struct {
	pieces pieceSets
	valid  bool // whether the texts are those of pieces (none at first)
	text   [NumColumns][columnRoom]byte
	n      [NumColumns]uint8
}

// pieceSets are the white rings, white markers, black rings and black
// markers of a board.
type pieceSets [4]bitset

// columnRoom is the room of a column's text: a letter a point and a '/'
// (11 at most), rounded up to a word's multiple.
const columnRoom = 16

// appendString appends the position string of b to out, each column's
// text from texts where its points are those it was written from, else
// written there first, into room made for the longest board field.
func (b *board) appendString(out []byte, texts *columnTexts) []byte {
	out = slices.Grow(out, maxField+columnRoom)
	buf := (*[maxField + columnRoom]byte)(out[len(out) : len(out)+maxField+columnRoom])
	pieces := pieceSets{b.ring[White], b.marker[White], b.ring[Black], b.marker[Black]}
	changed := texts.changed(&pieces)
	n := 0
	for col := range NumColumns {
		if changed>>col&1 != 0 {
			texts.n[col] = columnText(&texts.text[col], col, &pieces)
		}
		k := n % maxField
		*(*[columnRoom]byte)(buf[k : k+columnRoom]) = texts.text[col]
		n = k + int(texts.n[col])
	}
	out = out[:len(out)+n-1] // the last '/' left out
	// A colour removes its five rings at most: a digit each.
	return append(out, ' ', "wb"[b.toMove], ' ', '0'+b.removed[White], ' ', '0'+b.removed[Black])
}

// changed gives the columns whose points differ in pieces from those the
// texts were written from, a bit each (all of them before any text was
// written), and notes pieces as those. A column's points are bits next
// to each other (see bitset): bit i is in column i/gridRows.
func (c *columnTexts) changed(pieces *pieceSets) uint {
	if !c.valid {
		c.pieces, c.valid = *pieces, true
		return 1<<NumColumns - 1
	}
	var diff bitset
	for i := range pieces {
		diff = diff.or(pieces[i].xor(c.pieces[i]))
	}
	c.pieces = *pieces
	var cols uint
	for ; diff.lo != 0; diff.lo &= diff.lo - 1 {
		cols |= 1 << (uint(bits.TrailingZeros64(diff.lo)) / gridRows)
	}
	for ; diff.hi != 0; diff.hi &= diff.hi - 1 {
		cols |= 1 << ((64 + uint(bits.TrailingZeros64(diff.hi))) / gridRows)
	}
	return cols
}

// columnText writes the text of column col of pieces, with the '/' after
// it, going from one occupied point to the next, each point as board.at
// reads it (pieceOfBits), and gives its length. A column's points are
// bits next to each other (see bitset): row r of the column's word is
// bit r-1.
func columnText(buf *[columnRoom]byte, col int, pieces *pieceSets) uint8 {
	at, m := uint(col*gridRows), columnBits[col]
	rw, mw := pieces[0].word(at)&m, pieces[1].word(at)&m
	rb, mb := pieces[2].word(at)&m, pieces[3].word(at)&m
	codes := nibbles[rw] | nibbles[mw]<<1 | nibbles[rb]<<2 | nibbles[mb]<<3
	n, next := uint(0), uint(columnLow[col]) // the lowest row not written yet
	for occ := rw | mw | rb | mb; occ != 0; occ &= occ - 1 {
		i := uint(bits.TrailingZeros64(occ)) // row i+1
		k := i + 1 - next                    // the empty points before it: 9 at most, in a column of 10
		buf[n%columnRoom] = byte('0' + k)    // kept where there are some
		n += min(k, 1)
		buf[n%columnRoom] = pieceOfBits[codes>>(4*i)&15]
		n, next = n+1, i+2
	}
	n = putRun(buf, n, uint(columnHigh[col])+1-next)
	buf[n%columnRoom] = '/'
	return uint8(n + 1)
}

// maxField bounds the length of a position string's board field: a letter
// a point and a '/' a column (96), rounded up to a power of two.
const maxField = 128

// putRun writes a run of k empty points (nothing for none) at buf[n],
// and gives where the next byte goes.
func putRun(buf *[columnRoom]byte, n, k uint) uint {
	switch {
	case k >= 10:
		buf[n%columnRoom], buf[(n+1)%columnRoom] = byte('0'+k/10), byte('0'+k%10)
		return n + 2
	case k > 0:
		buf[n%columnRoom] = byte('0' + k)
		return n + 1
	}
	return n
}

// columnBits are the bits of each column's points in the column's word
// (bitset.word): row r is bit r-1.
var columnBits = func() (m [NumColumns]uint64) {
	for col := range m {
		m[col] = (1<<columnHigh[col] - 1) &^ (1<<(columnLow[col]-1) - 1)
	}
	return m
}()

// nibbles spreads the 11 bits of a column's word to the low bits of 11
// nibbles: bit i to bit 4i.
var nibbles = func() (t [1 << gridRows]uint64) {
	for w := range t {
		for i := range gridRows {
			t[w] |= uint64(w) >> i & 1 << (4 * i)
		}
	}
	return t
}()

// pieceOfBits gives the letter of a point from its bits in the white
// rings, white markers, black rings and black markers (bits 0 to 3), in
// board.at's order.
var pieceOfBits = func() (t [16]byte) {
	for i := range t {
		pc := Empty
		switch {
		case i&1 != 0:
			pc = ringOf(White)
		case i&2 != 0:
			pc = markerOf(White)
		case i&4 != 0:
			pc = ringOf(Black)
		case i&8 != 0:
			pc = markerOf(Black)
		}
		t[i] = pieceChars[pc]
	}
	return t
}()

// parsePosition reads a position string and checks that a game could stand
// so under the rules r.
func parsePosition(s string, r *rules) (board, error) {
	b := board{flipped: true}
	fields := strings.Fields(s)
	if len(fields) != 4 {
		return b, fmt.Errorf("a YINSH position has 4 fields (board, side to move, rings removed by White and by Black), not %d", len(fields))
	}
	if err := b.readBoard(fields[0]); err != nil {
		return b, err
	}
	switch fields[1] {
	case "w":
		b.toMove = White
	case "b":
		b.toMove = Black
	default:
		return b, fmt.Errorf(`the side to move must be "w" or "b", not %q`, fields[1])
	}
	for c := White; c <= Black; c++ {
		n, err := strconv.Atoi(fields[2+c])
		if err != nil || n < 0 || n > int(r.win) {
			return b, fmt.Errorf("the rings removed by %s must be a number from 0 to %d, not %q", c.title(), r.win, fields[2+c])
		}
		b.removed[c] = uint8(n)
	}
	return b, b.check(r)
}

// readBoard reads the columns of a position string.
func (b *board) readBoard(s string) error {
	cols := strings.Split(s, "/")
	if len(cols) != NumColumns {
		return fmt.Errorf("a YINSH board has 11 columns separated by \"/\", not %d", len(cols))
	}
	for col, text := range cols {
		if err := b.readColumn(col, text); err != nil {
			return err
		}
	}
	return nil
}

func (b *board) readColumn(col int, text string) error {
	name := string(rune('a' + col))
	size := columnHigh[col] - columnLow[col] + 1
	row := columnLow[col]
	for i := 0; i < len(text); {
		if row > columnHigh[col] {
			return fmt.Errorf("column %s lists more than its %d points", name, size)
		}
		ch := text[i]
		if ch >= '1' && ch <= '9' {
			j := i + 1
			for j < len(text) && text[j] >= '0' && text[j] <= '9' {
				j++
			}
			n, _ := strconv.Atoi(text[i:j])
			row += min(n, size+1)
			i = j
			continue
		}
		pc := Piece(strings.IndexByte(pieceChars[1:], ch) + 1)
		if pc == Empty {
			return fmt.Errorf("column %s: %q is not a piece (R, r, M, m) or a number of empty points", name, ch)
		}
		b.put(pointGrid[col][row], pc)
		row++
		i++
	}
	if row != columnHigh[col]+1 {
		return fmt.Errorf("column %s lists %d points; it has %d", name, row-columnLow[col], size)
	}
	return nil
}

func (b *board) put(p Point, pc Piece) {
	if pc.IsRing() {
		b.ring[pc.Colour()] = b.ring[pc.Colour()].or(bit(p))
		return
	}
	b.marker[pc.Colour()] = b.marker[pc.Colour()].or(bit(p))
	b.markers++
}
