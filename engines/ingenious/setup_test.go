package ingenious

import (
	"strings"
	"testing"

	"github.com/arbiter-games/arbiter/engines"
)

const start2 = "P*4Y*/7/8/9/10/R*9O*/10/9/8/7/G*4B* 0,0,0,0,0,0/0,0,0,0,0,0 1 - 6/6 0"

func TestSetup(t *testing.T) {
	tests := []struct {
		name    string
		s       engines.Setup
		players int
		full    bool
		err     string
	}{
		{"default", engines.Setup{}, 2, false, ""},
		{"players tag", engines.Setup{Tags: map[string]string{"Players": "3"}}, 3, false, ""},
		{"seat tags", engines.Setup{Tags: map[string]string{"Seat1": "a", "Seat2": "b", "Seat3": "c", "Seat4": "d"}}, 4, false, ""},
		{"teams default", engines.Setup{Variant: "Teams"}, 4, false, ""},
		{"solo default", engines.Setup{Variant: "solo"}, 1, false, ""},
		{"full", engines.Setup{Tags: map[string]string{"Rack1": "RB GG OY PP RY BO", "Rack2": "RR,GB,OO,YP,RG,BY"}}, 2, true, ""},
		{"players not a number", engines.Setup{Tags: map[string]string{"Players": "two"}}, 0, false, `the Players tag must be 1 to 4, not "two"`},
		{"five players", engines.Setup{Tags: map[string]string{"Players": "5"}}, 0, false, "must be 1 to 4"},
		{"seat beyond players", engines.Setup{Tags: map[string]string{"Players": "2", "Seat3": "c"}}, 0, false, "the Seat3 tag is given, but Players is 2"},
		{"standard alone", engines.Setup{Tags: map[string]string{"Players": "1"}}, 0, false, "standard Ingenious is for 2 to 4 players, not 1 (1 player: variant solo)"},
		{"teams of three", engines.Setup{Variant: "teams", Tags: map[string]string{"Players": "3"}}, 0, false, "teams is for 4 players, not 3"},
		{"solo of two", engines.Setup{Variant: "solo", Tags: map[string]string{"Players": "2"}}, 0, false, "solo is for 1 player, not 2"},
		{"unknown variant", engines.Setup{Variant: "duo"}, 0, false, `Ingenious has no variant "duo" (variants: standard, teams, solo)`},
		{"unknown option", engines.Setup{Rules: "bonus=none"}, 0, false, `Ingenious has no rule option "bonus" (options: first-round, swap)`},
		{"bad option value", engines.Setup{Rules: "swap=never"}, 0, false, "valid: before-refill, after-refill"},
		{"bad first-round value", engines.Setup{Rules: "first-round=any"}, 0, false, "valid: distinct, any-symbol"},
		{"claims twice a colour, any-symbol", engines.Setup{Rules: "first-round=any-symbol", Position: strings.Replace(start2, "1 -", "1 RR", 1)}, 2, false, ""},
		{"one rack", engines.Setup{Tags: map[string]string{"Rack1": "RB GG OY PP RY BO"}}, 0, false, "a full record gives every first rack: Rack1 to Rack2"},
		{"rack beyond players", engines.Setup{Tags: map[string]string{"Rack1": "RB GG OY PP RY BO", "Rack2": "RB GG OY PP RY BO", "Rack3": "RB GG OY PP RY BO"}}, 0, false, "the Rack3 tag is given, but the game has 2 players"},
		{"short rack", engines.Setup{Tags: map[string]string{"Rack1": "RB GG OY PP RY", "Rack2": "RB GG OY PP RY BO"}}, 0, false, "Rack1 holds 5 tiles; a rack holds 6 between turns"},
		{"long rack", engines.Setup{Tags: map[string]string{"Rack1": "RB GG OY PP RY BO RB", "Rack2": "RB GG OY PP RY BO"}}, 0, false, "Rack1 holds 7 tiles; a rack holds at most 6"},
		{"bad tile", engines.Setup{Tags: map[string]string{"Rack1": "RB GG OY PP RY BX", "Rack2": "RB GG OY PP RY BO"}}, 0, false, `Rack1: "BX" is not a tile`},
		{"too many of a kind", engines.Setup{Tags: map[string]string{"Rack1": "YY YY YY YY YY YY", "Rack2": "RB GG OY PP RY BO"}}, 0, false, "the racks and the board hold more YY tiles than the set's 5"},
		{"solo rack", engines.Setup{Variant: "solo", Tags: map[string]string{"Rack1": "RB GG OY PP RY BO"}}, 0, false, "solo has no rack: drop the Rack1 tag"},
		{"layout", engines.Setup{Tags: map[string]string{"StartSymbols": "GRBOYP"}}, 2, false, ""},
		{"layout pairs", engines.Setup{Tags: map[string]string{"StartSymbols": "G@h3 R@m3 B@m8 O@h13 Y@c13 P@c8"}}, 2, false, ""},
		{"layout twice a colour", engines.Setup{Tags: map[string]string{"StartSymbols": "RRBOYP"}}, 0, false, `StartSymbols "RRBOYP" must give each of the six corners`},
		{"layout off the corners", engines.Setup{Tags: map[string]string{"StartSymbols": "G@h4 R@m3 B@m8 O@h13 Y@c13 P@c8"}}, 0, false, `StartSymbols: "G@h4" is not a colour on a corner`},
		{"position", engines.Setup{Position: start2}, 2, false, ""},
		{"position and racks", engines.Setup{Position: start2, Tags: map[string]string{"Rack1": "RB GG OY PP RY BO"}}, 0, false, "the position string holds the racks: drop the Rack1 tag"},
		{"position and players", engines.Setup{Position: start2, Tags: map[string]string{"Players": "3"}}, 0, false, "the tags give 3 players, the position 2"},
		{"position and layout", engines.Setup{Position: start2, Tags: map[string]string{"StartSymbols": "GRBOYP"}}, 0, false, "the StartSymbols tag GRBOYP differs from the position's start symbols RGBOYP"},
	}
	for _, tc := range tests {
		p, err := Game{}.NewPosition(tc.s)
		switch {
		case tc.err != "" && (err == nil || !strings.Contains(err.Error(), tc.err)):
			t.Errorf("%s: error %v, want %q", tc.name, err, tc.err)
		case tc.err == "" && err != nil:
			t.Errorf("%s: %v", tc.name, err)
		case tc.err == "" && (p.Rules().Players != tc.players || p.Full() != tc.full):
			t.Errorf("%s: %d players, full %v; want %d, %v", tc.name, p.Rules().Players, p.Full(), tc.players, tc.full)
		}
	}
}

func TestLayout(t *testing.T) {
	for _, text := range []string{"GRBOYP", "G@h3 R@m3 B@m8 O@h13 Y@c13 P@c8", "R@m3,G@h3,B@m8,O@h13,Y@c13,P@c8"} {
		p := mustNew(t, engines.Setup{Tags: map[string]string{"StartSymbols": text}})
		h3, _ := ParseSpace("h3")
		if c := p.At(h3); !c.Start || c.Colour != Green || p.Layout().String() != "GRBOYP" {
			t.Errorf("%q: h3 holds %+v, layout %v", text, c, p.Layout())
		}
	}
}

func TestPositionStringErrors(t *testing.T) {
	b := "P*4Y*/7/8/9/10/R*9O*/10/9/8/7/G*4B*"
	tests := []struct {
		variant, text, err string
	}{
		{Standard, "", "has 6 fields"},
		{Standard, b + " 0,0,0,0,0,0/0,0,0,0,0,0 1 - 6/6", "has 6 fields (board scores seat claims racks pending), not 5"},
		{Standard, "P*4Y*/7/8/9/10/R*9O*/10/9/8/7 0,0,0,0,0,0/0,0,0,0,0,0 1 - 6/6 0", "board: 10 rows; the 2-player board has 11"},
		{Standard, "P*4Y*/7/8/9/10/R*9O*/10/9/8/7/G*7 0,0,0,0,0,0/0,0,0,0,0,0 1 - 6/6 0", "board row m: a run of 7 empty spaces is longer than the row"},
		{Standard, "P*4Y*/7/8/9/10/R*9O*/10/9/8/7/G*4 0,0,0,0,0,0/0,0,0,0,0,0 1 - 6/6 0", "board row m: 5 spaces written; the row has 6"},
		{Standard, "P*4Y*/7/8/9/10/R*9O*/10/9/8/7/G*4B*1 0,0,0,0,0,0/0,0,0,0,0,0 1 - 6/6 0", "board row m: more than the row's 6 spaces"},
		{Standard, "P*4Y*/7/8/9/10/R*9O*/10/9/8/7/G*4X* 0,0,0,0,0,0/0,0,0,0,0,0 1 - 6/6 0", `"X" is not a number, a colour`},
		{Standard, "P*4Y*/7/8/9/10/R*9O*/10/9/8/7/G*4B? 0,0,0,0,0,0/0,0,0,0,0,0 1 - 6/6 0", "the mark after a colour is *"},
		{Standard, "P*4Y*/7/8/9/10/R*8B*O*/10/9/8/7/G*5 0,0,0,0,0,0/0,0,0,0,0,0 1 - 6/6 0", "a start symbol stands on a corner (h3, m3, m8, h13, c13, c8), not on h12"},
		{Standard, "P*4Y*/7/8/9/10/R*9O*/10/9/8/7/G*5 0,0,0,0,0,0/0,0,0,0,0,0 1 - 6/6 0", "board: the start symbols must give each of the six corners"},
		{Standard, "P*4Y*/7/8/9/10/R*9O*/r9/9/8/7/G*4B* 0,0,0,0,0,0/0,0,0,0,0,0 1 - 6/6 0", "board: the hex at i3 belongs to no tile"},
		{Standard, "P*4Y*/7/8/9/10/R*R-8O*/10/9/8/7/G*4B* 0,0,0,0,0,0/0,0,0,0,0,0 1 - 6/6 0", "board: the tile at h4 has no second hex (a lower-case colour) at h5"},
		{Standard, "P*4Y*/7/R-rR-rR-r2/R-rR-rR-r3/10/R*9O*/10/9/8/7/G*4B* 0,0,0,0,0,0/0,0,0,0,0,0 1 - 6/6 0", "board: more RR tiles than the set's 5"},
		{Standard, b + " 0,0,0,0,0,19/0,0,0,0,0,0 1 - 6/6 0", `scores: "19" is not a score from 0 to 18`},
		{Standard, b + " 0,0,0,0,0/0,0,0,0,0,0 1 - 6/6 0", "scores: track 1 has 5 numbers, not 6"},
		{Standard, b + " 0,0,0,0,0,0 1 - 6 0", "the position has 1 score tracks: standard Ingenious is for 2 to 4 players, not 1"},
		{Teams, b + " 0,0,0,0,0,0/0,0,0,0,0,0/0,0,0,0,0,0 1 - 6/6/6 0", "the position has 3 score tracks: teams is for 4 players, not 3"},
		{Standard, b + " 0,0,0,0,0,0/0,0,0,0,0,0 3 - 6/6 0", `seat to move: "3" is not a seat from 1 to 2`},
		{Standard, b + " 0,0,0,0,0,0/0,0,0,0,0,0 2 - 6/6 0", "claims: 0 first tiles are placed, so seat 1 is to move"},
		{Standard, b + " 0,0,0,0,0,0/0,0,0,0,0,0 1 RR 6/6 0", `claims: "RR" must be different colours (R G B O Y P) or - (a colour twice needs first-round=any-symbol)`},
		{Standard, b + " 0,0,0,0,0,0/0,0,0,0,0,0 1 RX 6/6 0", `claims: "RX" must be colours (R G B O Y P) or -`},
		{Standard, b + " 0,0,0,0,0,0/0,0,0,0,0,0 1 RGB 6/6 0", `claims: "RGB" has more claims than the 2 players`},
		{Standard, b + " 0,0,0,0,0,0/0,0,0,0,0,0 1 RG 6/6 x", `pending: "x" is not a number`},
		{Standard, b + " 0,0,0,0,0,0/0,0,0,0,0,0 1 RG 6 0", "racks: 1 racks for 2 players"},
		{Standard, b + " 0,0,0,0,0,0/0,0,0,0,0,0 1 RG 6/RB,GG,OY,PP,RY,BO 0", "racks: seat 2: give every rack's tiles, or every rack's count"},
		{Standard, b + " 0,0,0,0,0,0/0,0,0,0,0,0 1 RG RB,GG,OY,PP,RY,BO/6 0", "racks: seat 2: give every rack's tiles, or every rack's count"},
		{Standard, b + " 0,0,0,0,0,0/0,0,0,0,0,0 1 RG 6/7 0", `racks: seat 2: "7" is not a number of tiles from 0 to 6`},
		{Standard, b + " 0,0,0,0,0,0/0,0,0,0,0,0 1 RG 6/5 0", "racks: seat 2 holds 5 tiles; a rack holds 6 between turns"},
		{Solo, b + " 0,0,0,0,0,0 1 R 6 0", "racks: solo has no rack; write -"},
	}
	for _, tc := range tests {
		if _, err := ParsePosition(Rules{Variant: tc.variant}, tc.text); err == nil || !strings.Contains(err.Error(), tc.err) {
			t.Errorf("%q: error %v, want %q", tc.text, err, tc.err)
		}
	}
}

func TestPositionWithPendingBonus(t *testing.T) {
	b := "P*4Y*/7/8/9/10/R*9O*/10/9/8/7/G*4B*"
	p, err := ParsePosition(Rules{Variant: Standard}, b+" 18,0,0,0,0,0/0,0,0,0,0,0 2 RG RB,GG,OY,PP,RY,BO/RR,GB,OO,YP 2")
	if err != nil {
		t.Fatal(err)
	}
	if p.Pending() != 2 || p.TurnNumber() != 2 || p.FirstRound() {
		t.Fatalf("pending %d, turn %d, first round %v", p.Pending(), p.TurnNumber(), p.FirstRound())
	}
	rg := Tile{Red, Green}
	one := Turn{Placements: []Placement{{Tile: Tile{Red, Red}, First: mustSpace(0, 0), Second: mustSpace(1, 0)}}, Refill: []Tile{rg, rg, rg}}
	if _, err := p.Play(&one); err == nil || !strings.Contains(err.Error(), "a bonus placement is owed") {
		t.Fatalf("one placement for two owed: %v", err)
	}
	two := one
	two.Placements = append(two.Placements, Placement{Tile: Tile{Green, Blue}, First: mustSpace(0, 1), Second: mustSpace(1, 1)})
	two.Refill = []Tile{rg, rg, rg, rg}
	if _, err := p.Play(&two); err != nil {
		t.Fatal(err)
	}
}
