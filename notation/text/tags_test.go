package text

import (
	"fmt"
	"strings"
	"testing"

	"github.com/alecthomas/participle/v2/lexer"

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

// FuzzTagSections: the tags the scanner gives as one section are the tags
// a plain scanner (a token at a time) reads from the same text, at the
// same places, with the same `%` lines passed, and the token after the
// section starts where the plain scanner's token after those tags does.
func FuzzTagSections(f *testing.F) {
	for _, s := range []string{"[A \"b\"]\n[C \"d\"]\n1. e5", "[A \"b\"] [%C \"d\"]", "[A \"b\"]\n% x\n[C \"d\\\"\"][E",
		"[ A\t\"b\" ]\ufeff[C \"\"] 1-0", "[A \"b\"\n[C \"d\"]", "[A \"b\"] [[C \"d\"]"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, src string) {
		base := lexer.Position{Filename: "f", Line: 1, Column: 1}
		sc := newScanner(src, base)
		defer sc.release()
		first, err := sc.Next()
		if err != nil || first.Type != tokTags {
			return
		}
		tags := appendTags(nil, first)
		plain := scanner{src: src, pos: base}
		for i, want := range tags {
			var got [4]lexer.Token
			for k := range got {
				if got[k], err = plain.Next(); err != nil {
					t.Fatalf("tag %d: the plain scanner fails: %v", i+1, err)
				}
			}
			if got[0].Pos != want.Pos || got[1].Value != want.Name || got[2].Value != want.Value || got[3].Value != "]" {
				t.Fatalf("tag %d: section %+v, plain %+v", i+1, want, got)
			}
		}
		if len(plain.escapes) != len(sc.escapes) {
			t.Fatalf("%% lines: section %v, plain %v", sc.escapes, plain.escapes)
		}
		// A run may fail past its first element, which the plain scanner
		// gives alone.
		if next, err := sc.Next(); err == nil {
			if after, err := plain.Next(); err != nil || after.Pos != next.Pos {
				t.Fatalf("after the section: %v, plain scanner: %v %v", next, after, err)
			}
		}
	})
}
