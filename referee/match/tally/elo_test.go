package tally_test

import (
	"math"
	"testing"

	"github.com/arbiter-games/arbiter/referee/match/tally"
)

var inf = math.Inf(1)

// near tells whether got is want to 1e-9 (relative for large values), or
// both are the same infinity, or both NaN.
func near(got, want float64) bool {
	switch {
	case math.IsNaN(want):
		return math.IsNaN(got)
	case math.IsInf(want, 0):
		return got == want
	}
	return math.Abs(got-want) <= 1e-9*max(1, math.Abs(want))
}

// TestElo: the expected numbers were computed apart, in Python, with the
// formulas of docs/match-results.md (statistics.NormalDist for the
// quantile).
func TestElo(t *testing.T) {
	nan := math.NaN()
	for _, tc := range []struct {
		wins, losses, draws int
		want                tally.Elo
	}{
		{55, 30, 15, tally.Elo{Score: 0.625, Diff: 88.7394998465425, Margin: 65.3622111206064, LOS: 0.996652343230624, DrawRatio: 0.15}},
		{30, 55, 15, tally.Elo{Score: 0.375, Diff: -88.7394998465425, Margin: 65.3622111206064, LOS: 0.0033476567693756, DrawRatio: 0.15}},
		{60, 40, 100, tally.Elo{Score: 0.55, Diff: 34.8600702875601, Margin: 34.1592688435972, LOS: 0.977249868051821, DrawRatio: 0.5}},
		{0, 5, 5, tally.Elo{Score: 0.25, Diff: -190.848501887865, Margin: 162.302379628196, LOS: 0.0126736593387342, DrawRatio: 0.5}},
		{7, 3, 2, tally.Elo{Score: 0.666666666666667, Diff: 120.411998265592, Margin: 223.721089216643, LOS: 0.897048394633966, DrawRatio: 0.166666666666667}},
		{1234, 1100, 2666, tally.Elo{Score: 0.5134, Diff: 9.31350389624996, Margin: 6.5801002975395, LOS: 0.997228583731087, DrawRatio: 0.5332}},
		{10, 10, 0, tally.Elo{Score: 0.5, Diff: 0, Margin: 163.321367212829, LOS: 0.5, DrawRatio: 0}},
		// The interval reaches a score of 1: no finite margin.
		{9, 1, 0, tally.Elo{Score: 0.9, Diff: 381.69700377573, Margin: inf, LOS: 0.994293981806999, DrawRatio: 0}},
		// All won, all lost, all drawn, nothing played.
		{1, 0, 0, tally.Elo{Score: 1, Diff: inf, Margin: inf, LOS: 0.841344746068543, DrawRatio: 0}},
		{12, 0, 0, tally.Elo{Score: 1, Diff: inf, Margin: inf, LOS: 0.99973399724743, DrawRatio: 0}},
		{0, 4, 0, tally.Elo{Score: 0, Diff: -inf, Margin: inf, LOS: 0.0227501319481792, DrawRatio: 0}},
		{0, 0, 10, tally.Elo{Score: 0.5, Diff: 0, Margin: 0, LOS: 0.5, DrawRatio: 1}},
		{0, 0, 0, tally.Elo{Score: nan, Diff: nan, Margin: nan, LOS: nan, DrawRatio: nan}},
	} {
		r := tally.Record{Games: tc.wins + tc.losses + tc.draws, Wins: tc.wins, Losses: tc.losses, Draws: tc.draws}
		got := r.Elo()
		if !near(got.Score, tc.want.Score) || !near(got.Diff, tc.want.Diff) || !near(got.Margin, tc.want.Margin) ||
			!near(got.LOS, tc.want.LOS) || !near(got.DrawRatio, tc.want.DrawRatio) {
			t.Errorf("+%d -%d =%d: got %+v, want %+v", tc.wins, tc.losses, tc.draws, got, tc.want)
		}
		if !near(r.Score(), tc.want.Score) {
			t.Errorf("+%d -%d =%d: score %v, want %v", tc.wins, tc.losses, tc.draws, r.Score(), tc.want.Score)
		}
		if got.Diff == 0 && math.Signbit(got.Diff) {
			t.Errorf("+%d -%d =%d: Diff is -0 (the table would say -0.0)", tc.wins, tc.losses, tc.draws)
		}
	}
}
