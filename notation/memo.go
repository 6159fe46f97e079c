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
// look-up. keep tells which moves may be handed out more than once (a move
// holding slices its caller could change may not). The result is safe for
// concurrent use.
func Memo(parse func(string) (engines.Move, error), keep func(engines.Move) bool) func(string) (engines.Move, error) {
	var (
		moves sync.Map // text → engines.Move
		count atomic.Int64
	)
	return func(text string) (engines.Move, error) {
		if m, ok := moves.Load(text); ok {
			return m.(engines.Move), nil
		}
		m, err := parse(text)
		if err == nil && keep(m) && count.Add(1) <= maxRemembered {
			moves.Store(strings.Clone(text), m) // the clone keeps no file text alive
		}
		return m, err
	}
}
