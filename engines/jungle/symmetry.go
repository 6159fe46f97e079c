package jungle

import (
	"fmt"
	"strings"

	"github.com/arbiter-games/arbiter/engines"
)

var _ engines.Symmetric = Game{}

// symmetries are the names of the board's symmetries: the board, its
// rivers, traps and dens are the same in a mirror standing on the d file.
var symmetries = []string{"identity", "mirror"}

// Symmetries names the board's symmetries (engines.Symmetric): the
// identity and the left-right mirror.
func (Game) Symmetries() []string { return symmetries[:len(symmetries):len(symmetries)] }

// TransformPosition mirrors a position string's board left to right under
// the symmetry numbered i (engines.Symmetric); its other fields stay.
func (Game) TransformPosition(i int, position string) (string, error) {
	if err := checkSymmetry(i); err != nil {
		return "", err
	}
	fields := strings.Fields(position)
	if len(fields) == 0 {
		return "", fmt.Errorf("a Jungle position starts with its board, and this one is empty")
	}
	ranks := strings.Split(fields[0], "/")
	if len(ranks) != Ranks {
		return "", fmt.Errorf("a Jungle board has %d ranks separated by \"/\", not %d", Ranks, len(ranks))
	}
	var b strings.Builder
	for r, rank := range ranks {
		cells, err := expandRank(rank)
		if err != nil {
			return "", err
		}
		if i == 1 {
			cells = mirrored(cells)
		}
		if r > 0 {
			b.WriteByte('/')
		}
		b.WriteString(compressRank(cells))
	}
	return strings.Join(append([]string{b.String()}, fields[1:]...), " "), nil
}

// TransformMove mirrors a turn's squares under the symmetry numbered i
// (engines.Symmetric).
func (Game) TransformMove(i int, m engines.Move) (engines.Move, error) {
	if err := checkSymmetry(i); err != nil {
		return nil, err
	}
	mv, ok := engines.MoveAs[Move](m)
	if !ok {
		return nil, fmt.Errorf("%v is not a Jungle move", m)
	}
	if i == 1 {
		mv.From, mv.To = mirrorSquare(mv.From), mirrorSquare(mv.To)
	}
	return mv, nil
}

// checkSymmetry refuses a number that names no symmetry.
func checkSymmetry(i int) error {
	if i < 0 || i >= len(symmetries) {
		return fmt.Errorf("there is no symmetry %d: the board of Jungle has %d, numbered from 0", i, len(symmetries))
	}
	return nil
}

// mirrorSquare is the square on the other side of the d file.
func mirrorSquare(s Square) Square { return SquareAt(Files-1-s.File(), s.Rank()) }

// expandRank gives a rank of a position string cell by cell ('.' empty).
func expandRank(rank string) ([]byte, error) {
	cells := make([]byte, 0, Files)
	for i := 0; i < len(rank); i++ {
		c := rank[i]
		if c >= '1' && c <= '9' {
			cells = append(cells, strings.Repeat(".", int(c-'0'))...)
		} else {
			cells = append(cells, c)
		}
	}
	if len(cells) != Files {
		return nil, fmt.Errorf("the rank %q of a Jungle board holds %d squares, not %d", rank, len(cells), Files)
	}
	return cells, nil
}

// mirrored reverses cells.
func mirrored(cells []byte) []byte {
	out := make([]byte, len(cells))
	for i, c := range cells {
		out[len(cells)-1-i] = c
	}
	return out
}

// compressRank writes cells as a rank of a position string, runs of
// empty squares as their number.
func compressRank(cells []byte) string {
	var b strings.Builder
	empty := 0
	for _, c := range cells {
		if c == '.' {
			empty++
			continue
		}
		if empty > 0 {
			b.WriteByte(byte('0' + empty))
			empty = 0
		}
		b.WriteByte(c)
	}
	if empty > 0 {
		b.WriteByte(byte('0' + empty))
	}
	return b.String()
}
