package ingenious

import (
	"fmt"
	"strings"
	"testing"

	"github.com/arbiter-games/arbiter/engines"
)

// outcomeCases are scores at the end of a game, with the end found and
// the places and reason of the outcome.
var outcomeCases = []struct {
	variant string
	players int
	scores  [][NumColours]uint8
	end     end
	want    string
	reason  string
}{
	{Standard, 2, [][NumColours]uint8{{5, 6, 7, 8, 9, 10}, {5, 6, 7, 8, 9, 11}}, boardFull, "[[1] [0]]", "lowest colour: seat 1 5, seat 2 5"},
	{Standard, 2, [][NumColours]uint8{{9, 6, 7, 8, 5, 10}, {10, 9, 8, 7, 6, 5}}, boardFull, "[[0 1]]", ""},
	{Standard, 3, [][NumColours]uint8{{4, 4, 4, 4, 4, 4}, {3, 18, 18, 18, 18, 18}, {4, 4, 4, 4, 4, 4}}, boardFull, "[[0 2] [1]]", ""},
	{Standard, 4, [][NumColours]uint8{{1, 2, 3, 4, 5, 6}, {6, 5, 4, 3, 2, 1}, {0, 18, 18, 18, 18, 18}, {2, 2, 2, 2, 2, 2}}, boardFull, "[[3] [0 1] [2]]", ""},
	{Standard, 2, [][NumColours]uint8{{17, 18, 18, 18, 18, 18}, {18, 18, 18, 18, 18, 18}}, allTop, "[[1] [0]]", "seat 2 reached 18 in all six colours"},
	{Teams, 4, [][NumColours]uint8{{20, 21, 22, 23, 24, 25}, {21, 21, 22, 23, 24, 25}}, boardFull, "[[1 3] [0 2]]", "seats 2 and 4 21"},
	{Teams, 4, [][NumColours]uint8{{36, 36, 36, 36, 36, 36}, {21, 21, 22, 23, 24, 25}}, allTop, "[[0 2] [1 3]]", "seats 1 and 3 reached 36"},
	{Solo, 1, [][NumColours]uint8{{12, 30, 22, 23, 24, 25}}, boardFull, "[[0]]", "seat 1 12"},
}

// OutcomeCodes are the codes the outcome cases reach, for TestCodes.
func OutcomeCodes() []engines.Code {
	var codes []engines.Code
	for _, c := range outcomeCases {
		codes = append(codes, endCodes[c.end])
	}
	return codes
}

// endCodes are the codes of the ends.
var endCodes = map[end]engines.Code{boardFull: "ingenious/board-full", allTop: "ingenious/all-top"}

func TestOutcomeRanking(t *testing.T) {
	tests := outcomeCases
	for _, tc := range tests {
		// No empty space: the board is full unless a track is at the top.
		p := &Position{rules: Rules{Variant: tc.variant, Players: tc.players}}
		copy(p.scores[:], tc.scores)
		p.findEnd()
		if p.ended != tc.end {
			t.Errorf("%s %v: end %d, want %d", tc.variant, tc.scores, p.ended, tc.end)
		}
		o := p.Outcome()
		if got := fmt.Sprint(o.Places); !o.Over || got != tc.want || !strings.Contains(o.Reason, tc.reason) || o.Code != endCodes[tc.end] {
			t.Errorf("%s %v: %v %s %q %s, want %s %q %s", tc.variant, tc.scores, o.Over, got, o.Reason, o.Code, tc.want, tc.reason, endCodes[tc.end])
		}
	}
}
