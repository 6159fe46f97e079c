package yinsh

import (
	"strings"

	"github.com/arbiter-games/arbiter/engines"
)

// Game is YINSH as an engines.Game, engines.Generator and engines.Coder.
// The notation package registers it.
type Game struct{}

var (
	_ engines.Game      = Game{}
	_ engines.Generator = Game{}
)

// Name returns "YINSH".
func (Game) Name() string { return "YINSH" }

// Variants returns standard (three rings to win) and blitz (one ring).
func (Game) Variants() []engines.Variant {
	return []engines.Variant{
		{Name: "standard", Doc: "the first player to remove three rings wins"},
		{Name: "blitz", Doc: "the first player to remove one ring wins"},
	}
}

// Options returns no-move (pass or loss) and supply (51 or unlimited).
func (Game) Options() []engines.Option {
	return []engines.Option{
		{Key: "no-move", Values: []string{"pass", "loss"},
			Doc: "what a player does who cannot move a ring: pass, or lose the game"},
		{Key: "supply", Values: []string{"51", "unlimited"},
			Doc: "the marker supply: 51 markers (the game ends when it runs out), or no limit"},
	}
}

// Seats returns 2, 2: YINSH is for two players.
func (Game) Seats() (min, max int) { return 2, 2 }

// New returns the position a record with this setup starts from: the empty
// board, or the setup's position string. Its errors are
// *engines.SetupError, of the tag Variant, Rules or Position.
func (g Game) New(s engines.Setup) (engines.Position, error) {
	return g.newPosition(s)
}

func (g Game) newPosition(s engines.Setup) (*Position, error) {
	r, err := g.rules(s)
	if err != nil {
		return nil, err
	}
	p := &Position{r: r, turn: 1}
	if s.Position == "" {
		return p, nil
	}
	if p.b, err = parsePosition(s.Position, &r); err != nil {
		return nil, engines.BadPosition(err)
	}
	p.turn += int(p.b.toMove)
	return p, nil
}

// rulebook keeps the rules of the setups met.
var rulebook engines.Rulebook[rules]

// rules resolves the setup's variant and options.
func (g Game) rules(s engines.Setup) (rules, error) {
	return rulebook.Of(s.Variant, s.Rules, resolveRules)
}

// resolveRules makes the rules of a variant and options.
func resolveRules(variant, options string) (rules, error) {
	opts, err := engines.ResolveRules(Game{}, variant, options)
	if err != nil {
		return rules{}, err
	}
	r := rules{win: 3, noMoveLoss: opts["no-move"] == "loss", unlimited: opts["supply"] == "unlimited"}
	if strings.EqualFold(variant, "blitz") {
		r.win = 1
	}
	return r, nil
}
