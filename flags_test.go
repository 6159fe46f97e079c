package arbiter_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"regexp"
	"strconv"
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
		for _, lit := range flagLiterals(t, path) {
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

// literal is a string literal found, and where.
type literal struct {
	pos  token.Position
	text string
}

// flagLiterals are the string literals of a Go file that name a flag.
func flagLiterals(t *testing.T, path string) []literal {
	t.Helper()
	fset := token.NewFileSet()
	file, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
	if err != nil {
		t.Fatal(err)
	}
	var found []literal
	ast.Inspect(file, func(n ast.Node) bool {
		lit, ok := n.(*ast.BasicLit)
		if !ok || lit.Kind != token.STRING {
			return true
		}
		s, err := strconv.Unquote(lit.Value)
		if err != nil {
			t.Errorf("%s: %v", fset.Position(lit.Pos()), err)
		}
		if flagName.MatchString(s) {
			found = append(found, literal{fset.Position(lit.Pos()), lit.Value})
		}
		return true
	})
	return found
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
