package ingenious

import (
	"github.com/alecthomas/participle/v2"
	"github.com/alecthomas/participle/v2/lexer"
)

// turnSyntax is one turn as written: an optional seat, the placements, the
// refill and the swap, joined by ";".
//
//	S2:RB@h8-h9=R1B2;GG@d8-d9;+OY,PB;swap+RB,GG,OY,PP,RY,BO
type turnSyntax struct {
	Seat       *numberSyntax      `parser:"( @@ ':' )?"`
	Placements []*placementSyntax `parser:"@@ ( ';' @@ )*"`
	Refill     []string           `parser:"( ';' '+' @Tile ( ',' @Tile )* )?"`
	Swap       *swapSyntax        `parser:"( ';' @@ )?"`
}

// placementSyntax is RB@h8-h9 with optional declared points =R1B2.
type placementSyntax struct {
	Tile     string          `parser:"@Tile '@'"`
	First    *numberSyntax   `parser:"@@ '-'"`
	Second   *numberSyntax   `parser:"@@"`
	Declared []*numberSyntax `parser:"( '=' @@+ )?"`
}

// numberSyntax is a token that needs a check after parsing (a space, a
// seat, declared points), kept with its place for the error.
type numberSyntax struct {
	Pos  lexer.Position
	Text string `parser:"@( Space | Seat | Points )"`
}

// swapSyntax is "swap", with the new rack in full records: swap+RB,GG,...
type swapSyntax struct {
	Swap bool     `parser:"@'swap'"`
	Draw []string `parser:"( '+' @Tile ( ',' @Tile )* )?"`
}

// turnParser is built once: parsing runs for every turn of every record.
var turnParser = participle.MustBuild[turnSyntax](
	participle.Lexer(lexer.MustSimple([]lexer.SimpleRule{
		{Name: "Keyword", Pattern: `swap`},
		{Name: "Seat", Pattern: `S[0-9]+`},
		{Name: "Points", Pattern: `[RGBOYP][0-9]+`},
		{Name: "Tile", Pattern: `[RGBOYP][RGBOYP]`},
		{Name: "Space", Pattern: `[a-o][0-9]+`},
		{Name: "Punct", Pattern: `[-@;,+=:]`},
	})),
	participle.UseLookahead(2),
)
