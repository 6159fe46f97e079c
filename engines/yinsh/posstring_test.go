package yinsh_test

import (
	"strings"
	"testing"

	"github.com/arbiter-games/arbiter/engines"
	"github.com/arbiter-games/arbiter/engines/yinsh"
)

func TestPositionRoundTrip(t *testing.T) {
	for _, s := range []string{"4/7/8/9/10/9/10/9/8/7/4 w 0 0", "4/7/8/9/4R5/9/10/9/8/7/4 b 0 0",
		fixVector, fixSix, fixBoth, fixBoth22, fixCross, fixSupply, fixSupplyLead} {
		if got := newPosition(t, engines.Setup{Position: s}).String(); got != s {
			t.Errorf("position %s reads back as %s", s, got)
		}
	}
	for _, s := range []string{fixFull, fixStuck} {
		if got := newPosition(t, engines.Setup{Position: s, Rules: "supply=unlimited"}).String(); got != s {
			t.Errorf("position %s reads back as %s", s, got)
		}
	}
}

// TestPositionAnySpacing checks that fields may be split by any white space.
func TestPositionAnySpacing(t *testing.T) {
	p := newPosition(t, engines.Setup{Position: "  " + strings.ReplaceAll(fixVector, " ", "\t ") + "\n"})
	if p.String() != fixVector {
		t.Errorf("read %s", p)
	}
}

func TestPositionTurnNumber(t *testing.T) {
	for s, want := range map[string]int{"": 1, fixVector: 1, "4/7/8/9/4R5/9/10/9/8/7/4 b 0 0": 2} {
		if got := newPosition(t, engines.Setup{Position: s}).TurnNumber(); got != want {
			t.Errorf("TurnNumber of %q = %d, want %d", s, got, want)
		}
	}
}

func TestPositionErrors(t *testing.T) {
	tests := []struct {
		setup engines.Setup
		err   string
	}{
		{at("4/7/8/9/10/9/10/9/8/7/4 w 0"), "a YINSH position has 4 fields (board, side to move, rings removed by White and by Black), not 3"},
		{at("4/7/8/9/10/9/10/9/8/7 w 0 0"), `a YINSH board has 11 columns separated by "/", not 10`},
		{at("5/7/8/9/10/9/10/9/8/7/4 w 0 0"), "column a lists 5 points; it has 4"},
		{at("4/6/8/9/10/9/10/9/8/7/4 w 0 0"), "column b lists 6 points; it has 7"},
		{at("4R/7/8/9/10/9/10/9/8/7/4 w 0 0"), "column a lists more than its 4 points"},
		{at("99999999999999999999999/7/8/9/10/9/10/9/8/7/4 w 0 0"), "column a lists 5 points; it has 4"},
		{at("3X/7/8/9/10/9/10/9/8/7/4 w 0 0"), `column a: 'X' is not a piece (R, r, M, m) or a number of empty points`},
		{at("04/7/8/9/10/9/10/9/8/7/4 w 0 0"), `column a: '0' is not a piece`},
		{at("4/7/8/9/10/9/10/9/8/7/4 W 0 0"), `the side to move must be "w" or "b", not "W"`},
		{at("4/7/8/9/10/9/10/9/8/7/4 w x 0"), `the rings removed by White must be a number from 0 to 3, not "x"`},
		{at("4/7/8/9/10/9/10/9/8/7/4 w 0 4"), `the rings removed by Black must be a number from 0 to 3, not "4"`},
		{engines.Setup{Variant: "blitz", Position: "4/7/8/9/10/9/10/9/8/7/4 w 2 0"}, "from 0 to 1, not \"2\""},
		{at("RRRR/RR5/8/9/10/9/10/9/8/7/4 w 0 0"), "there are 5 white rings, not 6 (6 on the board, 0 removed)"},
		{at("RR2/rr5/8/9/10/9/10/9/8/7/4 w 3 3"), "both players cannot have removed 3 rings"},
		{at("M3/7/8/9/10/9/10/9/8/7/4 w 0 0"), "markers cannot stand on the board while rings are still to be placed"},
		{at("4/7/8/9/10/9/10/9/8/7/4 w 1 0"), "rings cannot have been removed while rings are still to be placed"},
		{at("R3/7/8/9/10/9/10/9/8/7/4 w 0 0"), "with 1 white and 0 black rings placed it cannot be white's turn"},
		{at("r3/7/8/9/10/9/10/9/8/7/4 b 0 0"), "with 0 white and 1 black rings placed it cannot be black's turn"},
		{at(fixFull), "75 markers stand on the board; there are 51"},
		{at("R3/6r/7r/3R4r/MMMMMM4/9/9r/R8/r7/6R/3R b 0 0"),
			"white's row e1-e5 stands on the board with black to move, but a player removes his rows before his turn ends"},
		{engines.Setup{Variant: "speed"}, `YINSH has no variant "speed" (variants: standard, blitz)`},
		{engines.Setup{Rules: "no-move=draw"}, `YINSH option no-move cannot be "draw" (valid: pass, loss)`},
	}
	for _, tt := range tests {
		_, err := yinsh.Game{}.New(tt.setup)
		if err == nil || !strings.Contains(err.Error(), tt.err) {
			t.Errorf("New(%+v) = %v, want %q", tt.setup, err, tt.err)
		}
	}
}

// FuzzPosition checks that any position string is read or refused without
// a panic, that one read writes back to a string that reads the same, also
// written from the text of another position (AppendNearText, after the
// start), and that Perft(1) counts its legal turns.
func FuzzPosition(f *testing.F) {
	for _, s := range []string{"4/7/8/9/10/9/10/9/8/7/4 w 0 0", fixVector, fixSix, fixBoth22, fixSupply} {
		f.Add(s, "")
	}
	f.Add(fixFull, "supply=unlimited,no-move=loss")
	f.Fuzz(func(t *testing.T, s, rules string) {
		p, err := yinsh.Game{}.New(engines.Setup{Position: s, Rules: rules})
		if err != nil {
			return
		}
		q, err := yinsh.Game{}.New(engines.Setup{Position: p.String(), Rules: rules})
		if err != nil || q.String() != p.String() {
			t.Fatalf("%q reads as %q, which reads as %v, %v", s, p, q, err)
		}
		p.Outcome()
		pos := p.(*yinsh.Position)
		var memo any
		if start, err := (yinsh.Game{}).New(engines.Setup{Rules: rules}); err == nil {
			start.(*yinsh.Position).AppendNearText(nil, &memo)
		}
		if near := string(pos.AppendNearText(nil, &memo)); near != p.String() {
			t.Fatalf("%q written from the start's text is %q", p, near)
		}
		if len(pos.Rows(pos.ToMove())) == 0 { // bounded: removals before the move can branch without end
			if n, legal := p.Perft(1), len(p.Legal()); n != uint64(legal) {
				t.Fatalf("%q: Perft(1) counts %d turns, Legal lists %d", p, n, legal)
			}
		}
	})
}
