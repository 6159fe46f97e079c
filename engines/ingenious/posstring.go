package ingenious

import (
	"strconv"
	"strings"
)

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
	var b strings.Builder
	b.Grow(256)
	p.writeBoard(&b)
	b.WriteByte(' ')
	for t := 0; t < p.rules.Tracks(); t++ {
		if t > 0 {
			b.WriteByte('/')
		}
		for i, v := range p.scores[t] {
			if i > 0 {
				b.WriteByte(',')
			}
			b.WriteString(strconv.Itoa(int(v)))
		}
	}
	b.WriteByte(' ')
	b.WriteString(strconv.Itoa(p.seat + 1))
	b.WriteByte(' ')
	b.WriteString(claimsText(p.claims[:p.nClaims]))
	b.WriteByte(' ')
	p.writeRacks(&b)
	b.WriteByte(' ')
	b.WriteString(strconv.Itoa(p.pending))
	return b.String()
}

// writeBoard writes the board field.
func (p *Position) writeBoard(b *strings.Builder) {
	board := p.rules.Board()
	for r := -board.Radius; r <= board.Radius; r++ {
		if r > -board.Radius {
			b.WriteByte('/')
		}
		run := 0
		for _, s := range board.row(r) {
			if p.cells[s] == 0 {
				run++
				continue
			}
			if run > 0 {
				b.WriteString(strconv.Itoa(run))
				run = 0
			}
			p.writeCell(b, s)
		}
		if run > 0 {
			b.WriteString(strconv.Itoa(run))
		}
	}
}

// writeCell writes one occupied space.
func (p *Position) writeCell(b *strings.Builder, s Space) {
	c := p.cells[s]
	letter := Colour(c & cellColour).Letter()
	d := int(c>>partnerSh) - 1
	var mark byte
	if d >= 0 && d < len(partnerMarks) {
		mark = partnerMarks[d]
	}
	switch first := mark != 0; {
	case c&cellStart != 0:
		b.WriteByte(letter)
		b.WriteByte('*')
	case first:
		b.WriteByte(letter)
		b.WriteByte(mark)
	default:
		b.WriteByte(letter + 'a' - 'A')
	}
}

func claimsText(cs []Colour) string {
	if len(cs) == 0 {
		return "-"
	}
	b := make([]byte, len(cs))
	for i, c := range cs {
		b[i] = c.Letter()
	}
	return string(b)
}

// writeRacks writes the racks field.
func (p *Position) writeRacks(b *strings.Builder) {
	if !p.rules.HasRacks() {
		b.WriteByte('-')
		return
	}
	for seat := 0; seat < p.rules.Players; seat++ {
		if seat > 0 {
			b.WriteByte('/')
		}
		switch {
		case !p.full:
			b.WriteString(strconv.Itoa(p.rackLen[seat]))
		case p.rackLen[seat] == 0:
			b.WriteByte('-')
		default:
			writeTiles(b, p.racks[seat][:p.rackLen[seat]])
		}
	}
}
