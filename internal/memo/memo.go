// Package memo is a bounded memory of values by text, for the readers:
// records repeat the same few thousand turns (and their JSON), and what was
// made of a text once need not be made again. A look-up takes no lock, so
// that the referee's workers do not queue for it.
package memo

import (
	"maps"
	"strings"
	"sync"
	"sync/atomic"
)

// Max bounds a Table: beyond it, values are no longer kept. The turns of a
// game take a few thousand forms, turns with rows or their parts some tens
// of thousands.
const Max = 1 << 16

// Table remembers values by text, up to Max of them. Values are read from
// known, a map never changed once stored, so readers take no lock; values
// newly kept go to fresh, under the lock, and are merged into a new known
// map when fresh has grown by a quarter of known, or has been read from as
// many times (each value is copied a few times in all, and a value read
// often is soon read without the lock). The zero Table is empty and
// ready; it is safe for concurrent use.
type Table[V any] struct {
	known atomic.Pointer[table[V]]
	mu    sync.Mutex
	fresh *table[V]
	// freshReads counts the values found in fresh since the last merge.
	freshReads int
}

// Get gives the value kept for key.
func (m *Table[V]) Get(key string) (V, bool) { return get(m, key) }

// Remember gives the value kept for key, else the value read gives it,
// kept when read gives no error.
func (m *Table[V]) Remember(key string, read func(string) (V, error)) (V, error) {
	if v, ok := get(m, key); ok {
		return v, nil
	}
	v, err := read(key)
	if err == nil {
		m.Put(key, v)
	}
	return v, err
}

// GetBytes is Get for a key held in bytes, which it does not copy.
func (m *Table[V]) GetBytes(key []byte) (V, bool) { return get(m, key) }

func get[V any, K string | []byte](m *Table[V], key K) (V, bool) {
	if v, ok := lookup(m.known.Load(), key); ok {
		return v, true
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	if v, ok := lookup(m.known.Load(), key); ok { // merged in the meantime
		return v, true
	}
	v, ok := lookup(m.fresh, key)
	if ok {
		m.freshReads++
		m.mergeWhenDue()
	}
	return v, ok
}

// Put keeps a value for key (copied), while the table has room.
func (m *Table[V]) Put(key string, v V) {
	m.mu.Lock()
	defer m.mu.Unlock()
	known := m.known.Load()
	if known == nil {
		known = newTable[V](0)
		m.known.Store(known)
	}
	if m.fresh == nil {
		m.fresh = newTable[V](0)
	}
	if known.len()+m.fresh.len() >= Max {
		return
	}
	m.fresh.put(key, v)
	m.mergeWhenDue()
}

// mergeWhenDue merges fresh into a new known map once fresh has grown, or
// been read from, by a quarter of known (and some). Called under the lock.
func (m *Table[V]) mergeWhenDue() {
	known := m.known.Load()
	if due := known.len()/4 + 64; m.fresh.len() <= due && m.freshReads <= due {
		return
	}
	merged := newTable[V](known.len() + m.fresh.len())
	merged.add(known)
	merged.add(m.fresh)
	m.known.Store(merged)
	m.fresh, m.freshReads = newTable[V](0), 0
}

// Len counts the values kept.
func (m *Table[V]) Len() int {
	m.mu.Lock()
	defer m.mu.Unlock()
	n := 0
	if known := m.known.Load(); known != nil {
		n += known.len()
	}
	if m.fresh != nil {
		n += m.fresh.len()
	}
	return n
}

// table maps texts to values. Short texts, most turns, are keys held in
// the map's own slots, so a look-up follows no pointer to compare them.
type table[V any] struct {
	short map[shortKey]V
	long  map[string]V
}

// shortKey is a text of up to 15 bytes, then zeros, with its length in
// the last byte.
type shortKey [16]byte

func keyOf[K string | []byte](text K) (k shortKey, ok bool) {
	if len(text) >= len(k) {
		return k, false
	}
	copy(k[:], text)
	k[len(k)-1] = byte(len(text))
	return k, true
}

func newTable[V any](size int) *table[V] {
	return &table[V]{short: make(map[shortKey]V, size), long: map[string]V{}}
}

// lookup finds a text's value in t, which may be nil.
func lookup[V any, K string | []byte](t *table[V], text K) (V, bool) {
	if t == nil {
		var zero V
		return zero, false
	}
	if k, ok := keyOf(text); ok {
		v, ok := t.short[k]
		return v, ok
	}
	v, ok := t.long[string(text)]
	return v, ok
}

func (t *table[V]) put(text string, v V) {
	if k, ok := keyOf(text); ok {
		t.short[k] = v
		return
	}
	t.long[strings.Clone(text)] = v // the key keeps no file text alive
}

func (t *table[V]) len() int { return len(t.short) + len(t.long) }

// add puts every value of u into t.
func (t *table[V]) add(u *table[V]) {
	maps.Copy(t.short, u.short)
	maps.Copy(t.long, u.long)
}
