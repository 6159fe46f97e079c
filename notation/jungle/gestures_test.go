package jungle

import (
	"fmt"
	"testing"

	"github.com/arbiter-games/arbiter/engines"
)

// TestGestures: a Jungle turn is the square left, then the square
// reached, for every legal turn of the start.
func TestGestures(t *testing.T) {
	p, err := Game{}.New(engines.Setup{})
	if err != nil {
		t.Fatal(err)
	}
	offered := Game{}.Gestures(p)
	if len(offered) != len(p.Legal()) {
		t.Fatalf("%d turns offered, %d legal", len(offered), len(p.Legal()))
	}
	for _, e := range offered {
		want := fmt.Sprintf("[at %s at %s]", e.Move.String()[1:3], e.Move.String()[4:6])
		if got := fmt.Sprint(e.Gestures); got != want {
			t.Errorf("%s: %s, want %s", e.Move, got, want)
		}
	}
}
