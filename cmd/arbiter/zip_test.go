package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestZipInput validates a zip archive of the club's games, and refuses to
// write over it: an archive is read, never written in place.
func TestZipInput(t *testing.T) {
	src, err := os.ReadFile("../../examples/yinsh/club-night.yinsh")
	if err != nil {
		t.Fatal(err)
	}
	archive := filepath.Join(t.TempDir(), "club.zip")
	packed := zipOf(t, "2026/club-night.yinsh", string(src))
	if err := os.WriteFile(archive, []byte(packed), 0o644); err != nil {
		t.Fatal(err)
	}
	if code, out, stderr := arbiter(t, "", "validate", archive); code != exitOK || !strings.HasPrefix(out, "2 records") {
		t.Errorf("validate: exit %d, %s%s", code, out, stderr)
	}
	for _, args := range [][]string{{"convert", archive, "-o", archive}, {"annotate", "--depth", "1", archive, "-o", archive}} {
		code, _, stderr := arbiter(t, "", args...)
		if code != exitCommand || !strings.Contains(stderr, "is the input file") {
			t.Errorf("arbiter %s: exit %d, %q; want exit 2, the archive named the input", strings.Join(args, " "), code, stderr)
		}
	}
	if now, _ := os.ReadFile(archive); !bytes.Equal(now, []byte(packed)) {
		t.Error("the archive was written over")
	}
}
