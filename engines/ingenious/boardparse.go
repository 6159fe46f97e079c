package ingenious

import (
	"fmt"
	"strconv"
)

// boardReader reads the board field of a position string.
type boardReader struct {
	p *Position
	// first marks the first hexes of tiles (upper case) until they are
	// paired.
	first [gridSize]bool
}

// parseBoard reads the board field: the rows of the board in use.
func (p *Position) parseBoard(f string) error {
	board := p.rules.Board()
	rows := splitRows(f)
	if len(rows) != 2*board.Radius+1 {
		return fmt.Errorf("board: %d rows; the %d-player board has %d", len(rows), p.boardPlayers(), 2*board.Radius+1)
	}
	br := boardReader{p: p}
	for i, row := range rows {
		r := i - board.Radius
		if err := br.row(row, board.row(r)); err != nil {
			return fmt.Errorf("board row %c: %v", 'a'+r+7, err)
		}
	}
	if err := br.pair(); err != nil {
		return err
	}
	return p.Layout().check("board: the start symbols")
}

// splitRows splits the board field at "/".
func splitRows(f string) []string {
	var rows []string
	start := 0
	for i := 0; i <= len(f); i++ {
		if i == len(f) || f[i] == '/' {
			rows = append(rows, f[start:i])
			start = i + 1
		}
	}
	return rows
}

// row reads one row onto its spaces.
func (br *boardReader) row(text string, spaces []Space) error {
	i := 0
	for j := 0; j < len(text); {
		if i >= len(spaces) {
			return fmt.Errorf("more than the row's %d spaces", len(spaces))
		}
		n, covered, err := br.token(text[j:], spaces[i:])
		if err != nil {
			return err
		}
		j, i = j+n, i+covered
	}
	if i != len(spaces) {
		return fmt.Errorf("%d spaces written; the row has %d", i, len(spaces))
	}
	return nil
}

// token reads one token at the start of text onto the spaces: a run of
// empty spaces or one occupied space. It returns the token's length and the
// number of spaces it covers.
func (br *boardReader) token(text string, spaces []Space) (int, int, error) {
	ch := text[0]
	if ch >= '1' && ch <= '9' {
		n := 1
		for n < len(text) && text[n] >= '0' && text[n] <= '9' {
			n++
		}
		run, _ := strconv.Atoi(text[:n])
		if run > len(spaces) {
			return 0, 0, fmt.Errorf("a run of %d empty spaces is longer than the row", run)
		}
		for _, s := range spaces[:run] {
			br.p.cells[s] = 0
		}
		return n, run, nil
	}
	if ch >= 'a' && ch <= 'z' {
		if c, ok := ColourOf(ch - 'a' + 'A'); ok {
			br.p.cells[spaces[0]] = uint8(c)
			return 1, 1, nil
		}
	}
	c, ok := ColourOf(ch)
	if !ok || len(text) < 2 {
		return 0, 0, fmt.Errorf("%q is not a number, a colour (R G B O Y P, lower case for a tile's second hex) or a colour and its mark (* - < >)", text[:1])
	}
	return 2, 1, br.upper(spaces[0], c, text[1])
}

// upper reads a start symbol or the first hex of a tile.
func (br *boardReader) upper(s Space, c Colour, mark byte) error {
	if mark == '*' {
		if cornerIndex(s) < 0 {
			return fmt.Errorf("a start symbol stands on a corner (h3, m3, m8, h13, c13, c8), not on %v", s)
		}
		br.p.cells[s] = uint8(c) | cellStart
		return nil
	}
	for d, m := range partnerMarks {
		if m != 0 && m == mark {
			br.p.cells[s] = uint8(c) | uint8(d+1)<<partnerSh
			br.first[s] = true
			return nil
		}
	}
	return fmt.Errorf("%c%c: the mark after a colour is * (start symbol), - (partner east), < (partner south-west) or > (partner south-east)", c.Letter(), mark)
}

// pair joins each first hex to its partner and counts the tiles.
func (br *boardReader) pair() error {
	p := br.p
	for s := range p.cells {
		sp := Space(s)
		c := p.cells[s]
		switch {
		case br.first[s]:
			d := int(c>>partnerSh) - 1
			n := sp.step(d)
			if p.cells[n]&(cellStart|cellOff) != 0 || p.colourAt(n) == 0 || br.first[n] || p.cells[n]>>partnerSh != 0 {
				return fmt.Errorf("board: the tile at %v has no second hex (a lower-case colour) at %v", sp, n)
			}
			p.cells[n] |= uint8(opposite(d)+1) << partnerSh
			if err := p.countTile(Tile{Colour(c & cellColour), p.colourAt(n)}); err != nil {
				return err
			}
		case c != 0 && c&(cellStart|cellOff) == 0 && c>>partnerSh == 0:
			return fmt.Errorf("board: the hex at %v belongs to no tile", sp)
		}
	}
	return nil
}

// countTile takes a tile read from the board out of the unplaced ones.
func (p *Position) countTile(t Tile) error {
	k := t.kind()
	if p.unplaced[k] == 0 {
		return fmt.Errorf("board: more %v tiles than the set's %d", kindTile[k], fullSet[k])
	}
	p.unplaced[k]--
	p.onBoard++
	return nil
}
