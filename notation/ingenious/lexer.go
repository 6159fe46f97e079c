package ingenious

import (
	"fmt"
	"io"
	"strings"

	"github.com/alecthomas/participle/v2/lexer"
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

// partLexer is the lexer definition for the parts of a turn.
type partLexer struct{}

// Symbols names the token types for the grammar (built at each call: the
// parser is built while package variables are set up).
func (partLexer) Symbols() map[string]lexer.TokenType {
	return map[string]lexer.TokenType{
		"EOF": lexer.EOF, "Keyword": tokKeyword, "Seat": tokSeat, "Points": tokPoints,
		"Tile": tokTile, "Space": tokSpace, "Punct": tokPunct,
	}
}

// Lex reads a part from r.
func (d partLexer) Lex(filename string, r io.Reader) (lexer.Lexer, error) {
	var b strings.Builder
	if _, err := io.Copy(&b, r); err != nil {
		return nil, err
	}
	return d.LexString(filename, b.String())
}

// LexString reads a part from a string.
func (partLexer) LexString(filename, text string) (lexer.Lexer, error) {
	return &partScanner{text: text, filename: filename}, nil
}

// partScanner cuts a part into tokens.
type partScanner struct {
	text, filename string
	at             int
}

// Next returns the next token.
func (s *partScanner) Next() (lexer.Token, error) {
	pos := lexer.Position{Filename: s.filename, Offset: s.at, Line: 1, Column: s.at + 1}
	if s.at >= len(s.text) {
		return lexer.Token{Type: lexer.EOF, Pos: pos}, nil
	}
	typ, n := s.token(s.text[s.at:])
	if n == 0 {
		return lexer.Token{}, &lexer.Error{Msg: fmt.Sprintf("invalid input text %q", s.text[s.at:]), Pos: pos}
	}
	tok := lexer.Token{Type: typ, Value: s.text[s.at : s.at+n], Pos: pos}
	s.at += n
	return tok, nil
}

// token finds the type and length of the token text starts with; 0 when
// none does.
func (s *partScanner) token(text string) (lexer.TokenType, int) {
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
