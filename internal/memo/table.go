package memo

import (
	"encoding/binary"
	"maps"
	"math/bits"
	"math/rand/v2"
	"strings"
)

// table maps texts to values. Short texts, nearly every turn and part, are
// kept with their values in one array searched by linear probing, so that a
// look-up reads one place in memory, or two neighbours, where a Go map
// reads its control word, its key and its value in three; the readers make
// hundreds of thousands of look-ups a second over tables larger than the
// caches. Longer texts go to a map.
type table[V any] struct {
	slots []slot[V] // a power of two long, at most three quarters full
	shift uint      // 64 less the bits of len(slots)
	n     int       // short keys kept
	long  map[string]V
}

// slot is a short key and its value; the zero key marks an empty slot.
type slot[V any] struct {
	key shortKey
	v   V
}

// shortKey is a text of 1 to 15 bytes, then zeros, with its length in the
// last byte: never zero.
type shortKey struct{ lo, hi uint64 }

// seed varies the places of the keys from process to process, so that no
// file can be written whose texts all fall on one place.
var seed = rand.Uint64() | 1

func keyOf[K string | []byte](text K) (shortKey, bool) {
	var b [16]byte
	if len(text) == 0 || len(text) >= len(b) {
		return shortKey{}, false
	}
	copy(b[:], text)
	b[len(b)-1] = byte(len(text))
	return shortKey{binary.LittleEndian.Uint64(b[:8]), binary.LittleEndian.Uint64(b[8:])}, true
}

// place is the first slot to look in for k.
func (t *table[V]) place(k shortKey) uint64 {
	h := (k.lo ^ seed) * 0x9e3779b97f4a7c15
	h = (h ^ k.hi ^ h>>29) * 0xbf58476d1ce4e5b9
	return h >> t.shift
}

// newTable makes a table with room for size short keys.
func newTable[V any](size int) *table[V] {
	t := &table[V]{long: map[string]V{}}
	t.resize(size)
	return t
}

// resize gives t room for size short keys (at least 8), keeping those it
// has.
func (t *table[V]) resize(size int) {
	b := max(bits.Len(uint(size+size/3)), 3)
	old := t.slots
	t.slots, t.shift, t.n = make([]slot[V], 1<<b), uint(64-b), 0
	for i := range old {
		if old[i].key != (shortKey{}) {
			t.putShort(old[i].key, old[i].v)
		}
	}
}

// lookup finds a text's value in t, which may be nil.
func lookup[V any, K string | []byte](t *table[V], text K) (V, bool) {
	var zero V
	if t == nil {
		return zero, false
	}
	k, ok := keyOf(text)
	if !ok {
		v, ok := t.long[string(text)]
		return v, ok
	}
	mask := uint64(len(t.slots) - 1)
	for i := t.place(k); ; i = (i + 1) & mask {
		s := &t.slots[i]
		switch s.key {
		case k:
			return s.v, true
		case shortKey{}:
			return zero, false
		}
	}
}

func (t *table[V]) put(text string, v V) {
	k, ok := keyOf(text)
	if !ok {
		t.long[strings.Clone(text)] = v // the key keeps no file text alive
		return
	}
	if 4*(t.n+1) > 3*len(t.slots) {
		t.resize(2 * (t.n + 1))
	}
	t.putShort(k, v)
}

// putShort keeps v for k, in a table with room for it.
func (t *table[V]) putShort(k shortKey, v V) {
	mask := uint64(len(t.slots) - 1)
	for i := t.place(k); ; i = (i + 1) & mask {
		s := &t.slots[i]
		switch s.key {
		case k:
			s.v = v
			return
		case shortKey{}:
			*s = slot[V]{k, v}
			t.n++
			return
		}
	}
}

func (t *table[V]) len() int { return t.n + len(t.long) }

// add puts every value of u into t, which has room for them.
func (t *table[V]) add(u *table[V]) {
	for i := range u.slots {
		if s := &u.slots[i]; s.key != (shortKey{}) {
			t.putShort(s.key, s.v)
		}
	}
	maps.Copy(t.long, u.long)
}
