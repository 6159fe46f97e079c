package main

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime/debug"
	"strings"
	"sync"
	"testing"

	"github.com/arbiter-games/arbiter/internal/heapgoal"
)

// The benchmarks of this file run whole commands in-process on generated
// YINSH archives, as a user runs them, with the garbage collector set as the
// command sets it. Records are refereed on GOMAXPROCS workers: run them with
// -cpu 1 for one core, -cpu 1,2,4 for the scaling. Their games/s figures
// are the ones README.md quotes.

var (
	// benchArchives holds the generated archives (name → file), made once.
	benchArchives sync.Map
	// processDir holds the files the tests and benchmarks make once per
	// process (the archives, the test engine); TestMain removes it.
	processDir = sync.OnceValues(func() (string, error) { return os.MkdirTemp("", "arbiter-test") })
)

// TestMain removes the files of processDir after the run. Started by
// a test as the arbiter command (asArbiter), the test binary runs the
// command instead.
func TestMain(m *testing.M) {
	if args, ok := asArbiter(); ok {
		os.Exit(run(args, standardIO()))
	}
	code := m.Run()
	if dir, err := processDir(); err == nil {
		os.RemoveAll(dir)
	}
	os.Exit(code)
}

// benchArchive returns a file of n generated YINSH games in the format of
// its name's ending (.yinsh, .ndjson, .json, .sgf), made once per process.
func benchArchive(b *testing.B, n int, ending string) string {
	name := fmt.Sprintf("yinsh-%d.%s", n, ending)
	if f, ok := benchArchives.Load(name); ok {
		return f.(string)
	}
	dir, err := processDir()
	if err != nil {
		b.Fatal(err)
	}
	file := filepath.Join(dir, name)
	text := filepath.Join(dir, fmt.Sprintf("yinsh-%d.yinsh", n))
	benchRun(b, 0, "generate", "--game", "yinsh", "--count", fmt.Sprint(n), "-o", text)
	if ending != "yinsh" {
		benchRun(b, 0, "convert", "--to", ending, text, "-o", file)
	}
	benchArchives.Store(name, file)
	return file
}

// benchRun runs the command line and fails unless it exits with code.
func benchRun(b *testing.B, code int, args ...string) {
	var errOut bytes.Buffer
	if got := run(args, &IO{In: strings.NewReader(""), Out: io.Discard, Err: &errOut}); got != code {
		b.Fatalf("arbiter %s: exit %d, want %d: %s", strings.Join(args, " "), got, code, errOut.String())
	}
}

// benchCommand times a command over a file of n games, reporting games/s.
func benchCommand(b *testing.B, n int, file string, args ...string) {
	defer debug.SetGCPercent(debug.SetGCPercent(heapgoal.Most))
	st, err := os.Stat(file)
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(st.Size())
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		benchRun(b, 0, append(args, file)...)
	}
	b.ReportMetric(float64(n*b.N)/b.Elapsed().Seconds(), "games/s")
}

// BenchmarkValidate: `arbiter validate` of 10,000 YINSH games.
func BenchmarkValidate(b *testing.B) {
	benchCommand(b, 10000, benchArchive(b, 10000, "yinsh"), "validate")
}

// BenchmarkSelect: `arbiter select --turns 40: --dedupe` of 10,000 YINSH
// games: every record refereed, those kept written as they were.
func BenchmarkSelect(b *testing.B) {
	benchCommand(b, 10000, benchArchive(b, 10000, "yinsh"), "select", "--turns", "40:", "--dedupe")
}

// BenchmarkSelectPlayer: `arbiter select --player` of 10,000 YINSH games,
// none of them by the player: records are read, not refereed.
func BenchmarkSelectPlayer(b *testing.B) {
	benchCommand(b, 10000, benchArchive(b, 10000, "yinsh"), "select", "--player", "nobody")
}

// BenchmarkStats: `arbiter stats` of 10,000 YINSH games.
func BenchmarkStats(b *testing.B) {
	benchCommand(b, 10000, benchArchive(b, 10000, "yinsh"), "stats")
}

// BenchmarkJSONLinesWrite: `arbiter convert --to ndjson` of 2,000 YINSH
// games (reading the text, refereeing, writing validated JSON lines).
func BenchmarkJSONLinesWrite(b *testing.B) {
	benchCommand(b, 2000, benchArchive(b, 2000, "yinsh"), "convert", "--to", "ndjson")
}

// BenchmarkJSONLinesRead: `arbiter convert --from ndjson` of 2,000 YINSH
// games back to text (reading and validating the JSON lines, refereeing,
// writing text).
func BenchmarkJSONLinesRead(b *testing.B) {
	benchCommand(b, 2000, benchArchive(b, 2000, "ndjson"), "convert", "--to", "text")
}

// BenchmarkJSONWrite: `arbiter convert --to json` of 2,000 YINSH games
// (indented, every accepted turn with its structured move).
func BenchmarkJSONWrite(b *testing.B) {
	benchCommand(b, 2000, benchArchive(b, 2000, "yinsh"), "convert", "--to", "json")
}

// BenchmarkJSONRead: `arbiter convert --from json` of 2,000 YINSH games
// back to text.
func BenchmarkJSONRead(b *testing.B) {
	benchCommand(b, 2000, benchArchive(b, 2000, "json"), "convert", "--to", "text")
}

// BenchmarkSGFWrite: `arbiter convert --to sgf` of 2,000 YINSH games
// (boardspace's SGF, a node an action).
func BenchmarkSGFWrite(b *testing.B) {
	benchCommand(b, 2000, benchArchive(b, 2000, "yinsh"), "convert", "--to", "sgf")
}

// BenchmarkSGFRead: `arbiter convert --from sgf` of 2,000 YINSH games back
// to text.
func BenchmarkSGFRead(b *testing.B) {
	benchCommand(b, 2000, benchArchive(b, 2000, "sgf"), "convert", "--to", "text")
}

// BenchmarkRowsWrite: `arbiter convert --to rows` of the 2,000 YINSH games
// of BenchmarkJSONLinesWrite (a JSON line per turn, with its position and
// its count of legal turns): per turn, as fast as that at least.
func BenchmarkRowsWrite(b *testing.B) {
	benchCommand(b, 2000, benchArchive(b, 2000, "yinsh"), "convert", "--to", "rows")
}

// BenchmarkParquetWrite: `arbiter convert --to parquet` of the same games.
func BenchmarkParquetWrite(b *testing.B) {
	benchCommand(b, 2000, benchArchive(b, 2000, "yinsh"), "convert", "--to", "parquet")
}

// BenchmarkOpenings: `arbiter openings` of 10,000 YINSH games (the tree of
// their first 8 turns).
func BenchmarkOpenings(b *testing.B) {
	benchCommand(b, 10000, benchArchive(b, 10000, "yinsh"), "openings")
}
