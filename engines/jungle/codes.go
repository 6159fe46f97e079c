package jungle

import "github.com/arbiter-games/arbiter/engines"

// code is a rule a Jungle turn can break, or a way the game ends: an
// index into codes.
type code uint8

const (
	codeGameOver code = iota
	codeMalformed
	codeNoPiece
	codeNotYourPiece
	codeWrongAnimal
	codeStep
	codeWater
	codeJump
	codeJumpAxis
	codeJumpBlocked
	codeOwnDen
	codeOwnPiece
	codeRank
	codeElephantRat
	codeRatFromWater
	codeRatInWater
	codeTrapped
	codeCapturesNothing
	codeRepetition
	// The endings of a game.
	endDen
	endAllCaptured
	endNoMove
	endRepetition
	endNoCapture
)

// codes is the table of the rules Jungle turns can break: each one's stable
// code and what it means.
var codes = [...]engines.CodeDoc{
	endDen:              {Code: "jungle/den", Doc: "ending: an animal entered the opponent's den"},
	endAllCaptured:      {Code: "jungle/all-captured", Doc: "ending: a side captured all of the other's animals"},
	endNoMove:           {Code: "jungle/no-move", Doc: "ending: the side to move has no legal move (a loss, or a draw under no-move=draw)"},
	endRepetition:       {Code: "jungle/drawn-repetition", Doc: "ending: a draw by repetition (repetition=draw; under forbid-chaser, when both sides or neither chase)"},
	endNoCapture:        {Code: "jungle/no-capture-limit", Doc: "ending: a draw after the no-capture limit of plies"},
	codeGameOver:        {Code: "jungle/game-over", Doc: "a turn after the end of the game"},
	codeMalformed:       {Code: "jungle/malformed", Doc: "not a Jungle move, or not between two squares of the board (the notation never writes one)"},
	codeNoPiece:         {Code: "jungle/no-piece", Doc: "no animal stands on the square the move starts from"},
	codeNotYourPiece:    {Code: "jungle/not-your-piece", Doc: "the animal moved is the opponent's"},
	codeWrongAnimal:     {Code: "jungle/wrong-animal", Doc: "the move names another animal than the one on its square"},
	codeStep:            {Code: "jungle/step", Doc: "an animal moves one square up, down, left or right, or jumps straight across the river"},
	codeWater:           {Code: "jungle/water", Doc: "only the rat may enter water"},
	codeJump:            {Code: "jungle/jump", Doc: "the animal cannot jump over the river under these rules"},
	codeJumpAxis:        {Code: "jungle/jump-axis", Doc: "the animal jumps the river only vertically, or only horizontally, under these rules"},
	codeJumpBlocked:     {Code: "jungle/jump-blocked", Doc: "a rat in the water blocks the jump"},
	codeOwnDen:          {Code: "jungle/own-den", Doc: "an animal cannot enter its own den"},
	codeOwnPiece:        {Code: "jungle/own-piece", Doc: "an animal cannot capture an animal of its own side"},
	codeRank:            {Code: "jungle/rank", Doc: "an animal cannot capture an animal that ranks higher"},
	codeElephantRat:     {Code: "jungle/elephant-rat", Doc: "the elephant cannot capture the rat under these rules"},
	codeRatFromWater:    {Code: "jungle/rat-from-water", Doc: "a rat in the water cannot capture an animal on land"},
	codeRatInWater:      {Code: "jungle/rat-in-water", Doc: "an animal on land cannot capture a rat in the water"},
	codeTrapped:         {Code: "jungle/trapped", Doc: "an animal on a trap that weakens it captures nothing while it stands there"},
	codeCapturesNothing: {Code: "jungle/captures-nothing", Doc: "the move claims a capture (x) but its square is empty"},
	codeRepetition:      {Code: "jungle/repetition", Doc: "the chasing side may not bring a position back the third time (repetition=forbid-chaser)"},
}

// Codes lists the codes of the errors Jungle returns: the rules its turns
// can break, then the setup codes.
func (Game) Codes() []engines.CodeDoc {
	return append(codes[:len(codes):len(codes)], engines.SetupCodes()...)
}

// broken returns the rule error of code c at the squares at, with the
// message that format and args make.
func broken(c code, at []string, format string, args ...any) error {
	return engines.RuleErrorf(codes[c].Code, at, format, args...)
}

// squares writes squares in notation, for a rule error's At.
func squares(xs ...Square) []string { return engines.Names(xs...) }
