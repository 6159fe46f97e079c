// Command build builds the shareable page's WebAssembly (cmd/pagewasm)
// and takes Go's support script for it, wasm_exec.js, from the toolchain
// that builds it: `go generate ./notation/page/` runs it in notation/page.
// It writes, into the folder -o names (. by default):
//
//   - pagewasm.wasm.gz: the WebAssembly, built reproducibly (-trimpath,
//     no symbol table, no build information), inlined little (GCFlags),
//     and gzipped without a name or a time, so that the same code and Go
//     give the same bytes;
//   - wasm_exec.js: the toolchain's own, as it is;
//   - pagewasm.games: the games it knows, one a line (cmd/pagewasm run
//     on this machine lists them);
//   - pagewasm.version: the Go release that built them.
//
// The page's test TestWasmUpToDate builds them again into a temporary
// folder and fails when the committed ones differ.
package main

import (
	"bytes"
	"compress/gzip"
	"errors"
	"flag"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

func main() {
	out := flag.String("o", ".", "the folder to write into")
	flag.Parse()
	if err := build(*out); err != nil {
		fmt.Fprintln(os.Stderr, "pagewasm/build:", err)
		os.Exit(1)
	}
}

// Tags leave out of the build what the page does not run: the reading of
// files (referee), the PNG rasterizer and the Hangul font (diagram).
const Tags = "nofiles,nopng,nohangulfont"

// GCFlags turn the compiler's inlining off (-l) but in the engines: a
// function inlined is its code copied into every caller, which makes the
// WebAssembly some 8% bigger gzipped; the engines, whose searches are the
// page's only long computations, keep it.
var GCFlags = []string{"-gcflags=all=-l", "-gcflags=github.com/arbiter-games/arbiter/engines/...="}

// Package is the WebAssembly's main package.
const Package = "github.com/arbiter-games/arbiter/cmd/pagewasm"

// build writes the four files into the folder.
func build(dir string) error {
	tmp, err := os.MkdirTemp("", "pagewasm")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	wasm := filepath.Join(tmp, "page.wasm")
	args := append([]string{"build", "-trimpath", "-buildvcs=false", "-tags", Tags}, GCFlags...)
	cmd := exec.Command("go", append(args, "-ldflags=-s -w -buildid=", "-o", wasm, Package)...)
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm", "CGO_ENABLED=0")
	cmd.Stderr = os.Stderr
	if err := cmd.Run(); err != nil {
		return fmt.Errorf("go build: %w", err)
	}
	raw, err := os.ReadFile(wasm)
	if err != nil {
		return err
	}
	var gz bytes.Buffer
	zw, err := gzip.NewWriterLevel(&gz, gzip.BestCompression)
	if err != nil {
		return err
	}
	if _, err := zw.Write(raw); err != nil {
		return err
	}
	if err := zw.Close(); err != nil {
		return err
	}
	games, err := exec.Command("go", "run", Package).Output()
	if err != nil {
		return fmt.Errorf("go run %s: %w", Package, err)
	}
	env, err := exec.Command("go", "env", "GOROOT", "GOVERSION").Output()
	if err != nil {
		return fmt.Errorf("go env: %w", err)
	}
	root, version, _ := strings.Cut(strings.TrimSpace(string(env)), "\n")
	support, err := wasmExec(root)
	if err != nil {
		return err
	}
	return errors.Join(
		os.WriteFile(filepath.Join(dir, "pagewasm.wasm.gz"), gz.Bytes(), 0o644),
		os.WriteFile(filepath.Join(dir, "wasm_exec.js"), support, 0o644),
		os.WriteFile(filepath.Join(dir, "pagewasm.games"), games, 0o644),
		os.WriteFile(filepath.Join(dir, "pagewasm.version"), []byte(version+"\n"), 0o644))
}

// wasmExec reads the toolchain's wasm_exec.js: in lib/wasm since Go 1.24,
// in misc/wasm before.
func wasmExec(root string) ([]byte, error) {
	for _, dir := range []string{"lib/wasm", "misc/wasm"} {
		b, err := os.ReadFile(filepath.Join(root, dir, "wasm_exec.js"))
		if !errors.Is(err, fs.ErrNotExist) {
			return b, err
		}
	}
	return nil, errors.New("no wasm_exec.js in the Go toolchain")
}
