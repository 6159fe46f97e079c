package yinsh

import "testing"

// TestSupplyReason: the reason of a game ended by the supply, said once
// for the counts of rings a game can remove, and for any other.
func TestSupplyReason(t *testing.T) {
	for _, c := range []struct {
		white, black int
		draw         bool
		want         string
	}{
		{2, 1, false, "The marker supply is empty; rings removed: White 2, Black 1"},
		{0, 0, true, "The marker supply is empty; rings removed: White 0, Black 0: a draw"},
		{3, 3, true, "The marker supply is empty; rings removed: White 3, Black 3: a draw"},
		{5, 4, false, "The marker supply is empty; rings removed: White 5, Black 4"},
	} {
		if got := supplyReason(c.white, c.black, c.draw); got != c.want {
			t.Errorf("supplyReason(%d, %d, %v) = %q, want %q", c.white, c.black, c.draw, got, c.want)
		}
	}
}
