package typo

import "testing"

func TestDistance(t *testing.T) {
	for _, tc := range []struct {
		a, b string
		want int
	}{
		{"", "", 0},
		{"result", "result", 0},
		{"", "abc", 3},
		{"abc", "", 3},
		{"reslut", "result", 1}, // two neighbours swapped
		{"whtie", "white", 1},
		{"reult", "result", 1}, // one left out
		{"resullt", "result", 1},
		{"resulx", "result", 1},
		{"rseutl", "result", 2}, // two swaps
		{"kitten", "sitting", 3},
		{"ca", "abc", 3}, // optimal string alignment, not Damerau's 2
		{"variant", "variation", 4},
		{"depht", "depth", 1},
	} {
		if got := Distance(tc.a, tc.b); got != tc.want {
			t.Errorf("Distance(%q, %q) = %d, want %d", tc.a, tc.b, got, tc.want)
		}
		if got := Distance(tc.b, tc.a); got != tc.want {
			t.Errorf("Distance(%q, %q) = %d, want %d", tc.b, tc.a, got, tc.want)
		}
	}
}
