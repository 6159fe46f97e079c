package jungle

import (
	"io"

	"github.com/alecthomas/participle/v2/lexer"

	engine "github.com/arbiter-games/arbiter/engines/jungle"
)

// Token types of a turn.
const (
	tokAnimal lexer.TokenType = -(iota + 2)
	tokSquare
	tokSeparator
)

// turnLexer splits one turn into animal letters, squares and separators.
// It is written by hand because a regular-expression lexer costs more than
// the rest of the parse.
type turnLexer struct {
	symbols map[string]lexer.TokenType
}

// turnSymbols names the token types for the grammar.
var turnSymbols = map[string]lexer.TokenType{"EOF": lexer.EOF, "Animal": tokAnimal, "Square": tokSquare, "Separator": tokSeparator}

// Symbols names the token types for the grammar. Participle asks for them
// on every parse, so the map is built once (and never changed).
func (d turnLexer) Symbols() map[string]lexer.TokenType { return d.symbols }

// Lex reads the turn from r.
func (d turnLexer) Lex(filename string, r io.Reader) (lexer.Lexer, error) {
	b, err := io.ReadAll(r)
	if err != nil {
		return nil, err
	}
	return d.LexString(filename, string(b))
}

// LexString lexes a turn held in a string, without copying it.
func (turnLexer) LexString(_ string, text string) (lexer.Lexer, error) {
	return &turnScanner{text: text}, nil
}

// turnScanner returns the tokens of one turn.
type turnScanner struct {
	text string
	i    int
}

// Next returns the next token, or an error at a byte that starts none.
func (s *turnScanner) Next() (lexer.Token, error) {
	pos := lexer.Position{Offset: s.i, Line: 1, Column: s.i + 1}
	if s.i >= len(s.text) {
		return lexer.EOFToken(pos), nil
	}
	typ, n := s.token()
	if n == 0 {
		return lexer.Token{}, &lexer.Error{Msg: "unexpected text " + s.text[s.i:], Pos: pos}
	}
	tok := lexer.Token{Type: typ, Value: s.text[s.i : s.i+n], Pos: pos}
	s.i += n
	return tok, nil
}

// token returns the type and length of the token at the current byte, or
// length 0.
func (s *turnScanner) token() (lexer.TokenType, int) {
	c := s.text[s.i]
	switch {
	case c == '-' || c == 'x':
		return tokSeparator, 1
	case c >= 'a' && c <= 'g' && s.i+1 < len(s.text) && s.text[s.i+1] >= '1' && s.text[s.i+1] <= '9':
		return tokSquare, 2
	}
	if _, ok := engine.AnimalByLetter(c); ok {
		return tokAnimal, 1
	}
	return 0, 0
}
