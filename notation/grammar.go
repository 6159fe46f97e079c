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

// Parse takes simple elements while there are some.
func (r *run) Parse(lex *lexer.PeekingLexer) error {
	for {
		switch lex.Peek().Type {
		case tokNumber, tokMove, tokComment, tokNAG, tokSuffix, tokResult:
			r.Tokens = append(r.Tokens, *lex.Next())
			continue
		}
		if len(r.Tokens) == 0 {
			return participle.NextMatch
		}
		return nil
	}
}

type variationAST struct {
	Items []*itemAST `parser:"@@*"`
}

var recordParser = participle.MustBuild[recordAST](
	participle.Lexer(recordLexer{}),
	participle.UseLookahead(1),
)
