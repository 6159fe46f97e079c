package ingenious

import (
	"strings"
	"testing"

	"github.com/arbiter-games/arbiter/engines"
	engine "github.com/arbiter-games/arbiter/engines/ingenious"
)

// FuzzParseMove reads any text as a turn: it must never panic; a turn it
// accepts must write a long form that reads back the same, read the same in
// upper and lower case, and playing it on a start position must not panic
// either. A text the grammar reads without folding its case (as every turn
// was read before turns were read in any case) reads as it did.
func FuzzParseMove(f *testing.F) {
	f.Add("RB@h8-h9;GG@d8-d9;+OY,PB")
	f.Add("gg@l4-m4;+oy;swap+rb,gg,oy,pp,ry,bo")
	f.Add("S2:BO@b8-b9=B1O0")
	start, err := engine.Game{}.NewPosition(engines.Setup{Tags: map[string]string{"Rack1": "RB GG OY PP RY BO", "Rack2": "RR GB OO YP RG BY"}})
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, text string) {
		m, err := ParseMove(text)
		if before, berr := parse(text, readPart, nil); berr == nil && (err != nil || m.String() != before.String()) {
			t.Fatalf("%q read as %v before, now as %v, %v", text, before, m, err)
		}
		if err != nil {
			return
		}
		back, err := ParseMove(m.String())
		if err != nil || back.String() != m.String() {
			t.Fatalf("%q writes %q, which reads as %v, %v", text, m, back, err)
		}
		for _, other := range []string{strings.ToUpper(text), strings.ToLower(text)} {
			if o, err := ParseMove(other); err != nil || o.String() != m.String() {
				t.Fatalf("%q reads as %v, but %q as %v, %v", text, m, other, o, err)
			}
		}
		p := start.Clone()
		if played, err := p.Play(m); err == nil {
			if _, err := ParseMove(played.Move.String()); err != nil {
				t.Fatalf("long form %q does not read: %v", played.Move, err)
			}
		}
	})
}

// FuzzFoldCase: a text is taken as in the grammar's case exactly when
// folding it changes nothing.
func FuzzFoldCase(f *testing.F) {
	for _, s := range []string{"GG@l4-m4", "gg@L4-m4;+oy;SWAP", "RB@h8-h9;swap", "Xswap", "@sWAP", "swapa", "S2:RB@h8-h9=R1B2;swap", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		if same := fold(text) == text; inGrammarCase(text) != same {
			t.Errorf("%q: in the grammar's case %v, but folding it gives %q", text, inGrammarCase(text), fold(text))
		}
		parts := strings.Split(text, ";")
		for i := range parts {
			parts[i] = foldCase(parts[i])
		}
		if byParts := strings.Join(parts, ";"); byParts != foldCase(text) {
			t.Errorf("%q folds as %q, its parts as %q", text, foldCase(text), byParts)
		}
	})
}

// FuzzNext reads any gestures as made of a turn: Next must never panic;
// each gesture it offers goes on with more, or makes a turn whole that
// the engine plays, after which nothing is offered.
func FuzzNext(f *testing.F) {
	f.Add(uint8(0), "tile GG; at l3")
	f.Add(uint8(1), "choice swap; tile RB; at h8; at h9; tile RB")
	f.Add(uint8(1), "tile BR; at z99; at h8")
	f.Add(uint8(2), "tile PP")
	starts := []engines.Setup{{}, {}, {Variant: "solo"}}
	f.Fuzz(func(t *testing.T, which uint8, made string) {
		p, err := Game{}.New(starts[int(which)%len(starts)])
		if err != nil {
			t.Fatal(err)
		}
		if int(which)%len(starts) == 1 {
			for _, turn := range []string{"GG@l3-l4", "PO@c9-c10"} {
				m, _ := ParseMove(turn)
				if _, err := p.Play(m); err != nil {
					t.Fatal(err)
				}
			}
		}
		gs := gestures(made)
		for _, s := range (Game{}).Next(p, gs) {
			if s.Move == nil {
				continue
			}
			if _, err := p.Clone().Play(s.Move); err != nil {
				t.Fatalf("after %v, %s makes %s whole, which the engine refuses: %v", gs, s.Gesture, s.Move, err)
			}
			if after := (Game{}).Next(p, append(gs[:len(gs):len(gs)], s.Gesture)); len(after) > 0 {
				t.Fatalf("after %v and %s, which make %s whole, %v are offered", gs, s.Gesture, s.Move, after)
			}
		}
	})
}
