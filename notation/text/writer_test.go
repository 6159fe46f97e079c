package text

import (
	"strings"
	"testing"

	"github.com/arbiter-games/arbiter/notation"
)

// TestWriterGameTag: the Writer gives a record without a Game tag the tag
// of the game it is known to be, after the % lines that stood before the
// record, and leaves a record with one, or of no known game, as it is.
func TestWriterGameTag(t *testing.T) {
	for _, tc := range []struct{ src, game, want string }{
		{"% a note\n1. Ea3-a4 *\n", "Jungle", "% a note\n[Game \"Jungle\"]\n\n1. Ea3-a4 *\n"},
		{"% a note\n[Event \"x\"]\n\n1. Ea3-a4 *\n", "Jungle", "% a note\n[Game \"Jungle\"]\n[Event \"x\"]\n\n1. Ea3-a4 *\n"},
		{"[Game \"Jungle\"]\n\n1. Ea3-a4 *\n", "YINSH", "[Game \"Jungle\"]\n\n1. Ea3-a4 *\n"},
		{"1. e5 *\n", "", "1. e5 *\n"},
		{"[GAme \"\"]\n\n1. e5 *\n", "YINSH", "[GAme \"YINSH\"]\n\n1. e5 *\n"},
	} {
		rec, err := Parse(tc.src, notation.Pos{File: "w", Line: 1, Column: 1})
		if err != nil {
			t.Fatal(err)
		}
		var b strings.Builder
		w := NewWriter(&b)
		if err := w.Write(notation.Entry{Record: rec, GameName: tc.game}); err != nil {
			t.Fatal(err)
		}
		if err := w.Close(); err != nil {
			t.Fatal(err)
		}
		if b.String() != tc.want {
			t.Errorf("%q as %s: wrote %q, want %q", tc.src, tc.game, b.String(), tc.want)
		}
		if g, _ := rec.Tag("Game"); (g != "") != strings.HasPrefix(tc.src, "[Game") {
			t.Errorf("%q: the record given was changed", tc.src)
		}
	}
}
