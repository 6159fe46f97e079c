package bridge

import (
	"strings"
	"testing"

	"github.com/arbiter-games/arbiter/engines"
	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/referee"
)

// TestKey: key gives the key the openings keep a position by, for every
// game, and an error for a game that is not known.
func TestKey(t *testing.T) {
	var s Session
	for _, g := range notation.Games() {
		rec, err := notation.Generate(g, 3, engines.Setup{Tags: map[string]string{}}, 4)
		if err != nil {
			t.Fatal(err)
		}
		rep := referee.Check(rec, referee.Options{Positions: true})
		positions := []string{rep.Start.String()}
		for _, turn := range rep.Main.Turns {
			if turn.After != nil {
				positions = append(positions, turn.After.String())
			}
		}
		for _, p := range positions {
			got := call[KeyAnswer](t, &s, "key", KeyArgs{Game: g.Name(), Position: p})
			if want := notation.PublicKey(g, p); got.Key != want {
				t.Errorf("%s: key of %q is %q, not %q", g.Name(), p, got.Key, want)
			}
		}
	}
	if out := string(s.Call("key", []byte(`{"game":"no such game","position":""}`))); !strings.Contains(out, `"error"`) {
		t.Errorf("key of an unknown game answers %s", out)
	}
}
