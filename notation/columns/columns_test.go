package columns_test

import (
	"testing"

	"github.com/arbiter-games/arbiter/notation/columns"
)

func TestWidth(t *testing.T) {
	for _, tc := range []struct {
		s    string
		want int
	}{
		{"", 0},
		{"Kim", 3},
		{"김민지", 6},
		{"Kim 김민지", 10},
		{"Ωμέγα Жук", 9},
		{"ㄱㅎ", 4},                 // compatibility Jamo are wide
		{"\u1100\u1161\u11a8", 2}, // conjoining Jamo: one syllable, two columns
		{"e\u0301", 1},            // a combining accent takes no column
		{"（좋은 수）", 11},            // fullwidth parentheses
		{"· ◎ ─ ╲", 7},
		{"\x1b[1;38;5;196mR\x1b[0m", 1},
		{"\x1b[1", 0},
		{"a\xffb", 3},
		{"\t\x00", 0},
	} {
		if got := columns.Width(tc.s); got != tc.want {
			t.Errorf("Width(%q) = %d, want %d", tc.s, got, tc.want)
		}
	}
}

func TestPadRightAndCenter(t *testing.T) {
	for _, tc := range []struct {
		s, pad, centre string
	}{
		{"Kim", "Kim   ", "  Kim"},
		{"김민지", "김민지", "김민지"},
		{"박준", "박준  ", " 박준"},
		{"too long", "too long", "too long"},
	} {
		if got := columns.PadRight(tc.s, 6); got != tc.pad {
			t.Errorf("PadRight(%q, 6) = %q, want %q", tc.s, got, tc.pad)
		}
		if got := columns.Center(tc.s, 7); got != tc.centre {
			t.Errorf("Center(%q, 7) = %q, want %q", tc.s, got, tc.centre)
		}
	}
}

func TestOneLine(t *testing.T) {
	if got := columns.OneLine("김\t민지\r\nKim\x1b[0m\x00"); got != "김 민지  Kim [0m " {
		t.Errorf("OneLine = %q", got)
	}
}
