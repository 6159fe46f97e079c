package referee

import (
	"errors"
	"io"
	"sync"

	"github.com/arbiter-games/arbiter/notation"
)

// Source hands out records one by one, parsed or not (their parsing runs on
// the workers): (nil, io.EOF) at the end, any other error to stop.
type Source func() (notation.Unparsed, error)

// Run parses and referees the records of src on the given number of
// goroutines and hands the results to sink in the order of the source;
// each Result has its Number, Text, Record, Report or ReadErr, but not its
// File, which Run does not know. At most a few records per worker are in
// memory at once. It stops at the first error of src or of sink.
func Run(src Source, opts Options, workers int, sink func(Result) error) error {
	workers = max(workers, 1)
	type job struct {
		rec  notation.Unparsed
		done chan Result
	}
	jobs := make(chan job, workers)
	order := make(chan chan Result, 4*workers)
	var wg sync.WaitGroup
	for range workers {
		wg.Go(func() {
			for j := range jobs {
				j.done <- parseAndCheck(j.rec, opts)
			}
		})
	}
	readErr := make(chan error, 1)
	go func() {
		defer close(order)
		defer close(jobs)
		readErr <- feed(src, func(rec notation.Unparsed) {
			done := make(chan Result, 1)
			order <- done
			jobs <- job{rec: rec, done: done}
		})
	}()
	var sinkErr error
	for done := range order {
		r := <-done
		if sinkErr == nil {
			sinkErr = sink(r)
		}
	}
	wg.Wait()
	if err := <-readErr; err != nil {
		return err
	}
	return sinkErr
}

// feed reads the source to its end, passing on the records.
func feed(src Source, put func(notation.Unparsed)) error {
	for {
		rec, err := src()
		switch {
		case errors.Is(err, io.EOF):
			return nil
		case err != nil:
			return err
		}
		put(rec)
	}
}

// parseAndCheck parses and referees one record.
func parseAndCheck(u notation.Unparsed, opts Options) Result {
	res := Result{Text: u.Text()}
	rec, err := u.Parse()
	var perr *notation.Error
	switch {
	case errors.As(err, &perr):
		res.ReadErr, res.Number = perr, perr.Record
		return res
	case err != nil:
		res.ReadErr = &notation.Error{Msg: err.Error()}
		return res
	}
	res.Record, res.Number = rec, rec.Number
	if opts.Wanted != nil && !opts.Wanted(rec) {
		res.Unwanted = true
		return res
	}
	res.Report = Check(rec, opts)
	return res
}
