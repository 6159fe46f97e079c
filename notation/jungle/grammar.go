package jungle

import (
	"strings"
	"sync"

	"github.com/alecthomas/participle/v2"
	"github.com/arbiter-games/arbiter/engines"
	engine "github.com/arbiter-games/arbiter/engines/jungle"
	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/notation/grammar"
)

// turnSyntax is one turn as written: an optional animal letter, the square
// moved from, an optional "-" or "x", and the square moved to.
type turnSyntax struct {
	Animal string `parser:"@Animal?"`
	From   string `parser:"@Square"`
	Sep    string `parser:"@Separator?"`
	To     string `parser:"@Square"`
}

// turnParser is built once, when first used (a page or a command that
// reads no Jungle turn never builds it): parsing runs for every turn of
// every record.
var turnParser = sync.OnceValue(func() *participle.Parser[turnSyntax] {
	return participle.MustBuild[turnSyntax](participle.Lexer(turnLexer))
})

// ParseMove reads one turn ("Ea3-a4", "Lc3xc7", "a3a4", also "a3-a4") into
// an engine move, in any case ("ea3-a4", "G3G4", "A3XA4"): a letter
// before a square names the animal whatever its case. It checks syntax
// only; a syntax error is a *notation.MoveError. Moves already read are
// remembered (notation.Memo): a Move is a plain value, so every one may be
// shared.
var ParseMove = grammar.Memo(parseTurn, nil)

// parseTurn reads one turn with the participle grammar.
func parseTurn(text string) (engines.Move, error) {
	t, err := turnParser().ParseString("", text)
	if err != nil {
		return nil, syntaxError(text, err)
	}
	m := engine.Move{Capture: strings.EqualFold(t.Sep, "x")}
	if t.Animal != "" {
		m.Piece, _ = animalLetter(t.Animal[0])
	}
	// The lexer only lets through squares of the board, in either case.
	m.From, _ = engine.ParseSquare(strings.ToLower(t.From))
	m.To, _ = engine.ParseSquare(strings.ToLower(t.To))
	return m, nil
}

// syntaxError says what was expected where the text went wrong.
func syntaxError(text string, err error) *notation.MoveError {
	return grammar.SyntaxError(text, err, expectation, "a Jungle move is written Ea3-a4, Lc3xc7 or a3a4")
}

// expectation names what may follow the well-formed start of a move.
func expectation(prefix string) string {
	rest := prefix
	if rest != "" {
		if typ, _ := turnToken(rest); typ == tokAnimal {
			rest = rest[1:]
			if rest == "" {
				return "the square the animal moves from (a1 to g9)"
			}
		}
	}
	switch len(rest) {
	case 0:
		return "an animal letter (E L T P W D C R) or the square moved from (a1 to g9)"
	case 2:
		return `"-", "x" or the square moved to (a1 to g9)`
	case 3:
		return "the square moved to (a1 to g9)"
	}
	return "the end of the move"
}
