package schemas

import "github.com/arbiter-games/arbiter/internal/memo"

// Most of a record's JSON is its turns, and an archive repeats the same
// few thousand of them (but for their numbers), so Validate checks a turn
// met before only by its number: the validator costs microseconds a value,
// and a record has hundreds.
//
// That holds because of how the record schemas are made: "items" checks
// each turn of the main line alone, nothing else looks at that list as a
// whole (its length or order) or relates a turn to the record's tags or
// result, and no rule reads the value of a turn's "number" but the rule of
// "number" itself. A turn is then valid when the same turn in a record of
// the same game, with another number, was, and its number is valid on a
// turn of its own. TestTurnByTurn and FuzzValidateTurnByTurn hold the two
// ways of checking to one verdict.

// maxTurnKey bounds the turns remembered (with the game's name): longer
// ones, with comments, variations or boards, are mostly met once, and are
// checked each time.
const maxTurnKey = 320

// remembered holds what one schema found valid, for Validate: turns (the
// game's JSON value, a 0 byte, then the turn's JSON but for its number's
// value) and numbers (the game's JSON value, a 0 byte, the number's JSON).
type remembered struct {
	turns, numbers memo.Table[struct{}]
}

// validTurnByTurn reports whether a record document is valid against the
// schema s, checking its main line's turns met before apart: the document
// validated is the record with only the turns not met before. False means
// invalid or not laid out as a record; the caller then checks it whole.
func (s *schema) validTurnByTurn(doc []byte) bool {
	l, ok := layoutOf(doc)
	if !ok {
		return false
	}
	game := doc[l.game.start:l.game.end]
	kept := append(make([]byte, 0, 1024), doc[:l.inside.start]...)
	var key []byte
	var fresh []string
	for _, t := range l.turns {
		key = turnKey(key[:0], game, doc, t)
		remember := len(key) <= maxTurnKey
		if _, known := s.memo.turns.GetBytes(key); known && remember {
			if t.number != (span{}) && !s.validNumber(game, doc[t.number.start:t.number.end]) {
				return false
			}
			continue
		}
		if kept[len(kept)-1] != '[' { // a turn before it is kept
			kept = append(kept, ',')
		}
		kept = append(kept, doc[t.turn.start:t.turn.end]...)
		if remember {
			fresh = append(fresh, string(key))
		}
	}
	kept = append(kept, doc[l.inside.end:]...)
	if s.validateWhole(kept) != nil {
		return false
	}
	for _, k := range fresh {
		s.memo.turns.Put(k, struct{}{})
	}
	return true
}

// turnKey appends to key what a turn is remembered by: the game's JSON
// value, a 0 byte, then the turn's JSON but for its number's value.
func turnKey(key, game, doc []byte, t turnSpan) []byte {
	key = append(append(key, game...), 0)
	if t.number == (span{}) {
		return append(key, doc[t.turn.start:t.turn.end]...)
	}
	key = append(key, doc[t.turn.start:t.number.start]...)
	return append(key, doc[t.number.end:t.turn.end]...)
}

// validNumber reports whether a turn number, written number, is valid in
// a record of the game (JSON value game): on a turn of its own, once.
func (s *schema) validNumber(game, number []byte) bool {
	key := append(append(append(make([]byte, 0, 32), game...), 0), number...)
	if _, ok := s.memo.numbers.GetBytes(key); ok {
		return true
	}
	probe := append(append([]byte(`{"game":`), game...), `,"tags":[],"moves":{"turns":[{"number":`...)
	probe = append(append(probe, number...), `,"text":"a"}]}}`...)
	if s.validateWhole(probe) != nil {
		return false
	}
	s.memo.numbers.Put(string(key), struct{}{})
	return true
}
