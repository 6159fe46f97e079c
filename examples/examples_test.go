// Package examples holds real-looking records of every game: clean ones,
// annotated ones, and broken ones that carry the diagnostics they must
// produce. A line `% ERROR "text"` (or `% NOTE "text"`) expects a diagnostic
// of that severity whose message contains text, on the nearest line above it
// that is not a `%` line. Every diagnostic must be expected, and every
// expectation met.
package examples

import (
	"bufio"
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/arbiter-games/arbiter/notation"
	_ "github.com/arbiter-games/arbiter/notation/all"
	_ "github.com/arbiter-games/arbiter/notation/diagram/all"
	"github.com/arbiter-games/arbiter/notation/text"
	"github.com/arbiter-games/arbiter/referee"
)

// expectation is one `% ERROR "..."` line.
type expectation struct {
	line     int
	severity referee.Severity
	text     string
	met      bool
}

var expectPattern = regexp.MustCompile(`^%\s*(ERROR|NOTE)\s+(".*")\s*$`)

// readExpectations collects the expectations of a file.
func readExpectations(t *testing.T, path string) []*expectation {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var exps []*expectation
	sc := bufio.NewScanner(f)
	target := 0
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimRight(sc.Text(), "\r")
		if !strings.HasPrefix(line, "%") {
			target = n
			continue
		}
		m := expectPattern.FindStringSubmatch(line)
		if m == nil {
			continue
		}
		text, err := strconv.Unquote(m[2])
		if err != nil {
			t.Fatalf("%s:%d: bad expectation: %v", path, n, err)
		}
		sev := referee.Error
		if m[1] == "NOTE" {
			sev = referee.Note
		}
		exps = append(exps, &expectation{line: target, severity: sev, text: text})
	}
	return exps
}

// diagnose referees every record of a file as `arbiter validate` does and
// checks that each record read round-trips through the canonical writer.
func diagnose(t *testing.T, path string) []referee.Diagnostic {
	t.Helper()
	var diags []referee.Diagnostic
	_, err := referee.Files([]string{path}, referee.FileOptions{Jobs: 1}, func(res referee.Result) error {
		if res.Record != nil {
			assertRoundTrip(t, res.Record)
		}
		diags = append(diags, res.Diagnostics()...)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return diags
}

func assertRoundTrip(t *testing.T, rec *notation.Record) {
	t.Helper()
	first := text.String(rec)
	again, err := text.Parse(first, notation.Pos{File: "canonical"})
	if err != nil {
		t.Errorf("record %d: canonical text does not read back: %v\n%s", rec.Number, err, first)
		return
	}
	if second := text.String(again); second != first {
		t.Errorf("record %d: write, read, write differs:\n%s\n---\n%s", rec.Number, first, second)
	}
}

func TestExamples(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("*", "*.*"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no examples found: %v", err)
	}
	for _, path := range files {
		if strings.HasSuffix(path, ".go") {
			continue
		}
		t.Run(path, func(t *testing.T) {
			exps := readExpectations(t, path)
			for _, d := range diagnose(t, path) {
				if !meet(exps, d) {
					t.Errorf("unexpected diagnostic %s", d)
				}
			}
			for _, e := range exps {
				if !e.met {
					t.Errorf("%s:%d: expected %s containing %q, got none", path, e.line, e.severity, e.text)
				}
			}
		})
	}
}

// meet marks the first unmet expectation that the diagnostic satisfies.
func meet(exps []*expectation, d referee.Diagnostic) bool {
	for _, e := range exps {
		if !e.met && e.line == d.Pos.Line && e.severity == d.Severity && strings.Contains(d.Message(), e.text) {
			e.met = true
			return true
		}
	}
	return false
}

// TestBrokenExamplesSayWhy: each broken example expects at least one error,
// and each clean one none.
func TestBrokenExamplesSayWhy(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join("*", "*.*"))
	for _, path := range files {
		if strings.HasSuffix(path, ".go") {
			continue
		}
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		broken := strings.HasPrefix(filepath.Base(path), "broken-")
		if has := bytes.Contains(data, []byte("% ERROR")); has != broken {
			t.Errorf("%s: broken-%v but expects errors: %v", path, broken, has)
		}
	}
}
