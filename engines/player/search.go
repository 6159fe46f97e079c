package player

import (
	"context"
	"math/rand/v2"
	"slices"
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
	ctx        context.Context
	now        func() time.Time
	start      time.Time
	deadline   time.Time // zero: no time limit
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

// newSearch starts a search with a budget of time (0: none), of which it
// keeps some back (see Player.keep): its deadline is the budget's end,
// or the end of ctx when sooner (a movetime counted from when the go was
// read), each less what it keeps.
func newSearch(ctx context.Context, budget, keep time.Duration, rng *rand.Rand, report func(Info), now func() time.Time) *search {
	s := &search{ctx: ctx, now: now, start: now(), rng: rng, report: report}
	if budget > 0 {
		s.deadline = s.start.Add(budget - keep)
		if d, ok := ctx.Deadline(); ok && d.Add(-keep).Before(s.deadline) {
			s.deadline = d.Add(-keep)
		}
	}
	return s
}

// lookEvery is how many nodes the search visits between two looks at the
// clock.
const lookEvery = 32

// stop tells whether the search must end now: ctx ended or the time is up.
// It looks at the clock once lookEvery nodes have been visited since it
// last looked (at its first call, and at each call of the first
// lookEvery nodes).
func (s *search) stop() bool {
	if !s.stopped && (s.nodes >= s.nextLook || s.nodes < lookEvery) {
		s.stopped = s.expired()
		s.nextLook = s.nodes + lookEvery
	}
	return s.stopped
}

// expired tells whether ctx ended or the time is up, looking now.
func (s *search) expired() bool {
	return s.ctx.Err() != nil || !s.deadline.IsZero() && s.now().After(s.deadline)
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
