package ingenious

import (
	"fmt"

	"github.com/arbiter-games/arbiter/engines"
)

// code is a rule an Ingenious turn or setup can break, or a way the game
// ends: an index into codes.
type code uint8

const (
	codeGameOver code = iota
	codeMalformed
	codeWrongSeat
	codeNoPlacement
	codeSameSpace
	codeOffBoard
	codeStartSymbol
	codeSpaceTaken
	codeNotAdjacent
	codeFirstTile
	codeAllPlaced
	codeRackEmpty
	codeNotInRack
	codeDeclaredTwice
	codeDeclaredScore
	codeBonusOwed
	codeNoBonusOwed
	codePlacementAfterEnd
	codeDrawAfterEnd
	codeSoloRack
	codeSwapRefill
	codeNoSwap
	codePublicDraw
	codeDrawCount
	codeNotInBag
	codePlayers
	codeSeats
	codeStartSymbols
	codeRacks
	// The endings of a game.
	endBoardFull
	endAllTop
)

// codes is the table of the rules Ingenious turns and setups can break:
// each one's stable code and what it means.
var codes = [...]engines.CodeDoc{
	endBoardFull:          {Code: "ingenious/board-full", Doc: "ending: no two adjacent empty spaces remain; the lowest colours decide"},
	endAllTop:             {Code: "ingenious/all-top", Doc: "ending: a player reached the top of the track in all six colours"},
	codeGameOver:          {Code: "ingenious/game-over", Doc: "a turn after the end of the game"},
	codeMalformed:         {Code: "ingenious/malformed", Doc: "not an Ingenious turn, or a tile or declared points without colours (the notation never writes one)"},
	codeWrongSeat:         {Code: "ingenious/wrong-seat", Doc: "the turn's seat marker (S2:) names another seat than the one to move"},
	codeNoPlacement:       {Code: "ingenious/no-placement", Doc: "a turn places a tile first"},
	codeSameSpace:         {Code: "ingenious/same-space", Doc: "a tile covers two spaces, not one twice"},
	codeOffBoard:          {Code: "ingenious/off-board", Doc: "a space is off the board in use"},
	codeStartSymbol:       {Code: "ingenious/start-symbol", Doc: "a space holds a start symbol"},
	codeSpaceTaken:        {Code: "ingenious/space-taken", Doc: "a space already holds a tile"},
	codeNotAdjacent:       {Code: "ingenious/not-adjacent", Doc: "a tile's two spaces are not adjacent"},
	codeFirstTile:         {Code: "ingenious/first-tile", Doc: "a seat's first tile touches a start symbol (by default one no earlier first tile touched)"},
	codeAllPlaced:         {Code: "ingenious/all-placed", Doc: "every tile of the kind is already on the board"},
	codeRackEmpty:         {Code: "ingenious/rack-empty", Doc: "the seat has no tile left to place"},
	codeNotInRack:         {Code: "ingenious/not-in-rack", Doc: "the tile is not in the seat's rack (full records)"},
	codeDeclaredTwice:     {Code: "ingenious/declared-twice", Doc: "the points a placement declares name a colour twice"},
	codeDeclaredScore:     {Code: "ingenious/declared-score", Doc: "the points a placement declares are not what it scores"},
	codeBonusOwed:         {Code: "ingenious/bonus-owed", Doc: "the turn ends while it still owes bonus placements"},
	codeNoBonusOwed:       {Code: "ingenious/no-bonus-owed", Doc: "a placement more than the turn owes"},
	codePlacementAfterEnd: {Code: "ingenious/placement-after-end", Doc: "a placement after the one that ended the game"},
	codeDrawAfterEnd:      {Code: "ingenious/draw-after-end", Doc: "a draw or swap after the placement that ended the game"},
	codeSoloRack:          {Code: "ingenious/solo-rack", Doc: "solo has no rack: no draw, no swap, no Rack tag"},
	codeSwapRefill:        {Code: "ingenious/swap-refill", Doc: "with swap=before-refill a swap replaces the refill"},
	codeNoSwap:            {Code: "ingenious/no-swap", Doc: "the rack swapped shows one of the track's lowest colours"},
	codePublicDraw:        {Code: "ingenious/public-draw", Doc: "draws are written only in full records"},
	codeDrawCount:         {Code: "ingenious/draw-count", Doc: "the turn draws another number of tiles than the rack and the bag call for"},
	codeNotInBag:          {Code: "ingenious/not-in-bag", Doc: "a tile drawn is not in the bag"},
	codePlayers:           {Code: "ingenious/players", Doc: "the Players tag is not a number of players the variant or the position allows"},
	codeSeats:             {Code: "ingenious/seats", Doc: "a SeatN tag names a seat beyond the Players tag"},
	codeStartSymbols:      {Code: "ingenious/start-symbols", Doc: "the StartSymbols tag is not a layout, or not the position's"},
	codeRacks:             {Code: "ingenious/racks", Doc: "the RackN tags do not give every seat a full rack of tiles the set has"},
}

var _ engines.Coder = Game{}

// Codes lists the codes of the errors Ingenious returns: the rules its
// turns and setups can break, then the shared setup codes.
func (Game) Codes() []engines.CodeDoc {
	return append(codes[:len(codes):len(codes)], engines.SetupCodes()...)
}

// broken returns the rule error of code c at the spaces at, with the
// message that format and args make.
func broken(c code, at []string, format string, args ...any) error {
	return engines.RuleErrorf(codes[c].Code, at, format, args...)
}

// setupError returns the setup error of code c, naming the tag at fault,
// with the message that format and args make.
func setupError(tag string, c code, format string, args ...any) error {
	return &engines.SetupError{Tag: tag, Code: codes[c].Code, Message: fmt.Sprintf(format, args...)}
}

// spaces writes spaces in notation, for a rule error's At.
func spaces(xs ...Space) []string { return engines.Names(xs...) }

// at writes the placement's spaces, for a rule error's At.
func (pl Placement) at() []string { return spaces(pl.First, pl.Second) }
