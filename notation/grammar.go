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
// Result, one or more. It parses itself (participle's Parseable): taking the
// tokens directly is many times faster than a repetition in the grammar, and
// runs are the bulk of every file.
type run struct {
	Tokens []lexer.Token
}

// Parse takes simple elements while there are some. The run's tokens are
// the lexer's own, not copies.
func (r *run) Parse(lex *lexer.PeekingLexer) error {
	start := lex.MakeCheckpoint().RawCursor()
	for simple(lex.Peek().Type) {
		lex.Next()
	}
	end := lex.MakeCheckpoint().RawCursor()
	if start == end {
		return participle.NextMatch
	}
	r.Tokens = lex.Range(start, end)
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
