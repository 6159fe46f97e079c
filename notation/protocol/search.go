package protocol

import (
	"context"
	"time"

	"github.com/arbiter-games/arbiter/engines"
)

// search is a brain thinking in a goroutine of its own.
type search struct {
	cancel context.CancelFunc
	done   chan struct{}
}

// start lets the brain think about pos, under a deadline for movetime
// (from heard, when the go was read: the time it waited to be answered
// is the referee's too), and writes what it reports and the bestmove it
// returns; under "go infinite" the bestmove waits for stop (or quit), as
// the protocol says, however soon the brain is done.
func start(ctx context.Context, heard time.Time, b Brain, pos engines.Position, rack []string, lim Go, w Wire, out *lineWriter) *search {
	var sctx context.Context
	var cancel context.CancelFunc
	if lim.MoveTime > 0 {
		sctx, cancel = context.WithDeadline(ctx, heard.Add(lim.MoveTime))
	} else {
		sctx, cancel = context.WithCancel(ctx)
	}
	s := &search{cancel: cancel, done: make(chan struct{})}
	go func() {
		defer close(s.done)
		defer cancel()
		m, err := b.Think(sctx, pos, rack, lim, func(i Info) { out.line(i.String()) })
		if lim.Infinite() {
			<-sctx.Done()
		}
		if err != nil {
			out.line(Info{Text: "go: " + err.Error()}.String())
		}
		if err != nil || m == nil {
			out.line("bestmove " + noTurn)
			return
		}
		out.line("bestmove " + w.Word(m))
	}()
	return s
}

// stop ends the search and waits for its bestmove to be written.
func (s *search) stop() {
	s.cancel()
	<-s.done
}
