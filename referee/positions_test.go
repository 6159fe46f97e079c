package referee

import (
	"strings"
	"testing"

	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/notation/text"
)

// TestPositions: the position after every accepted turn, a variation's
// from the position before the turn it replaces; none after an illegal
// turn.
func TestPositions(t *testing.T) {
	src := "[Game \"Jungle\"]\n\n1. Ea3-a4 (1. Ta1-a2 2. Ra7-a6) 2. Ra7-a6 3. Ea4-b4 4. Ra6-a5 *\n"
	rec, err := notation.NextRecord(text.NewReader(strings.NewReader(src), "p.jungle"))
	if err != nil {
		t.Fatal(err)
	}
	rep := Check(rec, Options{Positions: true})
	main := rep.Main.Turns
	variation := main[0].Variations[0].Turns
	for _, tc := range []struct {
		turn *notation.ReplayTurn
		want string
	}{
		{&main[0], "l5t/1d3c1/r1p1w1e/7/7/E6/2W1P1R/1C3D1/T5L b 1 1"},
		{&main[1], "l5t/1d3c1/2p1w1e/r6/7/E6/2W1P1R/1C3D1/T5L w 2 2"},
		{&variation[0], "l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/TC3D1/6L b 1 1"},
		{&variation[1], "l5t/1d3c1/2p1w1e/r6/7/7/E1W1P1R/TC3D1/6L w 2 2"},
		{&main[2], ""}, {&main[3], ""},
	} {
		got := ""
		if p := tc.turn.After; p != nil {
			got = p.String()
		}
		if got != tc.want {
			t.Errorf("after %s: %q, want %q", tc.turn.Turn.Move, got, tc.want)
		}
	}
}
