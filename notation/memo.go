package notation

import (
	"strings"
	"sync"

	"github.com/arbiter-games/arbiter/engines"
)

// maxRemembered bounds a Memo (a few megabytes at most): the placements
// and moves of a game take a few thousand forms, turns with rows a few tens
// of thousands.
const maxRemembered = 1 << 16

// Memo wraps a move parser with a bounded memory of the moves it has read.
// Records repeat the same few thousand turns, and a participle parse, being
// reflective, costs microseconds a turn; a remembered turn costs a map
// look-up. clone copies a move for a caller, for moves that hold slices the
// caller may change; nil shares plain values as they are. The result is
// safe for concurrent use.
func Memo(parse func(string) (engines.Move, error), clone func(engines.Move) engines.Move) func(string) (engines.Move, error) {
	if clone == nil {
		clone = func(m engines.Move) engines.Move { return m }
	}
	var (
		mu    sync.RWMutex
		moves = map[string]engines.Move{} // never handed out themselves
	)
	return func(text string) (engines.Move, error) {
		mu.RLock()
		m, ok := moves[text]
		mu.RUnlock()
		if ok {
			return clone(m), nil
		}
		m, err := parse(text)
		if err == nil {
			mu.Lock()
			if len(moves) < maxRemembered {
				moves[strings.Clone(text)] = clone(m) // the key keeps no file text alive
			}
			mu.Unlock()
		}
		return m, err
	}
}
