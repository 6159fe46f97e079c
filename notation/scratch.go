package notation

import "github.com/arbiter-games/arbiter/engines"

// Scratch is memory that records and their replays are built in when a
// program drops them together: it reads a batch of records, checks them,
// reports what it found and keeps nothing of them. Reset then hands the
// memory to the next batch, so that reading many records costs neither
// their allocation nor the garbage collector's work on them. Everything
// taken from a Scratch is invalid after its Reset; strings are never
// taken from it (a record's texts stay valid). A nil *Scratch gives fresh
// memory each time. A Scratch is used by one goroutine at a time.
type Scratch struct {
	turns    Stock[Turn]
	numbers  Stock[TurnNumber]
	pointers Stock[*Turn]
	replay   Stock[ReplayTurn]
	// others are the stocks of the games' own types (StockOf).
	others []resetter
}

// resetter is a stock of any type.
type resetter interface{ reset() }

// StockOf gives s's stock of T, for the memory a game's reader builds its
// moves in (ScratchMoves); nil, which gives fresh memory, for a nil s.
func StockOf[T any](s *Scratch) *Stock[T] {
	if s == nil {
		return nil
	}
	for _, o := range s.others {
		if st, ok := o.(*Stock[T]); ok {
			return st
		}
	}
	st := &Stock[T]{}
	s.others = append(s.others, st)
	return st
}

// ScratchMoves is a Game that can read its moves in a Scratch.
type ScratchMoves interface {
	Game
	// MovesIn gives ParseMove building its moves in s, which are then
	// invalid after its Reset.
	MovesIn(s *Scratch) func(string) (engines.Move, error)
}

// ScratchParser is an Unparsed that can build its record in a Scratch.
type ScratchParser interface {
	Unparsed
	// ParseIn is Parse with the record's turns taken from s.
	ParseIn(s *Scratch) (*Record, error)
}

// ParseIn parses u, in s when u can build its record there.
func ParseIn(u Unparsed, s *Scratch) (*Record, error) {
	if sp, ok := u.(ScratchParser); ok && s != nil {
		return sp.ParseIn(s)
	}
	return u.Parse()
}

// Turns gives n zero turns.
func (s *Scratch) Turns(n int) []Turn {
	if s == nil {
		return make([]Turn, n)
	}
	return s.turns.Take(n)
}

// Numbers gives n zero turn numbers.
func (s *Scratch) Numbers(n int) []TurnNumber {
	if s == nil {
		return make([]TurnNumber, n)
	}
	return s.numbers.Take(n)
}

// TurnPointers gives an empty list with room for n turns.
func (s *Scratch) TurnPointers(n int) []*Turn {
	if s == nil {
		return make([]*Turn, 0, n)
	}
	return s.pointers.Take(n)[:0]
}

// ReplayTurns gives n zero replay turns.
func (s *Scratch) ReplayTurns(n int) []ReplayTurn {
	if s == nil {
		return make([]ReplayTurn, n)
	}
	return s.replay.Take(n)
}

// Reset makes all the memory given out reusable, and zero again.
func (s *Scratch) Reset() {
	s.turns.reset()
	s.numbers.reset()
	s.pointers.reset()
	s.replay.reset()
	for _, o := range s.others {
		o.reset()
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
