package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/arbiter-games/arbiter/internal/golden"
	"github.com/arbiter-games/arbiter/schemas"
)

// season are the example season's records and aliases (docs/standings.md).
var season = []string{"--aliases", "../../examples/season.aliases", "../../examples/yinsh/season-round-robin.yinsh",
	"../../examples/yinsh/season-swiss.yinsh", "../../examples/ingenious/season-league.ingenious"}

// TestStandingsGolden: the example season's table in text, JSON (valid
// against schema standings) and CSV, as the golden files hold it
// (go test -update rewrites them).
func TestStandingsGolden(t *testing.T) {
	t.Parallel()
	for format, ending := range map[string]string{"text": "txt", "json": "json", "csv": "csv"} {
		code, out, errOut := arbiter(t, "", append([]string{"standings", "--format", format}, season...)...)
		if code != exitOK || errOut != "" {
			t.Fatalf("--format %s: exit %d: %s", format, code, errOut)
		}
		if format == "json" {
			if err := schemas.Validate("standings", []byte(out)); err != nil {
				t.Error(err)
			}
		}
		golden.Check(t, filepath.Join("testdata", "standings."+ending), []byte(out))
		if format == "text" {
			checkShownInDocs(t, out)
		}
	}
}

// checkShownInDocs: docs/standings.md shows the example season's table as
// it is.
func checkShownInDocs(t *testing.T, table string) {
	t.Helper()
	doc, err := os.ReadFile("../../docs/standings.md")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(doc), "```\n"+table+"```\n") {
		t.Error("docs/standings.md does not show the example season's table as standings writes it: copy cmd/arbiter/testdata/standings.txt there")
	}
}

// TestStandingsPage: --format html writes one page with the standings,
// crosstables and ratings, names in Hangul as they are.
func TestStandingsPage(t *testing.T) {
	t.Parallel()
	out := filepath.Join(t.TempDir(), "season.html")
	code, _, errOut := arbiter(t, "", append([]string{"standings", "--format", "html", "--games", "games.html", "-o", out}, season...)...)
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	page, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"<!DOCTYPE html>", `<section class="standings">`, `<table class="crosstable">`, "YINSH ratings", "김민지", `<td class="won"><a href="games.html#r1">1</a></td>`,
		`<td class="lost"><a href="games.html#r37">0–2</a></td>`} {
		if !strings.Contains(string(page), want) {
			t.Errorf("the page lacks %q", want)
		}
	}
	if strings.Contains(string(page), "src=") || strings.Contains(string(page), "<link") {
		t.Error("the page loads something: it must hold all it needs")
	}
}

// TestStandingsLeavesOut: records with errors and records without a
// result are left out with a note, a record without a player's name is
// an error, and --keep-stated counts the stated result of a record with
// errors.
func TestStandingsLeavesOut(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	file := filepath.Join(dir, "club.yinsh")
	const records = `[Game "YINSH"]
[White "김민지"]
[Black "박준"]
[Result "1-0"]

1. e5 2. e5 1-0

[Game "YINSH"]
[White "김민지"]
[Result "0-1"]

1. e5 0-1

[Game "YINSH"]
[White "김민지"]
[Black "이서연"]

1. e5 *

[Game "YINSH"]
[White "이서연"]
[Black "박준"]
[Result "1/2-1/2"]

1. e5 1/2-1/2

[Game "YINSH"]
[White "박준"]
[Black "박 준"]
[Result "1-0"]

1. e5 1-0
`
	if err := os.WriteFile(file, []byte(records), 0o644); err != nil {
		t.Fatal(err)
	}
	aliases := filepath.Join(dir, "aliases.txt")
	if err := os.WriteFile(aliases, []byte("박준 = 박 준\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errOut := arbiter(t, "", "standings", "--aliases", aliases, file)
	if code != exitRecord {
		t.Errorf("exit %d, want 1", code)
	}
	for _, want := range []string{
		file + ":6:10: error: record 1, turn 2 (e5)",
		file + ":1:1: note: record 1: left out of the table: it has errors (give --keep-stated to count its stated result)",
		file + ":8:1: error: record 2: the record names no player for a seat: add a [Black \"...\"] tag",
		file + ":14:1: note: record 3: left out of the table: it states no result",
		file + ":27:1: note: record 5: left out of the table: 박준 plays in two seats",
	} {
		if !strings.Contains(errOut, want) {
			t.Errorf("stderr lacks %q:\n%s", want, errOut)
		}
	}
	if !strings.Contains(out, "5 records, 1 in the table") {
		t.Errorf("stdout:\n%s", out)
	}
	_, out, _ = arbiter(t, "", "standings", "--keep-stated", file)
	if !strings.Contains(out, "5 records, 3 in the table") {
		t.Errorf("--keep-stated:\n%s", out)
	}
}

// TestSchemaStandings: arbiter schema standings prints the schema.
func TestSchemaStandings(t *testing.T) {
	t.Parallel()
	code, out, _ := arbiter(t, "", "schema", "standings")
	if code != exitOK || !strings.Contains(out, `"$id": "https://arbiter-games.github.io/schemas/standings.json"`) {
		t.Errorf("exit %d:\n%.200s", code, out)
	}
}
