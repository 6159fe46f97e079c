package bridge

import (
	"encoding/json"
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

// FuzzKey asks for the key of any position string of any game: no call
// may panic, and every answer is JSON.
func FuzzKey(f *testing.F) {
	f.Add("YINSH", "4/7/8/9/10/9/10/9/8/7/4 w 0 0")
	f.Add("Jungle", "l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L w 0 1")
	f.Add("Ingenious", "P*4Y*/7/8/9/10/R*9O*/10/9/8/7/G*4B* 0,0,0,0,0,0/0,0,0,0,0,0 1 - BP,RR,BP,RR,GO,GO/YP,YP,RP,YP,GO,GP 0")
	f.Add("Ingenious", "a b c d ,,,/-/7/x f")
	f.Fuzz(func(t *testing.T, game, position string) {
		var s Session
		args, err := json.Marshal(KeyArgs{Game: game, Position: position})
		if err != nil {
			t.Skip()
		}
		if !json.Valid(s.Call("key", args)) {
			t.Fatal("key answers no JSON")
		}
	})
}
