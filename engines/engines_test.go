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

// testMove is a move of a made-up game.
type testMove struct{ n int }

func (m testMove) String() string { return "m" }

// TestMoveAs: a move, or a pointer to one, is the game's; nil pointers and
// other types are not.
func TestMoveAs(t *testing.T) {
	var none *testMove
	other := struct{ testMove }{}
	for _, c := range []struct {
		m    Move
		want testMove
		ok   bool
	}{
		{testMove{3}, testMove{3}, true},
		{&testMove{4}, testMove{4}, true},
		{none, testMove{}, false},
		{nil, testMove{}, false},
		{other, testMove{}, false},
	} {
		got, ok := MoveAs[testMove](c.m)
		if got != c.want || ok != c.ok {
			t.Errorf("MoveAs(%#v) = %v, %v; want %v, %v", c.m, got, ok, c.want, c.ok)
		}
	}
}
