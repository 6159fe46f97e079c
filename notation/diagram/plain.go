package diagram

import (
	"fmt"
	"strings"

	"github.com/arbiter-games/arbiter/notation"
)

// Plain is the drawer of a game that has none of its own: it writes the
// position as its position string, under the turn shown and the players,
// so that every game can be shown and paged, drawn or not.
type Plain struct{}

// plainLine is how many characters of a position string a line of Plain's
// drawing holds.
const plainLine = 48

// Text writes the turn, the position string and the players.
func (Plain) Text(s notation.Snapshot, o Options) string {
	return strings.Join(plainLines(s, o), "\n") + "\n"
}

// Draw draws the lines Text writes, the position string cut into lines.
func (Plain) Draw(s notation.Snapshot, o Options) *Drawing {
	lines := plainLines(s, o)
	const size, gap = 16.0, 22.0
	d := New(plainLine*size*0.62, gap*float64(len(lines)+1))
	d.Class, d.Title = "board plain", lines[0]
	ink := Style{Fill: Hex(0x222222)}
	for i, l := range lines {
		d.AddText(l, Point{X: size / 2, Y: gap * float64(i+1)}, TextStyle{Size: size, Bold: i == 0}, "line", ink)
	}
	return d
}

// plainLines are the lines of a plain diagram: the turn shown and the last
// turn (named as o names turns), the position string in lines of plainLine characters, the players.
func plainLines(s notation.Snapshot, o Options) []string {
	head := fmt.Sprintf("Turn %s: %s to move", o.Turn(s.Turn+1), s.Name(s.Position.Seat()))
	if s.Last != nil {
		head += ", last turn " + s.Last.String()
	}
	lines := []string{head}
	pos := []rune(s.Position.String())
	for len(pos) > plainLine {
		lines, pos = append(lines, string(pos[:plainLine])), pos[plainLine:]
	}
	lines = append(lines, string(pos))
	for seat, name := range s.Players {
		if name != "" {
			lines = append(lines, fmt.Sprintf("seat %d: %s", seat+1, name))
		}
	}
	return lines
}
