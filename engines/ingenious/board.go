package ingenious

// Board is the part of the 4-player board in use: the spaces within Radius
// of the centre h8 (5 for one or two players, 6 for three, 7 for four).
type Board struct {
	Radius int
}

// BoardFor returns the board in use for a number of players (1 to 4).
func BoardFor(players int) Board {
	switch {
	case players >= 4:
		return Board{7}
	case players == 3:
		return Board{6}
	}
	return Board{5}
}

// Contains reports whether s is a space of this board.
func (b Board) Contains(s Space) bool {
	return s.Valid() && s.Ring() <= b.Radius
}

// Spaces lists the board's spaces in reading order: row by row from the top
// (row a), each from its lowest column.
func (b Board) Spaces() []Space {
	return append([]Space(nil), b.spaces()...)
}

// Size is the number of the board's spaces (start symbols included).
func (b Board) Size() int { return len(b.spaces()) }

// spaces is Spaces without the copy, for the engine's own loops.
func (b Board) spaces() []Space {
	if b.Radius < 0 || b.Radius > maxR {
		return nil
	}
	return boardSpaces[b.Radius]
}

// boardSpaces lists the spaces of each board radius in reading order.
var boardSpaces = func() (out [maxR + 1][]Space) {
	for rad := range out {
		b := Board{rad}
		for r := -rad; r <= rad; r++ {
			out[rad] = append(out[rad], b.row(r)...)
		}
	}
	return out
}()

// row lists the spaces of row r (axial), lowest column first: the
// board's own list, not to be changed.
func (b Board) row(r int) []Space {
	if b.Radius < 0 || b.Radius > maxR || r < -b.Radius || r > b.Radius {
		return nil
	}
	return boardRows[b.Radius][r+b.Radius]
}

// boardRows lists the rows of each board radius from the top, each from
// its lowest column.
var boardRows = func() (out [maxR + 1][][]Space) {
	for rad := range out {
		b := Board{rad}
		for r := -rad; r <= rad; r++ {
			var row []Space
			for q := -rad; q <= rad; q++ {
				if s, ok := SpaceAt(q, r); ok && b.Contains(s) {
					row = append(row, s)
				}
			}
			out[rad] = append(out[rad], row)
		}
	}
	return out
}()

// Neighbours lists the spaces of this board adjacent to s, in the direction
// order east, north-east, north-west, west, south-west, south-east.
func (b Board) Neighbours(s Space) []Space {
	var out []Space
	for d := range dirStep {
		if n := s.step(d); b.Contains(s) && b.Contains(n) {
			out = append(out, n)
		}
	}
	return out
}

// Adjacent reports whether a and b are neighbours.
func Adjacent(a, b Space) bool {
	return a.Valid() && b.Valid() && direction(a, b) >= 0
}

// StartCorners lists the six corners of the 2-player area, where the start
// symbols stand, in the order the StartSymbols tag and the default layout
// use: h3, m3, m8, h13, c13, c8.
func StartCorners() [NumColours]Space {
	return startCorners
}

var startCorners = [NumColours]Space{
	mustSpace(-5, 0), mustSpace(-5, 5), mustSpace(0, 5),
	mustSpace(5, 0), mustSpace(5, -5), mustSpace(0, -5),
}

// DefaultLayout is the colour of the start symbol on each corner of
// StartCorners: h3 red, m3 green, m8 blue, h13 orange, c13 yellow, c8 purple.
var DefaultLayout = Layout{Red, Green, Blue, Orange, Yellow, Purple}

// Layout gives the colour of the start symbol on each corner of
// StartCorners; each colour appears once.
type Layout [NumColours]Colour

func mustSpace(q, r int) Space {
	s, _ := SpaceAt(q, r)
	return s
}
