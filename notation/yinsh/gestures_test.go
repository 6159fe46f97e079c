package yinsh

import (
	"fmt"
	"testing"

	engine "github.com/arbiter-games/arbiter/engines/yinsh"
)

// TestGesturesOf: each part of a turn is its gestures, in the turn's
// order: the opponent's rows first, each a choice and the ring removed.
func TestGesturesOf(t *testing.T) {
	for _, c := range []struct{ turn, want string }{
		{"e5", "[at e5]"},
		{"e5-e9", "[at e5 at e9]"},
		{"c5-h10;xb5-f5xf6", "[at c5 at h10 choice row b5-f5 at f6]"},
		{"xa3-e7xj10;g5-j5", "[choice row a3-e7 at j10 at g5 at j5]"},
		{"xc2-c6xd6;j10-h8;xb1-f5xc6", "[choice row c2-c6 at d6 at j10 at h8 choice row b1-f5 at c6]"},
	} {
		m, err := ParseMove(c.turn)
		if err != nil {
			t.Fatal(err)
		}
		turn, ok := m.(engine.Turn)
		if !ok {
			t.Fatalf("%s reads as %T", c.turn, m)
		}
		if got := fmt.Sprint(gesturesOf(turn)); got != c.want {
			t.Errorf("%s: %s, want %s", c.turn, got, c.want)
		}
	}
}
