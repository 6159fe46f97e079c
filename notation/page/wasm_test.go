package page

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestWasmUpToDate builds the page's WebAssembly and support script again
// (go generate: cmd/pagewasm/build) and fails when the committed ones
// differ: the page must run the code of the module it is built with. A Go
// release other than the one that built them gives other bytes: the test
// then says so and skips.
func TestWasmUpToDate(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the WebAssembly")
	}
	built, err := os.ReadFile("pagewasm.version")
	if err != nil {
		t.Fatal(err)
	}
	version, err := exec.Command("go", "env", "GOVERSION").Output()
	if err != nil {
		t.Fatal(err)
	}
	if v := strings.TrimSpace(string(version)); v != strings.TrimSpace(string(built)) {
		t.Skipf("the WebAssembly was built by %s, this is %s: run go generate ./notation/page/ with %s to compare", built, v, built)
	}
	dir := t.TempDir()
	cmd := exec.Command("go", "run", "../../cmd/pagewasm/build", "-o", dir)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go run ../../cmd/pagewasm/build: %v\n%s", err, out)
	}
	for _, name := range []string{"pagewasm.wasm.gz", "wasm_exec.js", "pagewasm.games", "pagewasm.version"} {
		fresh, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		committed, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(fresh, committed) {
			t.Errorf("%s is stale: run go generate ./notation/page/ and commit it", name)
		}
	}
}
