package grammar

import (
	"github.com/arbiter-games/arbiter/engines"
	"github.com/arbiter-games/arbiter/internal/memo"
)

// Memo wraps a move parser with a bounded memory of the moves it has read
// (memo.Table). Records repeat the same few thousand turns, and a
// participle parse, being reflective, costs microseconds a turn; a
// remembered turn costs a map look-up, without a lock. clone copies a move
// for a caller, for moves that hold slices the caller may change; nil
// shares plain values as they are. The moves kept are never handed out
// themselves, only their clones. The result is safe for concurrent use.
func Memo(parse func(string) (engines.Move, error), clone func(engines.Move) engines.Move) func(string) (engines.Move, error) {
	if clone == nil {
		clone = func(m engines.Move) engines.Move { return m }
	}
	var known memo.Table[engines.Move]
	return func(text string) (engines.Move, error) {
		if mv, ok := known.Get(text); ok {
			return clone(mv), nil
		}
		mv, err := parse(text)
		if err == nil {
			known.Put(text, clone(mv))
		}
		return mv, err
	}
}
