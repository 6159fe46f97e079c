package rows_test

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/arbiter-games/arbiter/internal/golden"
	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/notation/rows"
	"github.com/arbiter-games/arbiter/notation/rows/parquet"
	"github.com/arbiter-games/arbiter/notation/text"
	"github.com/arbiter-games/arbiter/referee"
)

// TestGolden: the rows of generated games of each game, whole, and under
// the board's symmetries for the games that have them, are those of the
// golden files byte for byte (go test -update rewrites them): the speed of
// the writer may change, its output may not.
func TestGolden(t *testing.T) {
	for _, g := range notation.Games() {
		t.Run(g.Name(), func(t *testing.T) {
			name := strings.ToLower(g.Name())
			var out bytes.Buffer
			write(t, rows.NewLinesWriter(&out, rows.Options{}), generated(t, g, 3, 1000))
			golden.Check(t, filepath.Join("testdata", name+".rows"), out.Bytes())
			if notation.AbilitiesOf(g).Symmetric == nil {
				return
			}
			out.Reset()
			write(t, rows.NewLinesWriter(&out, rows.Options{Symmetries: true}), generated(t, g, 2, 12))
			golden.Check(t, filepath.Join("testdata", name+"-symmetries.rows"), out.Bytes())
		})
	}
}

// plainWriter is a writer of rows that neither prepares nor watches: it
// makes each record's rows with a replay of its own.
type plainWriter struct{ notation.RecordWriter }

// TestWatched: rows made from what the referee's replay handed the writer
// (notation.Watching, several records at once) are the bytes of rows made
// with a replay of their own, as JSON lines and in Parquet, with and
// without symmetries; records whose rows are refused are refused alike.
func TestWatched(t *testing.T) {
	dir := t.TempDir()
	for _, g := range notation.Games() {
		var recs bytes.Buffer
		tw := text.NewWriter(&recs)
		for _, e := range generated(t, g, 6, 200) {
			if _, err := tw.Write(e); err != nil {
				t.Fatal(err)
			}
		}
		if err := tw.Close(); err != nil {
			t.Fatal(err)
		}
		recs.WriteString("[Game \"" + g.Name() + "\"]\n\n1. nonsense *\n")
		file := filepath.Join(dir, strings.ToLower(g.Name())+".txt")
		if err := os.WriteFile(file, recs.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		writers := map[string]func(io.Writer, rows.Options) notation.RecordWriter{
			"rows":    func(w io.Writer, o rows.Options) notation.RecordWriter { return rows.NewLinesWriter(w, o) },
			"parquet": func(w io.Writer, o rows.Options) notation.RecordWriter { return parquet.NewWriter(w, o) },
		}
		for name, newWriter := range writers {
			for _, o := range []rows.Options{{}, {Symmetries: true}} {
				watched, refused := convert(t, file, newWriter, o, true)
				replayed, refusedToo := convert(t, file, newWriter, o, false)
				if !bytes.Equal(watched, replayed) || refused != refusedToo || refused == 0 {
					t.Errorf("%s %s %+v: %d bytes watched, %d records refused; %d bytes replayed, %d refused",
						g.Name(), name, o, len(watched), refused, len(replayed), refusedToo)
				}
			}
		}
	}
}

// convert writes the rows of the file's records as convert does, through
// a writer that watches the referee's replays (or one that does not), and
// gives them with the count of records refused.
func convert(t *testing.T, file string, newWriter func(io.Writer, rows.Options) notation.RecordWriter, o rows.Options, watch bool) ([]byte, int) {
	t.Helper()
	var out bytes.Buffer
	var w notation.RecordWriter = newWriter(&out, o)
	if !watch {
		w = plainWriter{w}
	}
	refused := 0
	_, err := referee.Files([]string{file}, referee.FileOptions{Jobs: 3, Writing: &referee.Writing{To: w, Numbers: referee.KeepNumbering}},
		func(r referee.Result) error {
			if r.Refusal != nil {
				refused++
			}
			return nil
		})
	if err != nil {
		t.Fatal(err)
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	return out.Bytes(), refused
}
