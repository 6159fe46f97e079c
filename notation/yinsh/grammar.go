package yinsh

import (
	"sync"

	"github.com/alecthomas/participle/v2"
	"github.com/alecthomas/participle/v2/lexer"
)

// The participle grammar of one YINSH turn: parts joined by ";", each a word
// ("pass", "resign"), a removal "xa5-e5xb7" (short form "xb7": the ring
// alone) or a placement "e5" or move "e5-e9". Which part may come where is
// checked by build.go. The grammar is flat, one struct a part, for speed.

type turnAST struct {
	Parts []partAST `parser:"@@ ( ';' @@ )*"`
}

type partAST struct {
	Pos     lexer.Position
	Word    string `parser:"  @Word"`
	Removal bool   `parser:"| @X"`
	First   string `parser:"  @Point"`
	End     string `parser:"  ( '-' @Point"`
	Ring    string `parser:"    X @Point )?"`
	From    string `parser:"| @Point"`
	To      string `parser:"  ( '-' @Point )?"`
}

// The parsers are built when first used, not when the program starts: a
// page or a command that reads no YINSH turn never builds them.
var turnParser = sync.OnceValue(func() *participle.Parser[turnAST] {
	return participle.MustBuild[turnAST](
		participle.Lexer(turnLexer),
		participle.UseLookahead(1),
	)
})

// partParser reads one part alone (a turn's part never seen before).
var partParser = sync.OnceValue(func() *participle.Parser[partAST] {
	return participle.MustBuild[partAST](
		participle.Lexer(turnLexer),
		participle.UseLookahead(1),
	)
})
