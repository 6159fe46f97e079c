package jungle

import (
	"fmt"
	"strings"

	engine "github.com/arbiter-games/arbiter/engines/jungle"
	"github.com/arbiter-games/arbiter/internal/columns"
	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/notation/diagram"
)

// glyphs are the characters of a text diagram: Unicode or plain ASCII.
type glyphs struct {
	terrain [4]string // by engine.Terrain
	corners [4]string // top left, top right, bottom left, bottom right
	side    string
	rule    string
}

var (
	unicodeGlyphs = glyphs{terrain: [4]string{"·", "≈", "#", "⌂"}, corners: [4]string{"┌", "┐", "└", "┘"}, side: "│", rule: "─"}
	asciiGlyphs   = glyphs{terrain: [4]string{".", "~", "#", "@"}, corners: [4]string{"+", "+", "+", "+"}, side: "|", rule: "-"}
)

// ANSI colours (256-colour palette) of a coloured text diagram.
const (
	ansiReset      = "\x1b[0m"
	ansiBlackPiece = "\x1b[1;38;5;16m"
	ansiWhitePiece = "\x1b[1;38;5;231m"
	ansiTerrain    = "\x1b[22;38;5;254m"
	ansiMark       = "\x1b[1;38;5;196m"
	ansiLast       = 178
)

// ansiGround is the background of each terrain.
var ansiGround = [4]int{engine.Land: 107, engine.Water: 32, engine.Trap: 137, engine.Den: 94}

// Text draws a snapshot as text: rank 9 at the top (rank 1 when flipped),
// Black's animals in upper case and White's in lower case as in the
// position string, the last turn's squares in [brackets] and marked
// squares in (parentheses), the players' names (when the record names
// them) centred above and under the board on their sides, with the status
// above and a key, the arrows and the marks below. Unicode unless o.ASCII; ANSI colours only if
// o.Colour.
func Text(sn notation.Snapshot, o diagram.Options) string {
	s := sceneOf(sn, o)
	g := unicodeGlyphs
	if o.ASCII {
		g = asciiGlyphs
	}
	var b strings.Builder
	b.WriteString(s.status())
	if s.played {
		b.WriteString(", " + s.lastText())
	}
	b.WriteString("\n")
	files := s.fileLine()
	s.writeName(&b, s.sideAtTop())
	b.WriteString(files)
	border := strings.Repeat(g.rule, 3*engine.Files)
	b.WriteString("  " + g.corners[0] + border + g.corners[1] + "\n")
	for row := range engine.Ranks {
		s.writeRow(&b, row, g, o.Colour)
	}
	b.WriteString("  " + g.corners[2] + border + g.corners[3] + "\n")
	b.WriteString(files)
	s.writeName(&b, 1-s.sideAtTop())
	s.writeKey(&b, g)
	return b.String()
}

// writeName writes a side's player centred over the board, when the
// record names a player.
func (s *scene) writeName(b *strings.Builder, side engine.Side) {
	if s.named() {
		b.WriteString("  " + columns.Center(s.playerLine(side), 3*engine.Files+2) + "\n")
	}
}

// fileLine is the line of file letters above and under the board.
func (s *scene) fileLine() string {
	var b strings.Builder
	b.WriteString("   ")
	for col := range engine.Files {
		fmt.Fprintf(&b, " %c ", 'a'+s.fileAt(col))
	}
	return strings.TrimRight(b.String(), " ") + "\n"
}

// writeRow writes one rank with its number on both sides.
func (s *scene) writeRow(b *strings.Builder, row int, g glyphs, colour bool) {
	rank := s.rankAt(row)
	fmt.Fprintf(b, "%d %s", rank+1, g.side)
	for col := range engine.Files {
		b.WriteString(s.cell(engine.SquareAt(s.fileAt(col), rank), g, colour))
	}
	fmt.Fprintf(b, "%s %d\n", g.side, rank+1)
}

// cell writes one square, three characters wide: the animal's letter or
// the terrain's sign, between brackets for the last turn's squares and
// parentheses for marked ones.
func (s *scene) cell(sq engine.Square, g glyphs, colour bool) string {
	open, end := " ", " "
	switch {
	case s.lastTouches(sq):
		open, end = "[", "]"
	case s.marked(sq):
		open, end = "(", ")"
	}
	glyph, ink := g.terrain[sq.Terrain()], ansiTerrain
	if p := s.pieceAt(sq); p != engine.NoPiece {
		glyph, ink = string(p.Letter()), ansiBlackPiece
		if p.Side() == engine.White {
			ink = ansiWhitePiece
		}
	}
	if !colour {
		return open + glyph + end
	}
	ground := ansiGround[sq.Terrain()]
	if s.lastTouches(sq) {
		ground = ansiLast
	}
	return fmt.Sprintf("\x1b[48;5;%dm", ground) + ansiMark + open + ink + glyph + ansiMark + end + ansiReset
}

// writeKey explains the signs and lists the arrows and marks.
func (s *scene) writeKey(b *strings.Builder, g glyphs) {
	fmt.Fprintf(b, "Black upper case, White lower case; %s water, %s trap, %s den\n",
		g.terrain[engine.Water], g.terrain[engine.Trap], g.terrain[engine.Den])
	if len(s.arrows) > 0 {
		names := make([]string, len(s.arrows))
		for i, a := range s.arrows {
			names[i] = a[0].String() + "-" + a[1].String()
		}
		b.WriteString("Arrows: " + strings.Join(names, ", ") + "\n")
	}
	if len(s.marks) > 0 {
		names := make([]string, len(s.marks))
		for i, m := range s.marks {
			names[i] = m.String()
		}
		b.WriteString("Marks: " + strings.Join(names, ", ") + "\n")
	}
}
