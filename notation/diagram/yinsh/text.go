package yinsh

import (
	"fmt"
	"strconv"
	"strings"

	engine "github.com/arbiter-games/arbiter/engines/yinsh"
	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/notation/diagram"
)

// The text diagram's grid: each column four characters right of the last,
// each point two lines above the one below it in its column, so a row runs
// one line down per column. textLines is the number of board lines: the
// heights 2·row - column run from -2 (e1, g2) to 16 (e10, g11).
const (
	textLeft  = 4
	textStep  = 4
	textWidth = 2*textLeft + (engine.NumColumns-1)*textStep + 1
	textTop   = 16
	textLines = textTop + 3
)

// glyphs are the characters of a piece or an empty point, by engine.Piece,
// in Unicode and in ASCII (the letters of the position string).
var glyphs = [2][5]string{
	{"·", "◎", "◉", "○", "●"},
	{".", "R", "r", "M", "m"},
}

// ANSI colours of the text diagram.
const (
	ansiReset   = "\x1b[0m"
	ansiLast    = "\x1b[30;43m" // black on yellow: the points of the last move
	ansiFlipped = "\x1b[1;33m"  // bold yellow: markers flipped by it
	ansiRemoved = "\x1b[31m"    // red: points it emptied
	ansiMark    = "\x1b[30;45m" // black on magenta: marked points
	ansiDim     = "\x1b[2m"     // empty points and coordinates
)

// cell is one character of the text grid with its colour.
type cell struct{ text, colour string }

// textGrid is a text diagram being drawn.
type textGrid struct {
	s     notation.Snapshot
	o     diagram.Options
	cells [][]cell
}

// Text draws a YINSH position as text: a line saying whose turn it is and
// the rings removed, a line naming the players when the record does, the board (◎ ◉ white and black rings, ○ ● markers, ·
// empty points; R r M m . in ASCII) with column letters and row numbers,
// the last turn's points in [brackets], a legend, and the last turn,
// arrows and marks. Colours (Options.Colour) highlight the last turn and marks.
func Text(s notation.Snapshot, o diagram.Options) string {
	p, ok := s.Position.(*engine.Position)
	if !ok {
		return "not a YINSH position\n"
	}
	g := textGrid{s: s, o: o, cells: make([][]cell, textLines+1)}
	for i := range g.cells {
		g.cells[i] = make([]cell, textWidth)
	}
	g.board(p)
	var b strings.Builder
	b.WriteString(textHeader(p, o.ASCII) + "\n")
	b.WriteString(textPlayers(s, o.ASCII) + "\n")
	g.write(&b)
	b.WriteString("\n" + legend(o.ASCII) + "\n")
	b.WriteString(textNotes(s, o.ASCII))
	return b.String()
}

// board fills the grid: pieces, coordinates and highlights.
func (g *textGrid) board(p *engine.Position) {
	style := 0
	if g.o.ASCII {
		style = 1
	}
	for _, pt := range engine.Points() {
		colour := ""
		if p.At(pt) == engine.Empty {
			colour = ansiDim
		}
		g.set(pt, 0, glyphs[style][p.At(pt)], colour)
	}
	g.coordinates()
	g.highlight(p)
}

// at returns the line and column of a point of the board, turned around
// when the view is flipped; line textLines is the letters' line.
func (g *textGrid) at(p engine.Point) (line, col int) {
	line, col = textTop-(2*p.Row()-p.Col()), textLeft+p.Col()*textStep
	if g.o.Flip {
		return textLines - 1 - line, textWidth - 1 - col
	}
	return line, col
}

// set writes text in the cell dx columns right of point p (left when
// flipped: dx is measured on the board, before the flip).
func (g *textGrid) set(p engine.Point, dx int, text, colour string) {
	line, col := g.at(p)
	if g.o.Flip {
		dx = -dx
	}
	if c := col + dx; c >= 0 && c < textWidth {
		g.cells[line+g.boardLine()][c] = cell{text, colour}
	}
}

// boardLine is the grid line of the board's top: the letters stand on the
// last line, or above the board when it is flipped.
func (g *textGrid) boardLine() int {
	if g.o.Flip {
		return 1
	}
	return 0
}

// coordinates writes each row's number left of its first point and the
// column letters under the board (above it, flipped).
func (g *textGrid) coordinates() {
	letters := 0
	if !g.o.Flip {
		letters = textLines
	}
	for _, line := range engine.Lines() {
		first, last := line[0], line[len(line)-1]
		switch {
		case first.Col() == last.Col():
			_, col := g.at(first)
			g.cells[letters][col] = cell{string(rune('a' + first.Col())), ansiDim}
		case first.Row() == last.Row():
			g.rowNumber(first)
		}
	}
}

// rowNumber writes a row's number, right-aligned three places left of its
// first point (left-aligned right of it, flipped).
func (g *textGrid) rowNumber(first engine.Point) {
	digits := strconv.Itoa(first.Row())
	for i := range digits {
		at := -3 - (len(digits) - 1 - i)
		if g.o.Flip {
			at = -3 - i
		}
		g.set(first, at, digits[i:i+1], ansiDim)
	}
}

// highlight brackets the last move's points and colours the last turn's
// effects and the marks.
func (g *textGrid) highlight(p *engine.Position) {
	last, ok := lastOf(g.s.Last, p)
	if ok {
		for _, pt := range []engine.Point{last.turn.From, last.turn.To} {
			if pt.Valid() {
				g.surround(pt, "[", "]", ansiLast)
			}
		}
		g.recolour(last.flipped, ansiFlipped)
		g.recolour(last.rowPoints, ansiRemoved)
		g.recolour(last.rings, ansiRemoved)
	}
	for _, m := range g.s.Marks {
		if pt, err := engine.ParsePoint(m); err == nil {
			g.surround(pt, "(", ")", ansiMark)
		}
	}
}

// surround puts open and close around a point (unless already
// bracketed) and gives it the colour.
func (g *textGrid) surround(pt engine.Point, open, close, colour string) {
	line, col := g.at(pt)
	row := g.cells[line+g.boardLine()]
	if row[col-1].text == "" {
		row[col-1], row[col+1] = cell{open, ""}, cell{close, ""}
	}
	row[col].colour = colour
}

// recolour gives points a colour.
func (g *textGrid) recolour(pts []engine.Point, colour string) {
	for _, pt := range pts {
		line, col := g.at(pt)
		g.cells[line+g.boardLine()][col].colour = colour
	}
}

// write writes the grid's lines, without trailing spaces, in colour when
// the view allows it (a colour is switched on and off only where it
// changes).
func (g *textGrid) write(b *strings.Builder) {
	for _, row := range g.cells {
		end := len(row)
		for end > 0 && row[end-1].text == "" {
			end--
		}
		current := ""
		for _, c := range row[:end] {
			want := ""
			if g.o.Colour && c.text != "" {
				want = c.colour
			}
			if want != current {
				if current != "" {
					b.WriteString(ansiReset)
				}
				b.WriteString(want)
				current = want
			}
			if c.text == "" {
				c.text = " "
			}
			b.WriteString(c.text)
		}
		if current != "" {
			b.WriteString(ansiReset)
		}
		b.WriteByte('\n')
	}
}

// textHeader says whose turn it is, or how the game ended, and the rings
// removed.
func textHeader(p *engine.Position, ascii bool) string {
	sep := " · "
	if ascii {
		sep = " - "
	}
	state := colourTitle(p.ToMove()) + " to move"
	if o := p.Outcome(); o.Over {
		state = o.Reason
	}
	removed := fmt.Sprintf("rings removed: White %d, Black %d (%d to win)", p.Removed(engine.White), p.Removed(engine.Black), p.RingsToWin())
	header := "YINSH" + sep + state + sep + removed
	if left, limited := p.Supply(); limited && !p.Placing() {
		header += fmt.Sprintf("%s%d markers left", sep, left)
	}
	return header
}

// textPlayers names the players with their colours, "김민지 (White) · 박준
// (Black)", on a line of its own when the record names them.
func textPlayers(s notation.Snapshot, ascii bool) string {
	sep := " · "
	if ascii {
		sep = " - "
	}
	var names []string
	for _, c := range []engine.Colour{engine.White, engine.Black} {
		if name := playerName(s, c); name != "" {
			names = append(names, name+" ("+colourTitle(c)+")")
		}
	}
	if len(names) == 0 {
		return ""
	}
	return strings.Join(names, sep) + "\n"
}

// legend names the glyphs.
func legend(ascii bool) string {
	style := 0
	if ascii {
		style = 1
	}
	g := glyphs[style]
	return fmt.Sprintf("%s white ring  %s black ring  %s white marker  %s black marker",
		g[engine.WhiteRing], g[engine.BlackRing], g[engine.WhiteMarker], g[engine.BlackMarker])
}

// textNotes lists the last turn, the arrows and the marks.
func textNotes(s notation.Snapshot, ascii bool) string {
	var b strings.Builder
	if s.Last != nil {
		fmt.Fprintf(&b, "Last turn: %s\n", s.Last)
	}
	arrow := " → "
	if ascii {
		arrow = " -> "
	}
	var arrows, marks []string
	for _, a := range s.Arrows {
		from, err1 := engine.ParsePoint(a[0])
		to, err2 := engine.ParsePoint(a[1])
		if err1 == nil && err2 == nil {
			arrows = append(arrows, from.String()+arrow+to.String())
		}
	}
	for _, m := range s.Marks {
		if p, err := engine.ParsePoint(m); err == nil {
			marks = append(marks, p.String())
		}
	}
	if len(arrows) > 0 {
		fmt.Fprintf(&b, "Arrows: %s\n", strings.Join(arrows, ", "))
	}
	if len(marks) > 0 {
		fmt.Fprintf(&b, "Marks: %s\n", strings.Join(marks, ", "))
	}
	return b.String()
}
