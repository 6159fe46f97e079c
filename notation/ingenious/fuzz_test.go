package ingenious

import (
	"testing"

	"github.com/arbiter-games/arbiter/engines"
	engine "github.com/arbiter-games/arbiter/engines/ingenious"
)

// FuzzParseMove reads any text as a turn: it must never panic; a turn it
// accepts must write a long form that reads back the same, and playing it
// on a start position must not panic either.
func FuzzParseMove(f *testing.F) {
	f.Add("RB@h8-h9;GG@d8-d9;+OY,PB")
	start, err := engine.Game{}.NewPosition(engines.Setup{Tags: map[string]string{"Rack1": "RB GG OY PP RY BO", "Rack2": "RR GB OO YP RG BY"}})
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, text string) {
		m, err := ParseMove(text)
		if err != nil {
			return
		}
		back, err := ParseMove(m.String())
		if err != nil || back.String() != m.String() {
			t.Fatalf("%q writes %q, which reads as %v, %v", text, m, back, err)
		}
		p := start.Clone()
		if played, err := p.Play(m); err == nil {
			if _, err := ParseMove(played.Move.String()); err != nil {
				t.Fatalf("long form %q does not read: %v", played.Move, err)
			}
		}
	})
}
