package notation

import (
	"errors"
	"sync"
	"testing"

	"github.com/arbiter-games/arbiter/engines"
)

type textMove string

func (m textMove) String() string { return string(m) }

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
	memo := Memo(parse, func(m engines.Move) bool { return m.String() != "fresh" })
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
	// e5 and f6 are parsed about once each (racing goroutines may parse one
	// twice before it is stored); "fresh" and "bad" every time.
	if calls < 1600 || calls > 1600+16 {
		t.Errorf("%d parses, want about 1600", calls)
	}
}
