package ingenious_test

import (
	"strings"
	"testing"

	"github.com/arbiter-games/arbiter/engines"
	engine "github.com/arbiter-games/arbiter/engines/ingenious"
	"github.com/arbiter-games/arbiter/internal/enginetest"
	notation "github.com/arbiter-games/arbiter/notation/ingenious"
)

// Boards and racks the rule cases start from. The 2-player board is empty
// but for the start symbols: red h3 (next to h4, g4, i3), green m3 (m4, l4,
// l3), blue m8 (m7, l8, l9), orange h13, yellow c13, purple c8 (c9, d7, d8).
const (
	board2    = "P*4Y*/7/8/9/10/R*9O*/10/9/8/7/G*4B*"
	board2GG  = "P*4Y*/7/8/9/1G-g7/R*9O*/10/9/8/7/G*4B*" // a GG tile on g5-g6
	board2RR5 = "P*4Y*/7/R-rR-r4/R-rR-rR-r3/10/R*9O*/10/9/8/7/G*4B*"
	racks2    = "RB,GG,OY,RR,RY,BO/RR,GB,OO,YP,RG,BY"
)

var fullTags = map[string]string{"Rack1": "RB GG OY PP RY BO", "Rack2": "RR GB OO YP RG BY"}

// ruleCase plays turns from a setup: all but the last must be legal; the
// last must fail with err and its code (or be legal when err is ""), with
// notes among its unchecked facts.
type ruleCase struct {
	name     string
	variant  string
	rules    string
	tags     map[string]string
	position string
	turns    []string
	err      string
	code     engines.Code
	notes    []string
	check    func(t *testing.T, p *engine.Position)
}

func score(track int, c engine.Colour, want int) func(*testing.T, *engine.Position) {
	return func(t *testing.T, p *engine.Position) {
		if got := p.Score(track, c); got != want {
			t.Errorf("track %d %s: %d, want %d", track+1, c.Name(), got, want)
		}
	}
}

var ruleCases = []ruleCase{
	// The first round.
	{name: "first tile next to a start symbol", tags: fullTags, turns: []string{"RB@h4-h5;+RB"},
		check: score(0, engine.Red, 1)},
	{name: "first tile away from the start symbols", tags: fullTags, turns: []string{"RB@h8-h9;+RB"},
		err: "seat 1's first tile must touch a start symbol not yet used: red, green, blue, orange, yellow, purple", code: "ingenious/first-tile"},
	{name: "second first tile on a used start symbol", tags: fullTags, turns: []string{"RB@h4-h5;+RB", "RR@g4-g5;+RR"},
		err: "seat 2's first tile must touch a start symbol not yet used: green, blue, orange, yellow, purple", code: "ingenious/first-tile"},
	{name: "second first tile on another start symbol", tags: fullTags, turns: []string{"RB@h4-h5;+RB", "RR@l3-l4;+RR"}},
	{name: "after the first round anywhere", tags: fullTags, turns: []string{"RB@h4-h5;+RB", "RR@l3-l4;+RR", "GG@h8-h9;+GG"}},
	{name: "any-symbol: a used start symbol", rules: "first-round=any-symbol", tags: fullTags, turns: []string{"RB@h4-h5;+RB", "RR@g4-g5;+RR"}},
	{name: "any-symbol: still next to a start symbol", rules: "first-round=any-symbol", tags: fullTags, turns: []string{"RB@h4-h5;+RB", "RR@h8-h9;+RR"},
		err: "seat 2's first tile must touch a start symbol", code: "ingenious/first-tile"},
	{name: "any-symbol: after the first round anywhere", rules: "first-round=any-symbol", tags: fullTags, turns: []string{"RB@h4-h5;+RB", "RR@g4-g5;+RR", "GG@h8-h9;+GG"}},
	{name: "any-symbol: a used symbol in the claims", rules: "first-round=any-symbol", position: pos(board2, "0,0,0,0,0,0/0,0,0,0,0,0", "2", "R", "6/6"),
		turns: []string{"RR@g4-g5"}, check: claims("RR")},
	{name: "distinct: a used symbol in the claims", rules: "first-round=distinct", position: pos(board2, "0,0,0,0,0,0/0,0,0,0,0,0", "2", "R", "6/6"),
		turns: []string{"RR@g4-g5"}, err: "seat 2's first tile must touch a start symbol not yet used: green, blue, orange, yellow, purple", code: "ingenious/first-tile"},
	// Spaces and tiles.
	{name: "tile not in the rack", tags: fullTags, turns: []string{"RR@h4-h5;+RB"}, err: "RR is not in seat 1's rack", code: "ingenious/not-in-rack"},
	{name: "space taken", tags: fullTags, turns: []string{"RB@h4-h5;+RB", "RR@h5-h6;+RR"}, err: "h5 is taken", code: "ingenious/space-taken"},
	{name: "spaces not adjacent", tags: fullTags, turns: []string{"RB@h8-h10;+RB"}, err: "h8 and h10 are not adjacent", code: "ingenious/not-adjacent"},
	{name: "space off the board", tags: fullTags, turns: []string{"RB@h1-h2;+RB"}, err: "h1 is off the 2-player board", code: "ingenious/off-board"},
	{name: "space of the 4-player board", tags: map[string]string{"Players": "4"}, turns: []string{"RB@h2-h1"}},
	{name: "start symbol", tags: fullTags, turns: []string{"RB@h3-h4;+RB"}, err: "h3 holds the red start symbol", code: "ingenious/start-symbol"},
	{name: "one space twice", tags: fullTags, turns: []string{"RB@h4-h4;+RB"}, err: "not h4 twice", code: "ingenious/same-space"},
	{name: "kind used up (public)", position: pos(board2RR5, "0,0,0,0,0,0/0,0,0,0,0,0", "1", "PY", "6/6"),
		turns: []string{"RR@h4-h5"}, err: "all 5 RR tiles are already on the board", code: "ingenious/all-placed"},
	{name: "seat marker", tags: fullTags, turns: []string{"S1:RB@h4-h5;+RB", "S2:RR@l3-l4;+RR"}},
	{name: "wrong seat marker", tags: fullTags, turns: []string{"S2:RB@h4-h5;+RB"}, err: "it is seat 1's turn, not seat 2's", code: "ingenious/wrong-seat"},
	// Declared points.
	{name: "declared points", tags: fullTags, turns: []string{"RB@h4-h5=R1B0;+RB", "RR@l3-l4=R0;+RR"}},
	{name: "declared points, zero left out", tags: fullTags, turns: []string{"RB@h4-h5=R1;+RB"}},
	{name: "declared points wrong", tags: fullTags, turns: []string{"RB@h4-h5=R2;+RB"}, err: "declared score 2 for red, the placement scores 1", code: "ingenious/declared-score"},
	{name: "declared points missing", tags: fullTags, turns: []string{"RB@h4-h5=B0;+RB"}, err: "declared score 0 for red (not declared), the placement scores 1", code: "ingenious/declared-score"},
	{name: "declared colour twice", tags: fullTags, turns: []string{"RB@h4-h5=R1R1;+RB"}, err: "red twice", code: "ingenious/declared-twice"},
	// Draws in full records.
	{name: "refill missing", tags: fullTags, turns: []string{"RB@h4-h5"}, err: "seat 1 must draw 1 tile to refill the rack: write +<tiles>", code: "ingenious/draw-count"},
	{name: "refill too long", tags: fullTags, turns: []string{"RB@h4-h5;+RB,GG"}, err: "seat 1 must draw 1 tile to refill the rack, not 2", code: "ingenious/draw-count"},
	{name: "kind not in the bag", tags: map[string]string{"Rack1": "YY YY YY YY YY RB", "Rack2": "RR GB OO YP RG BY"},
		turns: []string{"RB@h4-h5;+YY"}, err: "the bag has no YY tile left", code: "ingenious/not-in-bag"},
	{name: "draw after the rack is gone (public)", turns: []string{"RB@h4-h5;+RB"}, err: "draws are written only in full records", code: "ingenious/public-draw"},
	{name: "public notes", turns: []string{"RB@h4-h5"}, notes: []string{"the tile RB was in seat 1's rack", "seat 1's draw"}},
	// Bonus placements.
	{name: "two marks at once", position: pos(board2GG, "17,17,0,0,0,0/0,0,0,0,0,0", "1", "PY", "6/6"),
		turns: []string{"RG@h4-h5"}, err: "2 bonus placements are owed: red reached 18, green reached 18", code: "ingenious/bonus-owed"},
	{name: "one bonus placement short", position: pos(board2GG, "17,17,0,0,0,0/0,0,0,0,0,0", "1", "PY", "6/6"),
		turns: []string{"RG@h4-h5;BB@d8-d9"}, err: "a bonus placement is owed: green reached 18", code: "ingenious/bonus-owed"},
	{name: "both bonus placements", position: pos(board2GG, "17,17,0,0,0,0/0,0,0,0,0,0", "1", "PY", "6/6"),
		turns: []string{"RG@h4-h5;BB@d8-d9;YY@k8-k9"}, check: score(0, engine.Green, 18),
		notes: []string{"the tile RG was in seat 1's rack", "the tile BB was in seat 1's rack", "the tile YY was in seat 1's rack", "seat 1's draw"}},
	{name: "a chain", position: pos(board2GG, "17,17,17,0,0,0/0,0,0,0,0,0", "1", "PY", "6/6"),
		turns: []string{"RG@h4-h5;BB@l8-l9;YY@k8-k9;PP@d8-d9"}, check: score(0, engine.Blue, 18)},
	{name: "a chain one short", position: pos(board2GG, "17,17,17,0,0,0/0,0,0,0,0,0", "1", "PY", "6/6"),
		turns: []string{"RG@h4-h5;BB@l8-l9;YY@k8-k9"}, err: "a bonus placement is owed: blue reached 18", code: "ingenious/bonus-owed"},
	{name: "no bonus owed", tags: fullTags, turns: []string{"RB@h4-h5;GG@h8-h9;+RB"}, err: "GG@h8-h9: no bonus placement is owed", code: "ingenious/no-bonus-owed"},
	{name: "points beyond 18 are lost", position: pos(board2GG, "17,17,0,0,0,0/0,0,0,0,0,0", "1", "PY", "6/6"),
		turns: []string{"RG@h4-h5;BB@d8-d9;YY@k8-k9", "OO@k5-k6"}, check: score(0, engine.Green, 18)},
	{name: "six 18s win at once", position: pos(board2, "17,18,18,18,18,18/0,0,0,0,0,0", "1", "PY", "6/6"),
		turns: []string{"RB@h4-h5"}, check: over("[[0] [1]]", "seat 1 reached 18 in all six colours")},
	{name: "nothing after six 18s", position: pos(board2, "17,18,18,18,18,18/0,0,0,0,0,0", "1", "PY", "6/6"),
		turns: []string{"RB@h4-h5;GG@d8-d9"}, err: "GG@d8-d9: the game ended with the placement before (seat 1 reached 18 in all six colours)", code: "ingenious/placement-after-end"},
	{name: "no draw after the end", position: pos(board2, "17,18,18,18,18,18/0,0,0,0,0,0", "1", "PY", "6/6"),
		turns: []string{"RB@h4-h5;swap"}, err: "the game ended with the last placement", code: "ingenious/draw-after-end"},
	{name: "no turn after the end", position: pos(board2, "17,18,18,18,18,18/0,0,0,0,0,0", "1", "PY", "6/6"),
		turns: []string{"RB@h4-h5", "GG@d8-d9"}, err: "the game is over", code: "ingenious/game-over"},
	// The swap.
	{name: "swap", position: pos(board2, "5,5,5,5,5,0/1,1,1,1,1,1", "1", "RG", racks2),
		turns: []string{"RB@h8-h9;swap+RB,GG,OY,PP,RY,BO"}, check: rack(0, "RB GG OY PP RY BO")},
	{name: "swap with the lowest colour in the rack", position: pos(board2, "5,5,5,0,5,5/1,1,1,1,1,1", "1", "RG", racks2),
		turns: []string{"RB@h8-h9;swap+RB,GG,OY,PP,RY,BO"}, err: "no swap: the rack holds orange, the lowest colour", code: "ingenious/no-swap"},
	{name: "swap with a tied lowest colour in the rack", position: pos(board2, "0,5,5,0,5,5/1,1,1,1,1,1", "1", "RG", racks2),
		turns: []string{"RB@h8-h9;swap+RB,GG,OY,PP,RY,BO"}, err: "one of the lowest colours (red, orange)", code: "ingenious/no-swap"},
	{name: "swap and refill before the refill", position: pos(board2, "5,5,5,5,5,0/1,1,1,1,1,1", "1", "RG", racks2),
		turns: []string{"RB@h8-h9;+RR;swap+RB,GG,OY,PP,RY,BO"}, err: "with swap=before-refill the swap replaces the refill", code: "ingenious/swap-refill"},
	{name: "swap draws a whole rack", position: pos(board2, "5,5,5,5,5,0/1,1,1,1,1,1", "1", "RG", racks2),
		turns: []string{"RB@h8-h9;swap+RB"}, err: "seat 1 must draw 6 tiles for a new rack, not 1", code: "ingenious/draw-count"},
	{name: "swap after the refill", rules: "swap=after-refill", position: pos(board2, "5,5,5,5,5,0/1,1,1,1,1,1", "1", "RG", racks2),
		turns: []string{"RB@h8-h9;+RR;swap+RB,GG,OY,PP,RY,BO"}, check: rack(0, "RB GG OY PP RY BO")},
	{name: "swap after a refill that drew the lowest colour", rules: "swap=after-refill", position: pos(board2, "5,5,5,5,5,0/1,1,1,1,1,1", "1", "RG", racks2),
		turns: []string{"RB@h8-h9;+PP;swap+RB,GG,OY,PP,RY,BO"}, err: "no swap: the rack holds purple, the lowest colour", code: "ingenious/no-swap"},
	{name: "swap after the refill needs the refill", rules: "swap=after-refill", position: pos(board2, "5,5,5,5,5,0/1,1,1,1,1,1", "1", "RG", racks2),
		turns: []string{"RB@h8-h9;swap+RB,GG,OY,PP,RY,BO"}, err: "seat 1 must draw 1 tile to refill the rack", code: "ingenious/draw-count"},
	{name: "public swap", position: pos(board2, "5,5,5,5,5,0/1,1,1,1,1,1", "1", "RG", "6/6"),
		turns: []string{"RB@h8-h9;swap"}, notes: []string{"seat 1's rack showed none of its lowest colours (purple)", "seat 1's draw"}},
	{name: "public swap with the rack's tiles", position: pos(board2, "5,5,5,5,5,0/1,1,1,1,1,1", "1", "RG", "6/6"),
		turns: []string{"RB@h8-h9;swap+RB,GG,OY,PP,RY,BO"}, err: "draws are written only in full records", code: "ingenious/public-draw"},
	// Teams: one double-length track per team.
	{name: "teams: 18 with points lost", variant: "teams", position: pos4("17,0,0,0,0,0/0,0,0,0,0,0", "1", "PYOB"),
		turns: []string{"RR@h4-g4;BB@d8-d9"}, check: score(0, engine.Red, 18)},
	{name: "teams: 18 owes a bonus", variant: "teams", position: pos4("17,0,0,0,0,0/0,0,0,0,0,0", "1", "PYOB"),
		turns: []string{"RR@h4-g4"}, err: "a bonus placement is owed: red reached 18", code: "ingenious/bonus-owed"},
	{name: "teams: on past 18", variant: "teams", position: pos4("18,0,0,0,0,0/0,0,0,0,0,0", "1", "PYOB"),
		turns: []string{"RR@h4-g4"}, check: score(0, engine.Red, 20)},
	{name: "teams: 36 owes a bonus", variant: "teams", position: pos4("35,0,0,0,0,0/0,0,0,0,0,0", "1", "PYOB"),
		turns: []string{"RR@h4-g4"}, err: "a bonus placement is owed: red reached 36", code: "ingenious/bonus-owed"},
	{name: "teams: seat 4 scores for seats 2 and 4", variant: "teams", position: pos4("0,0,0,0,0,0/17,0,0,0,0,0", "4", "PYOB"),
		turns: []string{"RR@h4-g4;BB@d8-d9"}, check: score(1, engine.Red, 18)},
	// Solo: draw, place, score; no bonus; double-length track.
	{name: "solo: no bonus", variant: "solo", position: pos1("17,0,0,0,0,0"),
		turns: []string{"RR@h4-g4", "GG@h8-h9"}, check: score(0, engine.Red, 18)},
	{name: "solo: draws", variant: "solo", turns: []string{"RB@h4-h5;+RB"}, err: "solo has no rack", code: "ingenious/solo-rack"},
	{name: "solo: swap", variant: "solo", turns: []string{"RB@h4-h5;swap"}, err: "solo has no rack", code: "ingenious/solo-rack"},
}

// pos writes a 2-player position string.
func pos(board, scores, seat, claims, racks string) string {
	return strings.Join([]string{board, scores, seat, claims, racks, "0"}, " ")
}

// pos4 writes a position of the empty 4-player board with hidden racks.
func pos4(scores, seat, claims string) string {
	return strings.Join([]string{"8/9/2P*4Y*2/11/12/13/14/2R*9O*2/14/13/12/11/2G*4B*2/9/8", scores, seat, claims, "6/6/6/6", "0"}, " ")
}

// pos1 writes a solo position after the first round.
func pos1(scores string) string {
	return strings.Join([]string{board2, scores, "1", "P", "-", "0"}, " ")
}

func over(places, reason string) func(*testing.T, *engine.Position) {
	return func(t *testing.T, p *engine.Position) {
		o := p.Outcome()
		if !o.Over || fmtPlaces(o.Places) != places || !strings.Contains(o.Reason, reason) {
			t.Errorf("outcome %+v, want %s %q", o, places, reason)
		}
	}
}

// claims checks the colours the first tiles claimed, and that the position
// string gives them.
func claims(want string) func(*testing.T, *engine.Position) {
	return func(t *testing.T, p *engine.Position) {
		var got string
		for _, c := range p.Claims() {
			got += c.String()
		}
		if got != want || !strings.Contains(p.String(), " "+want+" ") {
			t.Errorf("claims %q in %s, want %q", got, p, want)
		}
	}
}

func rack(seat int, want string) func(*testing.T, *engine.Position) {
	return func(t *testing.T, p *engine.Position) {
		tiles, _ := p.Rack(seat)
		var got []string
		for _, tile := range tiles {
			got = append(got, tile.String())
		}
		if strings.Join(got, " ") != want {
			t.Errorf("seat %d's rack %v, want %s", seat+1, got, want)
		}
	}
}

func fmtPlaces(places [][]int) string {
	var b strings.Builder
	b.WriteByte('[')
	for i, pl := range places {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteByte('[')
		for j, s := range pl {
			if j > 0 {
				b.WriteByte(' ')
			}
			b.WriteByte(byte('0' + s))
		}
		b.WriteByte(']')
	}
	b.WriteByte(']')
	return b.String()
}

func TestRules(t *testing.T) {
	for _, tc := range ruleCases {
		t.Run(tc.name, func(t *testing.T) {
			p, err := engine.Game{}.NewPosition(engines.Setup{Variant: tc.variant, Rules: tc.rules, Tags: tc.tags, Position: tc.position})
			if err != nil {
				t.Fatalf("setup: %v", err)
			}
			for i, text := range tc.turns {
				m, err := notation.ParseMove(text)
				if err != nil {
					t.Fatalf("%s: %v", text, err)
				}
				before := p.String()
				played, err := p.Play(m)
				last := i == len(tc.turns)-1
				switch {
				case err != nil && (!last || tc.err == ""):
					t.Fatalf("%s: %v", text, err)
				case err != nil && (!strings.Contains(err.Error(), tc.err) || enginetest.Code(err) != tc.code):
					t.Fatalf("%s: error %q (%s), want %q (%s)", text, err, enginetest.Code(err), tc.err, tc.code)
				case err != nil && p.String() != before:
					t.Fatalf("%s: the refused turn changed the position", text)
				case err == nil && last && tc.err != "":
					t.Fatalf("%s: legal, want error %q", text, tc.err)
				case last:
					checkNotes(t, played.Unchecked, tc.notes)
				}
			}
			if tc.check != nil {
				tc.check(t, p)
			}
		})
	}
}

func checkNotes(t *testing.T, got, want []string) {
	t.Helper()
	for _, w := range want {
		found := false
		for _, g := range got {
			found = found || g == w
		}
		if !found {
			t.Errorf("unchecked %q, want %q among them", got, w)
		}
	}
}
