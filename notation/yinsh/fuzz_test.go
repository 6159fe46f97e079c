package yinsh_test

import (
	"errors"
	"testing"

	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/notation/yinsh"
)

// FuzzParseMove checks that any text parses or gives a MoveError inside the
// text, and that a parsed turn's String parses back to itself.
func FuzzParseMove(f *testing.F) {
	for _, s := range []string{"e5", "e5-e9", "xa5-e5xb7;c8-d8", "i8-f5;xa5", "pass", "resign", "xb7;resign", "e5-"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		m, err := yinsh.ParseMove(text)
		if err != nil {
			var me *notation.MoveError
			if !errors.As(err, &me) || me.Offset < 0 || me.Offset > len(text) || me.Message == "" {
				t.Fatalf("ParseMove(%q): bad error %#v", text, err)
			}
			return
		}
		again, err := yinsh.ParseMove(m.String())
		if err != nil || again.String() != m.String() {
			t.Fatalf("ParseMove(%q) = %q, which parses to %v, %v", text, m, again, err)
		}
	})
}
