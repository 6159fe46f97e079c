//go:build unix

package rows_test

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"syscall"
	"testing"

	"github.com/arbiter-games/arbiter/engines"
	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/notation/jsonform"
	"github.com/arbiter-games/arbiter/notation/rows"
	"github.com/arbiter-games/arbiter/notation/text"
	"github.com/arbiter-games/arbiter/referee"
)

// BenchmarkConvert converts the same generated records of each game, in a
// file of the text format, to training rows and to JSON lines, as convert
// does on one core: read, refereed and written by referee.Files with one
// worker, to one output for all the loops. It reports the time per turn, and MB/s of the records' text.
func BenchmarkConvert(b *testing.B) {
	dir := b.TempDir()
	for _, g := range notation.Games() {
		var recs []*notation.Record
		for seed := range 40 {
			rec, err := notation.Generate(g, int64(seed+1), engines.Setup{Tags: map[string]string{}}, 1000)
			if err != nil {
				b.Fatal(err)
			}
			rec.Pos.File, rec.Number = "generated", seed+1
			recs = append(recs, rec)
		}
		turns, file := 0, textFile(b, dir, g, recs)
		for _, rec := range recs {
			turns += len(rec.Moves.Turns)
		}
		ways := []struct {
			name string
			to   func(io.Writer) notation.RecordWriter
		}{
			{"rows", func(w io.Writer) notation.RecordWriter { return rows.NewLinesWriter(w, rows.Options{}) }},
			{"ndjson", func(w io.Writer) notation.RecordWriter { return jsonform.NewLinesWriter(w, jsonform.Detail{}) }},
		}
		for _, way := range ways {
			b.Run(g.Name()+"/"+way.name, func(b *testing.B) {
				st, err := os.Stat(file)
				if err != nil {
					b.Fatal(err)
				}
				b.SetBytes(st.Size())
				w := way.to(io.Discard) // one output, as in a run over many records
				opts := referee.FileOptions{Jobs: 1, Writing: &referee.Writing{To: w, Numbers: referee.KeepNumbering}}
				cpu := cpuTime(b)
				for b.Loop() {
					if _, err := referee.Files([]string{file}, opts, func(r referee.Result) error { return r.Refusal }); err != nil {
						b.Fatal(err)
					}
				}
				if err := w.Close(); err != nil {
					b.Fatal(err)
				}
				b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*turns), "ns/turn")
				b.ReportMetric(float64(cpuTime(b)-cpu)/float64(b.N*turns), "cpu-ns/turn")
			})
		}
	}
}

// cpuTime is the CPU time the process has used, in nanoseconds: on a
// machine others share, a steadier measure than the time that passed.
func cpuTime(b *testing.B) int64 {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		b.Fatal(err)
	}
	return ru.Utime.Nano() + ru.Stime.Nano()
}

// textFile writes the records in the text format to a file of dir named
// after the game, and gives its name.
func textFile(b *testing.B, dir string, g notation.Game, recs []*notation.Record) string {
	var buf bytes.Buffer
	w := text.NewWriter(&buf)
	for _, rec := range recs {
		if _, err := w.Write(notation.Entry{Record: rec}); err != nil {
			b.Fatal(err)
		}
	}
	if err := w.Close(); err != nil {
		b.Fatal(err)
	}
	file := filepath.Join(dir, g.Name()+".txt")
	if err := os.WriteFile(file, buf.Bytes(), 0o644); err != nil {
		b.Fatal(err)
	}
	return file
}
