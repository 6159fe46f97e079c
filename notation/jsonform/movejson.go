package jsonform

import (
	"encoding"
	"encoding/json"
	"reflect"

	"github.com/arbiter-games/arbiter/engines"
	"github.com/arbiter-games/arbiter/internal/memo"
)

// movesJSON remembers the JSON of the moves met, by their game's name, a
// 0 byte and their long form, with the move it was made of: an archive
// repeats the same few thousand moves, each of which encoding/json would
// marshal again in a few allocations. Two moves of one long form may
// marshal otherwise (an Ingenious tile placed from either of its spaces),
// so the JSON remembered serves only a move equal to the one it was made
// of. Only moves that hold no memory are remembered (a Jungle move; not a
// YINSH or Ingenious turn, whose rows and placements are lists): a list
// may lie in the referee's scratch memory, which the next batch reuses,
// and the move kept would change with it.
var movesJSON memo.Table[movedJSON]

// movedJSON is a move and its JSON.
type movedJSON struct {
	move engines.Move
	json []byte
}

// marshalMove gives the JSON of a move of the game, shared with the other
// moves equal to it: it is not to be changed. key is room for the key.
func marshalMove(game string, m engines.Move, key *[]byte) ([]byte, error) {
	a, ok := m.(encoding.TextAppender)
	if !ok || holdsMemory(reflect.TypeOf(m)) {
		return json.Marshal(m)
	}
	k, err := a.AppendText(append(append((*key)[:0], game...), 0))
	if err != nil {
		return json.Marshal(m)
	}
	*key = k
	if known, ok := movesJSON.GetBytes(k); ok && known.move == m {
		return known.json, nil
	}
	b, err := json.Marshal(m)
	if err == nil {
		movesJSON.Put(string(k), movedJSON{m, b})
	}
	return b, err
}

// holdsMemory tells a type whose values may share memory with others (a
// list, a pointer, a map...), where a value copied is not a value apart;
// the others == compares.
func holdsMemory(t reflect.Type) bool {
	switch t.Kind() {
	case reflect.Slice, reflect.Pointer, reflect.Interface, reflect.Map, reflect.Func, reflect.Chan, reflect.UnsafePointer:
		return true
	case reflect.Array:
		return holdsMemory(t.Elem())
	case reflect.Struct:
		for i := range t.NumField() {
			if holdsMemory(t.Field(i).Type) {
				return true
			}
		}
	}
	return false
}
