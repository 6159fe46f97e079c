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
// or length 0. Letters are read in any case: a file letter followed by a
// digit is a square ("a3", "A3"), any other animal letter an animal ("E",
// "e"), so a lower-case "ea3" is the elephant on a3 and "e3" the square.
func turnToken(rest string) (lexer.TokenType, int) {
	c := lower(rest[0])
	switch {
	case c == '-' || c == 'x':
		return tokSeparator, 1
	case c >= 'a' && c <= 'g' && len(rest) > 1 && rest[1] >= '1' && rest[1] <= '9':
		return tokSquare, 2
	}
	if _, ok := animalLetter(rest[0]); ok {
		return tokAnimal, 1
	}
	return 0, 0
}

// animalLetter reads an animal letter in either case.
func animalLetter(c byte) (engine.Animal, bool) {
	if c >= 'a' && c <= 'z' {
		c -= 'a' - 'A'
	}
	return engine.AnimalByLetter(c)
}

// lower is an ASCII letter in lower case; any other byte as it is.
func lower(c byte) byte {
	if c >= 'A' && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}
