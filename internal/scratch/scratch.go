// Package scratch is memory that the referee builds a batch of records and
// their replays in when it keeps none of them: it reads a batch, checks
// it, hands on what it found as values, and Reset gives the memory to the
// next batch, so that reading many records costs neither their allocation
// nor the garbage collector's work on them. Everything taken from a Scratch
// is invalid after its Reset; strings are never taken from it. A nil
// *Scratch gives fresh memory each time. A Scratch is used by one goroutine
// at a time. It is the referee's own business: no public API takes one.
package scratch

// Scratch holds one stock of memory for each type taken from it.
type Scratch struct {
	stocks []resetter
}

// resetter is a stock of any type.
type resetter interface{ reset() }

// Of gives s's stock of T; nil, which gives fresh memory, for a nil s.
func Of[T any](s *Scratch) *Stock[T] {
	if s == nil {
		return nil
	}
	for _, st := range s.stocks {
		if st, ok := st.(*Stock[T]); ok {
			return st
		}
	}
	st := &Stock[T]{}
	s.stocks = append(s.stocks, st)
	return st
}

// Take gives n zero values of T from s (fresh memory for a nil s).
func Take[T any](s *Scratch, n int) []T { return Of[T](s).Take(n) }

// Reset makes all the memory given out reusable, and zero again.
func (s *Scratch) Reset() {
	for _, st := range s.stocks {
		st.reset()
	}
}

// Stock is a Scratch's memory of one type: one buffer, given out from its
// start. When a request does not fit, a buffer twice as big replaces it
// (what was given out of the old one stays with its users), so that the
// buffer soon holds a whole batch.
type Stock[T any] struct {
	buf  []T
	used int
}

// minStock is the size of a stock's first buffer, and maxStock of the
// largest it keeps: a batch with a record of thousands of turns does not
// leave its memory to every batch after it.
const (
	minStock = 256
	maxStock = 1 << 14
)

// Take gives n zero values of T, fresh memory from a nil stock.
func (st *Stock[T]) Take(n int) []T {
	if st == nil {
		return make([]T, n)
	}
	if st.used+n > len(st.buf) {
		st.buf, st.used = make([]T, max(2*len(st.buf), n, minStock)), 0
	}
	out := st.buf[st.used : st.used+n : st.used+n]
	st.used += n
	return out
}

// reset zeroes what was given out, so that it holds on to nothing, and
// gives it out again.
func (st *Stock[T]) reset() {
	if len(st.buf) > maxStock {
		*st = Stock[T]{}
		return
	}
	clear(st.buf[:st.used])
	st.used = 0
}
