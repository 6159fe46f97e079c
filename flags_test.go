package arbiter_test

import (
	"io/fs"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// flagName is what a command-line flag looks like in a message: --game,
// --encoding, or -o standing alone.
var flagName = regexp.MustCompile(`--[a-z]|(^|[\s(])-o([\s,.:;)]|$)`)

// TestLibraryNamesNoFlag: no string literal of the library's code (every
// non-test Go file outside cmd/) names a command-line flag. The library
// says what is wrong in its own terms, with typed errors where a command
// needs to tell more; only cmd/arbiter speaks of flags.
func TestLibraryNamesNoFlag(t *testing.T) {
	files := 0
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		switch {
		case err != nil:
			return err
		case d.IsDir() && path != "." && (path == "cmd" || d.Name() == "testdata" || strings.HasPrefix(d.Name(), ".") || strings.HasPrefix(d.Name(), "_")):
			return filepath.SkipDir
		case d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go"):
			return nil
		}
		files++
		for _, lit := range literalsIn(t, path, flagName) {
			t.Errorf("%s: %s names a command-line flag: the library's words name none (cmd/arbiter adds them)", lit.pos, lit.text)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if files == 0 {
		t.Fatal("no Go file found: the test runs in the module's root")
	}
}

// TestFlagPattern: what counts as a flag in a message, and what does not
// (moves, rule options, negative numbers, codes).
func TestFlagPattern(t *testing.T) {
	for s, want := range map[string]bool{
		"give --game":                   true,
		"--tag %q: expected NAME=VALUE": true,
		"try --encoding cp949":          true,
		"give -o, or another file":      true,
		"-o %s is not empty":            true,
		"(-o)":                          true,
		"xa5-e5xb7;c8-d8":               false,
		"no-move=loss":                  false,
		"yinsh/ring-passes-ring":        false,
		"from -1 to 8":                  false,
		"a-k and a row":                 false,
		"-out":                          false,
		"---":                           false,
	} {
		if got := flagName.MatchString(s); got != want {
			t.Errorf("%q names a flag: %v, want %v", s, got, want)
		}
	}
}
