package longtest

import "testing"

// TestOn reads the switch from the environment.
func TestOn(t *testing.T) {
	for _, tc := range []struct {
		value string
		on    bool
	}{{"", false}, {"0", false}, {"1", !testing.Short()}, {"yes", !testing.Short()}} {
		t.Setenv(Env, tc.value)
		if On() != tc.on || Pick(5, 2) != map[bool]int{true: 5, false: 2}[tc.on] {
			t.Errorf("%s=%q: On() %v, Pick %d", Env, tc.value, On(), Pick(5, 2))
		}
	}
}
