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

// sharedMove is a move whose parts lie in memory its maker reuses (as
// the referee's scratch memory is, batch after batch), and whose long
// form is the same whatever its parts: the JSON remembered for one such
// move may serve no other.
type sharedMove struct{ Parts []string }

func (sharedMove) String() string { return "m" }

func (sharedMove) AppendText(b []byte) ([]byte, error) { return append(b, 'm'), nil }

// TestMoveJSONOfReusedMemory: a move remembered, whose memory is then
// reused for another move of the same long form, does not lend that
// other move its JSON.
func TestMoveJSONOfReusedMemory(t *testing.T) {
	room := []string{"a"}
	if got, _ := jsonform.MarshalMove("Shared", sharedMove{room}, new([]byte)); string(got) != `{"Parts":["a"]}` {
		t.Fatalf("first move: %s", got)
	}
	room[0] = "b" // the memory reused
	if got, _ := jsonform.MarshalMove("Shared", sharedMove{[]string{"b"}}, new([]byte)); string(got) != `{"Parts":["b"]}` {
		t.Errorf("a move of other parts: %s, want {\"Parts\":[\"b\"]}", got)
	}
}
