package yinsh

import (
	"fmt"
	"strconv"
	"strings"
)

// String returns the position string: the columns a to k from their lowest
// point up ("R" white ring, "r" black ring, "M" white marker, "m" black
// marker, a number for a run of empty points), the side to move, and the
// rings removed by White and by Black.
func (p *Position) String() string {
	var buf [128]byte
	return string(p.b.appendString(buf[:0]))
}

// AppendText appends the text String gives (encoding.TextAppender), so
// that a writer of many positions makes no string for each.
func (p *Position) AppendText(b []byte) ([]byte, error) { return p.b.appendString(b), nil }

// appendString appends the position string of b to out. A column's
// points are bits next to each other (see bitset): it reads them a column
// at a time, each point as board.at reads it.
func (b *board) appendString(out []byte) []byte {
	for col := 0; col < NumColumns; col++ {
		if col > 0 {
			out = append(out, '/')
		}
		at := uint(col * gridRows)
		rw, rb := b.ring[White].word(at), b.ring[Black].word(at)
		mw, mb := b.marker[White].word(at), b.marker[Black].word(at)
		empty := 0
		for row := columnLow[col]; row <= columnHigh[col]; row++ {
			bit := uint64(1) << (row - 1)
			var pc Piece
			switch {
			case rw&bit != 0:
				pc = ringOf(White)
			case mw&bit != 0:
				pc = markerOf(White)
			case rb&bit != 0:
				pc = ringOf(Black)
			case mb&bit != 0:
				pc = markerOf(Black)
			default:
				empty++
				continue
			}
			out = append(appendRun(out, empty), pieceChars[pc])
			empty = 0
		}
		out = appendRun(out, empty)
	}
	out = append(out, ' ', "wb"[b.toMove], ' ')
	out = strconv.AppendUint(out, uint64(b.removed[White]), 10)
	out = append(out, ' ')
	return strconv.AppendUint(out, uint64(b.removed[Black]), 10)
}

// appendRun appends a run of n empty points (nothing for none).
func appendRun(out []byte, n int) []byte {
	switch {
	case n >= 10:
		return strconv.AppendInt(out, int64(n), 10)
	case n > 0:
		return append(out, byte('0'+n))
	}
	return out
}

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
