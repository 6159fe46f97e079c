package yinsh_test

import (
	"testing"

	"github.com/arbiter-games/arbiter/engines"
	"github.com/arbiter-games/arbiter/engines/yinsh"
	"github.com/arbiter-games/arbiter/internal/enginetest"
	notation "github.com/arbiter-games/arbiter/notation/yinsh"
)

// fuzzSetups are the positions FuzzPlay plays in.
var fuzzSetups = []engines.Setup{
	{}, at(fixVector), at(fixSix), at(fixBoth), at(fixBoth22), at(fixCross), at(fixSupply),
	{Rules: "supply=unlimited,no-move=loss", Position: fixStuck},
	{Variant: "blitz", Position: "3m/4m1r/4m2r/4m3r/3Rm5/9/9r/R8/r7/6R/3R b 1 0"},
}

// FuzzPlay plays any turn that parses in one of the test positions: it must
// be played or refused without a panic, a refused turn must leave the
// position unchanged with a rule error of a listed code, and a played one
// must come back in a long form that plays the same.
func FuzzPlay(f *testing.F) {
	for i, s := range []string{"e5", "h6-h9", "d4-f4;xe2-e6xa2", "e6-e4;xa2", "e6-e4;xb6-f6xa2", "e5-e6;xa5-e5xk10", "a2-a3", "xa2-e6xc6", "xb7;c8-c7"} {
		f.Add(uint8(i), s)
	}
	f.Fuzz(func(t *testing.T, setup uint8, text string) {
		p := newPosition(t, fuzzSetups[int(setup)%len(fuzzSetups)])
		before := p.String()
		q := p.Clone()
		m, err := notation.ParseMove(text)
		if err != nil {
			return
		}
		played, err := p.Play(m)
		if err != nil {
			if p.String() != before {
				t.Fatalf("refused %q changed %s to %s", text, before, p)
			}
			enginetest.Rule(t, yinsh.Game{}, err)
			return
		}
		if _, err := play(q, played.Move.String()); err != nil || q.String() != p.String() {
			t.Fatalf("%q played as %s, which plays as %v to %s, not %s", text, played.Move, err, q, p)
		}
	})
}
