package jungle

import (
	"fmt"
	"testing"

	"github.com/arbiter-games/arbiter/engines"
	"github.com/arbiter-games/arbiter/notation"
)

// TestGestures: a Jungle turn is the square left, then the square
// reached, for every legal turn of the start: the squares left are
// offered first, then those the animal picked reaches, the second making
// the turn whole.
func TestGestures(t *testing.T) {
	p, err := Game{}.New(engines.Setup{})
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range p.Legal() {
		way, ok := Game{}.Way(p, m)
		want := fmt.Sprintf("[at %s at %s]", m.String()[1:3], m.String()[4:6])
		if got := fmt.Sprint(way); !ok || got != want {
			t.Errorf("%s: %s, want %s", m, got, want)
		}
		var made []notation.Gesture
		for i, g := range way {
			var step *notation.Step
			for _, s := range (Game{}).Next(p, made) {
				if s.Gesture == g {
					step = &s
				}
			}
			if step == nil || (step.Move != nil) != (i == 1) || i == 1 && step.Move.String() != m.String() {
				t.Fatalf("%s: %v after %v is offered as %v", m, g, made, step)
			}
			made = append(made, g)
		}
	}
}
