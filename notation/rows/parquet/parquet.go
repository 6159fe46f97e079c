// Package parquet writes training rows (notation/rows) as an Apache
// Parquet file. It is a package of its own so that only the programs that
// list it (cmd/arbiter registers it with notation/formats) link the
// Parquet library and its compressors: a lean referee does not.
package parquet

import (
	"io"

	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/notation/rows"
	"github.com/parquet-go/parquet-go"
)

// Format is training rows as a Parquet file ("parquet").
func Format(o rows.Options) notation.Format {
	return notation.Format{Name: "parquet", Extensions: []string{".parquet"},
		Doc:       "training rows as an Apache Parquet file, one turn of a main line a row (written only)",
		NewWriter: func(w io.Writer) notation.RecordWriter { return NewWriter(w, o) }}
}

// Writer writes rows as a Parquet file (notation.RecordWriter), a row
// group at a time: it holds at most Options.RowGroup rows. It makes each
// record's rows ahead, on the goroutine that read it (notation.Preparer),
// from what it noted there while the referee replayed it
// (notation.Watching).
type Writer struct {
	mk *rows.Makers
	w  *parquet.GenericWriter[rows.Row]
}

// NewWriter writes rows as a Parquet file to w.
func NewWriter(w io.Writer, o rows.Options) *Writer {
	group := o.RowGroup
	if group <= 0 {
		group = rows.DefaultRowGroup
	}
	return &Writer{mk: rows.NewMakers(o, "parquet"),
		w: parquet.NewGenericWriter[rows.Row](w, parquet.MaxRowsPerRowGroup(int64(group)), parquet.Compression(&parquet.Zstd))}
}

// Write writes the rows of one record, or refuses it (see rows.Maker.Make).
func (pw *Writer) Write(e notation.Entry) (notation.Written, error) { return pw.Prepare(e)() }

// Prepare makes the rows of one record, on any goroutine, for the writer
// to write them when what it gives is called (notation.Preparer).
func (pw *Writer) Prepare(e notation.Entry) func() (notation.Written, error) {
	rs, lost, done, err := pw.mk.Make(e)
	return func() (notation.Written, error) {
		defer done()
		if err != nil {
			return notation.Written{}, err
		}
		if _, err := pw.w.Write(rs); err != nil {
			return notation.Written{}, err
		}
		return notation.Written{Lost: lost}, nil
	}
}

// Watch gives what watches the replay of a record to write
// (notation.Watching): its rows are then made without a replay of their
// own.
func (pw *Writer) Watch() notation.Watcher { return pw.mk.Watch() }

// Close writes the last row group and the file's footer.
func (pw *Writer) Close() error { return pw.w.Close() }
