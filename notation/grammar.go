package notation

import (
	"github.com/alecthomas/participle/v2"
	"github.com/alecthomas/participle/v2/lexer"
)

// The participle grammar of one record: tags, then movetext. The movetext
// parses itself (participle's Parseable): it is runs of simple elements,
// each one token (tokRun), and variations, and reading them directly costs
// far less than participle's general branching, for the bulk of every file.
// build.go gives the elements their structure (which comment and annotation
// belongs to which turn), with errors a person understands.

type recordAST struct {
	Tags  []*tagAST `parser:"@@*"`
	Moves *movetext `parser:"@@?"`
}

type tagAST struct {
	Pos   lexer.Position
	Name  string `parser:"\"[\" @Name"`
	Value string `parser:"@String \"]\""`
}

// movetext is a line of play: runs and variations, in order.
type movetext struct {
	Items []item
}

// item is a run of simple elements (comments, numbers, turns, annotations,
// results), or a variation.
type item struct {
	// Pos is where the item starts.
	Pos       lexer.Position
	Run       lexer.Token
	Variation *movetext
}

// Parse reads the record's movetext.
func (m *movetext) Parse(lex *lexer.PeekingLexer) error {
	if err := m.items(lex); err != nil {
		return err
	}
	if len(m.Items) == 0 {
		return participle.NextMatch
	}
	return nil
}

// items reads runs and variations up to a token that is neither.
func (m *movetext) items(lex *lexer.PeekingLexer) error {
	for {
		t := lex.Peek()
		switch {
		case t.Type == tokRun:
			m.Items = append(m.Items, item{Pos: t.Pos, Run: *lex.Next()})
		case t.Type == tokPunct && t.Value == "(":
			open := lex.Next().Pos
			v := &movetext{}
			if err := v.items(lex); err != nil {
				return err
			}
			if end := lex.Peek(); end.Type != tokPunct || end.Value != ")" {
				return &participle.UnexpectedTokenError{Unexpected: *end, Expect: `")"`}
			}
			lex.Next()
			m.Items = append(m.Items, item{Pos: open, Variation: v})
		default:
			return nil
		}
	}
}

// simple tells the token types a run is made of.
func simple(t lexer.TokenType) bool {
	switch t {
	case tokNumber, tokMove, tokComment, tokNAG, tokSuffix, tokResult:
		return true
	}
	return false
}

var recordParser = participle.MustBuild[recordAST](
	participle.Lexer(recordLexer{}),
	participle.UseLookahead(1),
)
