package ingenious

import "strconv"

// The position string has six fields separated by spaces:
//
//	board scores seat claims racks pending
//
// board: the rows of the board in use from the top, separated by "/", each
// from its lowest column: a number is a run of empty spaces, "R*" a start
// symbol, an upper-case colour followed by "-", "<" or ">" the first hex of
// a tile in reading order with its partner east, south-west or south-east,
// a lower-case colour the second hex of a tile. scores: one track per seat
// (per team), "/"-separated, each six numbers in track order joined by ",".
// seat: the seat to move, from 1. claims: the colours of the start symbols
// the first tiles touched, in seat order, or "-". racks: per seat, "/"-
// separated, the tiles joined by "," (or "-" for none) when known, else the
// number of hidden tiles; solo: "-". pending: bonus placements the seat to
// move still owes (0 between turns).

// partnerMarks are the marks of a tile's first hex, by direction to its
// partner (east, south-west, south-east).
// 0 for the other directions.
var partnerMarks = [6]byte{0: '-', 4: '<', 5: '>'}

// String writes the position string.
func (p *Position) String() string {
	b, _ := p.AppendText(make([]byte, 0, 256))
	return string(b)
}

// AppendText appends the text String gives (encoding.TextAppender), so
// that a writer of many positions makes no string for each.
func (p *Position) AppendText(b []byte) ([]byte, error) {
	b = p.appendBoard(b)
	b = append(b, ' ')
	for t := 0; t < p.rules.Tracks(); t++ {
		if t > 0 {
			b = append(b, '/')
		}
		for i, v := range p.scores[t] {
			if i > 0 {
				b = append(b, ',')
			}
			b = strconv.AppendInt(b, int64(v), 10)
		}
	}
	b = append(b, ' ')
	b = strconv.AppendInt(b, int64(p.seat+1), 10)
	b = append(b, ' ')
	b = appendClaims(b, p.claims[:p.nClaims])
	b = append(b, ' ')
	b = p.appendRacks(b)
	b = append(b, ' ')
	return strconv.AppendInt(b, int64(p.pending), 10), nil
}

// appendBoard appends the board field.
func (p *Position) appendBoard(b []byte) []byte {
	board := p.rules.Board()
	for r := -board.Radius; r <= board.Radius; r++ {
		if r > -board.Radius {
			b = append(b, '/')
		}
		run := 0
		for _, s := range board.row(r) {
			if p.cells[s] == 0 {
				run++
				continue
			}
			if run > 0 {
				b = strconv.AppendInt(b, int64(run), 10)
				run = 0
			}
			b = p.appendCell(b, s)
		}
		if run > 0 {
			b = strconv.AppendInt(b, int64(run), 10)
		}
	}
	return b
}

// appendCell appends one occupied space.
func (p *Position) appendCell(b []byte, s Space) []byte {
	c := p.cells[s]
	letter := Colour(c & cellColour).Letter()
	d := int(c>>partnerSh) - 1
	var mark byte
	if d >= 0 && d < len(partnerMarks) {
		mark = partnerMarks[d]
	}
	switch first := mark != 0; {
	case c&cellStart != 0:
		return append(b, letter, '*')
	case first:
		return append(b, letter, mark)
	}
	return append(b, letter+'a'-'A')
}

// appendClaims appends the claims field.
func appendClaims(b []byte, cs []Colour) []byte {
	if len(cs) == 0 {
		return append(b, '-')
	}
	for _, c := range cs {
		b = append(b, c.Letter())
	}
	return b
}

// appendRacks appends the racks field.
func (p *Position) appendRacks(b []byte) []byte {
	if !p.rules.HasRacks() {
		return append(b, '-')
	}
	for seat := 0; seat < p.rules.Players; seat++ {
		if seat > 0 {
			b = append(b, '/')
		}
		switch {
		case !p.full:
			b = strconv.AppendInt(b, int64(p.rackLen[seat]), 10)
		case p.rackLen[seat] == 0:
			b = append(b, '-')
		default:
			b = appendTiles(b, p.racks[seat][:p.rackLen[seat]])
		}
	}
	return b
}
