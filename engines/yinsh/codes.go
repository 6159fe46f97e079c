package yinsh

import "github.com/arbiter-games/arbiter/engines"

// code is a rule a YINSH turn can break, or a way the game ends: an
// index into codes.
type code uint8

const (
	codeGameOver code = iota
	codeMalformed
	codeRemovalWhilePlacing
	codePointTaken
	codeMustPlace
	codeRingsPlaced
	codeMayNotPass
	codeMustMove
	codeBlockedLoses
	codeMustPass
	codeSkipsRow
	codeNoRow
	codeWhichRow
	codeOpponentsRow
	codeRowEnds
	codeRowLength
	codeNotOnLine
	codeNotYourRing
	codeRingStays
	codeRingPassesRing
	codeJumpStop
	codeLandsOnRing
	codeLandsOnMarker
	// The endings of a game.
	endRings
	endSupply
	endBlocked
	endResignation
)

// codes is the table of the rules YINSH turns can break: each one's stable
// code and what it means.
var codes = [...]engines.CodeDoc{
	endRings:                {Code: "yinsh/rings", Doc: "ending: a player removed the winning ring (the third; the first in blitz)"},
	endSupply:               {Code: "yinsh/supply", Doc: "ending: the marker supply ran out; the rings removed decide"},
	endBlocked:              {Code: "yinsh/blocked", Doc: "ending: a player could not move a ring and loses (no-move=loss)"},
	endResignation:          {Code: "yinsh/resignation", Doc: "ending: a player resigned"},
	codeGameOver:            {Code: "yinsh/game-over", Doc: "a turn, or a part of one, after the end of the game"},
	codeMalformed:           {Code: "yinsh/malformed", Doc: "not a YINSH turn, or its parts are not well formed (the notation never writes one)"},
	codeRemovalWhilePlacing: {Code: "yinsh/removal-while-placing", Doc: "no row can be removed while rings are being placed"},
	codePointTaken:          {Code: "yinsh/point-taken", Doc: "a ring is placed on a point that is not empty"},
	codeMustPlace:           {Code: "yinsh/must-place", Doc: "while rings are being placed, a turn places one"},
	codeRingsPlaced:         {Code: "yinsh/rings-placed", Doc: "all rings are placed: a ring moves, none is placed"},
	codeMayNotPass:          {Code: "yinsh/may-not-pass", Doc: "a player who can move a ring may not pass"},
	codeMustMove:            {Code: "yinsh/must-move", Doc: "the turn ends without the ring move the player can make"},
	codeBlockedLoses:        {Code: "yinsh/blocked-loses", Doc: "under no-move=loss a player who cannot move a ring loses: no pass"},
	codeMustPass:            {Code: "yinsh/must-pass", Doc: "a player who cannot move a ring writes a pass"},
	codeSkipsRow:            {Code: "yinsh/skips-row", Doc: "a row of the player's is left on the board: before his move, or made by it"},
	codeNoRow:               {Code: "yinsh/no-row", Doc: "the player has no row to remove, or none where the removal says"},
	codeWhichRow:            {Code: "yinsh/which-row", Doc: "the short form of a removal leaves open which of the player's rows it removes"},
	codeOpponentsRow:        {Code: "yinsh/opponents-row", Doc: "the row removed is the opponent's"},
	codeRowEnds:             {Code: "yinsh/row-ends", Doc: "a row's two end points are the same point"},
	codeRowLength:           {Code: "yinsh/row-length", Doc: "a row removed is five markers long"},
	codeNotOnLine:           {Code: "yinsh/not-on-line", Doc: "the two points of a ring move or of a row are not on one line"},
	codeNotYourRing:         {Code: "yinsh/not-your-ring", Doc: "the ring moved or removed is not one of the player's"},
	codeRingStays:           {Code: "yinsh/ring-stays", Doc: "a ring moves to another point"},
	codeRingPassesRing:      {Code: "yinsh/ring-passes-ring", Doc: "a ring cannot move over another ring"},
	codeJumpStop:            {Code: "yinsh/jump-stop", Doc: "a ring that jumps markers stops on the first empty point after them"},
	codeLandsOnRing:         {Code: "yinsh/lands-on-ring", Doc: "a ring cannot end its move on a ring"},
	codeLandsOnMarker:       {Code: "yinsh/lands-on-marker", Doc: "a ring cannot end its move on a marker"},
}

var _ engines.Coder = Game{}

// Codes lists the codes of the errors YINSH returns: the rules its turns
// can break, then the setup codes.
func (Game) Codes() []engines.CodeDoc {
	return append(codes[:len(codes):len(codes)], engines.SetupCodes()...)
}

// broken returns the rule error of code c at the points at, with the
// message that format and args make.
func broken(c code, at []string, format string, args ...any) error {
	return engines.RuleErrorf(codes[c].Code, at, format, args...)
}

// points writes points in notation, for a rule error's At.
func points(xs ...Point) []string { return engines.Names(xs...) }
