package jsonform_test

import (
	"bytes"
	"encoding/json"
	"testing"

	"github.com/arbiter-games/arbiter/engines"
	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/notation/jsonform"
)

// TestMoveJSONByLongForm: in random games of every game, a move's JSON
// as the writer gives it (remembered by the game and the long form, for
// the move it was made of) is what encoding/json makes of the move
// itself, the first time and once remembered (an Ingenious placement
// written from either of its spaces shares a long form with the other).
func TestMoveJSONByLongForm(t *testing.T) {
	for _, g := range notation.Games() {
		moves := 0
		for seed := range int64(30) {
			_, played, err := g.RandomGame(seed, engines.Setup{}, 300)
			if err != nil {
				t.Fatalf("%s seed %d: %v", g.Name(), seed, err)
			}
			for _, m := range played {
				want, err := json.Marshal(m)
				if err != nil {
					t.Fatal(err)
				}
				for range 2 {
					got, err := jsonform.MarshalMove(g.Name(), m, new([]byte))
					if err != nil || !bytes.Equal(got, want) {
						t.Fatalf("%s seed %d, move %s: %s (%v), want %s", g.Name(), seed, m, got, err, want)
					}
				}
				moves++
			}
		}
		if moves < 1000 {
			t.Errorf("%s: %d moves, too few to tell", g.Name(), moves)
		}
	}
}
