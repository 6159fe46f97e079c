//go:build !nofiles

package referee

import (
	"fmt"
	"reflect"
	"testing"
)

// TestWaitingBeforeEachWait checks that deliver calls waiting when, and
// only when, the next batch or its results are not ready: a sink that
// holds its printing back flushes there, and nowhere else needs to.
func TestWaitingBeforeEachWait(t *testing.T) {
	var events []string
	s := &stream{
		sink: func(r Result) error { events = append(events, fmt.Sprint("result ", r.Number)); return nil },
		end:  func(err error) error { return err },
	}
	batchOf := func(numbers ...int) *batch {
		b := &batch{stream: s, done: make(chan struct{})}
		for _, n := range numbers {
			b.results = append(b.results, Result{Number: n})
		}
		return b
	}
	first, second, third := batchOf(1, 2), batchOf(3), batchOf(4)
	close(first.done)
	close(second.done)
	order := make(chan *batch, 3)
	order <- first
	order <- second
	order <- third
	waiting := func() {
		events = append(events, "waiting")
		select {
		case <-third.done: // the queue has run dry: the run ends
			close(order)
		default: // the third batch's worker finishes
			close(third.done)
		}
	}
	if err := deliver(order, nil, waiting); err != nil {
		t.Fatal(err)
	}
	want := []string{"result 1", "result 2", "result 3", "waiting", "result 4", "waiting"}
	if !reflect.DeepEqual(events, want) {
		t.Errorf("events %q, want %q", events, want)
	}
}
