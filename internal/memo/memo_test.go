package memo

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"sync"
	"testing"
)

// TestTable: values kept are found by text and by bytes, short keys and
// long, across the merges of the table, and no more than Max are kept,
// all in the table read without the lock once it is full.
func TestTable(t *testing.T) {
	var m Table[int]
	if _, ok := m.Get("a"); ok {
		t.Fatal("the empty table has a value")
	}
	key := func(i int) string {
		if i%2 == 0 {
			return fmt.Sprint(i)
		}
		return fmt.Sprintf("a key longer than sixteen bytes, %d", i)
	}
	for i := 0; i < Max+100; i++ {
		m.Put(key(i), i)
	}
	if m.Len() != Max {
		t.Errorf("%d kept, want %d", m.Len(), Max)
	}
	if !m.full.Load() || m.fresh.len() != 0 {
		t.Errorf("full: %v with %d values fresh; want every value known, and no lock taken for a text not kept", m.full.Load(), m.fresh.len())
	}
	for i := 0; i < Max+100; i++ {
		v, ok := m.Get(key(i))
		w, okBytes := m.GetBytes([]byte(key(i)))
		if ok != (i < Max) || okBytes != ok || ok && (v != i || w != i) {
			t.Fatalf("%q: got %d %v and %d %v", key(i), v, ok, w, okBytes)
		}
	}
}

// TestRemember: a key is read once and then found; a read that fails is
// not kept, and is read again.
func TestRemember(t *testing.T) {
	var m Table[int]
	reads := map[string]int{}
	read := func(key string) (int, error) {
		reads[key]++
		if key == "bad" {
			return 0, fmt.Errorf("cannot read %q", key)
		}
		return len(key), nil
	}
	for range 3 {
		for _, key := range []string{"e5", "a key longer than sixteen bytes", "bad"} {
			v, err := m.Remember(key, read)
			if (err != nil) != (key == "bad") || err == nil && v != len(key) {
				t.Errorf("%q: %d, %v", key, v, err)
			}
		}
	}
	if want := map[string]int{"e5": 1, "a key longer than sixteen bytes": 1, "bad": 3}; fmt.Sprint(reads) != fmt.Sprint(want) {
		t.Errorf("reads %v, want %v", reads, want)
	}
}

// TestGetBytesAllocates: a look-up by bytes copies nothing.
func TestGetBytesAllocates(t *testing.T) {
	var m Table[int]
	short, long := []byte("b2-c4"), []byte("a key longer than sixteen bytes")
	m.Put(string(short), 1)
	m.Put(string(long), 2)
	if n := testing.AllocsPerRun(100, func() { m.GetBytes(short); m.GetBytes(long) }); n != 0 {
		t.Errorf("%v allocations a look-up", n)
	}
}

// TestTableConcurrent: goroutines keeping and finding values meet no race
// and lose nothing (run with -race).
func TestTableConcurrent(t *testing.T) {
	var m Table[string]
	var wg sync.WaitGroup
	for g := 0; g < 8; g++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := 0; i < 2000; i++ {
				k := fmt.Sprint(g*2000 + i)
				m.Put(k, k)
				if v, ok := m.Get(k); !ok || v != k {
					t.Errorf("%s: got %q %v", k, v, ok)
					return
				}
			}
		}()
	}
	wg.Wait()
	if m.Len() != 16000 {
		t.Errorf("%d kept, want 16000", m.Len())
	}
}

// TestReadOftenIsMerged: values that are read often are soon read without
// the lock, also when few are kept (a small archive, or a full table).
func TestReadOftenIsMerged(t *testing.T) {
	var m Table[int]
	m.Put("Lc3xc7", 1)
	m.Put("a3a4", 2)
	if _, ok := lookup(m.known.Load(), "Lc3xc7"); ok {
		t.Fatal("a value just kept is merged at once")
	}
	for range 65 {
		m.Get("Lc3xc7")
	}
	for k, want := range map[string]int{"Lc3xc7": 1, "a3a4": 2} {
		if v, ok := lookup(m.known.Load(), k); !ok || v != want {
			t.Errorf("%s: %d %v in the table read without the lock", k, v, ok)
		}
	}
}

// BenchmarkGet: look-ups of short keys spread over a table of some
// thousands, in an order the caches do not follow, as the readers make
// them (values the size of a remembered part).
func BenchmarkGet(b *testing.B) {
	for _, n := range []int{1000, 20000} {
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			var m Table[[4]uint64]
			keys := make([]string, n)
			for i := range keys {
				keys[i] = fmt.Sprintf("RO@%c%d-%c%d", 'a'+i%13, i%11, 'a'+i/13%13, i/143)
				m.Put(keys[i], [4]uint64{uint64(i)})
			}
			for range 64 { // merged into the table read without the lock
				m.Get(keys[0])
			}
			order := rand.New(rand.NewPCG(1, 2)).Perm(n)
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				if _, ok := m.Get(keys[order[i%n]]); !ok {
					b.Fatal("lost")
				}
			}
		})
	}
}

// TestLongKeysThatCollide: long texts of the same hash are told apart by
// their text, through a resize and a merge into another table.
func TestLongKeysThatCollide(t *testing.T) {
	tb := newTable[int](0, 0)
	texts := make([]string, 40)
	for i := range texts {
		texts[i] = fmt.Sprintf("a long text that shares its hash with others, %d", i)
		putAs(tb, key{lo: 42, hi: longMark}, texts[i], i)
	}
	putAs(tb, key{lo: 42, hi: longMark}, texts[3], 103) // kept again: its value replaced
	merged := newTable[int](0, 0)
	merged.add(tb)
	for _, got := range []*table[int]{tb, merged} {
		if got.len() != len(texts) || len(got.text) != len(strings.Join(texts, "")) {
			t.Errorf("%d keys and %d bytes of text, want %d and %d", got.len(), len(got.text), len(texts), len(strings.Join(texts, "")))
		}
		for i, text := range texts {
			want := i
			if i == 3 {
				want = 103
			}
			at, found := find(got, key{lo: 42, hi: longMark}, []byte(text))
			if !found || got.slots[at].v != want {
				t.Errorf("%q: %d %v, want %d", text, got.slots[at].v, found, want)
			}
		}
		if _, found := find(got, key{lo: 42, hi: longMark}, "a long text that shares its hash, not kept"); found {
			t.Error("a text not kept is found")
		}
	}
}

// BenchmarkGetLong: look-ups of texts longer than a short key (a turn's
// JSON, as the schemas remember them) in a table of some thousands.
func BenchmarkGetLong(b *testing.B) {
	var m Table[struct{}]
	keys := make([][]byte, 20000)
	for i := range keys {
		keys[i] = fmt.Appendf(nil, `"yinsh"\x00{"number":,"text":,"move":{"from":"%c%d","to":"%c%d"}}`, 'a'+i%13, i%11, 'a'+i/13%13, i/143)
		m.Put(string(keys[i]), struct{}{})
	}
	for range 64 {
		m.GetBytes(keys[0])
	}
	order := rand.New(rand.NewPCG(1, 2)).Perm(len(keys))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, ok := m.GetBytes(keys[order[i%len(keys)]]); !ok {
			b.Fatal("lost")
		}
	}
}
