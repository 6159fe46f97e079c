// Package parquet writes training rows (notation/rows) as an Apache
// Parquet file. It is a package of its own so that only the programs that
// list it (cmd/arbiter registers it with notation/formats) link the
// Parquet library and its compressors: a lean referee does not.
package parquet

import (
	"bytes"
	"io"
	"runtime"
	"sync"
	"sync/atomic"

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
// while the referee replayed it (notation.Watching). Each row group is
// encoded and compressed (two fifths of the work of a conversion to
// Parquet) on a goroutine of its own as its rows come, and copied into
// the file once encoded, group after group, in order. Besides the group
// rows are added to, as many groups as a third of GOMAXPROCS (one at least)
// may still be encoding: the writer holds the rows that wait to be
// encoded, at most so many groups'. Its file is the bytes one writer of
// the whole file, fed record by record, would write. A Writer must be
// closed: the goroutine of the group being filled ends with Close.
type Writer struct {
	mk    *rows.Makers
	codec *pages // the file's and every group's
	file  *parquet.GenericWriter[rows.Row]
	size  int      // the rows of a group
	most  int      // the groups encoding besides cur
	cur   *group   // the group rows are added to; nil before its first
	queue []*group // the groups whose rows are all added, in order
}

// NewWriter writes rows as a Parquet file to w.
func NewWriter(w io.Writer, o rows.Options) *Writer {
	size := o.RowGroup
	if size <= 0 {
		size = rows.DefaultRowGroup
	}
	codec := newPages()
	return &Writer{mk: rows.NewMakers(o, "parquet"), codec: codec, file: newFile(w, size, codec),
		size: size, most: max(1, runtime.GOMAXPROCS(0)/3)}
}

// newFile is a writer of a Parquet file of rows in groups of size rows,
// its pages compressed by codec: the file, and each group alone, written
// so alike that a group's pages are copied into the file as they are.
func newFile(w io.Writer, size int, codec *pages) *parquet.GenericWriter[rows.Row] {
	return parquet.NewGenericWriter[rows.Row](w, parquet.MaxRowsPerRowGroup(int64(size)), parquet.Compression(codec))
}

// Write writes the rows of one record, or refuses it (see rows.Maker.Make).
func (pw *Writer) Write(e notation.Entry) (notation.Written, error) { return pw.Prepare(e)() }

// Prepare makes the rows of one record, on any goroutine, for the writer
// to write them when what it gives is called (notation.Preparer).
func (pw *Writer) Prepare(e notation.Entry) func() (notation.Written, error) {
	rs, lost, done, err := pw.mk.Make(e)
	return func() (notation.Written, error) {
		if err != nil {
			done()
			return notation.Written{}, err
		}
		if err := pw.add(rs, done); err != nil {
			return notation.Written{}, err
		}
		return notation.Written{Lost: lost}, nil
	}
}

// add hands a record's rows to the groups they fall in, starting a group
// where one is whole; done is called once they are all encoded (the rows
// are the Maker's until then: no copy is made of them).
func (pw *Writer) add(rs []rows.Row, done func()) error {
	if len(rs) == 0 { // a record of no turns
		done()
		return nil
	}
	rel := &release{done: done}
	rel.left.Store(1)
	for len(rs) > 0 {
		if pw.cur == nil {
			if err := pw.commitAhead(); err != nil {
				return err
			}
			pw.cur = encode(pw.size, pw.codec)
		}
		n := min(len(rs), pw.size-pw.cur.n)
		if n < len(rs) {
			rel.left.Add(1) // the rest goes to the next group
		}
		pw.cur.push(piece{rs[:n], rel})
		rs = rs[n:]
		if pw.cur.n == pw.size {
			pw.finish()
		}
	}
	return nil
}

// finish ends the group rows are added to, queuing it to be copied.
func (pw *Writer) finish() {
	pw.cur.end()
	pw.queue, pw.cur = append(pw.queue, pw.cur), nil
}

// commitAhead copies into the file the groups queued that are encoded,
// and waits for the first ones while more are queued than may be encoded
// besides the group to start.
func (pw *Writer) commitAhead() error {
	for len(pw.queue) > pw.most || len(pw.queue) > 0 && pw.queue[0].ready() {
		if err := pw.commit(); err != nil {
			return err
		}
	}
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
	if pw.cur != nil {
		pw.finish()
	}
	var err error
	for err == nil && len(pw.queue) > 0 {
		err = pw.commit()
	}
	for _, g := range pw.queue { // after an error, the goroutines still end
		<-g.done
	}
	pw.queue = nil
	if err != nil {
		return err
	}
	return pw.file.Close()
}

// group is a row group encoded, as the rows of its records come, into a
// Parquet file of its own in memory.
type group struct {
	n int // the rows pushed

	mu      sync.Mutex
	waiting []piece       // the records' rows pushed, not yet encoded
	rows    int           // the rows of waiting
	ended   bool          // no more are pushed
	wake    chan struct{} // a token when the encoder may have work
	out     bytes.Buffer
	err     error
	done    chan struct{} // closed once out or err is set
}

// wakeRows is how many rows wait before the encoder is woken for them:
// a wakeup for many records, not each.
const wakeRows = 4096

// encode starts encoding a group of size rows at most, on a goroutine of
// its own, record by record as one writer of the whole file would (its
// pages end where that writer's would).
func encode(size int, codec *pages) *group {
	g := &group{wake: make(chan struct{}, 1), done: make(chan struct{})}
	go func() {
		defer close(g.done)
		w := newFile(&g.out, size, codec)
		for {
			pieces, ended := g.take()
			for _, p := range pieces {
				if _, err := w.Write(p.rows); err != nil {
					g.err = err
					return
				}
				p.release.drop()
			}
			if ended {
				g.err = w.Close()
				return
			}
		}
	}()
	return g
}

// push adds a record's rows (or part of them) to the group.
func (g *group) push(p piece) {
	g.n += len(p.rows)
	g.mu.Lock()
	g.waiting, g.rows = append(g.waiting, p), g.rows+len(p.rows)
	many := g.rows >= wakeRows
	g.mu.Unlock()
	if many {
		g.signal()
	}
}

// end tells the group that all its rows are pushed.
func (g *group) end() {
	g.mu.Lock()
	g.ended = true
	g.mu.Unlock()
	g.signal()
}

// signal leaves the encoder a token, unless one waits already.
func (g *group) signal() {
	select {
	case g.wake <- struct{}{}:
	default:
	}
}

// take gives the rows waiting, once there are some or the group ended,
// and whether it ended (then they are the last).
func (g *group) take() ([]piece, bool) {
	for {
		g.mu.Lock()
		pieces, ended := g.waiting, g.ended
		g.waiting, g.rows = nil, 0
		g.mu.Unlock()
		if len(pieces) > 0 || ended {
			return pieces, ended
		}
		<-g.wake
	}
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

// piece is a record's rows, or the part of them in one group, and what
// gives them back to their Maker once every part is encoded.
type piece struct {
	rows    []rows.Row
	release *release
}

// release gives a record's rows back to their Maker (done) once each of
// the parts left is encoded.
type release struct {
	left atomic.Int32
	done func()
}

// drop tells that a part is encoded.
func (r *release) drop() {
	if r.left.Add(-1) == 0 {
		r.done()
	}
}
