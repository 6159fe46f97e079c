package jungle

import (
	"github.com/alecthomas/participle/v2/lexer"

	engine "github.com/arbiter-games/arbiter/engines/jungle"
	"github.com/arbiter-games/arbiter/notation/grammar"
)

// Token types of a turn.
const (
	tokAnimal lexer.TokenType = -(iota + 2)
	tokSquare
	tokSeparator
)

// turnLexer splits one turn into animal letters, squares and separators.
var turnLexer = grammar.NewLexer(map[string]lexer.TokenType{
	"EOF": lexer.EOF, "Animal": tokAnimal, "Square": tokSquare, "Separator": tokSeparator,
}, turnToken)

// turnToken returns the type and length of the token rest starts with,
// or length 0.
func turnToken(rest string) (lexer.TokenType, int) {
	c := rest[0]
	switch {
	case c == '-' || c == 'x':
		return tokSeparator, 1
	case c >= 'a' && c <= 'g' && len(rest) > 1 && rest[1] >= '1' && rest[1] <= '9':
		return tokSquare, 2
	}
	if _, ok := engine.AnimalByLetter(c); ok {
		return tokAnimal, 1
	}
	return 0, 0
}
