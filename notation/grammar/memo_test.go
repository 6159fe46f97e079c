package grammar

import (
	"errors"
	"fmt"
	"math/rand"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/arbiter-games/arbiter/engines"
	"github.com/arbiter-games/arbiter/internal/memo"
)

type textMove string

func (m textMove) String() string { return string(m) }

// listMove holds a slice, as turns with several parts do.
type listMove struct{ parts []string }

func (m listMove) String() string { return strings.Join(m.parts, ";") }

// TestMemoClones: a caller that changes the move it got does not change
// what later callers get.
func TestMemoClones(t *testing.T) {
	parse := func(s string) (engines.Move, error) { return listMove{strings.Split(s, ";")}, nil }
	memo := Memo(parse, func(m engines.Move) engines.Move {
		return listMove{slices.Clone(m.(listMove).parts)}
	})
	for i := 0; i < 3; i++ {
		m, _ := memo("a;b")
		if m.String() != "a;b" {
			t.Fatalf("call %d got %s", i, m)
		}
		m.(listMove).parts[0] = "changed"
	}
}

// TestMemoClonesOnlyWhatHoldsSlices: a move whose clone is nil (it holds
// no slice) is shared as it is, without calling clone on each look-up; a
// move with slices is cloned each time.
func TestMemoClonesOnlyWhatHoldsSlices(t *testing.T) {
	clones := 0
	parse := func(s string) (engines.Move, error) {
		if s == "plain" {
			return listMove{}, nil
		}
		return listMove{strings.Split(s, ";")}, nil
	}
	memo := Memo(parse, func(m engines.Move) engines.Move {
		clones++
		if m.(listMove).parts == nil {
			return nil
		}
		return listMove{slices.Clone(m.(listMove).parts)}
	})
	for _, c := range []struct {
		text   string
		clones int // after three look-ups
	}{{"plain", 1}, {"a;b", 1 + 2}} { // one to keep it, one for each later look-up
		clones = 0
		for range 3 {
			memo(c.text)
		}
		if clones != c.clones {
			t.Errorf("%s: %d clones, want %d", c.text, clones, c.clones)
		}
	}
}

func TestMemo(t *testing.T) {
	calls := 0
	var mu sync.Mutex
	parse := func(s string) (engines.Move, error) {
		mu.Lock()
		calls++
		mu.Unlock()
		if s == "bad" {
			return nil, errors.New("bad")
		}
		return textMove(s), nil
	}
	memo := Memo(parse, nil)
	var wg sync.WaitGroup
	for i := 0; i < 8; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := 0; j < 100; j++ {
				for _, s := range []string{"e5", "f6", "fresh", "bad"} {
					m, err := memo(s)
					if (err != nil) != (s == "bad") || err == nil && m.String() != s {
						t.Errorf("%s: %v %v", s, m, err)
					}
				}
			}
		}()
	}
	wg.Wait()
	// e5, f6 and fresh are parsed about once each (racing goroutines may
	// parse one twice before it is stored); "bad" every time.
	if calls < 800 || calls > 800+24 {
		t.Errorf("%d parses, want about 800", calls)
	}
}

// TestMemoRemembersMany: moves read are parsed once, across the merges of
// the memory, and no more are kept than memo.Max.
func TestMemoRemembersMany(t *testing.T) {
	calls := 0
	remembered := Memo(func(s string) (engines.Move, error) { calls++; return textMove(s), nil }, nil)
	for round := 0; round < 3; round++ {
		for i := 0; i < memo.Max+100; i++ {
			if m, _ := remembered(fmt.Sprint(i)); m.String() != fmt.Sprint(i) {
				t.Fatalf("%d: got %s", i, m)
			}
		}
	}
	// The first memo.Max moves are kept; the last 100 are parsed
	// every round.
	if want := memo.Max + 3*100; calls != want {
		t.Errorf("%d parses, want %d", calls, want)
	}
}

// BenchmarkMemo looks up 20,000 remembered moves in a shuffled order, as
// the referee does on a large archive, from GOMAXPROCS goroutines.
func BenchmarkMemo(b *testing.B) {
	memo := Memo(func(s string) (engines.Move, error) { return textMove(s), nil }, nil)
	keys := make([]string, 20000)
	for i := range keys {
		keys[i] = fmt.Sprintf("%c%d-%c%d", 'a'+i%11, i%7, 'a'+i/11%11, i/77)
		memo(keys[i])
	}
	rand.New(rand.NewSource(1)).Shuffle(len(keys), func(i, j int) { keys[i], keys[j] = keys[j], keys[i] })
	b.ResetTimer()
	b.RunParallel(func(pb *testing.PB) {
		for i := 0; pb.Next(); i++ {
			if _, err := memo(keys[i%len(keys)]); err != nil {
				b.Fatal(err)
			}
		}
	})
}
