package referee_test

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/notation/formats"
	"github.com/arbiter-games/arbiter/referee"
)

// TestWritingKeepIsWrittenOneAtATime writes the records a Keep keeps
// (select's way: Writing with Keep and May, Options.Wanted set, memory
// reused from batch to batch) of the examples, files of many of them joined
// (many batches), and files that end with a record the text writer holds
// back, on one goroutine and on three, as written and converted: the bytes written and
// what the writer said of each record are those of a run in fresh memory
// whose sink writes the records kept one at a time, and the sink's results
// hold no record or report. A record kept or held back whose memory a later
// batch reused would be written otherwise.
func TestWritingKeepIsWrittenOneAtATime(t *testing.T) {
	files := append(examplesJoined(t), heldBack(t)...)
	keep := func(r referee.Result) bool { return r.Number%3 != 0 }
	wanted := func(rec *notation.Record) bool { return len(rec.Moves.Turns)%2 == 0 }
	for _, c := range []struct {
		to        string
		asWritten bool
		may       func(referee.Result) bool
	}{{"text", true, keep}, {"text", true, nil}, {"text", false, keep}, {"ndjson", false, keep}} {
		format, err := formats.Lookup(c.to)
		if err != nil {
			t.Fatal(err)
		}
		for _, jobs := range []int{1, 3} {
			opts := referee.FileOptions{Jobs: jobs, Options: referee.Options{Wanted: wanted}}
			var want bytes.Buffer
			w := format.NewWriter(&want)
			var wantSaid []string
			results(t, files, opts, func(r referee.Result) {
				if r.Problem != nil || !keep(r) {
					return
				}
				e := r.Entry(referee.KeepNumbering)
				if c.asWritten {
					e = r.AsWritten()
				}
				written, err := w.Write(e)
				wantSaid = append(wantSaid, said(r, written, err))
			})
			closeWriter(t, w)

			var got bytes.Buffer
			w = format.NewWriter(&got)
			opts.Writing = &referee.Writing{To: w, AsWritten: c.asWritten, Keep: keep, May: c.may}
			var gotSaid []string
			earlier := 0
			results(t, files, opts, func(r referee.Result) {
				switch {
				case r.Record != nil || r.Report != nil:
					t.Fatalf("%s #%d: the sink has a record or report", r.File, r.Number)
				case r.Problem != nil || r.Skipped:
					return
				case r.Written.Earlier != nil:
					earlier++
				}
				gotSaid = append(gotSaid, said(r, r.Written, r.Refusal))
			})
			closeWriter(t, w)

			name := fmt.Sprintf("to %s, as written %v, may %v, jobs %d", c.to, c.asWritten, c.may != nil, jobs)
			if c.to == "text" && earlier == 0 {
				t.Errorf("%s: no record was held back", name)
			}
			if got.String() != want.String() {
				t.Errorf("%s: written:\n%s\nwant, one at a time:\n%s", name, got.String(), want.String())
			}
			if g, w := strings.Join(gotSaid, ""), strings.Join(wantSaid, ""); g != w {
				t.Errorf("%s: the writer said:\n%s\nwant:\n%s", name, g, w)
			}
		}
	}
}

// said is what a writer said of a result's record, and the record's place.
func said(r referee.Result, written notation.Written, err error) string {
	return fmt.Sprintf("%s #%d: %+v %+v %v\n", filepath.Base(r.File), r.Number, written.Lost, written.Earlier, err)
}

// closeWriter closes a writer of records, failing the test where it fails.
func closeWriter(t *testing.T, w notation.RecordWriter) {
	t.Helper()
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
}

// heldBack writes files of YINSH records, each ending with a record
// that cannot be read and holds no movetext, which the text writer holds
// back (the tags of a record after it would be read as its own) and keeps
// in % lines once the first record of the next file follows, batches
// later.
func heldBack(t *testing.T) []string {
	good, err := os.ReadFile("../examples/yinsh/club-night.yinsh")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	var names []string
	for i := range 6 {
		var b strings.Builder
		for range 6 {
			b.Write(good)
			b.WriteString("\n\n")
		}
		fmt.Fprintf(&b, "[Game \"YINSH\"]\n[Event \"held %d\n", i)
		name := filepath.Join(dir, fmt.Sprintf("held-%d.yinsh", i))
		if err := os.WriteFile(name, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
		names = append(names, name)
	}
	return names
}
