package jungle

import (
	"strconv"

	"github.com/arbiter-games/arbiter/engines"
)

// Jumps says in which directions an animal may jump across the river.
type Jumps uint8

// Jump directions, combined as bits.
const (
	NoJump     Jumps = 0
	Vertical   Jumps = 1
	Horizontal Jumps = 2
	BothJumps        = Vertical | Horizontal
)

// RatsBlock says which rats in the water block a jump.
type RatsBlock uint8

// The values of the rats-block option.
const (
	AnyRatBlocks RatsBlock = iota
	EnemyRatBlocks
	NoRatBlocks
)

// Repetition is the rule for a position reached the third time. Under
// ForbidChaser a side that alone chased since the position's first
// occurrence may not make it stand the third time, the chased side may;
// when both sides chased, or neither did, it draws.
type Repetition uint8

// The values of the repetition option.
const (
	RepetitionDraw Repetition = iota
	ForbidChaser
	RepetitionOff
)

// Rules are the resolved rule options of a game. The zero value is not
// useful; start from StandardRules.
type Rules struct {
	Jumps            [numAnimals]Jumps // jump directions of each animal
	RatsBlock        RatsBlock
	ElephantTakesRat bool
	RatBank          bool // a rat in water and a rat on land may capture each other
	AnyTrap          bool // an animal on any trap, its own included, has rank 0
	TrappedCaptures  bool // an animal weakened by a trap still captures at its full rank
	WolfDogSwapped   bool // the dog ranks 4 and the wolf 3
	Repetition       Repetition
	NoCaptureLimit   int  // plies without a capture before a draw; 0 = off
	NoMoveDraw       bool // a player to move without a legal move draws instead of losing
}

// WithoutDraws returns the rules less the draw rules: no repetition rule
// and no no-capture limit, as the traditional variant has them.
func (r Rules) WithoutDraws() Rules {
	r.Repetition, r.NoCaptureLimit = RepetitionOff, 0
	return r
}

// StandardRules returns the rules of the standard variant.
func StandardRules() Rules {
	return rulesFromOptions(defaultOptionValues())
}

// Rank returns the animal's rank under these rules (its value, or the dog
// and wolf swapped).
func (r *Rules) Rank(a Animal) int {
	switch {
	case r.WolfDogSwapped && a == Wolf:
		return int(Dog)
	case r.WolfDogSwapped && a == Dog:
		return int(Wolf)
	}
	return int(a)
}

// option keys.
const (
	optTigerJump   = "tiger-jump"
	optLionJump    = "lion-jump"
	optRatsBlock   = "rats-block"
	optElephantRat = "elephant-takes-rat"
	optRatBank     = "rat-bank"
	optTraps       = "traps"
	optTrapped     = "trapped-captures"
	optLeopardJump = "leopard-jump"
	optWolfDog     = "wolf-dog"
	optRepetition  = "repetition"
	optNoCapture   = "no-capture-limit"
	optNoMove      = "no-move"
)

var options = []engines.Option{
	{Key: optTigerJump, Doc: "directions of the tiger's river jump", Values: []string{"both", "vertical"}},
	{Key: optLionJump, Doc: "directions of the lion's river jump", Values: []string{"both", "vertical"}},
	{Key: optRatsBlock, Doc: "which rats in the water block a jump", Values: []string{"any", "enemy", "none"}},
	{Key: optElephantRat, Doc: "the elephant may capture the rat", Values: []string{"no", "yes"}},
	{Key: optRatBank, Doc: "a rat in water and a rat on land may capture each other", Values: []string{"no", "yes"}},
	{Key: optTraps, Doc: "enemy: only the opponent's traps weaken an animal; any: every trap does", Values: []string{"enemy", "any"}},
	{Key: optTrapped, Doc: "no: an animal in an enemy trap captures nothing; yes: it captures at its full rank", Values: []string{"no", "yes"}},
	{Key: optLeopardJump, Doc: "the leopard may jump the river horizontally", Values: []string{"no", "horizontal"}},
	{Key: optWolfDog, Doc: "swapped: the dog ranks 4 and the wolf 3", Values: []string{"standard", "swapped"}},
	{Key: optRepetition, Doc: "a position reached the third time: draw; forbid-chaser: a side that alone chased may not make it, else draw; off: no rule", Values: []string{"draw", "forbid-chaser", "off"}},
	{Key: optNoCapture, Doc: "plies without a capture before a draw (0 = no limit)", Numeric: true, Default: "100"},
	{Key: optNoMove, Doc: "a player to move without a legal move loses, or draws", Values: []string{"loss", "draw"}},
}

var variants = []engines.Variant{
	{Name: "standard", Doc: "lion and tiger jump both ways; threefold repetition and 100 plies without a capture draw"},
	{Name: "traditional", Doc: "as standard, without the draw rules", Sets: map[string]string{optRepetition: "off", optNoCapture: "0"}},
	{Name: "blinky", Doc: "Blinky Games: the tiger jumps vertically only; modern draw rules", Sets: map[string]string{optTigerJump: "vertical"}},
}

func defaultOptionValues() map[string]string {
	values := make(map[string]string, len(options))
	for _, o := range options {
		values[o.Key] = o.DefaultValue()
	}
	return values
}

// rulesFromOptions turns option values, as checked by engines.ResolveRules,
// into Rules.
func rulesFromOptions(v map[string]string) Rules {
	limit, _ := strconv.Atoi(v[optNoCapture])
	r := Rules{
		RatsBlock:        map[string]RatsBlock{"any": AnyRatBlocks, "enemy": EnemyRatBlocks, "none": NoRatBlocks}[v[optRatsBlock]],
		ElephantTakesRat: v[optElephantRat] == "yes",
		RatBank:          v[optRatBank] == "yes",
		AnyTrap:          v[optTraps] == "any",
		TrappedCaptures:  v[optTrapped] == "yes",
		WolfDogSwapped:   v[optWolfDog] == "swapped",
		Repetition:       map[string]Repetition{"draw": RepetitionDraw, "forbid-chaser": ForbidChaser, "off": RepetitionOff}[v[optRepetition]],
		NoCaptureLimit:   limit,
		NoMoveDraw:       v[optNoMove] == "draw",
	}
	r.Jumps[Tiger] = jumpDirections(v[optTigerJump])
	r.Jumps[Lion] = jumpDirections(v[optLionJump])
	if v[optLeopardJump] == "horizontal" {
		r.Jumps[Leopard] = Horizontal
	}
	return r
}

func jumpDirections(value string) Jumps {
	if value == "vertical" {
		return Vertical
	}
	return BothJumps
}
