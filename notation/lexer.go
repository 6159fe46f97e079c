package notation

import (
	"fmt"
	"io"
	"strings"

	"github.com/alecthomas/participle/v2/lexer"
)

// Token types of the record lexer.
const (
	tokName lexer.TokenType = -(iota + 2)
	tokString
	tokComment
	tokNumber
	tokMove
	tokSuffix
	tokNAG
	tokResult
	tokPunct
)

// recordLexer is the lexer definition of the record grammar. It is written by
// hand, for speed and for the rules a regular lexer cannot state: `%` lines
// only at the start of a line, names only right after `[`.
type recordLexer struct{}

func (recordLexer) Symbols() map[string]lexer.TokenType {
	return map[string]lexer.TokenType{
		"EOF": lexer.EOF, "Name": tokName, "String": tokString, "Comment": tokComment,
		"Number": tokNumber, "Move": tokMove, "Suffix": tokSuffix, "NAG": tokNAG,
		"Result": tokResult, "Punct": tokPunct,
	}
}

func (recordLexer) Lex(filename string, r io.Reader) (lexer.Lexer, error) {
	b, err := io.ReadAll(r)
	if err != nil {
		return nil, err
	}
	return newScanner(string(b), lexer.Position{Filename: filename, Line: 1, Column: 1}), nil
}

// scanner turns one record's text into tokens. Its positions start at base,
// so a record cut from the middle of a file reports file positions.
type scanner struct {
	src  string
	i    int
	pos  lexer.Position
	prev lexer.TokenType
	last string
	// depth counts the variations open here.
	depth int
}

// maxDepth bounds the nesting of variations, so that no record, however
// made, can exhaust the parser's stack.
const maxDepth = 1000

func newScanner(src string, base lexer.Position) *scanner {
	return &scanner{src: src, pos: base}
}

// advance moves over n bytes, keeping the line and column.
func (s *scanner) advance(n int) {
	for _, c := range []byte(s.src[s.i : s.i+n]) {
		if c == '\n' {
			s.pos.Line++
			s.pos.Column = 1
		} else {
			s.pos.Column++
		}
	}
	s.pos.Offset += n
	s.i += n
}

// skipSpace passes white space and `%` lines.
func (s *scanner) skipSpace() {
	for s.i < len(s.src) {
		c := s.src[s.i]
		switch {
		case c == '%' && s.pos.Column == 1:
			end := strings.IndexByte(s.src[s.i:], '\n')
			if end < 0 {
				end = len(s.src) - s.i
			}
			s.advance(end)
		case c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v':
			s.advance(1)
		default:
			return
		}
	}
}

// Next returns the next token.
func (s *scanner) Next() (lexer.Token, error) {
	s.skipSpace()
	start := s.pos
	if s.i >= len(s.src) {
		return lexer.EOFToken(start), nil
	}
	typ, n, err := s.scan()
	if err != nil {
		return lexer.Token{}, &lexError{pos: start, msg: err.Error()}
	}
	value := s.src[s.i : s.i+n]
	s.advance(n)
	s.prev, s.last = typ, value
	return lexer.Token{Type: typ, Value: value, Pos: start}, nil
}

// scan finds the type and length of the token at the current byte.
func (s *scanner) scan() (lexer.TokenType, int, error) {
	rest := s.src[s.i:]
	c := rest[0]
	switch {
	case c == '(':
		if s.depth++; s.depth > maxDepth {
			return 0, 0, fmt.Errorf("variations nested more than %d deep", maxDepth)
		}
		return tokPunct, 1, nil
	case c == ')':
		s.depth--
		return tokPunct, 1, nil
	case c == '[' || c == ']':
		return tokPunct, 1, nil
	case c == '"':
		return scanString(rest)
	case c == '{':
		end := strings.IndexByte(rest, '}')
		if end < 0 {
			return 0, 0, fmt.Errorf("this comment is never closed: '}' expected")
		}
		return tokComment, end + 1, nil
	case c == '$':
		n := 1 + digits(rest[1:])
		if n == 1 {
			return 0, 0, fmt.Errorf("'$' must be followed by an annotation number (0-255)")
		}
		return tokNAG, n, nil
	case c == '!' || c == '?':
		return tokSuffix, span(rest, "!?"), nil
	case c == '*':
		return tokResult, 1, nil
	case c >= '0' && c <= '9':
		return scanNumber(rest)
	case isLetter(c) && s.prev == tokPunct && s.last == "[":
		return tokName, nameLength(rest), nil
	case isLetter(c):
		return tokMove, moveLength(rest), nil
	}
	return 0, 0, fmt.Errorf("unexpected character %q", rune(c))
}

// scanString scans a quoted tag value with \" and \\ escapes.
func scanString(rest string) (lexer.TokenType, int, error) {
	for i := 1; i < len(rest); i++ {
		switch rest[i] {
		case '\\':
			i++
		case '"':
			return tokString, i + 1, nil
		case '\n':
			return 0, 0, fmt.Errorf("this tag value is not closed on its line: '\"' expected")
		}
	}
	// The record's last line ends here: the same message as at a line end,
	// so that a record kept as written reads back with the same error.
	return 0, 0, fmt.Errorf("this tag value is not closed on its line: '\"' expected")
}

// scanNumber tells a turn number (`12.`, `12...`) from a result (`1-0`,
// `1/2-1/2`, `2>1=3`).
func scanNumber(rest string) (lexer.TokenType, int, error) {
	n := digits(rest)
	if n < len(rest) && rest[n] == '.' {
		return tokNumber, n + span(rest[n:], "."), nil
	}
	return tokResult, n + span(rest[n:], "0123456789-/>="), nil
}

func digits(s string) int { return span(s, "0123456789") }

// span is the length of the prefix of s made of bytes in set.
func span(s, set string) int {
	i := 0
	for i < len(s) && strings.IndexByte(set, s[i]) >= 0 {
		i++
	}
	return i
}

func isLetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

func nameLength(s string) int {
	i := 0
	for i < len(s) && (isLetter(s[i]) || s[i] >= '0' && s[i] <= '9' || s[i] == '_') {
		i++
	}
	return i
}

// moveLength is the length of a turn's text: it runs to white space or to a
// character that starts another element.
func moveLength(s string) int {
	i := 0
	for i < len(s) && !strings.ContainsRune(" \t\r\n\f\v{}()[]!?$\"%", rune(s[i])) {
		i++
	}
	return i
}

// lexError is a lexing error at a position.
type lexError struct {
	pos lexer.Position
	msg string
}

func (e *lexError) Error() string { return e.msg }
