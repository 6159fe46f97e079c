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

type itemAST struct {
	Pos       lexer.Position
	Comment   *string       `parser:"@Comment"`
	Number    *string       `parser:"| @Number"`
	Move      *string       `parser:"| @Move"`
	Suffix    *string       `parser:"| @Suffix"`
	NAG       *string       `parser:"| @NAG"`
	Variation *variationAST `parser:"| \"(\" @@ \")\""`
	Result    *string       `parser:"| @Result"`
}

type variationAST struct {
	Pos   lexer.Position
	Items []*itemAST `parser:"@@*"`
}

var recordParser = participle.MustBuild[recordAST](
	participle.Lexer(recordLexer{}),
	participle.UseLookahead(1),
)
