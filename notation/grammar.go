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
// annotations, results), or a variation. A run's tokens are taken whole
// (participle fills Tokens with the tokens a node matched), for speed.
type itemAST struct {
	Pos       lexer.Position
	Tokens    []lexer.Token
	Run       bool          `parser:"  @((Number | Move | Comment | NAG | Suffix | Result)+)"`
	Variation *variationAST `parser:"| \"(\" @@ \")\""`
}

type variationAST struct {
	Items []*itemAST `parser:"@@*"`
}

var recordParser = participle.MustBuild[recordAST](
	participle.Lexer(recordLexer{}),
	participle.UseLookahead(1),
)
