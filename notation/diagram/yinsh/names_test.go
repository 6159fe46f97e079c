package yinsh_test

import (
	"strings"
	"testing"

	"github.com/arbiter-games/arbiter/notation/diagram"
	draw "github.com/arbiter-games/arbiter/notation/diagram/yinsh"
)

// drawnName is a player's name as the header draws it.
type drawnName struct {
	text string
	size float64
}

// drawnNames returns the names drawn on the header, White's and Black's.
func drawnNames(t *testing.T, players []string, flip bool) map[string]drawnName {
	t.Helper()
	v, o := diagramCases[2].view(t)
	v.Players, o.Flip = players, flip
	out := map[string]drawnName{}
	for _, e := range draw.Draw(v, o).Elements {
		if text, ok := e.(*diagram.Text); ok && strings.HasPrefix(text.Class, "player ") {
			out[strings.TrimPrefix(text.Class, "player ")] = drawnName{text.Content, text.Size}
		}
	}
	return out
}

// TestNamesShortenedAlike: both players' names are drawn in one size,
// each with its colour whole; a name is shortened, with "…" before its
// colour, only when it does not fit even at the smallest size, and it is
// shortened the same whatever its colour or side.
func TestNamesShortenedAlike(t *testing.T) {
	const long = "Maximilian Alexander von Hohenberg"
	for _, tc := range []struct {
		white, black string
		// full says which names are drawn whole; size, when set, is the
		// size both are drawn in.
		fullWhite, fullBlack bool
		size                 float64
	}{
		{"Iryna Tkachenko", "Dmytro Hnatiuk", true, true, 0},
		{"Iryna Tkachenko", "Oleksandr Petrenko", true, true, 0},
		{"김민지", "Park Joon 박준", true, true, 12},
		{"Kim", "Li", true, true, 12},
		{long, "Kim", false, true, 10},
		{long, long, false, false, 10},
		{"박준 (서울 바둑 클럽, 2026년 봄 리그)", "김민지", false, true, 10},
		{"서울 바둑 클럽의 김민지", "박준 (서울)", false, true, 10},
		{"서울 클럽의 김민지", "박준", true, true, 0},
		{"", "Oleksandr Petrenko-Kovalenko", false, false, 10},
	} {
		for _, flip := range []bool{false, true} {
			got := drawnNames(t, []string{tc.white, tc.black}, flip)
			swapped := drawnNames(t, []string{tc.black, tc.white}, flip)
			w, b := got["white"], got["black"]
			if tc.white != "" && tc.black != "" && w.size != b.size {
				t.Errorf("%q, %q (flip %v): names in sizes %v and %v", tc.white, tc.black, flip, w.size, b.size)
			}
			for _, n := range []struct {
				name, colour, other string
				drawn, whenSwapped  drawnName
				full                bool
			}{
				{tc.white, "White", "Black", w, swapped["black"], tc.fullWhite},
				{tc.black, "Black", "White", b, swapped["white"], tc.fullBlack},
			} {
				if n.name == "" {
					continue
				}
				checkName(t, n.name, n.colour, n.drawn, n.full, tc.size)
				if a, b := strings.TrimSuffix(n.drawn.text, " ("+n.colour+")"), strings.TrimSuffix(n.whenSwapped.text, " ("+n.other+")"); a != b {
					t.Errorf("%q is drawn %q as %s but %q as %s", n.name, a, n.colour, b, n.other)
				}
			}
		}
	}
}

// checkName checks one name as drawn: whole or shortened as said, its
// colour whole, within the room under the score.
func checkName(t *testing.T, name, colour string, d drawnName, full bool, size float64) {
	t.Helper()
	suffix := " (" + colour + ")"
	shown, ok := strings.CutSuffix(d.text, suffix)
	switch {
	case !ok:
		t.Errorf("%q is drawn %q: its colour is cut", name, d.text)
	case full && shown != name:
		t.Errorf("%q is drawn %q, want it whole", name, d.text)
	case !full && (!strings.HasSuffix(shown, "…") || !strings.HasPrefix(name, strings.TrimSuffix(shown, "…"))):
		t.Errorf("%q is drawn %q, want it shortened", name, d.text)
	case size != 0 && d.size != size:
		t.Errorf("%q is drawn in size %v, want %v", name, d.size, size)
	}
	if w, err := diagram.TextWidth(d.text, diagram.TextStyle{Size: d.size}); err != nil || w > 125 || d.size < 10 || d.size > 12 {
		t.Errorf("%q is drawn %v wide in size %v (%v)", d.text, w, d.size, err)
	}
}
