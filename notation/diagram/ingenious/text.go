package ingenious

import (
	"fmt"
	"slices"
	"strings"

	engine "github.com/arbiter-games/arbiter/engines/ingenious"
	"github.com/arbiter-games/arbiter/internal/columns"
	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/notation/diagram"
)

// glyphs are the characters of a text diagram: Unicode or plain ASCII.
type glyphs struct {
	empty string
	// links join a tile's hexes: east, south-east, south-west, as drawn.
	links  [3]string
	toMove string
}

var (
	unicodeGlyphs = glyphs{empty: "·", links: [3]string{"─", "╲", "╱"}, toMove: "▶"}
	asciiGlyphs   = glyphs{empty: ".", links: [3]string{"-", "\\", "/"}, toMove: ">"}
)

// ANSI colours (256-colour palette) of a coloured text diagram, by
// engine.Colour, and of the brackets around the last turn and the marks.
var ansiColour = [engine.NumColours + 1]int{engine.Red: 196, engine.Green: 40, engine.Blue: 33,
	engine.Orange: 208, engine.Yellow: 226, engine.Purple: 171}

const (
	ansiReset = "\x1b[0m"
	ansiLast  = 178
	ansiMark  = 160
	ansiFaint = 244
)

// Text draws a snapshot as text: the rows of the board from a (from o when
// flipped), each space three characters wide: a tile's hexes as their
// colour letters joined by a line, start symbols in (parentheses), the last
// turn's hexes in [brackets] and marked spaces in <angle brackets>; the
// row letters at both ends of each row and the column numbers where the
// columns meet the top and the bottom row. The status goes above; a key,
// the score tracks, the racks when known, the arrows and the marks below.
// Unicode unless o.ASCII; ANSI colours only if o.Colour.
func Text(sn notation.Snapshot, o diagram.Options) string {
	s := sceneOf(sn, o)
	t := textDiagram{scene: &s, g: unicodeGlyphs, colour: o.Colour}
	if o.ASCII {
		t.g = asciiGlyphs
	}
	var b strings.Builder
	b.WriteString(s.status())
	if s.last != nil {
		b.WriteString(", " + s.lastText())
	}
	b.WriteString("\n")
	b.WriteString(t.boardText())
	t.writeKey(&b)
	t.writeTracks(&b)
	t.writeAnnotations(&b)
	return b.String()
}

// textDiagram writes a scene as text.
type textDiagram struct {
	*scene
	g      glyphs
	colour bool
	grid   [][]string // one string a character cell
}

// boardText draws the board and its coordinates on a grid of characters: two
// lines a row (the second for the links of tiles that go down a row) and
// two characters a half space.
func (t *textDiagram) boardText() string {
	rad := t.board.Radius
	t.grid = make([][]string, 4*rad+5)
	for i := range t.grid {
		t.grid[i] = slices.Repeat([]string{" "}, 8*rad+11)
	}
	for _, sp := range t.board.Spaces() {
		t.drawSpace(sp)
	}
	for r := -rad; r <= rad; r++ {
		row := string(rune('a' + r + 7))
		lo, hi := t.rowEnds(r)
		t.label(lo-1, r, row)
		t.label(hi+1, r, row)
	}
	for q := -rad; q <= rad; q++ {
		if q >= 0 {
			t.label(q, -rad-1, fmt.Sprint(q+8))
		}
		if q <= 0 {
			t.label(q, rad+1, fmt.Sprint(q+8))
		}
	}
	var b strings.Builder
	for _, line := range t.grid {
		b.WriteString(strings.TrimRight(strings.Join(line, ""), " ") + "\n")
	}
	return b.String()
}

// cellAt returns the line and the column of the middle character of the
// space at axial (q, r), on the board or beyond it.
func (t *textDiagram) cellAt(q, r int) (line, col int) {
	x, y := 2*q+r, r
	if t.flip {
		x, y = -x, -y
	}
	rad := t.board.Radius
	return 2 * (y + rad + 1), 2*(x+2*rad+2) + 1
}

// label writes a coordinate at the cell of (q, r).
func (t *textDiagram) label(q, r int, text string) {
	line, col := t.cellAt(q, r)
	for i, ch := range text {
		t.grid[line][col+i] = t.paint(string(ch), ansiFaint)
	}
}

// drawSpace writes one space, and the link to its partner when the
// partner is drawn to its right or below it.
func (t *textDiagram) drawSpace(sp engine.Space) {
	line, col := t.cellAt(sp.Q(), sp.R())
	c := t.at(sp)
	glyph := t.g.empty
	if c.Colour != 0 {
		glyph = t.paint(string(c.Colour.Letter()), ansiColour[c.Colour])
	}
	open, end := t.brackets(sp, c)
	t.grid[line][col-1], t.grid[line][col], t.grid[line][col+1] = open, glyph, end
	if c.Partner == 0 {
		return
	}
	pl, pc := t.cellAt(c.Partner.Q(), c.Partner.R())
	switch {
	case pl == line && pc > col:
		t.grid[line][col+2] = t.g.links[0]
	case pl > line && pc > col:
		t.grid[line+1][col+1] = t.g.links[1]
	case pl > line:
		t.grid[line+1][col-1] = t.g.links[2]
	}
}

// brackets returns what stands either side of a space's glyph: <> for a
// mark, [] for the last turn's hexes, () for a start symbol.
func (t *textDiagram) brackets(sp engine.Space, c engine.Content) (string, string) {
	switch {
	case t.marked(sp):
		return t.paint("<", ansiMark), t.paint(">", ansiMark)
	case t.placedLast(sp):
		return t.paint("[", ansiLast), t.paint("]", ansiLast)
	case c.Start:
		return "(", ")"
	}
	return " ", " "
}

// paint colours a text with an ANSI 256-colour code when colours are on.
func (t *textDiagram) paint(text string, code int) string {
	if !t.colour {
		return text
	}
	return fmt.Sprintf("\x1b[1;38;5;%dm%s%s", code, text, ansiReset)
}

// writeKey explains the signs.
func (t *textDiagram) writeKey(b *strings.Builder) {
	b.WriteString("R red, G green, B blue, O orange, Y yellow, P purple\n")
	fmt.Fprintf(b, "%s %s %s join a tile's hexes; (R) start symbol, [R] last turn, <%s> mark\n",
		t.g.links[0], t.g.links[1], t.g.links[2], t.g.empty)
}

// writeTracks writes a line per score track: its seats, each colour's
// score, the track's score (its lowest colour) and the racks when known.
func (t *textDiagram) writeTracks(b *strings.Builder) {
	for track := range t.tracks() {
		seats := t.seatsOn(track)
		marker := " "
		if !t.pos.Outcome().Over && slices.Contains(seats, t.pos.Seat()) {
			marker = t.g.toMove
		}
		scores := t.pos.Scores(track)
		fmt.Fprintf(b, "%s %s", marker, columns.PadRight(capitalized(t.seatList(seats)), 15))
		for i, c := range engine.Colours() {
			fmt.Fprintf(b, " %s%3d", t.paint(string(c.Letter()), ansiColour[c]), scores[i])
		}
		fmt.Fprintf(b, "   score %d\n", slices.Min(scores[:]))
		for _, seat := range t.rackSeats(track) {
			tiles, _ := t.pos.Rack(seat)
			names := make([]string, len(tiles))
			for i, tile := range tiles {
				names[i] = t.paint(string(tile.A.Letter()), ansiColour[tile.A]) + t.paint(string(tile.B.Letter()), ansiColour[tile.B])
			}
			fmt.Fprintf(b, "  seat %d's rack: %s\n", seat+1, strings.Join(names, " "))
		}
	}
}

// writeAnnotations lists the arrows and the marks.
func (t *textDiagram) writeAnnotations(b *strings.Builder) {
	if len(t.arrows) > 0 {
		names := make([]string, len(t.arrows))
		for i, a := range t.arrows {
			names[i] = a[0].String() + "-" + a[1].String()
		}
		b.WriteString("Arrows: " + strings.Join(names, ", ") + "\n")
	}
	if len(t.marks) > 0 {
		names := make([]string, len(t.marks))
		for i, m := range t.marks {
			names[i] = m.String()
		}
		b.WriteString("Marks: " + strings.Join(names, ", ") + "\n")
	}
}
