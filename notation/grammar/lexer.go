package grammar

import (
	"io"
	"strconv"
	"unicode/utf8"

	"github.com/alecthomas/participle/v2/lexer"
)

// Lexer is the participle lexer definition of a game's turn grammar over a
// hand-written scanner: a turn is a handful of bytes, read for every turn
// of a file, and a regular-expression lexer costs more than the rest of
// the parse. Each game gives its token types and a function that cuts the
// next token.
type Lexer struct {
	symbols map[string]lexer.TokenType
	scan    func(rest string) (lexer.TokenType, int)
}

// NewLexer returns the lexer definition of a grammar: symbols names its
// token types (lexer.EOF among them), and scan gives the type and the
// length in bytes of the token rest starts with, length 0 when no token
// starts there.
func NewLexer(symbols map[string]lexer.TokenType, scan func(rest string) (lexer.TokenType, int)) Lexer {
	return Lexer{symbols: symbols, scan: scan}
}

// Symbols names the token types (participle asks on every parse: the map
// is built once and never changed).
func (l Lexer) Symbols() map[string]lexer.TokenType { return l.symbols }

// Lex reads a turn from r.
func (l Lexer) Lex(filename string, r io.Reader) (lexer.Lexer, error) {
	b, err := io.ReadAll(r)
	if err != nil {
		return nil, err
	}
	return l.LexString(filename, string(b))
}

// LexString lexes a turn held in a string, without copying it: the path
// participle takes for ParseString.
func (l Lexer) LexString(filename, text string) (lexer.Lexer, error) {
	return &scanner{text: text, file: filename, scan: l.scan}, nil
}

// scanner cuts one turn into tokens.
type scanner struct {
	text, file string
	at         int
	scan       func(rest string) (lexer.TokenType, int)
}

// Next returns the next token, or an *Unexpected at a byte no token
// starts with.
func (s *scanner) Next() (lexer.Token, error) {
	pos := lexer.Position{Filename: s.file, Offset: s.at, Line: 1, Column: s.at + 1}
	if s.at >= len(s.text) {
		return lexer.EOFToken(pos), nil
	}
	typ, n := s.scan(s.text[s.at:])
	if n <= 0 {
		return lexer.Token{}, &Unexpected{pos: pos, rest: s.text[s.at:]}
	}
	tok := lexer.Token{Type: typ, Value: s.text[s.at : s.at+n], Pos: pos}
	s.at += n
	return tok, nil
}

// Unexpected is a participle.Error for a byte of a turn that no token
// starts with.
type Unexpected struct {
	pos  lexer.Position
	rest string
}

// Error says which character was not expected, quoted.
func (e *Unexpected) Error() string {
	r, _ := utf8.DecodeRuneInString(e.rest)
	return "unexpected " + strconv.QuoteRune(r)
}

// Message is the error without its place (participle.Error).
func (e *Unexpected) Message() string { return e.Error() }

// Position is where the character stands in the turn (participle.Error).
func (e *Unexpected) Position() lexer.Position { return e.pos }
