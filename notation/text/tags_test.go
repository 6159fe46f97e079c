package text

import (
	"fmt"
	"strings"
	"testing"

	"github.com/arbiter-games/arbiter/internal/golden"
)

// TestTagSections: the tags at the start of a record are scanned as one
// token while they are well formed; a tag that is not is read token by
// token, with the same error as before there were sections. Each record
// of testdata/tags.golden shows its tags (place, name, value), `%` lines
// and turns, or its error.
func TestTagSections(t *testing.T) {
	var out strings.Builder
	for _, src := range []string{
		"[Game \"x\"]\n[Event y]\n1. e5",
		"[Game \"x\"]\n[Event \"y\"\n1. e5",
		"[Game \"x\"] [%Event \"y\"]\n1. e5",
		"[Game \"x\"]\n% note\n[Event \"y\"]\n1. e5",
		"[Game \"x\"][Event \"y\"]1. e5",
		"[ Game  \"x\" ]\n[Event \"a\\\"b\"]\n\n1. e5",
		"[Game \"x\"]\n[Event]\n1. e5",
		"[Game \"x\"]\n[1 \"y\"]\n1. e5",
		"[Game \"x\"]\n[Event \"y\"] ]\n1. e5",
		"[Game \"x\"]\n[Event \"y\"] (\n1. e5",
		"[Game \"x\"]\n[Event \"y\"] [",
		"[Game \"x\"]\ufeff[Event \"y\"]\n1. e5",
		"[Game \"x\"] [[Event \"y\"]\n1. e5",
		"[Event \"서울 기우회\"]\n[White \"김\"]",
		"1. e5 [Game \"x\"]",
	} {
		fmt.Fprintf(&out, "%q\n", src)
		recs, errs := readString(t, src)
		for _, e := range errs {
			fmt.Fprintf(&out, "\terror %s: %s\n", e.Pos, e.Msg)
		}
		for _, r := range recs {
			for _, tg := range r.Tags {
				fmt.Fprintf(&out, "\ttag %s offset %d %s=%q\n", tg.Pos, tg.Pos.Offset, tg.Name, tg.Value)
			}
			for _, e := range r.Escapes {
				fmt.Fprintf(&out, "\t%% line %s %q\n", e.Pos, e.Text)
			}
			fmt.Fprintf(&out, "\tturns %d\n", len(r.Moves.Turns))
		}
	}
	golden.Check(t, "testdata/tags.golden", []byte(out.String()))
}
