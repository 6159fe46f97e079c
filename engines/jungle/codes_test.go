package jungle

import (
	"errors"
	"testing"

	"github.com/arbiter-games/arbiter/engines"
	"github.com/arbiter-games/arbiter/internal/enginetest"
)

// ruleCases break the rules the play cases do not: each plays up to an
// illegal move and returns Play's error.
var ruleCases = []struct {
	code engines.Code
	play func(t *testing.T) error
}{
	{"jungle/game-over", func(t *testing.T) error {
		p := place(t, Black, "", "Rd8", "ea1")
		playAll(t, p, "Rd8-d9")
		_, err := p.Play(mv(t, "Ea1-a2"))
		return err
	}},
	{"jungle/malformed", func(t *testing.T) error {
		_, err := start(t).Play(nil)
		return err
	}},
	{"jungle/malformed", func(t *testing.T) error {
		_, err := start(t).Play(Move{From: 70, To: 3})
		return err
	}},
	{"jungle/repetition", func(t *testing.T) error {
		p := mustPosition(t, chaseOne, "repetition=forbid-chaser")
		playAll(t, p, chase+chase)
		_, err := p.Play(mv(t, "La2-a3"))
		return err
	}},
}

// setupCases are setups New refuses, with the tag at fault.
var setupCases = []struct {
	setup engines.Setup
	tag   string
	code  engines.Code
	err   string
}{
	{setup("nope", ""), "Variant", "setup/variant", `Jungle has no variant "nope" (variants: standard, traditional, blinky)`},
	{setup("", "tiger-jump=never"), "Rules", "setup/rules", `Jungle option tiger-jump cannot be "never" (valid: both, vertical)`},
	{setup("", "river=wide"), "Rules", "setup/rules", `Jungle has no rule option "river" (options: ` + optionKeys + `)`},
	{engines.Setup{Position: "7/7 w"}, "Position", "setup/position", "the board has 2 ranks, not 9 (ranks 9 to 1 separated by /)"},
}

const optionKeys = "elephant-takes-rat, leopard-jump, lion-jump, no-capture-limit, no-move, rat-bank, rats-block, repetition, tiger-jump, trapped-captures, traps, wolf-dog"

func TestSetupErrors(t *testing.T) {
	for _, c := range setupCases {
		_, err := Game{}.New(c.setup)
		var se *engines.SetupError
		if !errors.As(err, &se) || se.Tag != c.tag || se.Code != c.code || se.Message != c.err {
			t.Errorf("New(%+v) = %#v, want tag %s, code %s, %q", c.setup, err, c.tag, c.code, c.err)
		}
	}
}

// TestCodes checks the table of codes against the codes the play cases,
// the rule cases, the setup cases and the outcome cases produce.
func TestCodes(t *testing.T) {
	var produced []engines.Code
	for _, c := range playCases {
		if c.code != "" {
			produced = append(produced, c.code)
		}
	}
	for _, c := range ruleCases {
		err := c.play(t)
		if got := enginetest.Code(err); got != c.code {
			t.Errorf("error %v has the code %q, want %q", err, got, c.code)
		}
		enginetest.Rule(t, Game{}, err)
		produced = append(produced, c.code)
	}
	for _, c := range setupCases {
		produced = append(produced, c.code)
	}
	for _, c := range outcomeCases {
		if c.code != "" {
			produced = append(produced, c.code)
		}
	}
	enginetest.Codes(t, Game{}, produced)
}
