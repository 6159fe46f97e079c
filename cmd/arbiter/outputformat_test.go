package main

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestOutputFormatOfEnding: without --to, convert and select write in the
// format the ending of -o names, text for an ending that names none;
// --to wins; generate, which writes text only, refuses an -o of another
// format's ending before writing anything.
func TestOutputFormatOfEnding(t *testing.T) {
	const club = "../../examples/yinsh/club-night.yinsh"
	for _, c := range []struct {
		args   []string
		out    string
		status int
		starts string // of the file written; "" when none may be
		stderr string
	}{
		{[]string{"convert", club}, "out.ndjson", 0, `{"game":"YINSH"`, ""},
		{[]string{"convert", club}, "out.jsonl", 0, `{"game":"YINSH"`, ""},
		{[]string{"convert", club}, "out.json", 0, `{"records": [`, ""},
		{[]string{"convert", club}, "out.sgf", 0, " (;\nGM[24]", ""},
		{[]string{"convert", club}, "out.txt", 0, "% Two games", ""},
		{[]string{"convert", club, "--to", "text"}, "out.ndjson", 0, "% Two games", ""},
		{[]string{"select", club, "--valid"}, "out.ndjson", 0, `{"game":"YINSH"`, "kept 2 of 2 records"},
		{[]string{"select", club, "--valid"}, "out.yinsh", 0, "% Two games", "kept 2 of 2 records"},
		{[]string{"generate", "--game", "jungle"}, "out.jungle", 0, `[Game "Jungle"]`, ""},
		{[]string{"generate", "--game", "jungle"}, "out.ndjson", 2, "", "generate writes canonical text, but -o"},
	} {
		t.Run(strings.Join(append(c.args[:1:1], c.out), " "), func(t *testing.T) {
			out := filepath.Join(t.TempDir(), c.out)
			status, _, stderr := arbiter(t, "", append(c.args, "-o", out)...)
			if status != c.status || !strings.Contains(stderr, c.stderr) {
				t.Fatalf("exit %d, want %d; stderr:\n%s", status, c.status, stderr)
			}
			got, err := os.ReadFile(out)
			switch {
			case c.starts == "" && !errors.Is(err, os.ErrNotExist):
				t.Errorf("-o written (%v): %.40q", err, got)
			case c.starts != "" && !strings.HasPrefix(string(got), c.starts):
				t.Errorf("-o starts %.40q, want %q (%v)", got, c.starts, err)
			}
		})
	}
}
