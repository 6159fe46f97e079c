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
