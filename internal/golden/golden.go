// Package golden compares test output with golden files; `go test -update`
// rewrites them. It is for the tests of the notation packages (canonical
// text, diagrams), so that one flag and one message serve them all.
package golden

import (
	"bytes"
	"flag"
	"os"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the golden files")

// Updating tells whether the test run was asked to rewrite golden files.
func Updating() bool { return *update }

// Check compares got with the golden file at path, or writes got there
// under -update.
func Check(t testing.TB, path string, got []byte) {
	t.Helper()
	if *update {
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (go test -update writes it)", err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s differs from its golden file (go test -update rewrites it; look at the diff); got:\n%s", path, got)
	}
}
