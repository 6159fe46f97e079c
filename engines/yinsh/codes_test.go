package yinsh_test

import (
	"errors"
	"testing"

	"github.com/arbiter-games/arbiter/engines"
	"github.com/arbiter-games/arbiter/engines/yinsh"
	"github.com/arbiter-games/arbiter/internal/enginetest"
)

// malformed are turns the notation never writes.
var malformed = []engines.Move{
	nil,
	(*yinsh.Turn)(nil),
	yinsh.Turn{Action: 9},
	yinsh.Turn{Action: yinsh.ActionMove},
	yinsh.Turn{Removals: []yinsh.Removal{{}}},
	yinsh.Turn{Opening: []yinsh.Removal{{}}, Action: yinsh.ActionPass},
}

func TestMalformed(t *testing.T) {
	for _, m := range malformed {
		_, err := newPosition(t, at(fixVector)).Play(m)
		if enginetest.Code(err) != "yinsh/malformed" {
			t.Errorf("Play(%#v) = %v, want yinsh/malformed", m, err)
		}
	}
}

// setupCases are setups New refuses, with the tag at fault.
var setupCases = []struct {
	setup engines.Setup
	tag   string
	code  engines.Code
	err   string
}{
	{engines.Setup{Variant: "duo"}, "Variant", "setup/variant", `YINSH has no variant "duo" (variants: standard, blitz)`},
	{engines.Setup{Rules: "supply=52"}, "Rules", "setup/rules", `YINSH option supply cannot be "52" (valid: 51, unlimited)`},
	{engines.Setup{Rules: "rings=4"}, "Rules", "setup/rules", `YINSH has no rule option "rings" (options: no-move, supply)`},
	{at("4/7 w 0 0"), "Position", "setup/position", `a YINSH board has 11 columns separated by "/", not 2`},
	{engines.Setup{Variant: "blitz", Position: "4/7/8/9/10/9/10/9/8/7/4 w 2 0"}, "Position", "setup/position",
		`the rings removed by White must be a number from 0 to 1, not "2"`},
}

func TestSetupErrors(t *testing.T) {
	for _, c := range setupCases {
		_, err := yinsh.Game{}.New(c.setup)
		var se *engines.SetupError
		if !errors.As(err, &se) || se.Tag != c.tag || se.Code != c.code || se.Message != c.err {
			t.Errorf("New(%+v) = %#v, want tag %s, code %s, %q", c.setup, err, c.tag, c.code, c.err)
		}
	}
}

// TestCodes checks the table of codes against the codes the play cases,
// the malformed turns and the setup cases produce, and the endings the
// play cases reach.
func TestCodes(t *testing.T) {
	produced := []engines.Code{"yinsh/malformed"}
	for _, c := range playCases {
		if c.code != "" {
			produced = append(produced, c.code)
		}
		if c.reason != "" {
			produced = append(produced, endingCode(c.reason))
		}
	}
	for _, c := range setupCases {
		produced = append(produced, c.code)
	}
	enginetest.Codes(t, yinsh.Game{}, produced)
}
