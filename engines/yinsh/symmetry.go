package yinsh

import (
	"fmt"
	"strings"

	"github.com/arbiter-games/arbiter/engines"
)

var _ engines.Symmetric = Game{}

// The board's twelve symmetries: the rotations by 0, 60, ..., 300 degrees
// about f6, then each after the reflection that swaps the directions
// along a row and up a column.
var symmetryNames = func() []string {
	names := make([]string, 12)
	for i := range names {
		rot := fmt.Sprintf("rotate %d", 60*(i%6))
		switch {
		case i == 0:
			names[i] = "identity"
		case i == 6:
			names[i] = "reflect"
		case i > 6:
			names[i] = "reflect, " + rot
		default:
			names[i] = rot
		}
	}
	return names
}()

// symmetric[i][p] is the point p maps to under symmetry i.
var symmetric = func() (maps [12][NumPoints + 1]Point) {
	for i := range maps {
		for p := Point(1); p <= NumPoints; p++ {
			x, y := p.Col()-5, p.Row()-6 // from f6
			if i >= 6 {
				x, y = y, x
			}
			for range i % 6 { // 60 degrees: along a row becomes up a diagonal
				x, y = x-y, x
			}
			q, ok := PointAt(x+5, y+6)
			if !ok {
				panic(fmt.Sprintf("yinsh: symmetry %d maps %s off the board", i, p))
			}
			maps[i][p] = q
		}
	}
	return maps
}()

// Symmetries names the board's twelve symmetries (engines.Symmetric).
func (Game) Symmetries() []string { return symmetryNames[:len(symmetryNames):len(symmetryNames)] }

// TransformPosition maps a position string's board under the symmetry
// numbered i (engines.Symmetric); the side to move and the rings removed
// stay.
func (Game) TransformPosition(i int, position string) (string, error) {
	if err := checkSymmetry(i); err != nil {
		return "", err
	}
	fields := strings.Fields(position)
	if len(fields) != 4 {
		return "", fmt.Errorf("a YINSH position has 4 fields (board, side to move, rings removed by White and by Black), not %d", len(fields))
	}
	var from, to board
	if err := from.readBoard(fields[0]); err != nil {
		return "", err
	}
	for p := Point(1); p <= NumPoints; p++ {
		if pc := from.at(p); pc != Empty {
			to.put(symmetric[i][p], pc)
		}
	}
	written := (&Position{b: to}).String()
	board, _, _ := strings.Cut(written, " ")
	return board + " " + strings.Join(fields[1:], " "), nil
}

// TransformMove maps every point of a turn under the symmetry numbered i
// (engines.Symmetric); a row is written from its lower point, as Play
// gives it.
func (Game) TransformMove(i int, m engines.Move) (engines.Move, error) {
	if err := checkSymmetry(i); err != nil {
		return nil, err
	}
	t, ok := engines.MoveAs[Turn](m)
	if !ok {
		return nil, fmt.Errorf("%v is not a YINSH turn", m)
	}
	s := &symmetric[i]
	t.From, t.To = s[t.From%(NumPoints+1)], s[t.To%(NumPoints+1)]
	t.Opening, t.Removals = mapRemovals(s, t.Opening), mapRemovals(s, t.Removals)
	return t, nil
}

// mapRemovals maps the points of removals under s, into a new list.
func mapRemovals(s *[NumPoints + 1]Point, rs []Removal) []Removal {
	if rs == nil {
		return nil
	}
	out := make([]Removal, len(rs))
	for k, r := range rs {
		out[k] = Removal{Ring: s[r.Ring%(NumPoints+1)]}
		if r.Row != (Row{}) {
			start, end := s[r.Row.Start%(NumPoints+1)], s[r.Row.End%(NumPoints+1)]
			out[k].Row = Row{min(start, end), max(start, end)}
		}
	}
	return out
}

// checkSymmetry refuses a number that names no symmetry.
func checkSymmetry(i int) error {
	if i < 0 || i >= len(symmetryNames) {
		return fmt.Errorf("there is no symmetry %d: the board of YINSH has %d, numbered from 0", i, len(symmetryNames))
	}
	return nil
}
