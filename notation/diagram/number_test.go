package diagram

import "testing"

func TestAppendNumber(t *testing.T) {
	for _, tc := range []struct {
		in   float64
		want string
	}{
		{0, "0"},
		{1, "1"},
		{-1, "-1"},
		{1.5, "1.5"},
		{0.25, "0.25"},
		{0.125, "0.12"}, // an exact tie rounds to even
		{0.375, "0.38"},
		{2.005, "2"}, // 2.005 is stored as 2.00499…
		{-0.001, "0"},
		{-0.25, "-0.25"},
		{100, "100"},
		{1234567.891, "1234567.89"},
		{0.1 + 0.2, "0.3"},
		{1e-9, "0"},
	} {
		if got := string(appendNumber(nil, tc.in)); got != tc.want {
			t.Errorf("appendNumber(%v) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

func TestAppendNumberAppends(t *testing.T) {
	if got := string(appendPoint([]byte("M"), Pt(1.5, -2))); got != "M1.5 -2" {
		t.Errorf("got %q", got)
	}
}
