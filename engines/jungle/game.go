// Package jungle is the rules engine of Jungle (Dou Shou Qi): the 7x9 board
// with its rivers, traps and dens, the eight animals, every rule option of
// docs/rules/jungle.md, the position string (FEN), perft, and random games.
// Squares are bits of a uint64; move generation does not allocate.
package jungle

import (
	"slices"
	"strings"
	"sync"

	"github.com/arbiter-games/arbiter/engines"
)

// Game is the Jungle engine. It implements engines.Game, engines.Generator
// and engines.Coder.
type Game struct{}

var _ engines.Coder = Game{}

// Name returns "Jungle".
func (Game) Name() string { return "Jungle" }

// Variants returns standard, traditional and blinky.
func (Game) Variants() []engines.Variant { return slices.Clone(variants) }

// Options returns the rule options.
func (Game) Options() []engines.Option { return slices.Clone(options) }

// Seats returns 2, 2: Jungle is for two players.
func (Game) Seats() (min, max int) { return 2, 2 }

// New returns the position a record with this setup starts from. Its
// errors are *engines.SetupError, of the tag Variant, Rules or Position.
func (g Game) New(s engines.Setup) (engines.Position, error) {
	p, err := g.position(s)
	if err != nil {
		return nil, err
	}
	return p, nil
}

// rulebook keeps the rules of the setups met.
var rulebook engines.Rulebook[Rules]

// resolveRules makes the rules of a variant and options.
func resolveRules(variant, options string) (Rules, error) {
	values, err := engines.ResolveRules(Game{}, variant, options)
	if err != nil {
		return Rules{}, err
	}
	return rulesFromOptions(values), nil
}

// position resolves the setup's rules and reads its position string.
func (g Game) position(s engines.Setup) (*Position, error) {
	rules, err := rulebook.Of(s.Variant, s.Rules, resolveRules)
	if err != nil {
		return nil, err
	}
	if s.Position == "" {
		return newPosition(rules, startBoard(), 0, 1), nil
	}
	p, err := NewPosition(s.Position, rules)
	if err != nil {
		return nil, engines.BadPosition(err)
	}
	return p, nil
}

// startBoard is the board of StartFEN, read once (TestStartBoard reads
// it back).
var startBoard = sync.OnceValue(func() board {
	fields := strings.Fields(StartFEN)
	b, _ := parseBoard(fields[0])
	b.side, _ = parseSide(fields[1])
	return b
})
