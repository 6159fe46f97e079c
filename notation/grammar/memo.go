package grammar

import (
	"github.com/arbiter-games/arbiter/engines"
	"github.com/arbiter-games/arbiter/internal/memo"
)

// Memo wraps a move parser with a bounded memory of the moves it has read
// (memo.Table). Records repeat the same few thousand turns, and a
// participle parse, being reflective, costs microseconds a turn; a
// remembered turn costs a map look-up, without a lock. clone copies a move
// for a caller, for moves that hold slices the caller may change, and
// gives nil for a move that holds none; a nil clone shares every move as
// it is. A move kept with slices is never handed out itself, only its
// clones. The result is safe for concurrent use.
func Memo(parse func(string) (engines.Move, error), clone func(engines.Move) engines.Move) func(string) (engines.Move, error) {
	if clone == nil {
		clone = func(engines.Move) engines.Move { return nil }
	}
	var known memo.Table[kept]
	return func(text string) (engines.Move, error) {
		if k, ok := known.Get(text); ok {
			if k.own {
				return clone(k.mv), nil
			}
			return k.mv, nil
		}
		mv, err := parse(text)
		if err == nil {
			if c := clone(mv); c != nil {
				known.Put(text, kept{mv: c, own: true})
			} else {
				known.Put(text, kept{mv: mv})
			}
		}
		return mv, err
	}
}

// kept is a move Memo remembers; own when it holds slices, and so is
// handed out only as clones.
type kept struct {
	mv  engines.Move
	own bool
}
