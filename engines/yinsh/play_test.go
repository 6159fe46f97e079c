package yinsh_test

import (
	"reflect"
	"strings"
	"testing"

	"github.com/arbiter-games/arbiter/engines"
	"github.com/arbiter-games/arbiter/internal/enginetest"
)

// playCase plays turns from a setup: all but the last must be legal; the
// last gives err (a part of the message) with its code or, when legal, its
// long form.
type playCase struct {
	name   string
	setup  engines.Setup
	turns  []string
	err    string
	code   engines.Code
	long   string  // long form of the last turn when it differs from it
	after  string  // the position string after it, when given
	reason string  // the outcome's reason after it; "" while the game goes on
	places [][]int // the outcome's places, when the game is over
	check  func(*testing.T, engines.Position)
}

func at(pos string) engines.Setup { return engines.Setup{Position: pos} }

var playCases = []playCase{
	// Placement.
	{name: "place", turns: []string{"e5"}, after: "4/7/8/9/4R5/9/10/9/8/7/4 b 0 0"},
	{name: "place in either case", turns: []string{"E5"}, long: "e5"},
	{name: "place on a ring", turns: []string{"e5", "e5"}, err: "black cannot place a ring on e5: e5 holds a white ring", code: "yinsh/point-taken"},
	{name: "move while placing", turns: []string{"e5-e6"}, err: "rings are still being placed: white must place a ring", code: "yinsh/must-place"},
	{name: "pass while placing", turns: []string{"pass"}, err: "rings are still being placed: white must place a ring", code: "yinsh/must-place"},
	{name: "remove while placing", turns: []string{"xb7"}, err: "no row can be removed while rings are being placed", code: "yinsh/removal-while-placing"},
	{name: "resign while placing", turns: []string{"e5", "resign"}, reason: "Black resigned", places: [][]int{{0}, {1}}},

	// Ring moves.
	{name: "move", setup: at(fixVector), turns: []string{"h6-h9"},
		after: "4/7/5r2/6r2/8rR/6r2/4r1R2R/3M2R1R/8/7/4 b 0 0"},
	{name: "place after the placement", setup: at(fixVector), turns: []string{"e5"}, err: "all rings are placed; a ring must move", code: "yinsh/rings-placed"},
	{name: "no ring", setup: at(fixVector), turns: []string{"e5-e6"}, err: "there is no white ring at e5: e5 is empty", code: "yinsh/not-your-ring"},
	{name: "opponent's ring", setup: at(fixVector), turns: []string{"c6-c7"}, err: "there is no white ring at c6: c6 holds a black ring", code: "yinsh/not-your-ring"},
	{name: "not on one line", setup: at(fixVector), turns: []string{"h6-i8"}, err: "h6 and i8 are not on one line", code: "yinsh/not-on-line"},
	{name: "pass a ring", setup: at(fixVector), turns: []string{"g11-g5"}, err: "the ring at g11 cannot pass the ring at g8", code: "yinsh/ring-passes-ring"},
	{name: "land on a ring", setup: at(fixVector), turns: []string{"g11-g8"}, err: "the ring at g11 cannot land on the ring at g8", code: "yinsh/lands-on-ring"},
	{name: "stay", setup: at(fixVector), turns: []string{"h6-h6"}, err: "the ring at h6 must move to another point", code: "yinsh/ring-stays"},
	{name: "pass over empty points after markers", setup: at(fixBoth), turns: []string{"e6-e3"},
		err: "a ring that jumps markers must stop on the first empty point after them (e4)", code: "yinsh/jump-stop"},
	{name: "land on a marker", setup: at(fixBoth), turns: []string{"e6-e5"}, err: "the ring at e6 cannot land on the marker at e5", code: "yinsh/lands-on-marker"},
	{name: "pass with a move", setup: at(fixVector), turns: []string{"pass"}, err: "white can move a ring, so white may not pass", code: "yinsh/may-not-pass"},
	{name: "remove without a row", setup: at(fixVector), turns: []string{"h6-h7;xb7"}, err: "white has no row to remove", code: "yinsh/no-row"},
	{name: "remove before moving without a row", setup: at(fixVector), turns: []string{"xa5-e5xh6;h6-h7"},
		err: "there is no white row a5-e5: a5 is empty", code: "yinsh/no-row"},

	// Rows for both players.
	{name: "own row left", setup: at(fixBoth), turns: []string{"e6-e4"}, err: "white must remove the row b6-f6 made by this move", code: "yinsh/skips-row"},
	{name: "opponent's row", setup: at(fixBoth), turns: []string{"e6-e4;xa5-e5xa2"}, err: "the row a5-e5 is black's, not white's", code: "yinsh/opponents-row"},
	{name: "opponent's ring removed", setup: at(fixBoth), turns: []string{"e6-e4;xb6-f6xb7"}, err: "b7 is not a white ring", code: "yinsh/not-your-ring"},
	{name: "short form", setup: at(fixBoth), turns: []string{"e6-e4;xa2"}, long: "e6-e4;xb6-f6xa2",
		after: "3m/4m1r/4m2r/4m3r/3Rm5/9/9r/R8/r7/6R/3R b 1 0"},
	{name: "row ends in either order", setup: at(fixBoth), turns: []string{"e6-e4;xf6-b6xa2"}, long: "e6-e4;xb6-f6xa2"},
	{name: "opponent's row first", setup: at(fixBoth), turns: []string{"e6-e4;xa2", "g11-g10"},
		err: "black still has a row to remove before moving (a5-e5)", code: "yinsh/skips-row"},
	{name: "opponent removes, then moves", setup: at(fixBoth), turns: []string{"e6-e4;xa2", "xa5-e5xg11;b7-b6"},
		after: "4/5rm/7r/8r/3R6/9/10/R8/r7/6R/3R w 1 1"},
	{name: "opponent's short form", setup: at(fixBoth), turns: []string{"e6-e4;xa2", "xb7;c8-c7"}, long: "xa5-e5xb7;c8-c7"},
	{name: "opening removals only", setup: at(fixBoth), turns: []string{"e6-e4;xa2", "xa5-e5xb7"}, err: "black must still move a ring", code: "yinsh/must-move"},
	{name: "resign before removing", setup: at(fixBoth), turns: []string{"e6-e4;xa2", "resign"},
		reason: "Black resigned", places: [][]int{{0}, {1}}},
	{name: "resign instead of removing", setup: at(fixBoth), turns: []string{"e6-e4;resign"},
		reason: "White resigned", places: [][]int{{1}, {0}}},

	// A line of six.
	{name: "six left", setup: at(fixSix), turns: []string{"d4-f4"}, err: "white must remove the row e1-e5 or e2-e6 made by this move", code: "yinsh/skips-row"},
	{name: "six short form", setup: at(fixSix), turns: []string{"d4-f4;xa2"}, err: "which row does white remove? white has e1-e5 or e2-e6", code: "yinsh/which-row"},
	{name: "six upper window", setup: at(fixSix), turns: []string{"d4-f4;xe2-e6xa2"},
		after: "4/6r/7r/3M4r/M9/2R6/9r/R8/r7/6R/3R b 1 0"},
	{name: "six both windows", setup: at(fixSix), turns: []string{"d4-f4;xe1-e5xa2;xe2-e6xh3"},
		err: "there is no white row e2-e6: e2 is empty", code: "yinsh/no-row"},
	{name: "six shifted", setup: at(fixSix), turns: []string{"d4-f4;xe3-e7xa2"}, err: "there is no white row e3-e7: e7 is empty", code: "yinsh/no-row"},
	{name: "six as a row", setup: at(fixSix), turns: []string{"d4-f4;xe1-e6xa2"}, err: "a row is 5 markers long, but e1-e6 spans 6 points", code: "yinsh/row-length"},
	{name: "row of one point", setup: at(fixSix), turns: []string{"d4-f4;xe1-e1xa2"}, err: "a row has two different end points, not e1-e1", code: "yinsh/row-ends"},
	{name: "row off a line", setup: at(fixSix), turns: []string{"d4-f4;xe1-g2xa2"}, err: "e1 and g2 are not on one line", code: "yinsh/not-on-line"},

	// Crossing rows: removing one breaks the other.
	{name: "crossing rows left", setup: at(fixCross), turns: []string{"e5-e6"},
		err: "white must remove the row a5-e5 or e1-e5 made by this move", code: "yinsh/skips-row"},
	{name: "crossing rows", setup: at(fixCross), turns: []string{"e5-e6;xe1-e5xk10"},
		after: "r2M/4M1r/4M2r/4M3r/5R4/9/9R/r8/R7/6R/4 b 1 0"},
	{name: "crossing rows both", setup: at(fixCross), turns: []string{"e5-e6;xa5-e5xk10;xe1-e5xj11"},
		err: "there is no white row e1-e5: e5 is empty", code: "yinsh/no-row"},

	// Winning.
	{name: "third rows of both", setup: at(fixBoth22), turns: []string{"e6-e4;xa2"}, long: "e6-e4;xb6-f6xa2",
		after: "3m/4m1r/4m2r/4m3r/3Rm5/9/10/R8/8/7/4 b 3 2", reason: "White removed a third ring", places: [][]int{{0}, {1}}},
	{name: "after the win", setup: at(fixBoth22), turns: []string{"e6-e4;xa2", "xb7;c8-c7"},
		err: "the game is over: white removed a third ring", code: "yinsh/game-over"},
	{name: "resign after the win", setup: at(fixBoth22), turns: []string{"e6-e4;xa2;resign"},
		err: "the game is over: white removed a third ring", code: "yinsh/game-over"},
	{name: "win before moving", setup: at("3m/4m1r/4m2r/4m3r/3Rm5/9/10/R8/8/6R/3R b 1 2"), turns: []string{"xa5-e5xb7"},
		reason: "Black removed a third ring", places: [][]int{{1}, {0}}},
	{name: "move after a win before moving", setup: at("3m/4m1r/4m2r/4m3r/3Rm5/9/10/R8/8/6R/3R b 1 2"),
		turns: []string{"xa5-e5xb7;c8-c7"}, err: "the game is over: black removed a third ring", code: "yinsh/game-over"},
	{name: "blitz", setup: engines.Setup{Variant: "blitz", Position: fixBoth}, turns: []string{"e6-e4;xa2"},
		long: "e6-e4;xb6-f6xa2", reason: "White removed a ring", places: [][]int{{0}, {1}}},

	// The marker supply.
	{name: "supply empty, draw", setup: at(fixSupply), turns: []string{"a2-a3"},
		reason: "The marker supply is empty; rings removed: White 0, Black 0: a draw", places: [][]int{{0, 1}}},
	{name: "supply empty, lead", setup: at(fixSupplyLead), turns: []string{"a2-a3"},
		reason: "The marker supply is empty; rings removed: White 1, Black 0", places: [][]int{{0}, {1}}},
	{name: "after the supply", setup: at(fixSupply), turns: []string{"a2-a3", "b7-b6"},
		err: "the game is over: the marker supply is empty", code: "yinsh/game-over"},
	{name: "51st marker makes a row", setup: at(fixSupply), turns: []string{"e6-b3;xc2-c6xa2"},
		check: func(t *testing.T, p engines.Position) {
			if left, limited := asYinsh(p).Supply(); left != 5 || !limited {
				t.Errorf("supply %d, %v; want 5, true", left, limited)
			}
		}},
	{name: "unlimited supply", setup: engines.Setup{Rules: "supply=unlimited", Position: fixSupply}, turns: []string{"a2-a3"}},

	// No ring move.
	{name: "pass", setup: engines.Setup{Rules: "supply=unlimited", Position: fixFull}, turns: []string{"pass", "pass"}},
	{name: "no pass", setup: engines.Setup{Rules: "supply=unlimited", Position: fixFull}, turns: []string{"xb7"},
		err: "white has no row to remove", code: "yinsh/no-row"},
	{name: "cannot move: loss", setup: engines.Setup{Rules: "supply=unlimited,no-move=loss", Position: fixFull},
		turns: []string{"pass"}, err: "the game is over: white cannot move a ring", code: "yinsh/game-over"},
	{name: "pass after removals", setup: engines.Setup{Rules: "supply=unlimited", Position: fixStuck},
		turns: []string{"xa2-e6xc6;pass"}},
	{name: "must pass after removals", setup: engines.Setup{Rules: "supply=unlimited", Position: fixStuck},
		turns: []string{"xa2-e6xc6"}, err: "white cannot move a ring and must pass", code: "yinsh/must-pass"},
	{name: "loss after removals", setup: engines.Setup{Rules: "supply=unlimited,no-move=loss", Position: fixStuck},
		turns: []string{"xa2-e6xc6"}, reason: "White cannot move a ring", places: [][]int{{1}, {0}}},
	{name: "no pass after removals", setup: engines.Setup{Rules: "supply=unlimited,no-move=loss", Position: fixStuck},
		turns: []string{"xa2-e6xc6;pass"}, err: "white cannot move a ring and so loses (rule no-move=loss)", code: "yinsh/blocked-loses"},
	{name: "row before a stuck move", setup: engines.Setup{Rules: "supply=unlimited", Position: fixStuck},
		turns: []string{"c6-c7"}, err: "white still has a row to remove before moving (a2-e6)", code: "yinsh/skips-row"},

	// Resigning.
	{name: "resign", setup: at(fixVector), turns: []string{"resign"}, reason: "White resigned", places: [][]int{{1}, {0}}},
	{name: "resign after moving", setup: at(fixVector), turns: []string{"h6-h7;resign"}, reason: "White resigned"},
	{name: "after resigning", setup: at(fixVector), turns: []string{"resign", "e5-e6"}, err: "the game is over: white resigned", code: "yinsh/game-over"},
}

func TestPlay(t *testing.T) {
	for _, tc := range playCases {
		t.Run(tc.name, func(t *testing.T) {
			p := newPosition(t, tc.setup)
			for i, text := range tc.turns {
				before, turn := p.String(), p.TurnNumber()
				played, err := play(p, text)
				if i < len(tc.turns)-1 {
					if err != nil {
						t.Fatalf("turn %s: %v", text, err)
					}
					continue
				}
				if tc.err != "" {
					checkRejected(t, p, text, err, tc, before, turn)
					return
				}
				if err != nil {
					t.Fatalf("turn %s: %v", text, err)
				}
				checkPlayed(t, tc, p, played, turn)
			}
		})
	}
}

func checkRejected(t *testing.T, p engines.Position, text string, err error, tc playCase, before string, turn int) {
	t.Helper()
	if err == nil || !strings.Contains(err.Error(), tc.err) || enginetest.Code(err) != tc.code {
		t.Errorf("turn %s: error %v (%s), want %q (%s)", text, err, enginetest.Code(err), tc.err, tc.code)
	}
	if p.String() != before || p.TurnNumber() != turn {
		t.Errorf("turn %s was rejected but changed the position to %s (turn %d)", text, p, p.TurnNumber())
	}
}

// endingCode is the code of the way a game ends that a reason tells; ""
// while the game goes on.
func endingCode(reason string) engines.Code {
	switch {
	case reason == "":
		return ""
	case strings.HasSuffix(reason, " resigned"):
		return "yinsh/resignation"
	case strings.HasSuffix(reason, " cannot move a ring"):
		return "yinsh/blocked"
	case strings.HasPrefix(reason, "The marker supply is empty"):
		return "yinsh/supply"
	}
	return "yinsh/rings"
}

func checkPlayed(t *testing.T, tc playCase, p engines.Position, played engines.Played, turn int) {
	t.Helper()
	last := tc.turns[len(tc.turns)-1]
	if want := tc.long; want != "" && played.Move.String() != want || want == "" && played.Move.String() != last {
		t.Errorf("turn %s played as %s, want %s", last, played.Move, tc.long)
	}
	if tc.after != "" && p.String() != tc.after {
		t.Errorf("position after %s:\n got %s\nwant %s", last, p, tc.after)
	}
	if p.TurnNumber() != turn+1 {
		t.Errorf("turn number %d after turn %d", p.TurnNumber(), turn)
	}
	o := p.Outcome()
	if o.Over != (tc.reason != "") || o.Reason != tc.reason || o.Code != endingCode(tc.reason) {
		t.Errorf("outcome %+v, want reason %q, code %q", o, tc.reason, endingCode(tc.reason))
	}
	if tc.places != nil && !reflect.DeepEqual(o.Places, tc.places) {
		t.Errorf("places %v, want %v", o.Places, tc.places)
	}
	if tc.check != nil {
		tc.check(t, p)
	}
}
