// Package parquet writes training rows (notation/rows) as an Apache
// Parquet file. It is a package of its own so that only the programs that
// list it (cmd/arbiter registers it with notation/formats) link the
// Parquet library and its compressors: a lean referee does not.
package parquet

import (
	"bytes"
	"io"
	"runtime"
	"slices"

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

// Writer writes rows as a Parquet file (notation.RecordWriter), in row
// groups of Options.RowGroup rows. It makes each record's rows ahead, on
// the goroutine that read it (notation.Preparer), from what it noted there
// while the referee replayed it (notation.Watching). A row group, once
// gathered, is encoded and compressed on a goroutine of its own (two
// fifths of the work of a conversion to Parquet), as many groups at once
// as half of GOMAXPROCS (one at least), and copied into the file as it
// was encoded, group after group, in order: the writer holds the rows of
// that many groups and one more. Its file is the bytes one writer of the
// whole file, fed record by record, would write.
type Writer struct {
	mk   *rows.Makers
	file *parquet.GenericWriter[rows.Row]
	size int // the rows of a group
	most int // the groups encoded at once
	// the group being gathered: its records' rows (the first and last
	// maybe in part), and how many
	rows  [][]rows.Row
	n     int
	queue []*group // the groups being encoded, in order
}

// NewWriter writes rows as a Parquet file to w.
func NewWriter(w io.Writer, o rows.Options) *Writer {
	size := o.RowGroup
	if size <= 0 {
		size = rows.DefaultRowGroup
	}
	return &Writer{mk: rows.NewMakers(o, "parquet"), file: newFile(w, size), size: size,
		most: max(1, runtime.GOMAXPROCS(0)/2)}
}

// newFile is a writer of a Parquet file of rows in groups of size rows:
// the file, and each group alone, written so alike that a group's pages
// are copied into the file as they are.
func newFile(w io.Writer, size int) *parquet.GenericWriter[rows.Row] {
	return parquet.NewGenericWriter[rows.Row](w, parquet.MaxRowsPerRowGroup(int64(size)), parquet.Compression(&parquet.Zstd))
}

// Write writes the rows of one record, or refuses it (see rows.Maker.Make).
func (pw *Writer) Write(e notation.Entry) (notation.Written, error) { return pw.Prepare(e)() }

// Prepare makes the rows of one record, on any goroutine, for the writer
// to write them when what it gives is called (notation.Preparer).
func (pw *Writer) Prepare(e notation.Entry) func() (notation.Written, error) {
	rs, lost, done, err := pw.mk.Make(e)
	rs = own(rs)
	done()
	return func() (notation.Written, error) {
		if err != nil {
			return notation.Written{}, err
		}
		if err := pw.add(rs); err != nil {
			return notation.Written{}, err
		}
		return notation.Written{Lost: lost}, nil
	}
}

// add gathers rows into groups, handing each group to be encoded once it
// is whole.
func (pw *Writer) add(rs []rows.Row) error {
	for len(rs) > 0 {
		n := min(len(rs), pw.size-pw.n)
		pw.rows, pw.n = append(pw.rows, rs[:n]), pw.n+n
		rs = rs[n:]
		if pw.n == pw.size {
			if err := pw.flush(); err != nil {
				return err
			}
		}
	}
	return nil
}

// flush hands the group gathered to be encoded, after writing the groups
// encoded before it into the file while as many are being encoded as
// may be.
func (pw *Writer) flush() error {
	if pw.n == 0 {
		return nil
	}
	for len(pw.queue) >= pw.most || len(pw.queue) > 0 && pw.queue[0].ready() {
		if err := pw.commit(); err != nil {
			return err
		}
	}
	pw.queue = append(pw.queue, encode(pw.rows, pw.size))
	pw.rows, pw.n = nil, 0
	return nil
}

// commit waits until the first group queued is encoded and copies it into
// the file.
func (pw *Writer) commit() error {
	g := pw.queue[0]
	pw.queue[0], pw.queue = nil, pw.queue[1:]
	<-g.done
	if g.err != nil {
		return g.err
	}
	f, err := parquet.OpenFile(bytes.NewReader(g.out.Bytes()), int64(g.out.Len()))
	if err != nil {
		return err
	}
	for _, rg := range f.RowGroups() {
		if _, err := pw.file.WriteRowGroup(rg); err != nil {
			return err
		}
	}
	return nil
}

// Watch gives what watches the replay of a record to write
// (notation.Watching): its rows are then made without a replay of their
// own.
func (pw *Writer) Watch() notation.Watcher { return pw.mk.Watch() }

// Close writes the last row groups and the file's footer.
func (pw *Writer) Close() error {
	err := pw.flush()
	for err == nil && len(pw.queue) > 0 {
		err = pw.commit()
	}
	for len(pw.queue) > 0 { // after an error, the goroutines still end
		<-pw.queue[0].done
		pw.queue = pw.queue[1:]
	}
	if err != nil {
		return err
	}
	return pw.file.Close()
}

// group is a row group being encoded, as a Parquet file of its own in
// memory.
type group struct {
	out  bytes.Buffer
	err  error
	done chan struct{} // closed once out or err is set
}

// encode encodes a group of size rows at most, on a goroutine of its
// own, record by record as one writer of the whole file would (its pages
// end where that writer's would).
func encode(records [][]rows.Row, size int) *group {
	g := &group{done: make(chan struct{})}
	go func() {
		defer close(g.done)
		w := newFile(&g.out, size)
		for _, rs := range records {
			if _, err := w.Write(rs); err != nil {
				g.err = err
				return
			}
		}
		g.err = w.Close()
	}()
	return g
}

// ready tells whether the group is encoded.
func (g *group) ready() bool {
	select {
	case <-g.done:
		return true
	default:
		return false
	}
}

// own copies a record's rows out of the Maker that made them, which
// reuses their memory for its next record (rows.Maker.Make): the rows and
// their scores, in one piece of memory for all (never nil, as the Maker's
// are not); their texts are strings, never written again.
func own(rs []rows.Row) []rows.Row {
	if rs == nil {
		return nil
	}
	n := 0
	for i := range rs {
		n += len(rs[i].Scores)
	}
	out, scores := slices.Clone(rs), make([]int32, 0, max(n, 1))
	for i := range out {
		from := len(scores)
		scores = append(scores, out[i].Scores...)
		out[i].Scores = scores[from:len(scores):len(scores)]
	}
	return out
}
