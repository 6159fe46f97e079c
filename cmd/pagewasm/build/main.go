// Command build builds the shareable page's WebAssembly (cmd/pagewasm)
// and takes Go's support script for it, wasm_exec.js, from the toolchain
// that builds it: `go generate ./notation/page/` runs it in notation/page.
// It writes, into the folder -o names (. by default):
//
//   - pagewasm.wasm.lzma: the WebAssembly, built reproducibly (-trimpath,
//     no symbol table, no build information), inlined little (GCFlags),
//     and packed by xz (XZ Utils, which go generate needs) as an .lzma
//     file whose header gives its unpacked size (pack); the page's script
//     unpacks it (unlzma in notation/page/page.js);
//   - wasm_exec.js: the toolchain's own, as it is;
//   - pagewasm.games: the games it knows, one a line (cmd/pagewasm run
//     on this machine lists them);
//   - pagewasm.version: the Go release that built them.
//
// With -raw it writes the WebAssembly unpacked (pagewasm.wasm) instead,
// and needs no xz: the page's test TestWasmUpToDate builds them so into a
// temporary folder and fails when the committed ones differ (the
// WebAssembly compared with the committed one unpacked).
package main

import (
	"bytes"
	"encoding/binary"
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
	raw := flag.Bool("raw", false, "write the WebAssembly unpacked (pagewasm.wasm), without xz")
	flag.Parse()
	if err := build(*out, *raw); err != nil {
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

// build writes the four files into the folder, the WebAssembly packed
// unless raw.
func build(dir string, raw bool) error {
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
	module, err := os.ReadFile(wasm)
	if err != nil {
		return err
	}
	name := "pagewasm.wasm"
	if !raw {
		if module, err = pack(module); err != nil {
			return err
		}
		name = "pagewasm.wasm.lzma"
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
		os.WriteFile(filepath.Join(dir, name), module, 0o644),
		os.WriteFile(filepath.Join(dir, "wasm_exec.js"), support, 0o644),
		os.WriteFile(filepath.Join(dir, "pagewasm.games"), games, 0o644),
		os.WriteFile(filepath.Join(dir, "pagewasm.version"), []byte(version+"\n"), 0o644))
}

// lzmaOptions are how pack packs: xz's LZMA1 at its densest (-9e), no
// position bits (pb=0: some 0.3% smaller, the module's code has no
// alignment), a dictionary larger than the module (8.5 MB). Props is the
// byte of the .lzma header that says lc, lp and pb: (pb×5 + lp)×9 + lc.
const (
	lzmaOptions = "preset=9e,lc=3,lp=0,pb=0,dict=16MiB"
	lzmaDict    = 16 << 20
	props       = (0*5+0)*9 + 3
)

// pack packs the WebAssembly into an .lzma file ("LZMA alone"): a header
// of 13 bytes (props, the dictionary's size, the unpacked size, little
// endian) and xz's raw LZMA1 stream, which ends with an end marker after
// the bytes the header counts.
func pack(module []byte) ([]byte, error) {
	var packed bytes.Buffer
	cmd := exec.Command("xz", "--format=raw", "--lzma1="+lzmaOptions, "--threads=1", "--stdout")
	cmd.Stdin, cmd.Stdout, cmd.Stderr = bytes.NewReader(module), &packed, os.Stderr
	if err := cmd.Run(); err != nil {
		return nil, fmt.Errorf("xz (XZ Utils, which go generate needs to pack the WebAssembly): %w", err)
	}
	header := make([]byte, 13, 13+packed.Len())
	header[0] = props
	binary.LittleEndian.PutUint32(header[1:], lzmaDict)
	binary.LittleEndian.PutUint64(header[5:], uint64(len(module)))
	return append(header, packed.Bytes()...), nil
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
