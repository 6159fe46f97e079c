package referee

import (
	"errors"
	"io"
	"sync"

	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/notation/text"
)

// Source hands out records one by one, parsed or not (their parsing runs on
// the workers): (nil, io.EOF) at the end, any other error to stop.
type Source func() (text.Unparsed, error)

// Result is what a run gives for one record: its report, or the error that kept it
// from being read.
type Result struct {
	Report *Report
	Err    error
	// Text is the record's text as written, when its format is the text
	// format (also when it could not be read).
	Text string
	// Unwanted is set when Options.Wanted turned the record down: Record
	// is the record as read, and it was not refereed.
	Unwanted bool
	Record   *notation.Record
}

// Run parses and referees the records of src on the given number of
// goroutines and hands the results to sink in the order of the source. At
// most a few records per worker are in memory at once. It stops at the first
// error of src or of sink.
func Run(src Source, opts Options, workers int, sink func(Result) error) error {
	if workers < 1 {
		workers = 1
	}
	type job struct {
		rec  text.Unparsed
		done chan Result
	}
	jobs := make(chan job, workers)
	order := make(chan chan Result, 4*workers)
	var wg sync.WaitGroup
	for i := 0; i < workers; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := range jobs {
				j.done <- parseAndCheck(j.rec, opts)
			}
		}()
	}
	readErr := make(chan error, 1)
	go func() {
		defer close(order)
		defer close(jobs)
		readErr <- feed(src, func(rec text.Unparsed) {
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
func feed(src Source, put func(text.Unparsed)) error {
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
func parseAndCheck(u text.Unparsed, opts Options) Result {
	var text string
	if t, ok := u.(interface{ Text() string }); ok {
		text = t.Text()
	}
	rec, err := u.Parse()
	switch {
	case err != nil:
		return Result{Err: err, Text: text}
	case opts.Wanted != nil && !opts.Wanted(rec):
		return Result{Unwanted: true, Record: rec, Text: text}
	}
	return Result{Report: Check(rec, opts), Text: text}
}
