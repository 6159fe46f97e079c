package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestHTML writes one page of two files, one with unreadable records
// (reported, exit 1), which the page names by their base names only, and
// checks that a missing file writes nothing.
func TestHTML(t *testing.T) {
	t.Parallel()
	out := filepath.Join(t.TempDir(), "page.html")
	code, _, stderr := arbiter(t, "", "html", "../../examples/yinsh/broken-syntax.yinsh", "../../examples/jungle/annotated.jungle", "-o", out)
	if code != exitRecord || strings.Count(stderr, "error: record") != 5 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	b, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	page := string(b)
	for want, n := range map[string]int{
		"<section class=\"record\" data-record=": 7, // 6 records, then 1
		"This record cannot be shown: ":          4, // broken-syntax's unreadable records
		"annotation $300 is out of range":        1,
		"Kim Do-yun – Jang Hye-rin":              2, // the list and the heading
		"<title>7 games</title>":                 1,
	} {
		if got := strings.Count(page, want); got != n {
			t.Errorf("%q %d times, want %d", want, got, n)
		}
	}
	if strings.Contains(page, "examples/") || !strings.Contains(page, "broken-syntax.yinsh:") {
		t.Error("the page names the files otherwise than by their base names, which a shared page must")
	}
	missing := filepath.Join(t.TempDir(), "missing.html")
	code, _, stderr = arbiter(t, "", "html", "no-such-file.yinsh", "-o", missing)
	if code != exitCommand || !strings.Contains(stderr, "no-such-file.yinsh") {
		t.Errorf("a missing file: exit %d, %q; want %d naming the file", code, stderr, exitCommand)
	}
	if _, err := os.Stat(missing); err == nil {
		t.Error("a page was written although a file is missing")
	}
}

// TestHTMLStandings: html --standings opens the page with the season's
// table, every result of it a link to a record the page holds (the
// browser test of notation/page, TestSectionOpensGames, follows such a
// link); a record left out of the table is named on stderr.
func TestHTMLStandings(t *testing.T) {
	t.Parallel()
	out := filepath.Join(t.TempDir(), "season.html")
	code, _, stderr := arbiter(t, "", "html", "--standings", "../../examples/yinsh/season-round-robin.yinsh",
		"../../examples/yinsh/broken-jump.yinsh", "-o", out)
	if code != exitRecord || !strings.Contains(stderr, "left out of the table") {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	b, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	page := string(b)
	aside, _, ok := strings.Cut(page, "</aside>")
	if !ok || !strings.Contains(aside, `<aside class="section">`) || !strings.Contains(aside, `class="standings"`) {
		t.Fatal("no standings section above the records")
	}
	links := regexp.MustCompile(`href="#r(\d+)"`).FindAllStringSubmatch(aside, -1)
	if len(links) < 15 {
		t.Fatalf("%d results link to their games, want the 15 games' (both ways)", len(links))
	}
	for _, l := range links {
		if !strings.Contains(page, `data-record="`+l[1]+`"`) {
			t.Errorf("a result links to record %s, which the page does not hold", l[1])
		}
	}
	code, _, _ = arbiter(t, "", "html", "../../examples/yinsh/season-round-robin.yinsh", "-o", out)
	if b, _ := os.ReadFile(out); code != exitOK || strings.Contains(string(b), "<aside") {
		t.Errorf("without --standings: exit %d, a section written: %v", code, strings.Contains(string(b), "<aside"))
	}
}
