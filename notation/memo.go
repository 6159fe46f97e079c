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
	m := &memo{parse: parse, clone: clone, fresh: newTable(0)}
	m.known.Store(newTable(0))
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
	known atomic.Pointer[table]
	mu    sync.Mutex
	fresh *table
}

// move is the Memo's function.
func (m *memo) move(text string) (engines.Move, error) {
	if mv, ok := m.known.Load().get(text); ok {
		return m.clone(mv), nil
	}
	m.mu.Lock()
	mv, ok := m.fresh.get(text)
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
	known := m.known.Load()
	if known.len()+m.fresh.len() >= maxRemembered {
		return
	}
	m.fresh.put(text, mv)
	if m.fresh.len() > known.len()/4+64 {
		merged := newTable(known.len() + m.fresh.len())
		merged.add(known)
		merged.add(m.fresh)
		m.known.Store(merged)
		m.fresh = newTable(0)
	}
}

// table maps turn texts to moves. Short texts, most turns, are keys held
// in the map's own slots, so a look-up follows no pointer to compare them.
type table struct {
	short map[shortKey]engines.Move
	long  map[string]engines.Move
}

// shortKey is a text of up to 15 bytes, then zeros, with its length in
// the last byte.
type shortKey [16]byte

func keyOf(text string) (k shortKey, ok bool) {
	if len(text) >= len(k) {
		return k, false
	}
	copy(k[:], text)
	k[len(k)-1] = byte(len(text))
	return k, true
}

func newTable(size int) *table {
	return &table{short: make(map[shortKey]engines.Move, size), long: map[string]engines.Move{}}
}

func (t *table) get(text string) (engines.Move, bool) {
	if k, ok := keyOf(text); ok {
		m, ok := t.short[k]
		return m, ok
	}
	m, ok := t.long[text]
	return m, ok
}

func (t *table) put(text string, m engines.Move) {
	if k, ok := keyOf(text); ok {
		t.short[k] = m
		return
	}
	t.long[strings.Clone(text)] = m // the key keeps no file text alive
}

func (t *table) len() int { return len(t.short) + len(t.long) }

// add puts every move of u into t.
func (t *table) add(u *table) {
	maps.Copy(t.short, u.short)
	maps.Copy(t.long, u.long)
}
