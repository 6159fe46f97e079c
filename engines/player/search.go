package player

import (
	"context"
	"math/rand/v2"
	"slices"
	"sync/atomic"
	"time"

	"github.com/arbiter-games/arbiter/engines"
)

// mate is the score of a game won at the root; a win k turns away scores
// mate-k, a loss -(mate-k). Evaluations stay far below mateBound.
const (
	mate      = 1_000_000
	mateBound = mate - 1000
	infinity  = mate + 1
)

// search is one Choose call: its limits, its counters and its report.
type search struct {
	ctx      context.Context
	now      func() time.Time
	start    time.Time
	deadline time.Time // zero: no time limit
	// limit is the end of the budget, or of ctx when sooner: the time
	// the referee allows, deadline's before what the search keeps back.
	limit time.Time
	// lastLook is when the search last looked at the clock, gap the
	// longest time between two looks so far, and lag the player's lag
	// when the search began (see stalled).
	lastLook time.Time
	gap, lag time.Duration
	// halt is set from outside the search, by a timer at its deadline or
	// the end of ctx, and read at every node: the search ends at once,
	// even between two looks at the clock (see watch).
	halt       atomic.Bool
	after      afterFunc // the timer of the deadline; nil: none
	unwatch    []func() bool
	rng        *rand.Rand
	report     func(Info)
	nodes      uint64
	nextLook   uint64 // the count of nodes at which stop looks at the clock next
	stopped    bool
	solveDepth int  // the exact forced-win search's depth; 0: none
	width      int  // Ingenious: the turns looked at beyond depth 1
	points     bool // Ingenious: turns valued by the points they score (greedy play)
	pv         [][]engines.Move
}

// afterFunc calls f in its own goroutine once d has passed, as
// time.AfterFunc; the function returned cancels the call.
type afterFunc func(d time.Duration, f func()) (cancel func() bool)

// realAfter is afterFunc on the machine's clock.
func realAfter(d time.Duration, f func()) func() bool { return time.AfterFunc(d, f).Stop }

// newSearch starts a search with a budget of time (0: none), of which it
// keeps some back (see Player.keep): its deadline is the budget's end,
// or the end of ctx when sooner (a movetime counted from when the go was
// read), each less what it keeps. after (nil: none) is the timer that
// halts it at its deadline (see watch).
func newSearch(ctx context.Context, budget, keep time.Duration, rng *rand.Rand, report func(Info), now func() time.Time, after afterFunc) *search {
	s := &search{ctx: ctx, now: now, start: now(), rng: rng, report: report, after: after}
	if budget > 0 {
		s.limit = s.start.Add(budget)
		if d, ok := ctx.Deadline(); ok && d.Before(s.limit) {
			s.limit = d
		}
		s.deadline, s.lastLook = s.limit.Add(-keep), s.start
	}
	return s
}

// watch halts the search when ctx ends and, with a timer, at its
// deadline: a flag the search reads at every node, which costs nothing
// and stops it even in the middle of a step that looks at the clock
// rarely (a busy machine may take the player off its core for tens of
// milliseconds between two looks). Called again after the deadline
// changed, it sets the timer anew. end stops the watching.
func (s *search) watch() {
	s.end()
	halt := func() { s.halt.Store(true) }
	s.unwatch = append(s.unwatch, context.AfterFunc(s.ctx, halt))
	if s.after != nil && !s.deadline.IsZero() {
		s.unwatch = append(s.unwatch, s.after(s.deadline.Sub(s.now()), halt))
	}
}

// end stops the watching of watch.
func (s *search) end() {
	for _, f := range s.unwatch {
		f()
	}
	s.unwatch = s.unwatch[:0]
}

// lookEvery is how many nodes the search visits between two looks at the
// clock.
const lookEvery = 32

// stop tells whether the search must end now: ctx ended or the time is up.
// It looks at the clock once lookEvery nodes have been visited since it
// last looked (at its first call, and at each call of the first
// lookEvery nodes), and at once when the search was halted (see watch).
func (s *search) stop() bool {
	if !s.stopped && (s.nodes >= s.nextLook || s.nodes < lookEvery || s.halt.Load()) {
		s.stopped = s.expired()
		s.nextLook = s.nodes + lookEvery
	}
	return s.stopped
}

// expired tells whether the search was halted, ctx ended or the time is
// up, looking now (see stalled).
func (s *search) expired() bool {
	if s.halt.Load() || s.ctx.Err() != nil {
		return true
	}
	if s.deadline.IsZero() {
		return false
	}
	now := s.now()
	s.gap, s.lastLook = max(s.gap, now.Sub(s.lastLook)), now
	return now.After(s.deadline) || s.stalled(now)
}

// stalled tells whether the search, at now, ends before its deadline
// because the machine is busy: when being taken off the core again for
// as long as the longest time between two looks at the clock (in this
// search, or the player's lag from its last turns) would carry it past
// its limit. A busy machine stalls a player for tens of milliseconds at
// a time, and a stall just before the deadline is a loss on time; such
// a search still runs an eighth of its time.
func (s *search) stalled(now time.Time) bool {
	stall := max(s.gap, s.lag)
	return now.Add(stall).After(s.limit) && now.Sub(s.start) >= s.limit.Sub(s.start)/8
}

// done reports one completed depth.
func (s *search) done(depth, value int, pv []engines.Move) {
	if s.report != nil {
		s.report(Info{Depth: depth, Score: scoreOf(value), Nodes: s.nodes, Elapsed: s.now().Sub(s.start), PV: append([]engines.Move(nil), pv...)})
	}
}

// scoreOf turns a search value into a Score.
func scoreOf(v int) engines.Score {
	switch {
	case v > mateBound:
		return engines.Score{Kind: engines.WinIn, Value: mate - v}
	case v < -mateBound:
		return engines.Score{Kind: engines.LossIn, Value: mate + v}
	}
	return engines.Score{Kind: engines.Centi, Value: v}
}

// terminal is the value of a finished game for the seat to move, ply turns
// from the root: a win for the first place (shared with a partner, or
// with others), a loss for any other, 0 for a draw (all in one place).
func terminal(o engines.Outcome, seat, ply int) int {
	switch {
	case len(o.Places) <= 1:
		return 0
	case slices.Contains(o.Places[0], seat):
		return mate - ply
	}
	return -(mate - ply)
}

// pvAt returns the principal line buffer of a ply, emptied.
func (s *search) pvAt(ply int) []engines.Move {
	for len(s.pv) <= ply+1 {
		s.pv = append(s.pv, nil)
	}
	return s.pv[ply][:0]
}

// setPV makes m, then the line below it, the principal line at ply.
func (s *search) setPV(ply int, m engines.Move) {
	s.pv[ply] = append(append(s.pvAt(ply), m), s.pv[ply+1]...)
}
