//go:build !nofiles

package referee

import (
	"errors"
	"io"
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
// further. With opts.Verdicts (and no opts.Wanted), a batch's records and
// reports are built in scratch memory that later batches reuse once the
// sink has had their verdicts.
func Run(src notation.Reader, opts Options, workers int, sink func(Result) error) error {
	return run(src, opts, workers, opts.Verdicts, sink)
}

// run is Run; reuse builds the batches in scratch memory (not with
// opts.Wanted), where the sink keeps nothing of a result's record or
// report: a run of verdicts, or one that writes each record in its sink
// and gives its own sink verdicts (Files with Writing).
func run(src notation.Reader, opts Options, workers int, reuse bool, sink func(Result) error) error {
	workers = max(workers, 1)
	jobs := make(chan *batch, workers)
	order := make(chan *batch, 2*workers)
	var wg sync.WaitGroup
	for range workers {
		wg.Go(func() {
			for b := range jobs {
				b.results = make([]Result, len(b.recs))
				for i, rec := range b.recs {
					b.results[i] = parseAndCheck(rec, opts, b.scratch)
				}
				close(b.done)
			}
		})
	}
	recs := make(chan notation.Unparsed, batchRecords) // read ahead: a batch
	stopped := make(chan struct{})                     // closed at the sink's first error
	readErr := make(chan error, 1)
	go func() {
		defer close(recs)
		readErr <- feed(src, stopped, recs)
	}()
	go gather(recs, jobs, order, reuse && opts.Wanted == nil)
	var sinkErr error
	for b := range order {
		<-b.done
		for _, r := range b.results {
			if sinkErr != nil {
				break
			}
			if sinkErr = sink(r); sinkErr != nil {
				close(stopped) // no more is read; what is read already drains
			}
		}
		b.recycle()
	}
	wg.Wait()
	if err := <-readErr; err != nil && sinkErr == nil {
		return err
	}
	return sinkErr
}

// batch is records handed to a worker together, and their results.
type batch struct {
	recs    []notation.Unparsed
	results []Result
	done    chan struct{} // closed when the results are in
	// scratch, with Options.Verdicts, is the memory the batch's records and
	// reports are built in, handed on to later batches once the sink has
	// had them (nil: fresh memory).
	scratch *scratch.Scratch
}

// newBatch starts a batch with its first record, in scratch memory when
// reuse is set.
func newBatch(rec notation.Unparsed, reuse bool) *batch {
	b := &batch{recs: []notation.Unparsed{rec}, done: make(chan struct{})}
	if reuse {
		b.scratch = scratches.Get().(*scratch.Scratch)
	}
	return b
}

// recycle hands the batch's scratch memory on, once the sink is done with
// its results.
func (b *batch) recycle() {
	if b.scratch == nil {
		return
	}
	b.results = nil
	b.scratch.Reset()
	scratches.Put(b.scratch)
	b.scratch = nil
}

// scratches keeps the scratch memory of batches done, for the next.
var scratches = sync.Pool{New: func() any { return new(scratch.Scratch) }}

// The bounds of a batch: records and bytes of text. A batch of 8 records
// is work enough to pay for its hand-over many times, and the memory its
// records are built in stays small enough, with the batches in flight, to
// be reused from the processor's cache: at 32 records a batch, validate
// took 5-10% longer on one core.
const (
	batchRecords = 8
	batchBytes   = 128 << 10
)

// gather puts the records read into batches for the workers, and in
// order for the sink. A batch goes to the workers when it is full, or as
// soon as their queue (a batch a worker) has room for it: a record that
// comes alone (a pipe read record by record) never waits for others while
// the workers can take it.
func gather(recs <-chan notation.Unparsed, jobs, order chan<- *batch, reuse bool) {
	defer close(order)
	defer close(jobs)
	var cur *batch
	size := 0
	hand := func() {
		jobs <- cur
		order <- cur
		cur, size = nil, 0
	}
	for {
		if cur == nil {
			rec, ok := <-recs
			if !ok {
				return
			}
			cur, size = newBatch(rec, reuse), len(rec.Text())
			continue
		}
		if len(cur.recs) >= batchRecords || size >= batchBytes {
			hand()
			continue
		}
		select {
		case rec, ok := <-recs:
			if !ok {
				hand()
				return
			}
			cur.recs = append(cur.recs, rec)
			size += len(rec.Text())
		case jobs <- cur: // a worker is free
			order <- cur
			cur, size = nil, 0
		}
	}
}

// feed reads the source to its end, or until stopped is closed, passing
// the records on to recs.
func feed(src notation.Reader, stopped <-chan struct{}, recs chan<- notation.Unparsed) error {
	for {
		select {
		case <-stopped:
			return nil
		default:
		}
		rec, err := src.Next()
		switch {
		case errors.Is(err, io.EOF):
			return nil
		case err != nil:
			return err
		}
		select {
		case recs <- rec:
		case <-stopped:
			return nil
		}
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

// parseAndCheck parses and referees one record, in s.
func parseAndCheck(u notation.Unparsed, opts Options, s *scratch.Scratch) Result {
	res := Result{Text: u.Text()}
	if f, ok := u.(faulted); ok {
		u, res.Encoding = f.Unparsed, f.faults
	}
	rec, err := parseIn(u, s)
	var perr *notation.Error
	switch {
	case errors.As(err, &perr):
		res.ReadErr, res.Number = perr, perr.Record
		return res
	case err != nil:
		res.ReadErr = &notation.Error{Code: notation.CodeSyntax, Msg: err.Error()}
		return res
	}
	res.Record, res.Number = rec, rec.Number
	if opts.Wanted != nil && !opts.Wanted(rec) {
		res.Unwanted = true
		return res
	}
	rep := checkIn(rec, opts, s)
	res.Turns, res.Refereed = rep.Turns, rep.Game
	res.Report = rep
	if opts.Verdicts {
		res.toVerdict()
	}
	return res
}
