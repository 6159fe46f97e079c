package main

import (
	"bytes"
	"strings"
	"testing"
)

// legal and illegal are a legal record and one whose second turn breaks
// the rules (the lion moves two squares).
const (
	legal   = "[Game \"Jungle\"]\n\n1. Ea3-a4 2. La9-b9 {[%arrow a4 a5]} 3. Ea4-a5 *\n"
	illegal = "[Game \"Jungle\"]\n\n1. Ea3-a4 2. La9-a7 *\n"
)

// TestRun runs the program as a shell would: its exit status, what it
// writes and what it prints of the records.
func TestRun(t *testing.T) {
	for _, tt := range []struct {
		name          string
		args          []string
		stdin         string
		status        int
		stdout        string // held by the output ("" none)
		stderr        string // held by the diagnostics ("" none)
		writesNothing bool
	}{
		{name: "legal, diagnostics only", stdin: legal, status: exitOK, writesNothing: true},
		{name: "canonical text", args: []string{"-to", "text"}, stdin: legal, status: exitOK, stdout: "1. Ea3-a4 2. La9-b9 {[%arrow a4 a5]} 3. Ea4-a5 *"},
		{name: "JSON", args: []string{"-to", "json", "-"}, stdin: legal, status: exitOK, stdout: `"game": "Jungle"`},
		{name: "illegal turn", stdin: illegal, status: exitRecords, stderr: "<stdin>:3:14: error: record 1, turn 2 (La9-a7): the lion moves one square", writesNothing: true},
		{name: "illegal turn written", args: []string{"-to", "text"}, stdin: illegal, status: exitRecords, stdout: "La9-a7", stderr: "error: record 1"},
		{name: "missing file", args: []string{"no-such-file.jungle"}, status: exitRecords, stderr: "no-such-file.jungle: error: cannot open", writesNothing: true},
		{name: "unknown format", args: []string{"-to", "png"}, stdin: legal, status: exitUsage, stderr: `unknown format "png"`, writesNothing: true},
		{name: "unknown flag", args: []string{"-svg"}, stdin: legal, status: exitUsage, stderr: "flag provided but not defined: -svg", writesNothing: true},
	} {
		t.Run(tt.name, func(t *testing.T) {
			var stdout, stderr bytes.Buffer
			status := run(tt.args, strings.NewReader(tt.stdin), &stdout, &stderr)
			if status != tt.status {
				t.Errorf("exit status %d, want %d; stderr:\n%s", status, tt.status, &stderr)
			}
			if !strings.Contains(stdout.String(), tt.stdout) || tt.writesNothing && stdout.Len() > 0 {
				t.Errorf("stdout:\n%s\nwant it to hold %q", &stdout, tt.stdout)
			}
			if !strings.Contains(stderr.String(), tt.stderr) || tt.stderr == "" && stderr.Len() > 0 {
				t.Errorf("stderr:\n%s\nwant it to hold %q", &stderr, tt.stderr)
			}
		})
	}
}

// TestTextRoundTrip: the canonical text it writes reads back as itself.
func TestTextRoundTrip(t *testing.T) {
	var first, second, stderr bytes.Buffer
	if run([]string{"-to", "text"}, strings.NewReader(legal), &first, &stderr) != exitOK {
		t.Fatal(&stderr)
	}
	if run([]string{"-to", "text"}, bytes.NewReader(first.Bytes()), &second, &stderr) != exitOK {
		t.Fatal(&stderr)
	}
	if first.String() != second.String() {
		t.Errorf("written:\n%s\nwritten again:\n%s", &first, &second)
	}
}
