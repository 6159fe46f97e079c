package engines

import (
	"reflect"
	"testing"
)

// TestTwoPlayerPlaces: the winner first, the loser second; a draw in one
// group.
func TestTwoPlayerPlaces(t *testing.T) {
	for _, c := range []struct {
		winner int
		want   [][]int
	}{
		{0, [][]int{{0}, {1}}},
		{1, [][]int{{1}, {0}}},
		{-1, [][]int{{0, 1}}},
		{2, [][]int{{0, 1}}},
	} {
		if got := TwoPlayerPlaces(c.winner); !reflect.DeepEqual(got, c.want) {
			t.Errorf("TwoPlayerPlaces(%d) = %v, want %v", c.winner, got, c.want)
		}
	}
}
