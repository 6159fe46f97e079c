package main

import (
	"strings"
	"testing"
)

// TestOpeningLimits: openings --depth/--min and html
// --openings-depth/--openings-min are checked by one piece of code, its
// messages naming the flag typed; the commands refuse such limits with
// the usage status and write nothing.
func TestOpeningLimits(t *testing.T) {
	const archive = "../../examples/jungle/annotated.jungle"
	for _, tc := range []struct {
		args []string
		says string // "" when the limits are good
	}{
		{[]string{"openings", "--depth", "0", archive}, "--depth must be at least 1, not 0"},
		{[]string{"openings", "--min", "-2", archive}, "--min must be at least 1, not -2"},
		{[]string{"openings", "--depth", "0", "--min", "0", archive}, "--depth must be at least 1, not 0"},
		{[]string{"openings", "--depth", "1", "--min", "1", archive}, ""},
		{[]string{"html", archive, "--openings", archive, "--openings-depth", "0"}, "--openings-depth must be at least 1, not 0"},
		{[]string{"html", archive, "--openings", archive, "--openings-min", "-1"}, "--openings-min must be at least 1, not -1"},
		{[]string{"html", archive, "--openings", archive, "--openings-depth", "-5", "--openings-min", "0"}, "--openings-depth must be at least 1, not -5"},
		{[]string{"html", archive, "--openings", archive, "--openings-depth", "1", "--openings-min", "1"}, ""},
	} {
		code, out, stderr := arbiter(t, "", tc.args...)
		switch {
		case tc.says == "" && (code != exitOK || out == ""):
			t.Errorf("%v: exit %d, %d bytes written: %s", tc.args, code, len(out), stderr)
		case tc.says != "" && (code != exitCommand || !strings.Contains(stderr, tc.says) || out != ""):
			t.Errorf("%v: exit %d, %q, %d bytes written; want %d saying %q", tc.args, code, stderr, len(out), exitCommand, tc.says)
		}
	}
}

// TestOpeningLimitsCheck: the check itself, for both commands' flags.
func TestOpeningLimitsCheck(t *testing.T) {
	for _, tc := range []struct {
		limits openingLimits
		want   string
	}{
		{openingLimits{"depth", "min", 8, 1}, ""},
		{openingLimits{"depth", "min", 0, 1}, "--depth must be at least 1, not 0"},
		{openingLimits{"depth", "min", 1, 0}, "--min must be at least 1, not 0"},
		{openingLimits{"openings-depth", "openings-min", -1, 1}, "--openings-depth must be at least 1, not -1"},
		{openingLimits{"openings-depth", "openings-min", 3, -7}, "--openings-min must be at least 1, not -7"},
		{openingLimits{"openings-depth", "openings-min", 0, 0}, "--openings-depth must be at least 1, not 0"},
	} {
		err := tc.limits.check()
		switch {
		case tc.want == "" && err != nil:
			t.Errorf("%+v: %v", tc.limits, err)
		case tc.want != "" && (err == nil || err.Error() != tc.want):
			t.Errorf("%+v: %v, want %q", tc.limits, err, tc.want)
		}
	}
}
