package notation

import (
	"strings"
	"sync"
	"sync/atomic"

	"github.com/arbiter-games/arbiter/engines"
)

// maxRemembered bounds a Memo: the placements and moves of a game take a
// few thousand forms, so this holds them all.
const maxRemembered = 1 << 14

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
		moves sync.Map // text → engines.Move, never handed out itself
		count atomic.Int64
	)
	return func(text string) (engines.Move, error) {
		if m, ok := moves.Load(text); ok {
			return clone(m.(engines.Move)), nil
		}
		m, err := parse(text)
		if err == nil && count.Add(1) <= maxRemembered {
			moves.Store(strings.Clone(text), clone(m)) // the key keeps no file text alive
		}
		return m, err
	}
}
