package jungle

import (
	"testing"

	"github.com/arbiter-games/arbiter/engines"
)

// setup returns a setup of the start position.
func setup(variant, rules string) engines.Setup {
	return engines.Setup{Variant: variant, Rules: rules}
}

// mustPosition sets up a position under the given rules string.
func mustPosition(t testing.TB, fen, rules string) *Position {
	t.Helper()
	s := setup("", rules)
	s.Position = fen
	p, err := Game{}.New(s)
	if err != nil {
		t.Fatalf("New(%q, %q): %v", fen, rules, err)
	}
	return p.(*Position)
}

// start returns the standard start position.
func start(t testing.TB) *Position { return mustPosition(t, "", "") }

// mv builds a move from its text, for tests: "Ea3-a4", "Ea3xa4" or "a3a4".
func mv(t testing.TB, text string) Move {
	t.Helper()
	var m Move
	if len(text) == 6 {
		var ok bool
		if m.Piece, ok = AnimalByLetter(text[0]); !ok {
			t.Fatalf("bad move %q", text)
		}
		m.Capture = text[3] == 'x'
		text = text[1:3] + text[4:]
	}
	from, err1 := ParseSquare(text[:2])
	to, err2 := ParseSquare(text[2:])
	if err1 != nil || err2 != nil || len(text) != 4 {
		t.Fatalf("bad move %q", text)
	}
	m.From, m.To = from, to
	return m
}

// place sets up a position with side to move and the pieces listed as
// letter and square, upper case for Black and lower case for White
// ("Lb3", "rb5").
func place(t testing.TB, toMove Side, rules string, pieces ...string) *Position {
	t.Helper()
	var b board
	for _, text := range pieces {
		p, ok := pieceByLetter(text[0])
		sq, err := ParseSquare(text[1:])
		if !ok || err != nil {
			t.Fatalf("bad piece %q", text)
		}
		b.put(sq, p)
	}
	b.side = toMove
	values, err := engines.ResolveRules(Game{}, "", rules)
	if err != nil {
		t.Fatal(err)
	}
	return newPosition(rulesFromOptions(values), b, 0, 1)
}
