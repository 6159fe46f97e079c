package ingenious

import (
	"strings"

	"github.com/alecthomas/participle/v2/lexer"
	"github.com/arbiter-games/arbiter/notation/grammar"
)

// Token types of a part of a turn. The lexer is written by hand: a
// regular-expression lexer took half of the parse time.
const (
	tokKeyword lexer.TokenType = -(iota + 2)
	tokSeat
	tokPoints
	tokTile
	tokSpace
	tokPunct
)

// partLexer is the lexer of the grammar of a turn's parts.
var partLexer = grammar.NewLexer(map[string]lexer.TokenType{
	"EOF": lexer.EOF, "Keyword": tokKeyword, "Seat": tokSeat, "Points": tokPoints,
	"Tile": tokTile, "Space": tokSpace, "Punct": tokPunct,
}, partToken)

// partToken finds the type and length of the token text starts with; 0
// when none does.
func partToken(text string) (lexer.TokenType, int) {
	c := text[0]
	switch {
	case strings.HasPrefix(text, "swap"):
		return tokKeyword, 4
	case strings.IndexByte("-@,+=:", c) >= 0:
		return tokPunct, 1
	case c == 'S':
		return tokSeat, withDigits(text)
	case c >= 'a' && c <= 'o':
		return tokSpace, withDigits(text)
	case !isColour(c):
		return 0, 0
	case len(text) > 1 && isColour(text[1]):
		return tokTile, 2
	}
	return tokPoints, withDigits(text)
}

// withDigits is the length of one letter and the digits after it, or 0
// when no digit follows.
func withDigits(text string) int {
	n := 1
	for n < len(text) && text[n] >= '0' && text[n] <= '9' {
		n++
	}
	if n == 1 {
		return 0
	}
	return n
}

func isColour(c byte) bool { return strings.IndexByte("RGBOYP", c) >= 0 }
