//go:build !nofiles

package referee

import (
	"cmp"
	"errors"
	"io"
	"iter"
	"runtime"
	"sync"

	"github.com/arbiter-games/arbiter/internal/scratch"
	"github.com/arbiter-games/arbiter/notation"
)

// Run parses and referees the records of src on the given number of
// goroutines and hands the results to sink in the order of the source;
// each Result has its Number, Text, Record, Report or ReadErr (and
// Encoding, for a record of Files), but not its File, which Run does not
// know. Records go to the workers in batches
// (see gather), so that a record costs no hand-over between goroutines of
// its own; in memory at once are at most a batch of records read ahead
// and 2·workers+3 batches (a batch: at most batchRecords records, and
// batchBytes of the text of those whose text is kept). It stops at the
// first error of src or of sink: after the sink's, the source is read no
// further. With opts.Verdicts, a batch's records and reports are built in
// scratch memory that later batches reuse once the sink has had their
// verdicts.
func Run(src notation.Reader, opts Options, workers int, sink func(Result) error) error {
	s := &stream{
		open: func() (source, func(), error) { return records{src}, nil, nil },
		opts: opts, reuse: opts.Verdicts, sink: sink,
		end: func(err error) error { return err },
	}
	return run(one(s), workers, nil)
}

// one is the single stream s.
func one(s *stream) iter.Seq[*stream] { return func(yield func(*stream) bool) { yield(s) } }

// stream is one source of records in a run (a file), read on a goroutine
// of its own; its results go to its sink in order, after those of the
// streams before it.
type stream struct {
	// open opens the source, on the goroutine that reads it; done, when
	// set, is called once the source is read (or reading stopped).
	open func() (src source, done func(), err error)
	// opts are the referee's options for the stream's records; reuse
	// builds its batches in scratch memory (see run); prepare, when set,
	// readies each result on the worker that made it.
	opts    Options
	reuse   bool
	prepare func(*Result)
	// sink has the stream's results in order, and end, after the last,
	// the error that ended its reading (nil: it was read to its end).
	// An error either returns stops the run.
	sink func(Result) error
	end  func(error) error

	pieces  chan piece    // what is read, to gather
	stop    chan struct{} // closed when the sink wants no more of it
	err     error         // what ended its reading; set before pieces is closed
	counter counter       // numbers its batches
}

// readers is how many streams a run reads at once, on so many workers:
// a file of one record is read while others are refereed.
func readers(workers int) int { return 2 * workers }

// run referees the records of the streams on the given number of
// goroutines, reading a few streams at once (readers), and hands each
// stream's results to its sink, stream after stream. A stream with
// reuse builds its batches in scratch memory, where the sink keeps nothing
// of a result's record or report: a run of verdicts, or one that writes
// each record in its sink (those its Keep keeps) and gives its own sink
// verdicts (Files with Writing). It stops at the first error of a
// sink or end; after that, nothing more is read. waiting, when set, is
// called on the sink's goroutine whenever the next result is not ready
// (FileOptions.Waiting).
func run(streams iter.Seq[*stream], workers int, waiting func()) error {
	workers = max(workers, 1)
	jobs := make(chan *batch, workers)
	order := make(chan *batch, 2*workers)
	var wg sync.WaitGroup
	for range workers {
		wg.Go(func() {
			for b := range jobs {
				b.work()
				// The reader, gather and the sink run now if they wait
				// for a processor: while every worker works, a goroutine
				// a worker woke (the reader, once its piece is taken)
				// waits in a queue until some worker sleeps, and the
				// workers' queue runs dry meanwhile (on two cores, the
				// workers slept on it once a batch or two).
				runtime.Gosched()
			}
		})
	}
	stopped := make(chan struct{}) // closed at the first error of a sink
	started := make(chan *stream, readers(workers))
	var reading sync.WaitGroup
	go dispatch(streams, readers(workers), stopped, started, &reading)
	go gather(started, jobs, order)
	err := deliver(order, stopped, waiting)
	wg.Wait()
	reading.Wait()
	return err
}

// dispatch starts reading each stream, at most most at once, and hands
// them on in order, until stopped is closed.
func dispatch(streams iter.Seq[*stream], most int, stopped <-chan struct{}, started chan<- *stream, reading *sync.WaitGroup) {
	defer close(started)
	slots := make(chan struct{}, most)
	for s := range streams {
		// read ahead: a batch; a slot is free once a stream is read, or stopped
		s.pieces, s.stop = make(chan piece, batchRecords), make(chan struct{})
		slots <- struct{}{}
		reading.Go(func() {
			defer func() { <-slots }()
			s.read(stopped)
		})
		select {
		case started <- s:
		case <-stopped:
			return
		}
	}
}

// read reads the stream to its end, or until stopped or its stop is
// closed, passing the pieces on.
func (s *stream) read(stopped <-chan struct{}) {
	defer close(s.pieces)
	src, done, err := s.open() // opened even once stopped, for done's sake
	if done != nil {
		defer done()
	}
	if err == nil {
		err = feed(src, stopped, s.stop, s.pieces)
	}
	s.err = err
}

// deliver hands each batch's results to its stream's sink, in order,
// and ends each stream; it gives the first error of a sink or end, after
// which it closes stopped and only drains the batches. Before it waits
// for a batch, or for its results, it calls waiting (when set).
func deliver(order <-chan *batch, stopped chan struct{}, waiting func()) error {
	var sinkErr, cutErr error
	for {
		b, ok := receive(order, waiting)
		if !ok {
			break
		}
		receive(b.done, waiting)
		s := b.stream
		if sinkErr == nil && b.ends {
			sinkErr = s.end(cmp.Or(cutErr, s.err))
			cutErr = nil
		}
		for _, r := range b.results {
			if sinkErr != nil || cutErr != nil {
				break
			}
			sinkErr = s.sink(r)
		}
		if b.err != nil && cutErr == nil {
			cutErr = b.err
			close(s.stop) // no more of the stream is read; what is read already drains
		}
		if sinkErr != nil && stopped != nil {
			close(stopped) // no more is read; what is read already drains
			stopped = nil
		}
		b.recycle()
	}
	return sinkErr
}

// receive receives from c, calling waiting first (when set) if nothing is
// there yet.
func receive[T any](c <-chan T, waiting func()) (T, bool) {
	if waiting != nil {
		select {
		case v, ok := <-c:
			return v, ok
		default:
			waiting()
		}
	}
	v, ok := <-c
	return v, ok
}

// batch is records of a stream handed to a worker together, or a chunk of
// a file's text it cuts in records, and their results; or the mark that
// its stream ends (ends).
type batch struct {
	stream  *stream
	ends    bool
	recs    []notation.Unparsed
	chunk   *chunk
	results []Result
	err     error         // the chunk's reader's
	done    chan struct{} // closed when the results are in
	// scratch, with stream.reuse, is the memory the batch's records and
	// reports are built in, handed on to later batches once the sink has
	// had them (nil: fresh memory).
	scratch *scratch.Scratch
	numbering
}

// newBatch starts a batch of the stream's records, or of a chunk, after
// skew records in the stream's batches of records before it, and queues
// it to be numbered; a chunk that counted its records is counted at once.
func newBatch(s *stream, p piece, skew int) *batch {
	b := &batch{stream: s, chunk: p.chunk, done: make(chan struct{})}
	b.numbering = numbering{skew: skew, numbered: make(chan struct{})}
	s.counter.add(b)
	switch {
	case p.chunk == nil:
		b.recs = []notation.Unparsed{p.rec}
	case p.chunk.count >= 0:
		s.counter.count(b, p.chunk.count)
	}
	return b
}

// endOf is the mark that the stream ends, after its last batch.
func endOf(s *stream) *batch {
	b := &batch{stream: s, ends: true, done: make(chan struct{})}
	close(b.done)
	return b
}

// work cuts the batch's chunk in records, counts them, parses and
// referees them, numbers them, and readies the results with the stream's
// prepare (when set), before leaving of each its verdict in a run of
// verdicts. The records are counted as soon as they are cut and numbered
// once refereed: by then every batch before has nearly always counted its
// own (counter), so that the wait for them seldom puts the worker to
// sleep, even when the worker of a batch before was held up as it cut
// (a page fault of a huge page costs milliseconds on a virtual machine).
// Where Options.Wanted picks the records, they are numbered before it
// sees them: a pick may go by the number.
func (b *batch) work() {
	defer close(b.done)
	switch {
	case b.chunk == nil:
		b.stream.counter.count(b, len(b.recs))
	case b.chunk.count >= 0: // counted as it was handed on
		b.recs, b.err = b.chunk.records()
	default:
		b.recs, b.err = b.chunk.records()
		b.stream.counter.count(b, len(b.recs))
	}
	b.chunk = nil
	opts, prepare := b.stream.opts, b.stream.prepare
	if b.stream.reuse {
		b.scratch = takeScratch()
	}
	b.results = scratch.Take[Result](b.scratch, len(b.recs))
	moved := 0 // what the numbers are moved by so far
	if opts.Wanted != nil {
		moved = b.number()
	}
	for i, rec := range b.recs {
		r := &b.results[i]
		*r, rec = unfault(rec)
		refereeInto(r, rec, opts, b.scratch, moved)
	}
	shift := b.number()
	for i := range b.results {
		r := &b.results[i]
		r.renumber(shift - moved)
		if prepare != nil {
			prepare(r) // sees the record and report, even in a run of verdicts
		}
		if opts.Verdicts {
			r.toVerdict()
		}
	}
	b.recs = nil
}

// renumber moves by d the numbers its reader gave a result's record (the
// result's, the record's, its reading error's and its diagnostics'), once
// the records before its batch are counted.
func (r *Result) renumber(d int) {
	if d == 0 {
		return
	}
	if r.Number != 0 {
		r.Number += d
	}
	if r.Record != nil {
		r.Record.Number += d
	}
	if r.ReadErr != nil && r.ReadErr.Record != 0 {
		r.ReadErr.Record += d
	}
	if r.Report != nil {
		for i := range r.Report.Diagnostics {
			r.Report.Diagnostics[i].Record += d // every one is of the record
		}
	}
}

// recycle hands the batch's scratch memory on, once the sink is done with
// its results. The worker that takes it next clears it (takeScratch):
// the sink, one goroutine for all the workers, never writes the memory
// the workers build in, and the clearing is done on every core.
func (b *batch) recycle() {
	if b.scratch == nil {
		return
	}
	b.results = nil
	scratches.Put(b.scratch)
	b.scratch = nil
}

// scratches keeps the scratch memory of batches done, for the next.
var scratches = sync.Pool{New: func() any { return new(scratch.Scratch) }}

// takeScratch gives scratch memory for a batch, cleared.
func takeScratch() *scratch.Scratch {
	s := scratches.Get().(*scratch.Scratch)
	s.Reset()
	return s
}

// The bounds of a batch: records and bytes of text. A batch of 8 records
// is work enough to pay for its hand-over many times, and the memory its
// records are built in stays small enough, with the batches in flight, to
// be reused from the processor's cache: at 32 records a batch, validate
// took 5-10% longer on one core.
const (
	batchRecords = 8
	batchBytes   = 128 << 10
)

// gather puts the records read of each stream in turn into batches for
// the workers, and in order for the sink, each stream's last batch
// followed by the mark of its end.
func gather(started <-chan *stream, jobs, order chan<- *batch) {
	defer close(order)
	defer close(jobs)
	for s := range started {
		batches(s, jobs, order)
		order <- endOf(s)
	}
}

// batches puts the records read of a stream into batches. A batch goes to
// the workers when it is full, or as soon as their queue (a batch a
// worker) has room for it: a record that comes alone (a pipe read record
// by record) never waits for others while the workers can take it.
// A chunk is a batch of its own; a batch of records ends before a chunk.
// The batches are numbered in turn (numbering): skew counts the records of
// the batches of records before.
func batches(s *stream, jobs, order chan<- *batch) {
	var cur *batch
	size, skew := 0, 0
	start := func(p piece) {
		cur, size = newBatch(s, p, skew), len(p.text())
		skew += len(cur.recs)
	}
	handed := func() { cur, size = nil, 0 }
	hand := func() {
		jobs <- cur
		order <- cur
		handed()
	}
	for {
		if cur == nil {
			p, ok := <-s.pieces
			if !ok {
				return
			}
			start(p)
			continue
		}
		if cur.chunk != nil || len(cur.recs) >= batchRecords || size >= batchBytes {
			hand()
			continue
		}
		select {
		case p, ok := <-s.pieces:
			switch {
			case !ok:
				hand()
				return
			case p.chunk != nil:
				hand()
				start(p)
			default:
				cur.recs = append(cur.recs, p.rec)
				size += len(p.rec.Text())
				skew++
			}
		case jobs <- cur: // a worker is free
			order <- cur
			handed()
		}
	}
}

// piece is what the reading goroutine hands on: a record, or a chunk of
// the file's text that a worker cuts in records.
type piece struct {
	rec   notation.Unparsed
	chunk *chunk
}

// text is the piece's text, as far as it is kept.
func (p piece) text() string {
	if p.chunk != nil {
		return ""
	}
	return p.rec.Text()
}

// source gives the pieces of a file, then io.EOF.
type source interface {
	next() (piece, error)
}

// records is a reader's records as a source.
type records struct{ notation.Reader }

func (r records) next() (piece, error) {
	u, err := r.Next()
	return piece{rec: u}, err
}

// feed reads the source to its end, or until stopped or stop is closed,
// passing the pieces on.
func feed(src source, stopped, stop <-chan struct{}, pieces chan<- piece) error {
	for {
		select {
		case <-stopped:
			return nil
		case <-stop:
			return nil
		default:
		}
		p, err := src.next()
		switch {
		case errors.Is(err, io.EOF):
			return nil
		case err != nil:
			return err
		}
		select {
		case pieces <- p:
		case <-stopped:
			return nil
		case <-stop:
			return nil
		}
	}
}

// numbering numbers the records of a batch: a chunk's reader numbers them
// from 1, a reader of records from 1 at the first record it gives (skew
// records in the batches of records before). A batch learns how many
// records come before it (before) once every batch before it has counted
// its own (counter), not once they are parsed.
type numbering struct {
	skew     int
	n        int           // the batch's records, once counted
	counted  bool          // set with n
	before   int           // the records before the batch, once numbered
	numbered chan struct{} // closed once before is known
}

// number waits until the records before the batch are known, and gives
// what to add to the numbers its reader gave them.
func (nb *numbering) number() int {
	<-nb.numbered
	return nb.before - nb.skew
}

// counter numbers the batches of a stream, as they count their records,
// in any order: a batch is numbered once it and every batch before it have
// counted theirs.
type counter struct {
	mu      sync.Mutex
	waiting []*batch // the batches not numbered yet, in order
	upTo    int      // the records of the batches numbered
}

// add queues the stream's next batch, to be numbered.
func (c *counter) add(b *batch) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.waiting = append(c.waiting, b)
}

// count tells that a batch holds n records, and numbers the batches that
// only waited for that.
func (c *counter) count(b *batch, n int) {
	c.mu.Lock()
	defer c.mu.Unlock()
	b.n, b.counted = n, true
	for len(c.waiting) > 0 && c.waiting[0].counted {
		w := c.waiting[0]
		w.before, c.upTo = c.upTo, c.upTo+w.n
		close(w.numbered)
		c.waiting[0], c.waiting = nil, c.waiting[1:]
	}
}

// scratchParser is a record that can be parsed in scratch memory (the text
// format's).
type scratchParser interface {
	ParseIn(s *scratch.Scratch) (*notation.Record, error)
}

// parseIn parses u, in s when u can build its record there.
func parseIn(u notation.Unparsed, s *scratch.Scratch) (*notation.Record, error) {
	if sp, ok := u.(scratchParser); ok && s != nil {
		return sp.ParseIn(s)
	}
	return u.Parse()
}

// unfault is the result of a record before it is read (its text, and
// the bytes of its text not in its file's encoding), and the record.
func unfault(u notation.Unparsed) (Result, notation.Unparsed) {
	res := Result{Text: u.Text()}
	if f, ok := u.(faulted); ok {
		u, res.Encoding = f.Unparsed, f.faults
	}
	return res, u
}

// refereeInto parses u into its result and referees it, in s. Its numbers are
// those its reader gave it, moved by shift (renumber moves them on once
// the records before its batch are counted).
func refereeInto(res *Result, u notation.Unparsed, opts Options, s *scratch.Scratch, shift int) {
	rec, err := parseIn(u, s)
	var perr *notation.Error
	switch {
	case errors.As(err, &perr):
		res.ReadErr, res.Number = perr, perr.Record
		if res.Text == "" { // a record its reader splits on the worker: its text as the reader kept it
			res.Text = perr.Raw
		}
		res.renumber(shift)
		return
	case err != nil:
		res.ReadErr = &notation.Error{Code: notation.CodeSyntax, Msg: err.Error()}
		return
	}
	res.Record, res.Number = rec, rec.Number
	res.renumber(shift)
	if opts.Wanted != nil && !opts.Wanted(rec) {
		res.Unwanted = true
		return
	}
	rep := checkIn(rec, opts, s)
	res.Turns, res.Refereed = rep.Turns, rep.Game
	res.Report = rep
}
