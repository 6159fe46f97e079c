package main

import (
	"os"
	"path/filepath"
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
