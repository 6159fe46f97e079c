package main

import (
	"testing"

	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/notation/text"
	"github.com/arbiter-games/arbiter/referee"
)

// TestMend: the command line tells how to mend the refusals the library
// types, in its own terms (flags, commands), and adds nothing to others.
func TestMend(t *testing.T) {
	refusal := &notation.Error{Code: notation.CodeRefused, Msg: "no"}
	for _, tc := range []struct {
		name string
		err  error
		want string
	}{
		{"untagged", &text.UntaggedError{Refusal: refusal}, "; give --game, or convert it alone"},
		{"illegal turn", &notation.IllegalTurnError{Refusal: refusal, Turn: 2}, " ('arbiter validate' tells what is wrong)"},
		{"other", refusal, ""},
	} {
		if got := mend(tc.err); got != tc.want {
			t.Errorf("%s: %q, want %q", tc.name, got, tc.want)
		}
	}
}

// TestInFlags: a record that names no game is told of --game; other
// diagnostics keep the library's words.
func TestInFlags(t *testing.T) {
	rep := &referee.Report{Diagnostics: []referee.Diagnostic{
		{Code: referee.CodeNoGame, Reason: "the record names no game"},
		{Code: referee.CodeUnknownGame, Reason: "unknown game"},
	}}
	rep.Reword(inFlags)
	if rep.Diagnostics[0].Reason != noGame || rep.Diagnostics[1].Reason != "unknown game" {
		t.Errorf("reasons %q, %q", rep.Diagnostics[0].Reason, rep.Diagnostics[1].Reason)
	}
}
