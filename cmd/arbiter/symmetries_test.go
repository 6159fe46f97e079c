package main

import (
	"strings"
	"testing"
)

// TestRowsUnderSymmetries: --symmetries writes as many rows per turn as
// the game's board has symmetries, the identity's rows those written
// without it; each game's count is the one the docs give. (The Ingenious
// examples with more players or bonus chains take long to count their
// legal turns, with or without symmetries: the engine's tests map those.)
func TestRowsUnderSymmetries(t *testing.T) {
	for _, tc := range []struct {
		file string
		per  int
	}{
		{"../../examples/ingenious/club-night.ingenious", 12},
		{"../../examples/ingenious/solo.ingenious", 12},
		{"../../examples/ingenious/korean-club.ingenious", 12},
		{"../../examples/jungle/club-night.jungle", 2},
		{"../../examples/yinsh/blitz.yinsh", 12},
	} {
		_, plain, _ := arbiter(t, "", "convert", "--to", "rows", tc.file)
		code, all, errOut := arbiter(t, "", "convert", "--to", "rows", "--symmetries", tc.file)
		rows, images := lines(plain), lines(all)
		if code != 0 || plain == "" || len(images) != tc.per*len(rows) {
			t.Fatalf("%s: exit %d, %d rows under symmetries for %d turns, want %d per turn: %s", tc.file, code, len(images), len(rows), tc.per, errOut)
		}
		for i, r := range rows {
			if images[i*tc.per] != r {
				t.Errorf("%s: the row of turn %d under the identity is\n%s\nwithout symmetries\n%s", tc.file, i+1, images[i*tc.per], r)
			}
		}
	}
}

// lines splits output into its lines.
func lines(s string) []string { return strings.Split(strings.TrimSuffix(s, "\n"), "\n") }
