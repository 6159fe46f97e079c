package notation

import (
	"maps"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/arbiter-games/arbiter/engines"
)

// maxRemembered bounds a Memo (a few megabytes at most): the placements
// and moves of a game take a few thousand forms, turns with rows a few tens
// of thousands.
const maxRemembered = 1 << 16

// Memo wraps a move parser with a bounded memory of the moves it has read.
// Records repeat the same few thousand turns, and a participle parse, being
// reflective, costs microseconds a turn; a remembered turn costs a map
// look-up, without a lock, so that the referee's workers do not queue for
// it. clone copies a move for a caller, for moves that hold slices the
// caller may change; nil shares plain values as they are. The result is
// safe for concurrent use.
func Memo(parse func(string) (engines.Move, error), clone func(engines.Move) engines.Move) func(string) (engines.Move, error) {
	if clone == nil {
		clone = func(m engines.Move) engines.Move { return m }
	}
	m := &memo{parse: parse, clone: clone, fresh: map[string]engines.Move{}}
	m.known.Store(&map[string]engines.Move{})
	return m.move
}

// memo is the memory of a Memo. Moves are read from known, a map never
// changed once stored, so readers take no lock; moves newly read go to
// fresh, under the lock, and are merged into a new known map when fresh
// has grown by a quarter of known (each move is copied a few times in all).
// The moves kept are never handed out themselves, only their clones.
type memo struct {
	parse func(string) (engines.Move, error)
	clone func(engines.Move) engines.Move
	known atomic.Pointer[map[string]engines.Move]
	mu    sync.Mutex
	fresh map[string]engines.Move
}

// move is the Memo's function.
func (m *memo) move(text string) (engines.Move, error) {
	if mv, ok := (*m.known.Load())[text]; ok {
		return m.clone(mv), nil
	}
	m.mu.Lock()
	mv, ok := m.fresh[text]
	m.mu.Unlock()
	if ok {
		return m.clone(mv), nil
	}
	mv, err := m.parse(text)
	if err == nil {
		m.remember(text, m.clone(mv))
	}
	return mv, err
}

// remember keeps a move read, while the memory has room.
func (m *memo) remember(text string, mv engines.Move) {
	m.mu.Lock()
	defer m.mu.Unlock()
	known := *m.known.Load()
	if len(known)+len(m.fresh) >= maxRemembered {
		return
	}
	m.fresh[strings.Clone(text)] = mv // the key keeps no file text alive
	if len(m.fresh) > len(known)/4+64 {
		merged := make(map[string]engines.Move, len(known)+len(m.fresh))
		maps.Copy(merged, known)
		maps.Copy(merged, m.fresh)
		m.known.Store(&merged)
		m.fresh = map[string]engines.Move{}
	}
}
