package yinsh

import (
	"fmt"
	"io"
	"strconv"
	"unicode/utf8"

	"github.com/alecthomas/participle/v2/lexer"
)

// Token types of a turn.
const (
	tokPoint lexer.TokenType = -(iota + 2)
	tokX
	tokWord
	tokPunct
)

// turnLexer is the lexer definition of the turn grammar, written by hand for
// speed: a turn is a handful of bytes and is read for every turn of a file.
type turnLexer struct{}

// Symbols names the token types for the grammar.
func (turnLexer) Symbols() map[string]lexer.TokenType {
	return map[string]lexer.TokenType{
		"EOF": lexer.EOF, "Point": tokPoint, "X": tokX, "Word": tokWord, "Punct": tokPunct,
	}
}

// Lex reads a turn from r.
func (l turnLexer) Lex(filename string, r io.Reader) (lexer.Lexer, error) {
	b, err := io.ReadAll(r)
	if err != nil {
		return nil, err
	}
	return l.LexString(filename, string(b))
}

// LexString is the fast path for a turn given as a string.
func (turnLexer) LexString(filename, s string) (lexer.Lexer, error) {
	return &turnScanner{src: s, pos: lexer.Position{Filename: filename, Line: 1, Column: 1}}, nil
}

// turnScanner cuts a turn into tokens: "x", a point (a letter and digits;
// the builder checks that it is on the board), a word of letters, "-" or ";".
type turnScanner struct {
	src string
	pos lexer.Position
}

// Next returns the next token.
func (s *turnScanner) Next() (lexer.Token, error) {
	start := s.pos
	if start.Offset >= len(s.src) {
		return lexer.EOFToken(start), nil
	}
	typ, n := scanToken(s.src[start.Offset:])
	if n == 0 {
		return lexer.Token{}, &lexError{pos: start, msg: fmt.Sprintf("unexpected %s", quoteRune(s.src[start.Offset:]))}
	}
	s.pos.Offset += n
	s.pos.Column += n
	return lexer.Token{Type: typ, Value: s.src[start.Offset:s.pos.Offset], Pos: start}, nil
}

// scanToken returns the type and length of the token at the start of rest,
// or length 0 when no token starts there.
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

// lexError is a participle.Error for a byte no token starts with.
type lexError struct {
	pos lexer.Position
	msg string
}

func (e *lexError) Error() string            { return e.msg }
func (e *lexError) Message() string          { return e.msg }
func (e *lexError) Position() lexer.Position { return e.pos }

// quoteRune quotes the first character of s for a message.
func quoteRune(s string) string {
	r, _ := utf8.DecodeRuneInString(s)
	return strconv.QuoteRune(r)
}
