package memo

import (
	"encoding/binary"
	"hash/maphash"
	"math/bits"
	"math/rand/v2"
)

// table maps texts to values, in one array searched by linear probing, so
// that a look-up reads one place in memory, or two neighbours, where a Go
// map reads its control word, its key and its value in three; the readers
// make hundreds of thousands of look-ups a second over tables larger than
// the caches. Short texts, nearly every turn and part, are kept in their
// slot; longer ones in the table's text, their slot holding their hash and
// where they are. The table holds no pointer of its own: the collector
// has nothing to scan in it but the values (nothing at all for a set).
type table[V any] struct {
	slots []slot[V] // a power of two long, at most three quarters full
	shift uint      // 64 less the bits of len(slots)
	n     int       // keys kept
	text  []byte    // the long keys, one after another
}

// slot is a key and its value; the zero key marks an empty slot.
type slot[V any] struct {
	key key
	v   V
}

// key is a short text of 1 to 15 bytes, then zeros, with its length in
// the last byte (never zero); or a long text's hash (lo), and in hi the
// mark longMark in the last byte, its length and its place in the table's
// text.
type key struct{ lo, hi uint64 }

// The bounds of a long key: its length (24 bits) and its place in the
// text (32 bits). A longer text is not kept.
const (
	longMark  = 0xff << 56
	maxLong   = 1<<24 - 1
	maxPlaces = 1<<32 - 1
)

// seed varies the places of the keys from process to process, so that no
// file can be written whose texts all fall on one place; longSeed is the
// long texts' hash's.
var (
	seed     = rand.Uint64() | 1
	longSeed = maphash.MakeSeed()
)

// isLong tells a long text's key.
func (k key) isLong() bool { return k.hi&(0xff<<56) == longMark }

// span is where a long key's text is in the table's text.
func (k key) span() (start, end uint64) {
	start = k.hi & maxPlaces
	return start, start + k.hi>>32&maxLong
}

// shortKey is the key of a text of 1 to 15 bytes; ok is false for others.
func shortKey[K string | []byte](text K) (k key, ok bool) {
	var b [16]byte
	if len(text) == 0 || len(text) >= len(b) {
		return key{}, false
	}
	copy(b[:], text)
	b[len(b)-1] = byte(len(text))
	return key{binary.LittleEndian.Uint64(b[:8]), binary.LittleEndian.Uint64(b[8:])}, true
}

// hashOf is a long text's hash.
func hashOf[K string | []byte](text K) uint64 {
	switch t := any(text).(type) {
	case string:
		return maphash.String(longSeed, t)
	default:
		return maphash.Bytes(longSeed, t.([]byte))
	}
}

// keyOf is a text's key: a long text's holds its hash, not yet its place.
func keyOf[K string | []byte](text K) key {
	if k, ok := shortKey(text); ok {
		return k
	}
	return key{lo: hashOf(text), hi: longMark}
}

// place is the first slot to look in for a key: a long key's by its hash.
func (t *table[V]) place(k key) uint64 {
	if k.isLong() {
		return k.lo >> t.shift
	}
	return t.placeShort(k)
}

// placeShort is place for a short key.
func (t *table[V]) placeShort(k key) uint64 {
	h := (k.lo ^ seed) * 0x9e3779b97f4a7c15
	h = (h ^ k.hi ^ h>>29) * 0xbf58476d1ce4e5b9
	return h >> t.shift
}

// newTable makes a table with room for size keys and textSize bytes of
// long keys.
func newTable[V any](size, textSize int) *table[V] {
	t := &table[V]{text: make([]byte, 0, textSize)}
	t.resize(size)
	return t
}

// resize gives t room for size keys (at least 8), keeping those it has.
func (t *table[V]) resize(size int) {
	b := max(bits.Len(uint(size+size/3)), 3)
	old := t.slots
	t.slots, t.shift = make([]slot[V], 1<<b), uint(64-b)
	for i := range old {
		if s := old[i]; s.key != (key{}) {
			t.slots[t.free(s.key)] = s
		}
	}
}

// free is the slot a key not kept goes to.
func (t *table[V]) free(k key) uint64 {
	mask := uint64(len(t.slots) - 1)
	i := t.place(k)
	for t.slots[i].key != (key{}) {
		i = (i + 1) & mask
	}
	return i
}

// find is the slot that holds text (whose key is k), or the empty slot
// where it would go (found false).
func find[V any, K string | []byte](t *table[V], k key, text K) (i uint64, found bool) {
	if !k.isLong() {
		return t.findShort(k)
	}
	mask := uint64(len(t.slots) - 1)
	for i = k.lo >> t.shift; ; i = (i + 1) & mask {
		s := t.slots[i].key
		switch {
		case s == key{}:
			return i, false
		case s.lo == k.lo && s.isLong():
			if start, end := s.span(); string(t.text[start:end]) == string(text) {
				return i, true
			}
		}
	}
}

// findShort is find for a short key.
func (t *table[V]) findShort(k key) (i uint64, found bool) {
	mask := uint64(len(t.slots) - 1)
	for i = t.placeShort(k); ; i = (i + 1) & mask {
		switch t.slots[i].key {
		case k:
			return i, true
		case key{}:
			return i, false
		}
	}
}

// lookup finds a text's value in t, which may be nil.
func lookup[V any, K string | []byte](t *table[V], text K) (v V, found bool) {
	if t == nil {
		return v, false
	}
	var i uint64
	if k, short := shortKey(text); short {
		i, found = t.findShort(k)
	} else {
		i, found = find(t, key{lo: hashOf(text), hi: longMark}, text)
	}
	return t.slots[i].v, found
}

// put keeps v for text, unless a long text is too long to keep.
func (t *table[V]) put(text string, v V) {
	putAs(t, keyOf(text), text, v)
}

// putAs keeps v for text, whose key is k.
func putAs[V any, K string | []byte](t *table[V], k key, text K, v V) {
	if 4*(t.n+1) > 3*len(t.slots) {
		t.resize(2 * (t.n + 1))
	}
	i, found := find(t, k, text)
	switch {
	case found:
		t.slots[i].v = v
		return
	case k.isLong():
		start := uint64(len(t.text))
		if len(text) > maxLong || start+uint64(len(text)) > maxPlaces {
			return
		}
		t.text = append(t.text, text...)
		k.hi |= uint64(len(text))<<32 | start
	}
	t.slots[i] = slot[V]{k, v}
	t.n++
}

func (t *table[V]) len() int { return t.n }

// add puts every value of u into t.
func (t *table[V]) add(u *table[V]) {
	for i := range u.slots {
		s := &u.slots[i]
		if s.key == (key{}) {
			continue
		}
		k, text := s.key, []byte(nil)
		if k.isLong() {
			start, end := k.span()
			k, text = key{lo: k.lo, hi: longMark}, u.text[start:end]
		}
		putAs(t, k, text, s.v)
	}
}
