package ingenious

import (
	"github.com/alecthomas/participle/v2"
	"github.com/alecthomas/participle/v2/lexer"
)

// turnSyntax is one turn as written: an optional seat, then parts joined by
// ";": the placement, the bonus placements, the refill and the swap. The
// order of the parts is checked after parsing, which keeps the grammar
// LL(1) and the parser fast.
//
//	S2:RB@h8-h9=R1B2;GG@d8-d9;+OY,PB;swap+RB,GG,OY,PP,RY,BO
type turnSyntax struct {
	Seat  *seatSyntax   `parser:"( @@ ':' )?"`
	First *partSyntax   `parser:"@@"`
	Rest  []*partSyntax `parser:"( ';' @@ )*"`
}

// partSyntax is one part of a turn.
type partSyntax struct {
	Pos       lexer.Position
	Placement *placementSyntax `parser:"  @@"`
	Refill    []string         `parser:"| '+' @Tile ( ',' @Tile )*"`
	Swap      *swapSyntax      `parser:"| @@"`
}

// placementSyntax is RB@h8-h9 with optional declared points =R1B2.
type placementSyntax struct {
	Tile     string          `parser:"@Tile '@'"`
	First    *spaceSyntax    `parser:"@@ '-'"`
	Second   *spaceSyntax    `parser:"@@"`
	Declared []*pointsSyntax `parser:"( '=' @@+ )?"`
}

// The tokens that need a check after parsing keep their place for the
// error: a space (h8), a seat (S2), declared points (R2).
type (
	spaceSyntax struct {
		Pos  lexer.Position
		Text string `parser:"@Space"`
	}
	seatSyntax struct {
		Pos  lexer.Position
		Text string `parser:"@Seat"`
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

// turnParser is built once: parsing runs for every turn of every record.
var turnParser = participle.MustBuild[turnSyntax](participle.Lexer(turnLexer{}))
