package ingenious

import (
	"sync"

	"github.com/alecthomas/participle/v2"
	"github.com/alecthomas/participle/v2/lexer"
)

// partSyntax is one part of a turn: the parts are joined by ";" (ParseMove
// cuts the turn there), and the first may carry the seat:
//
//	S2:RB@h8-h9=R1B2 ; GG@d8-d9 ; +OY,PB ; swap+RB,GG,OY,PP,RY,BO
//
// Which part may follow which is checked when the parts are joined, which
// keeps the grammar small and LL(1).
type partSyntax struct {
	Seat      string           `parser:"( @Seat ':' )?"`
	Placement *placementSyntax `parser:"(   @@"`
	Refill    []string         `parser:"  | '+' @Tile ( ',' @Tile )*"`
	Swap      *swapSyntax      `parser:"  | @@ )"`
}

// placementSyntax is RB@h8-h9 with optional declared points =R1B2.
type placementSyntax struct {
	Tile     string          `parser:"@Tile '@'"`
	First    *spaceSyntax    `parser:"@@ '-'"`
	Second   *spaceSyntax    `parser:"@@"`
	Declared []*pointsSyntax `parser:"( '=' @@+ )?"`
}

// The tokens checked after parsing keep their place for the error: a
// space (h8), declared points (R2).
type (
	spaceSyntax struct {
		Pos  lexer.Position
		Text string `parser:"@Space"`
	}
	pointsSyntax struct {
		Pos  lexer.Position
		Text string `parser:"@Points"`
	}
)

// swapSyntax is "swap", with the new rack in full records: swap+RB,GG,...
type swapSyntax struct {
	Swap bool     `parser:"@'swap'"`
	Draw []string `parser:"( '+' @Tile ( ',' @Tile )* )?"`
}

// partParser is built once, when first used (a page or a command that
// reads no Ingenious turn never builds it): parsing runs for every turn of
// every record.
var partParser = sync.OnceValue(func() *participle.Parser[partSyntax] {
	return participle.MustBuild[partSyntax](participle.Lexer(partLexer))
})
