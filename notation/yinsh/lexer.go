package yinsh

import (
	"github.com/alecthomas/participle/v2/lexer"
	"github.com/arbiter-games/arbiter/notation/grammar"
)

// Token types of a turn.
const (
	tokPoint lexer.TokenType = -(iota + 2)
	tokX
	tokWord
	tokPunct
)

// turnLexer is the lexer of the turn grammar.
var turnLexer = grammar.NewLexer(map[string]lexer.TokenType{
	"EOF": lexer.EOF, "Point": tokPoint, "X": tokX, "Word": tokWord, "Punct": tokPunct,
}, scanToken)

// scanToken returns the type and length of the token at the start of rest:
// "x", a point (a letter and digits; the builder checks that it is on the
// board), a word of letters, "-" or ";"; length 0 when no token starts
// there.
func scanToken(rest string) (lexer.TokenType, int) {
	c := rest[0] | 0x20
	switch {
	case rest[0] == '-' || rest[0] == ';':
		return tokPunct, 1
	case c == 'x':
		return tokX, 1
	case isLetter(c) && len(rest) > 1 && isDigit(rest[1]):
		return tokPoint, 1 + span(rest[1:], isDigit)
	case c >= 'a' && c <= 'z':
		return tokWord, span(rest, isLetter)
	}
	return 0, 0
}

func span(s string, in func(byte) bool) int {
	n := 0
	for n < len(s) && in(s[n]) {
		n++
	}
	return n
}

func isDigit(c byte) bool  { return c >= '0' && c <= '9' }
func isLetter(c byte) bool { return c|0x20 >= 'a' && c|0x20 <= 'z' }
