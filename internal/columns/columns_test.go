package columns_test

import (
	"strings"
	"testing"
	"unicode"

	"github.com/arbiter-games/arbiter/internal/columns"
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
		{"\x1b[1", 2}, // cut short: ESC takes none, "[1" two
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

// FuzzColumns checks the helpers on any text: padding reaches the width
// asked for and no more, centring keeps the text at its end, and one line
// holds no control character.
func FuzzColumns(f *testing.F) {
	f.Add("김민지 (서울)", uint8(20))
	f.Add("\x1b[1mKim\x1b[0m\t\xff\u1100\u1161", uint8(3))
	f.Fuzz(func(t *testing.T, s string, n uint8) {
		w := columns.Width(s)
		if got := columns.Width(columns.PadRight(s, int(n))); got != max(w, int(n)) {
			t.Errorf("PadRight(%q, %d) is %d wide", s, n, got)
		}
		c := columns.Center(s, int(n))
		if !strings.HasSuffix(c, s) || columns.Width(c) > max(w, int(n)) {
			t.Errorf("Center(%q, %d) = %q", s, n, c)
		}
		if strings.IndexFunc(columns.OneLine(s), unicode.IsControl) >= 0 {
			t.Errorf("OneLine(%q) keeps a control character", s)
		}
	})
}
