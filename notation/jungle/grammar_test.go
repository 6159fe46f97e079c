package jungle

import (
	"errors"
	"regexp"
	"strings"
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
	checkParses(t, cases)
	m, _ := ParseMove("a3xa4")
	if want := (engine.Move{From: 14, To: 21, Capture: true}); m != want {
		t.Errorf("a3xa4 read as %#v, want %#v", m, want)
	}
}

// checkParses reads each text and wants its long form.
func checkParses(t *testing.T, cases []struct{ text, want string }) {
	t.Helper()
	for _, c := range cases {
		m, err := ParseMove(c.text)
		if err != nil || m.String() != c.want {
			t.Errorf("%q: %v, %v; want %s", c.text, m, err, c.want)
		}
	}
}

// TestParseMoveAnyCase: moves typed in lower case and the engine form in
// upper case, as one published engine prints it, read as the same moves.
// A letter before a square is the animal, in either case; a file letter
// with its digit is the square.
func TestParseMoveAnyCase(t *testing.T) {
	cases := []struct{ text, want string }{
		{"ea3-a4", "Ea3-a4"},
		{"lc3xc7", "Lc3xc7"},
		{"ea3a4", "Ea3-a4"},
		{"cc3-c4", "Cc3-c4"}, // the cat on c3
		{"dd2xd1", "Dd2xd1"},
		{"EA3-A4", "Ea3-a4"},
		{"LC3XC7", "Lc3xc7"},
		{"G3G4", "g3g4"},
		{"G7F7", "g7f7"},
		{"A3XA4", "a3xa4"},
		{"e3e4", "e3e4"}, // squares, no animal
		{"E3E4", "e3e4"},
		{"rA7-a6", "Ra7-a6"},
	}
	checkParses(t, cases)
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
		{"xa3-a4", 0, `expected an animal letter (E L T P W D C R) or the square moved from (a1 to g9), found "xa3"`},
		{"e", 1, "expected the square the animal moves from (a1 to g9), found the end of the turn"},
		{"c3+a4", 2, `expected "-", "x" or the square moved to (a1 to g9), found "+"`},
		{"H3H4", 0, `expected an animal letter (E L T P W D C R) or the square moved from (a1 to g9), found "H3H4"`},
		{"ee", 1, `expected the square the animal moves from (a1 to g9), found "e"`},
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

// FuzzParseMove reads any text as a move: an error is a MoveError in the
// text; a move read writes a form that reads back the same; the text in
// upper or lower case reads as the same move; and every text of the
// grammar as it was before moves were read in any case (casedForm) reads
// as it did.
func FuzzParseMove(f *testing.F) {
	for _, seed := range []string{"Ea3-a4", "Lc3xc7", "a3a4", "ea3-a4", "G3G4", "cc3c4", "E3E4"} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, text string) {
		m, err := ParseMove(text)
		if err != nil {
			var me *notation.MoveError
			if !errors.As(err, &me) || me.Offset < 0 || me.Offset > len(text) {
				t.Fatalf("%q: error %#v", text, err)
			}
			if casedForm.MatchString(text) {
				t.Fatalf("%q, which read before, is refused: %v", text, err)
			}
			return
		}
		again, err := ParseMove(m.String())
		if err != nil || again != m {
			t.Fatalf("%q read as %v, which reads back as %v, %v", text, m, again, err)
		}
		for _, other := range []string{strings.ToUpper(text), strings.ToLower(text)} {
			if o, err := ParseMove(other); err != nil || o != m {
				t.Fatalf("%q read as %v, but %q as %v, %v", text, m, other, o, err)
			}
		}
		if sm := casedForm.FindStringSubmatch(text); sm != nil && casedMove(sm) != m {
			t.Fatalf("%q read as %#v, before as %#v", text, m, casedMove(sm))
		}
	})
}

// casedForm is the grammar of a move before moves were read in any case:
// an upper-case animal letter, a lower-case square, "-" or "x", a square.
var casedForm = regexp.MustCompile(`^([ELTPWDCR]?)([a-g][1-9])([-x]?)([a-g][1-9])$`)

// casedMove is the move a text of casedForm was read as.
func casedMove(sm []string) engine.Move {
	m := engine.Move{Capture: sm[3] == "x"}
	if sm[1] != "" {
		m.Piece, _ = engine.AnimalByLetter(sm[1][0])
	}
	m.From, _ = engine.ParseSquare(sm[2])
	m.To, _ = engine.ParseSquare(sm[4])
	return m
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
