package referee

import "testing"

// TestTurnNamed reads turns back from the names diagnostics give them,
// and refuses what names no turn of the record's numbering.
func TestTurnNamed(t *testing.T) {
	for _, tc := range []struct {
		name  string
		chess bool
		want  int // -1: refused
	}{
		{"12", false, 12}, {"0", false, 0}, {"12...", false, -1}, {"12.", false, -1},
		{"12", true, 23}, {"12.", true, 23}, {"12...", true, 24}, {"1...", true, 2}, {"0", true, 0},
		{"0...", true, -1}, {"12..", true, -1}, {"12....", true, -1}, {"", true, -1}, {"-3", false, -1},
		{"012", false, -1}, {"twelve", false, -1}, {"...", true, -1},
	} {
		got, err := TurnNamed(tc.name, tc.chess)
		switch {
		case tc.want < 0 && err == nil:
			t.Errorf("TurnNamed(%q, chess %v) = %d, want refused", tc.name, tc.chess, got)
		case tc.want >= 0 && (err != nil || got != tc.want):
			t.Errorf("TurnNamed(%q, chess %v) = %d, %v, want %d", tc.name, tc.chess, got, err, tc.want)
		}
	}
	for n := 0; n < 50; n++ { // the inverse of TurnName
		for _, chess := range []bool{false, true} {
			if got, err := TurnNamed(TurnName(chess, n), chess); err != nil || got != n {
				t.Errorf("turn %d (chess %v) named %q reads back as %d, %v", n, chess, TurnName(chess, n), got, err)
			}
		}
	}
}
