package main

import (
	"bytes"
	"strings"
	"testing"

	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/referee"
)

// TestDiagnosticsHeld checks that off a terminal the diagnostics of a run
// are held back until the run waits or ends, in order, and that on a
// terminal, where the bar stands, they go out line by line.
func TestDiagnosticsHeld(t *testing.T) {
	note := func(line int) referee.Diagnostic {
		return referee.Diagnostic{Pos: notation.Pos{File: "f.txt", Line: line, Column: 1}, Severity: referee.Note, Reason: "a note"}
	}
	var err bytes.Buffer
	shown := &progress{std: &IO{Err: &err}}
	flush := shown.hold()
	if flush == nil {
		t.Fatal("off a terminal, hold gives nothing to flush")
	}
	shown.diagnostics().print(note(1))
	if err.Len() != 0 {
		t.Fatalf("written before the run waits: %q", err.String())
	}
	flush()
	shown.diagnostics().print(note(2))
	if got := strings.Count(err.String(), "\n"); got != 1 {
		t.Fatalf("after the flush, %d lines out, want 1: %q", got, err.String())
	}
	shown.release()
	shown.diagnostics().print(note(3))
	want := "f.txt:1:1: note: a note\nf.txt:2:1: note: a note\nf.txt:3:1: note: a note\n"
	if err.String() != want {
		t.Errorf("stderr %q, want %q", err.String(), want)
	}

	err.Reset()
	shown = &progress{std: &IO{Err: &err, ErrTerminal: true, NoColour: true}}
	if shown.hold() != nil {
		t.Error("on a terminal, hold holds the diagnostics back")
	}
	shown.diagnostics().print(note(1))
	if err.String() != "f.txt:1:1: note: a note\n" {
		t.Errorf("on a terminal, stderr %q", err.String())
	}
}
