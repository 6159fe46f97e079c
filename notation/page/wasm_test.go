package page

import (
	"bytes"
	"hash/fnv"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/arbiter-games/arbiter/internal/browsertest"
	"github.com/ulikunitz/xz/lzma"
)

// TestWasmUpToDate builds the page's WebAssembly and support script again
// (go generate: cmd/pagewasm/build, with -raw: the WebAssembly unpacked,
// no xz needed) and fails when the committed ones differ, the committed
// WebAssembly unpacked: the page must run the code of the module it is
// built with. A Go release other than the one that built them gives other
// bytes: the test then says so and skips.
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
	cmd := exec.Command("go", "run", "../../cmd/pagewasm/build", "-raw", "-o", dir)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go run ../../cmd/pagewasm/build -raw: %v\n%s", err, out)
	}
	committed := map[string][]byte{"pagewasm.wasm": unpacked(t, wasmLZMA)}
	for _, name := range []string{"wasm_exec.js", "pagewasm.games", "pagewasm.version"} {
		b, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		committed[name] = b
	}
	for name, b := range committed {
		fresh, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(fresh, b) {
			t.Errorf("%s is stale: run go generate ./notation/page/ and commit it", name)
		}
	}
}

// unpacked is the page's WebAssembly unpacked, as the page's script
// unpacks it: an .lzma file that says its size, all of it read.
func unpacked(t *testing.T, packed []byte) []byte {
	t.Helper()
	r, err := lzma.NewReader(bytes.NewReader(packed))
	if err != nil {
		t.Fatal(err)
	}
	b, err := io.ReadAll(r)
	if err != nil {
		t.Fatalf("pagewasm.wasm.lzma: %v", err)
	}
	if h, _ := r.Header(); h.Size != int64(len(b)) {
		t.Fatalf("pagewasm.wasm.lzma says %d bytes, has %d", h.Size, len(b))
	}
	return b
}

// TestUnpackInBrowser unpacks the WebAssembly of a page in Chromium with
// the page's own functions (decode7, unlzma) and compares it with the Go
// reading of the committed file (its length and FNV-1a hash): the page
// runs the very bytes that TestWasmUpToDate checks.
func TestUnpackInBrowser(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a browser")
	}
	var html bytes.Buffer
	if err := Write(&html, nil); err != nil {
		t.Fatal(err)
	}
	p := browsertest.Open(t, html.Bytes(), "")
	got := browsertest.Eval[[2]uint32](p, `(() => {`+scriptFunction(t, "decode7")+scriptFunction(t, "unlzma")+`
		const b = document.getElementById('arbiter-wasm'), read = unlzma(decode7(b.textContent, Number(b.dataset.length)));
		let h = 0x811c9dc5, n = 0;
		for (let part = read(1 << 18); part.length > 0; part = read(1 << 18)) {
			n += part.length;
			for (const c of part) { h = Math.imul(h ^ c, 0x01000193); }
		}
		return [n, h >>> 0];
	})()`)
	want := unpacked(t, wasmLZMA)
	h := fnv.New32a()
	h.Write(want)
	if got != [2]uint32{uint32(len(want)), h.Sum32()} {
		t.Errorf("the page unpacks %d bytes of FNV-1a %#x, Go %d bytes of %#x", got[0], got[1], len(want), h.Sum32())
	}
}

// scriptFunction is the text of a function of page.js, declared in its
// outer function (indented by two spaces).
func scriptFunction(t *testing.T, name string) string {
	t.Helper()
	start := strings.Index(script, "\n  function "+name+"(")
	if start < 0 {
		t.Fatalf("page.js has no function %s", name)
	}
	end := strings.Index(script[start:], "\n  }\n")
	return script[start : start+end+4]
}
