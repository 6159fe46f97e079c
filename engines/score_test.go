package engines

import "testing"

// TestScoreString writes scores as the engine protocol's info lines do.
func TestScoreString(t *testing.T) {
	for s, want := range map[Score]string{
		{Kind: Centi, Value: -35}: "cp -35",
		{Kind: WinIn, Value: 3}:   "win 3",
		{Kind: LossIn, Value: 4}:  "loss 4",
		{}:                        "",
		{Kind: 9, Value: 1}:       "",
	} {
		if s.String() != want {
			t.Errorf("%#v: %q, want %q", s, s.String(), want)
		}
	}
}
