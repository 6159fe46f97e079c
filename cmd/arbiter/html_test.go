package main

import (
	"encoding/json"
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

// TestHTMLOpenings: html --openings embeds the archives' openings, each
// position by its key with the turns from it, as 'arbiter openings'
// counts them (the browser test of notation/page, TestExplorer, checks
// what the page's explorer shows); the limits are checked, and an archive
// that cannot be read writes nothing.
func TestHTMLOpenings(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	out := filepath.Join(dir, "page.html")
	code, _, stderr := arbiter(t, "", "html", "../../examples/jungle/annotated.jungle", "--openings", "../../examples/jungle/annotated.jungle",
		"--openings", "../../examples/jungle/club-night-annotated.jungle", "--openings-depth", "3", "-o", out)
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	b, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	_, data, _ := strings.Cut(string(b), `<script type="application/json" id="arbiter-data">`)
	data, _, _ = strings.Cut(data, "</script>")
	var doc struct {
		Records  []json.RawMessage `json:"records"`
		Openings struct {
			Depth int                                   `json:"depth"`
			Games map[string]map[string]json.RawMessage `json:"games"`
		} `json:"openings"`
	}
	if err := json.Unmarshal([]byte(data), &doc); err != nil {
		t.Fatal(err)
	}
	if len(doc.Records) != 1 || doc.Openings.Depth != 3 || len(doc.Openings.Games["Jungle"]) < 4 {
		t.Errorf("%d records, depth %d, %d positions: want the page's one record and the archives' openings within 3 turns",
			len(doc.Records), doc.Openings.Depth, len(doc.Openings.Games["Jungle"]))
	}
	code, _, _ = arbiter(t, "", "html", "../../examples/jungle/annotated.jungle", "-o", out)
	if b, _ := os.ReadFile(out); code != exitOK || strings.Contains(string(b), `"openings"`) {
		t.Errorf("without --openings: exit %d, openings written: %v", code, strings.Contains(string(b), `"openings"`))
	}
	for _, c := range []struct {
		args []string
		code int
		says string
	}{
		{[]string{"--openings", "../../examples/jungle/annotated.jungle", "--openings-depth", "0"}, exitCommand, "--openings-depth must be at least 1"},
		{[]string{"--openings", "../../examples/jungle/annotated.jungle", "--openings-min", "0"}, exitCommand, "--openings-min must be at least 1"},
		{[]string{"--openings", "no-such-archive.jungle"}, exitCommand, "no-such-archive.jungle"},
	} {
		missing := filepath.Join(dir, "missing.html")
		code, _, stderr := arbiter(t, "", append([]string{"html", "../../examples/jungle/annotated.jungle", "-o", missing}, c.args...)...)
		if code != c.code || !strings.Contains(stderr, c.says) {
			t.Errorf("%v: exit %d, %q; want %d saying %q", c.args, code, stderr, c.code, c.says)
		}
		if _, err := os.Stat(missing); err == nil {
			t.Errorf("%v: a page was written", c.args)
		}
	}
}
