package referee

import (
	"bytes"
	"encoding/json"
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/notation/charset"
	"github.com/arbiter-games/arbiter/notation/formats"
)

// smallChunks has the chunker cut chunks of about size bytes (and read on
// by itself past a stretch of max bytes with no cut) until the test ends.
func smallChunks(t testing.TB, size, most int) {
	oldSize, oldMax := chunkSize, maxChunk
	chunkSize, maxChunk = size, most
	t.Cleanup(func() { chunkSize, maxChunk = oldSize, oldMax })
}

// readAll referees the records of src, in the format, read in chunks or
// record by record, and gives each result's record, error, faults and
// diagnostics.
func readAll(t testing.TB, format notation.Format, src []byte, chunked bool) []string {
	dec, err := charset.NewReader(bytes.NewReader(src), "f", "")
	if err != nil {
		t.Fatal(err)
	}
	var from source = records{withFaults(format.NewReader(dec, "f"), dec)}
	if chunked {
		from = newChunker(dec, "f", format.Chunks)
	}
	var out []string
	s := &stream{
		open: func() (source, func(), error) { return from, nil, nil },
		opts: Options{Game: "YINSH"},
		sink: func(r Result) error {
			parts, err := json.Marshal([]any{r.Record, r.ReadErr, r.Encoding})
			out = append(out, fmt.Sprintf("%d %q\n%s\n%v\n%v", r.Number, r.Text, parts, err, r.Diagnostics()))
			return nil
		},
		end: func(err error) error { return err },
	}
	err = run(one(s), 3, func() {}) // waiting set: the path of a sink that flushes
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// sameChunked fails unless src reads the same in chunks as record by
// record.
func sameChunked(t *testing.T, format notation.Format, src []byte) {
	t.Helper()
	whole, chunked := readAll(t, format, src, false), readAll(t, format, src, true)
	if !reflect.DeepEqual(whole, chunked) {
		for i := range min(len(whole), len(chunked)) {
			if whole[i] != chunked[i] {
				t.Fatalf("record %d of %d read otherwise in chunks:\n--- whole\n%s\n--- chunks\n%s", i+1, len(whole), whole[i], chunked[i])
			}
		}
		t.Fatalf("%d records read whole, %d in chunks", len(whole), len(chunked))
	}
}

// chunkCases are files whose records a careless cut would split or join:
// tags after tags, a blank line between them, comments never closed,
// `%` lines, a tag after movetext on its line, byte-order marks, bytes
// that are not UTF-8, records too long.
var chunkCases = map[string]string{
	"games":         strings.Repeat("[Game \"YINSH\"]\n[Result \"*\"]\n\n1. e5 2. f6 3. g7 *\n\n", 40),
	"split tags":    strings.Repeat("[Game \"YINSH\"]\n\n[Result \"*\"]\n\n1. e5 *\n", 40),
	"open comment":  strings.Repeat("[Game \"YINSH\"]\n\n1. e5 {never closed\n[x] y\n\n", 40),
	"percent lines": strings.Repeat("% a note\n[Game \"YINSH\"]\n\n1. e5\n% [Game \"x\"]\n[Result \"*\"]\n1. e5 *\n", 40),
	"tag on a line": strings.Repeat("1. e5 [Game \"YINSH\"]\n[Result \"*\"]\n1. f6\n  [Event \"e\"]\n", 40),
	"marks":         "\ufeff\ufeff" + strings.Repeat("[Game \"YINSH\"]\n\n1. e5 *\n\ufeff[Game \"YINSH\"]\n1. e5\n", 40),
	"stray bytes":   strings.Repeat("[Game \"YINSH\"]\n\n1. e5 {caf\xe9} *\n", 5) + strings.Repeat("[Game \"YINSH\"]\n\n1. e5 *\n", 30),
	"late stray":    strings.Repeat("[Game \"YINSH\"]\n\n1. e5 *\n", 30) + "[Game \"YINSH\"]\n\n1. e5 {\xe9} *\n",
	"crlf":          strings.Repeat("[Game \"YINSH\"]\r\n\r\n1. e5 *\r\n\r\n", 40),
	"long":          strings.Repeat("[Game \"YINSH\"]\n\n1. e5 *\n", 10) + "[Game \"YINSH\"]\n\n" + strings.Repeat("{comment} ", 500) + "*\n" + strings.Repeat("[Game \"YINSH\"]\n\n1. e5 *\n", 10),
}

// TestChunksReadAsWhole: a file read in chunks gives the records,
// numbers, positions and diagnostics of the file read record by record,
// in every format that is read in chunks, chunks cut anywhere.
func TestChunksReadAsWhole(t *testing.T) {
	ndjson, err := formats.Lookup("ndjson")
	if err != nil {
		t.Fatal(err)
	}
	jfen, err := formats.Lookup("jfen")
	if err != nil {
		t.Fatal(err)
	}
	lines := "{\"game\":\"YINSH\",\"turns\":[\"e5\"]}\n\n  {\"game\":\"YINSH\"}\r\n{bad\n\ufeff{}\n"
	for _, size := range []int{1, 30, 100, 4000} {
		smallChunks(t, size, size+2000)
		for name, src := range chunkCases {
			t.Run(fmt.Sprintf("%s/%d", name, size), func(t *testing.T) { sameChunked(t, formats.Text, []byte(src)) })
		}
		t.Run(fmt.Sprintf("ndjson/%d", size), func(t *testing.T) { sameChunked(t, ndjson, []byte("\ufeff"+strings.Repeat(lines, 30))) })
		t.Run(fmt.Sprintf("jfen/%d", size), func(t *testing.T) { sameChunked(t, jfen, []byte(strangeLog)) })
	}
}

// logLines are lines of a Jungle engine log: games, blank lines and
// comments, lines that cannot be read, a line end in CRLF, a byte-order
// mark.
const logLines = "startpos moves a3a4 g7g6\n\n# a comment\n   \nfen garbage moves a3b3\r\nstartpos moves a3\n\ufeffstartpos\n"

// strangeLog is an engine log with a byte-order mark, and a byte not in
// UTF-8 in a comment after a game.
var strangeLog = "\ufeff" + strings.Repeat(logLines, 30) + "# caf\xe9\n" + strings.Repeat(logLines, 5)

// FuzzChunks: any file reads the same in chunks as record by record, in
// the text format, in JSON lines and in engine logs (chunked picks which).
func FuzzChunks(f *testing.F) {
	for _, src := range chunkCases {
		f.Add([]byte(src[:min(len(src), 300)]), uint8(40), uint8(0))
	}
	f.Add([]byte("{\"game\":\"YINSH\"}\n\n{\"game\":\"YINSH\",\"turns\":[\"e5\"]}\n{x\n"), uint8(3), uint8(1))
	f.Add([]byte(logLines), uint8(7), uint8(2))
	var chunked []notation.Format
	for _, name := range []string{"text", "ndjson", "jfen"} {
		format, err := formats.Lookup(name)
		if err != nil {
			f.Fatal(err)
		}
		chunked = append(chunked, format)
	}
	f.Fuzz(func(t *testing.T, src []byte, size, which uint8) {
		smallChunks(t, int(size)+1, int(size)+200)
		sameChunked(t, chunked[int(which)%len(chunked)], src)
	})
}

// TestWantedSeesNumbers: a pick by the record's number (Options.Wanted)
// sees each record's number in its file, read in chunks as record by
// record, though the workers number the other records only once refereed.
func TestWantedSeesNumbers(t *testing.T) {
	smallChunks(t, 64, 4096)
	src := []byte(chunkCases["games"])
	for _, chunked := range []bool{false, true} {
		dec, err := charset.NewReader(bytes.NewReader(src), "f", "")
		if err != nil {
			t.Fatal(err)
		}
		var from source = records{formats.Text.NewReader(dec, "f")}
		if chunked {
			from = newChunker(dec, "f", formats.Text.Chunks)
		}
		seen := 0
		s := &stream{
			open: func() (source, func(), error) { return from, nil, nil },
			opts: Options{Wanted: func(r *notation.Record) bool { return r.Number%3 == 0 }},
			sink: func(r Result) error {
				seen++
				if r.Number != seen || r.Unwanted != (seen%3 != 0) {
					t.Errorf("chunked %v: result %d has number %d, unwanted %v", chunked, seen, r.Number, r.Unwanted)
				}
				return nil
			},
			end: func(err error) error { return err },
		}
		if err := run(one(s), 3, nil); err != nil {
			t.Fatal(err)
		}
		if seen != 40 {
			t.Errorf("chunked %v: %d results, want 40", chunked, seen)
		}
	}
}
