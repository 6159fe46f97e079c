package notation

import (
	"github.com/alecthomas/participle/v2"
	"github.com/alecthomas/participle/v2/lexer"
)

// The participle grammar of one record. The parser reads a flat list of
// movetext elements; build.go gives them their structure (which comment and
// annotation belongs to which turn), with errors a person understands.

type recordAST struct {
	Tags  []*tagAST  `parser:"@@*"`
	Items []*itemAST `parser:"@@*"`
}

type tagAST struct {
	Pos   lexer.Position
	Name  string `parser:"\"[\" @Name"`
	Value string `parser:"@String \"]\""`
}

// itemAST is a run of simple elements (comments, numbers, turns,
// annotations, results), or a variation.
type itemAST struct {
	Pos       lexer.Position
	Run       *run          `parser:"  @@"`
	Variation *variationAST `parser:"| \"(\" @@ \")\""`
}

// run is a run of simple elements: Number | Move | Comment | NAG | Suffix |
// Result, one or more, which the lexer gives as one token (tokRun): runs
// are the bulk of every file, and a token per element would cost the
// parser more memory than the record. It parses itself (participle's
// Parseable).
type run struct {
	Token lexer.Token
}

// Parse takes a run.
func (r *run) Parse(lex *lexer.PeekingLexer) error {
	if lex.Peek().Type != tokRun {
		return participle.NextMatch
	}
	r.Token = *lex.Next()
	return nil
}

// simple tells the token types a run is made of.
func simple(t lexer.TokenType) bool {
	switch t {
	case tokNumber, tokMove, tokComment, tokNAG, tokSuffix, tokResult:
		return true
	}
	return false
}

type variationAST struct {
	Items []*itemAST `parser:"@@*"`
}

var recordParser = participle.MustBuild[recordAST](
	participle.Lexer(recordLexer{}),
	participle.UseLookahead(1),
)
