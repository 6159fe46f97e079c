// Package docs holds the user documentation. Its tests keep the pages
// honest: every link leads to a file of the repository (and to a heading
// of it, where it names one), no page points to files users do not have,
// and every example record on a page referees without an error.
package docs

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"unicode"

	"github.com/arbiter-games/arbiter/internal/golden"
	"github.com/arbiter-games/arbiter/notation"
	_ "github.com/arbiter-games/arbiter/notation/all"
	"github.com/arbiter-games/arbiter/notation/text"
	"github.com/arbiter-games/arbiter/referee"
)

// pages returns the README and every page under docs/, as paths from this
// directory.
func pages(t *testing.T) []string {
	t.Helper()
	paths := []string{"../README.md"}
	err := filepath.WalkDir(".", func(path string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(path, ".md") {
			paths = append(paths, path)
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return paths
}

func readPage(t *testing.T, path string) string {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// outside matches references to the project's development files, which
// users do not have (spec, rules, seeds, vectors outside the repository).
var outside = regexp.MustCompile("(\\.\\./|`|\\(|\\s)shared/(spec|rules|seeds|vectors|DESIGN)")

func TestNoLinksOutsideTheRepository(t *testing.T) {
	for _, path := range pages(t) {
		for n, line := range strings.Split(readPage(t, path), "\n") {
			if outside.MatchString(line) {
				t.Errorf("%s:%d: points outside the repository: %s", path, n+1, line)
			}
		}
	}
}

// code matches an inline code span, where brackets are not links.
var code = regexp.MustCompile("`[^`]*`")

// link matches a Markdown link or image and captures its target.
var link = regexp.MustCompile(`\]\(([^)\s]+)\)`)

func TestLinksLeadToFiles(t *testing.T) {
	for _, path := range pages(t) {
		for n, line := range strings.Split(readPage(t, path), "\n") {
			line = code.ReplaceAllString(line, "")
			for _, m := range link.FindAllStringSubmatch(line, -1) {
				target := m[1]
				if strings.Contains(target, "://") || strings.HasPrefix(target, "#") || strings.HasPrefix(target, "mailto:") {
					continue
				}
				target, _, _ = strings.Cut(target, "#")
				file := filepath.Join(filepath.Dir(path), target)
				if _, err := os.Stat(file); err != nil {
					t.Errorf("%s:%d: the link %s leads nowhere: %v", path, n+1, m[1], err)
				}
			}
		}
	}
}

func TestLinksLeadToHeadings(t *testing.T) {
	for _, path := range pages(t) {
		for n, line := range strings.Split(readPage(t, path), "\n") {
			line = code.ReplaceAllString(line, "")
			for _, m := range link.FindAllStringSubmatch(line, -1) {
				target, anchor, ok := strings.Cut(m[1], "#")
				if !ok || strings.Contains(target, "://") || !strings.HasSuffix(target, ".md") && target != "" {
					continue
				}
				page := path
				if target != "" {
					page = filepath.Join(filepath.Dir(path), target)
				}
				if _, err := os.Stat(page); err != nil {
					continue // TestLinksLeadToFiles tells
				}
				if !anchors(readPage(t, page))[anchor] {
					t.Errorf("%s:%d: the link %s leads to no heading of %s", path, n+1, m[1], page)
				}
			}
		}
	}
}

// heading matches a Markdown heading and captures its title.
var heading = regexp.MustCompile(`^#{1,6} +(.*?) *#*$`)

// anchors gives the anchors of a page's headings as GitHub makes them: the
// title in lower case, its spaces as hyphens, its punctuation left out, a
// title met before numbered from 1.
func anchors(page string) map[string]bool {
	out, seen, fenced := map[string]bool{}, map[string]int{}, false
	for _, line := range strings.Split(page, "\n") {
		if strings.HasPrefix(line, "```") {
			fenced = !fenced
		}
		m := heading.FindStringSubmatch(line)
		if fenced || m == nil {
			continue
		}
		slug := slugOf(m[1])
		if k := seen[slug]; k > 0 {
			out[fmt.Sprintf("%s-%d", slug, k)] = true
		} else {
			out[slug] = true
		}
		seen[slug]++
	}
	return out
}

// slugOf is a heading's anchor: letters, digits, hyphens and underscores
// kept, in lower case, spaces made hyphens, the rest left out.
func slugOf(title string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(title) {
		switch {
		case r == ' ':
			b.WriteByte('-')
		case r == '-' || r == '_' || unicode.IsLetter(r) || unicode.IsNumber(r) || unicode.IsMark(r):
			b.WriteRune(r)
		}
	}
	return b.String()
}

// fence matches a fenced code block whose info string names a game, and
// captures the name and the block.
var fence = regexp.MustCompile("(?ms)^```(yinsh|jungle|ingenious)\n(.*?)^```")

// TestExampleRecords referees every record in a game's code block: each
// must read and replay without an error, in the game the block names.
func TestExampleRecords(t *testing.T) {
	found := map[string]int{}
	for _, path := range pages(t) {
		for _, m := range fence.FindAllStringSubmatch(readPage(t, path), -1) {
			game := m[1]
			recs, errs, err := text.ReadAll(strings.NewReader(m[2]), path)
			if err != nil || len(errs) > 0 || len(recs) == 0 {
				t.Errorf("%s: a %s block does not read: %v %v (%d records)", path, game, err, errs, len(recs))
				continue
			}
			for _, rec := range recs {
				found[path+" "+game]++
				rep := referee.Check(rec, referee.Options{})
				if rep.Game == nil || !strings.EqualFold(rep.Game.Name(), game) {
					t.Errorf("%s: a %s block holds a record of %q", path, game, rec.GameName())
				}
				for _, d := range rep.Diagnostics {
					if d.Severity == referee.Error {
						t.Errorf("%s: %s", path, d)
					}
				}
				assertRoundTrip(t, path, rec)
			}
		}
	}
	for _, game := range []string{"yinsh", "jungle", "ingenious"} {
		if found["records.md "+game] == 0 {
			t.Errorf("records.md has no %s example", game)
		}
	}
}

// TestReadmeStartsWithTheCommands: the README opens with the two commands
// a newcomer runs first, and promises no install of an unpublished module.
func TestReadmeStartsWithTheCommands(t *testing.T) {
	readme := readPage(t, "../README.md")
	_, rest, ok := strings.Cut(readme, "```sh\n")
	first, _, _ := strings.Cut(rest, "```")
	if !ok || !strings.HasPrefix(first, "go run ./cmd/arbiter validate examples/*/*") || !strings.Contains(first, "\ngo test ./...") {
		t.Errorf("README.md must open with the validate and test commands, found:\n%s", first)
	}
	for _, path := range pages(t) {
		if strings.Contains(readPage(t, path), "@latest") {
			t.Errorf("%s: promises go install …@latest, but the module is not published", path)
		}
	}
}

// assertRoundTrip checks that the record's text, read back, is written the
// same: the examples show what the writer keeps.
func assertRoundTrip(t *testing.T, path string, rec *notation.Record) {
	t.Helper()
	first := text.String(rec)
	again, err := text.Parse(first, notation.Pos{File: path})
	if err != nil {
		t.Errorf("%s: record %d does not read back: %v", path, rec.Number, err)
		return
	}
	if second := text.String(again); second != first {
		t.Errorf("%s: record %d: write, read, write differs:\n%s\n---\n%s", path, rec.Number, first, second)
	}
}

// codesStart and codesEnd bracket the table of codes in codes.md.
const (
	codesStart = "<!-- codes: the table below is written by go test ./docs -update -->\n"
	codesEnd   = "<!-- end of codes -->\n"
)

// TestCodesPage: codes.md lists every code a diagnostic can carry, each
// with its meaning, and nothing else (go test -update rewrites the list).
func TestCodesPage(t *testing.T) {
	page := readPage(t, "codes.md")
	start, rest, ok := strings.Cut(page, codesStart)
	_, end, ok2 := strings.Cut(rest, codesEnd)
	if !ok || !ok2 {
		t.Fatal("codes.md has no table markers")
	}
	var table strings.Builder
	table.WriteString("\n| code | what |\n|---|---|\n")
	for _, c := range referee.Codes() {
		table.WriteString("| `" + string(c.Code) + "` | " + strings.ReplaceAll(c.Doc, "|", "\\|") + " |\n")
	}
	table.WriteString("\n")
	golden.Check(t, "codes.md", []byte(start+codesStart+table.String()+codesEnd+end))
}
