package referee

import (
	"errors"
	"io"
	"sync"

	"github.com/arbiter-games/arbiter/notation"
)

// Source hands out records one by one: (nil, io.EOF) at the end, a
// *notation.Error for a record that could not be read (reading goes on), any
// other error to stop.
type Source func() (*notation.Record, error)

// Result is what a run gives for one record: its report, or the error that kept it
// from being read.
type Result struct {
	Report *Report
	Err    error
}

// Run referees the records of src on the given number of goroutines and
// hands the results to sink in the order of the source. At most a few
// records per worker are in memory at once. It stops at the first error of
// src that is not a record's syntax error, or the first error of sink.
func Run(src Source, opts Options, workers int, sink func(Result) error) error {
	if workers < 1 {
		workers = 1
	}
	type job struct {
		rec  *notation.Record
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
				j.done <- Result{Report: Check(j.rec, opts)}
			}
		}()
	}
	readErr := make(chan error, 1)
	go func() {
		defer close(order)
		defer close(jobs)
		readErr <- feed(src, func(rec *notation.Record, perr error) {
			done := make(chan Result, 1)
			order <- done
			if perr != nil {
				done <- Result{Err: perr}
				return
			}
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

// feed reads the source to its end, passing on records and syntax errors.
func feed(src Source, put func(*notation.Record, error)) error {
	for {
		rec, err := src()
		var perr *notation.Error
		switch {
		case errors.Is(err, io.EOF):
			return nil
		case errors.As(err, &perr):
			put(nil, perr)
		case err != nil:
			return err
		default:
			put(rec, nil)
		}
	}
}
