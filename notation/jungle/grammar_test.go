package jungle

import (
	"errors"
	"testing"

	"github.com/arbiter-games/arbiter/engines"
	engine "github.com/arbiter-games/arbiter/engines/jungle"
	"github.com/arbiter-games/arbiter/notation"
)

func TestParseMove(t *testing.T) {
	cases := []struct{ text, want string }{
		{"Ea3-a4", "Ea3-a4"},
		{"Lc3xc7", "Lc3xc7"},
		{"Rg9xa1", "Rg9xa1"},
		{"a3a4", "a3a4"},
		{"a3-a4", "a3a4"},
		{"a3xa4", "a3xa4"},
		{"Ea3a4", "Ea3-a4"},
	}
	for _, c := range cases {
		m, err := ParseMove(c.text)
		if err != nil || m.String() != c.want {
			t.Errorf("%q: %v, %v; want %s", c.text, m, err, c.want)
		}
	}
	m, _ := ParseMove("a3xa4")
	if want := (engine.Move{From: 14, To: 21, Capture: true}); m != want {
		t.Errorf("a3xa4 read as %#v, want %#v", m, want)
	}
}

func TestParseMoveErrors(t *testing.T) {
	const tail = " (a Jungle move is written Ea3-a4, Lc3xc7 or a3a4)"
	cases := []struct {
		text   string
		offset int
		msg    string
	}{
		{"", 0, "expected an animal letter (E L T P W D C R) or the square moved from (a1 to g9), found the end of the turn"},
		{"Xa3-a4", 0, `expected an animal letter (E L T P W D C R) or the square moved from (a1 to g9), found "Xa3"`},
		{"ea3-a4", 0, `expected an animal letter (E L T P W D C R) or the square moved from (a1 to g9), found "ea3"`},
		{"E", 1, "expected the square the animal moves from (a1 to g9), found the end of the turn"},
		{"Eh3-a4", 1, `expected the square the animal moves from (a1 to g9), found "h3"`},
		{"Ea3", 3, `expected "-", "x" or the square moved to (a1 to g9), found the end of the turn`},
		{"Ea3+a4", 3, `expected "-", "x" or the square moved to (a1 to g9), found "+"`},
		{"Ea3-", 4, "expected the square moved to (a1 to g9), found the end of the turn"},
		{"Ea3--a4", 4, `expected the square moved to (a1 to g9), found "-"`},
		{"Ea3-a0", 4, `expected the square moved to (a1 to g9), found "a0"`},
		{"Ea3-a4x", 6, `expected the end of the move, found "x"`},
		{"Ea3-a4!", 6, `expected the end of the move, found "!"`},
		{"a3a4a5", 4, `expected the end of the move, found "a5"`},
		{"a10a4", 2, `expected "-", "x" or the square moved to (a1 to g9), found "0a4"`},
		{"Ea3 a4", 3, `expected "-", "x" or the square moved to (a1 to g9), found " "`},
	}
	for _, c := range cases {
		_, err := ParseMove(c.text)
		var me *notation.MoveError
		if !errors.As(err, &me) || me.Offset != c.offset || me.Message != c.msg+tail {
			t.Errorf("%q: %#v, want offset %d %q", c.text, err, c.offset, c.msg)
		}
	}
}

func TestRegistered(t *testing.T) {
	g, err := notation.LookupGame("JUNGLE")
	if err != nil {
		t.Fatal(err)
	}
	if g.Name() != "Jungle" || !g.Notation().ChessNumbers || g.Notation().Ranking || len(g.Notation().PlayerTags) != 2 || g.Notation().PlayerTags[0] != "Black" {
		t.Errorf("registered %+v", g)
	}
	if byFile, ok := notation.GameByFile("club/2026.JUNGLE"); !ok || byFile.Name() != "Jungle" {
		t.Error("a .jungle file is not Jungle")
	}
}

func FuzzParseMove(f *testing.F) {
	f.Fuzz(func(t *testing.T, text string) {
		m, err := ParseMove(text)
		if err != nil {
			var me *notation.MoveError
			if !errors.As(err, &me) || me.Offset < 0 || me.Offset > len(text) {
				t.Fatalf("%q: error %#v", text, err)
			}
			return
		}
		again, err := ParseMove(m.String())
		if err != nil || again != m {
			t.Fatalf("%q read as %v, which reads back as %v, %v", text, m, again, err)
		}
	})
}

// BenchmarkParseMove reads a turn read before, as most turns of a file are.
func BenchmarkParseMove(b *testing.B) { benchmarkParse(b, ParseMove) }

// BenchmarkParseTurn runs the participle grammar, as for a turn read the
// first time.
func BenchmarkParseTurn(b *testing.B) { benchmarkParse(b, parseTurn) }

func benchmarkParse(b *testing.B, parse func(string) (engines.Move, error)) {
	b.ReportAllocs()
	for b.Loop() {
		if _, err := parse("Lc3xc7"); err != nil {
			b.Fatal(err)
		}
	}
}
