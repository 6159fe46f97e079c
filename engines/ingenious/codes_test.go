package ingenious_test

import (
	"errors"
	"testing"

	"github.com/arbiter-games/arbiter/engines"
	engine "github.com/arbiter-games/arbiter/engines/ingenious"
	"github.com/arbiter-games/arbiter/internal/enginetest"
)

// h4h5 is a placement of a tile on h4-h5, next to the red start symbol.
func h4h5(tile engine.Tile) engine.Placement {
	h4, _ := engine.ParseSpace("h4")
	h5, _ := engine.ParseSpace("h5")
	return engine.Placement{Tile: tile, First: h4, Second: h5}
}

// turnCases break the rules no rule case does, with turns the notation
// never writes or in a position no record reaches: the setup, the turn and
// the code of Play's error.
var turnCases = []struct {
	position string
	turn     engines.Move
	code     engines.Code
}{
	{"", nil, "ingenious/malformed"},
	{"", (*engine.Turn)(nil), "ingenious/malformed"},
	{"", engine.Turn{Placements: []engine.Placement{h4h5(engine.Tile{A: engine.Red, B: engine.Blue})}}, "ingenious/malformed"}, // a Turn, not a *Turn
	{"", &engine.Turn{Placements: []engine.Placement{h4h5(engine.Tile{})}}, "ingenious/malformed"},
	{"", &engine.Turn{}, "ingenious/no-placement"},
	{board2 + " 18,0,0,0,0,0/0,0,0,0,0,0 1 RG 0/6 1", &engine.Turn{Placements: []engine.Placement{h4h5(engine.Tile{A: engine.Red, B: engine.Blue})}},
		"ingenious/rack-empty"},
}

func TestTurnCodes(t *testing.T) {
	for _, c := range turnCases {
		p, err := engine.Game{}.New(engines.Setup{Position: c.position})
		if err != nil {
			t.Fatal(err)
		}
		_, err = p.Play(c.turn)
		if enginetest.Code(err) != c.code {
			t.Errorf("%s: Play(%v) = %v, want %s", c.position, c.turn, err, c.code)
		}
		enginetest.Rule(t, engine.Game{}, err)
	}
}

// setupCases are setups New refuses, a bad value of each tag, with the tag
// at fault and the code.
var setupCases = []struct {
	setup engines.Setup
	tag   string
	code  engines.Code
}{
	{engines.Setup{Variant: "duo"}, "Variant", "setup/variant"},
	{engines.Setup{Rules: "swap=never"}, "Rules", "setup/rules"},
	{engines.Setup{Position: board2 + " 0,0,0,0,0,0/0,0,0,0,0,0 1 -"}, "Position", "setup/position"},
	{engines.Setup{Tags: map[string]string{"Players": "two"}}, "Players", "ingenious/players"},
	{engines.Setup{Variant: "teams", Tags: map[string]string{"Players": "3"}}, "Players", "ingenious/players"},
	{engines.Setup{Tags: map[string]string{"Seat1": "Ann"}}, "Seat1", "ingenious/players"},
	{engines.Setup{Tags: map[string]string{"Players": "2", "Seat3": "Cy"}}, "Seat3", "ingenious/seats"},
	{engines.Setup{Tags: map[string]string{"StartSymbols": "RRBOYP"}}, "StartSymbols", "ingenious/start-symbols"},
	{engines.Setup{Tags: map[string]string{"Rack1": "RB GG OY PP RY BX", "Rack2": "RR GB OO YP RG BY"}}, "Rack1", "ingenious/racks"},
	{engines.Setup{Tags: map[string]string{"Rack1": "RB GG OY PP RY BO"}}, "Rack2", "ingenious/racks"},
	{engines.Setup{Tags: map[string]string{"Rack1": "YY YY YY YY YY YY", "Rack2": "RR GB OO YP RG BY"}}, "", "ingenious/racks"},
	{engines.Setup{Variant: "solo", Tags: map[string]string{"Rack1": "RB GG OY PP RY BO"}}, "Rack1", "ingenious/solo-rack"},
	{engines.Setup{Position: pos(board2, "0,0,0,0,0,0/0,0,0,0,0,0", "1", "-", "6/6"), Tags: map[string]string{"Players": "3"}}, "Players", "ingenious/players"},
	{engines.Setup{Position: pos(board2, "0,0,0,0,0,0/0,0,0,0,0,0", "1", "-", "6/6"), Tags: map[string]string{"StartSymbols": "GRBOYP"}}, "StartSymbols", "ingenious/start-symbols"},
	{engines.Setup{Position: pos(board2, "0,0,0,0,0,0/0,0,0,0,0,0", "1", "-", "6/6"), Tags: fullTags}, "Rack1", "ingenious/racks"},
}

func TestSetupErrors(t *testing.T) {
	for _, c := range setupCases {
		_, err := engine.Game{}.New(c.setup)
		var se *engines.SetupError
		if !errors.As(err, &se) || se.Tag != c.tag || se.Code != c.code {
			t.Errorf("New(%+v) = %#v, want tag %q, code %s", c.setup, err, c.tag, c.code)
		}
	}
}

// TestCodes checks the table of codes against the codes the rule cases,
// the turn cases and the setup cases produce.
func TestCodes(t *testing.T) {
	var produced []engines.Code
	for _, c := range ruleCases {
		if c.code != "" {
			produced = append(produced, c.code)
		}
	}
	for _, c := range turnCases {
		produced = append(produced, c.code)
	}
	for _, c := range setupCases {
		produced = append(produced, c.code)
	}
	produced = append(produced, engine.OutcomeCodes()...)
	enginetest.Codes(t, engine.Game{}, produced)
}
