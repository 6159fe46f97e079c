// Package memo is a bounded memory of values by text, for the readers:
// records repeat the same few thousand turns (and their JSON), and what was
// made of a text once need not be made again. A look-up takes no lock, so
// that the referee's workers do not queue for it.
package memo

import (
	"sync"
	"sync/atomic"
)

// Max bounds a Table: beyond it, values are no longer kept. The turns of a
// game take a few thousand forms, turns with rows or their parts some tens
// of thousands.
const Max = 1 << 16

// Table remembers values by text, up to Max of them. Values are read from
// known, a table never changed once stored, so readers take no lock; values
// newly kept go to fresh, under the lock, and are merged into a new known
// table when fresh has grown by a quarter of known, or has been read from as
// many times (each value is copied a few times in all, and a value read
// often is soon read without the lock). The zero Table is empty and
// ready; it is safe for concurrent use.
type Table[V any] struct {
	known atomic.Pointer[table[V]]
	mu    sync.Mutex
	fresh *table[V]
	// merging holds the values fresh held when a merge began, while the
	// merge copies them with the known ones outside the lock (nil when no
	// merge is under way): the other goroutines go on finding and keeping
	// values meanwhile, instead of queueing for the lock for the length of
	// a copy of the whole table.
	merging *table[V]
	// freshReads counts the values found in fresh since the last merge.
	freshReads int
	// full is set once the table holds Max values, all in known: from
	// then on a text not kept is told so, and not kept, without the lock
	// (on many cores, texts met once would each take it twice).
	full atomic.Bool
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
	if v, ok := lookup(m.known.Load(), key); ok || m.full.Load() {
		return v, ok
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	if v, ok := lookup(m.known.Load(), key); ok { // merged in the meantime
		return v, true
	}
	v, ok := lookup(m.merging, key)
	if !ok {
		v, ok = lookup(m.fresh, key)
	}
	if ok {
		m.freshReads++
		m.mergeWhenDue()
	}
	return v, ok
}

// Put keeps a value for key (copied), while the table has room.
func (m *Table[V]) Put(key string, v V) {
	if m.full.Load() {
		return
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	known := m.known.Load()
	if known == nil {
		known = newTable[V](0, 0)
		m.known.Store(known)
	}
	if m.fresh == nil {
		m.fresh = newTable[V](0, 0)
	}
	if m.held() >= Max {
		return
	}
	m.fresh.put(key, v)
	if m.held() >= Max {
		m.merge()
		return
	}
	m.mergeWhenDue()
}

// held counts the values held: known, being merged and fresh. Called under
// the lock.
func (m *Table[V]) held() int {
	n := m.known.Load().len() + m.fresh.len()
	if m.merging != nil {
		n += m.merging.len()
	}
	return n
}

// mergeWhenDue merges fresh into a new known table once fresh has grown, or
// been read from, by a quarter of known (and some). Called under the lock.
func (m *Table[V]) mergeWhenDue() {
	known := m.known.Load()
	if due := known.len()/4 + 64; m.fresh.len() <= due && m.freshReads <= due {
		return
	}
	m.merge()
}

// merge merges fresh into a new known table, unless a merge is under way
// (which merges what is fresh then if the table is full by its end).
// Called under the lock, which it lets go while it copies the values. Once
// the table holds Max values, all known, full is set.
func (m *Table[V]) merge() {
	if m.merging != nil {
		return
	}
	for {
		known, fresh := m.known.Load(), m.fresh
		m.merging, m.fresh, m.freshReads = fresh, newTable[V](0, 0), 0
		m.mu.Unlock()
		merged := newTable[V](known.len()+fresh.len(), len(known.text)+len(fresh.text))
		merged.add(known)
		merged.add(fresh)
		m.mu.Lock()
		m.known.Store(merged)
		m.merging = nil
		if m.held() < Max {
			return
		}
		if m.fresh.len() == 0 {
			m.full.Store(true)
			return
		}
	}
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
	if m.merging != nil {
		n += m.merging.len()
	}
	return n
}
