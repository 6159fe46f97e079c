package schemas

import (
	"github.com/arbiter-games/arbiter/internal/memo"
	"github.com/santhosh-tekuri/jsonschema/v5"
)

// Most of a record's JSON is its turns, and an archive repeats the same
// few shapes of them (a number and a text, most of them, whatever the
// number and the text), the same tags (players, events) and, with those
// taken out, the same few records, so Validate checks an item met before
// only by a turn's number and text: the validator costs microseconds a
// value, and a record has hundreds.
//
// That holds because of how the record schemas are made: "items" checks
// each turn of the main line alone and each tag alone, nothing else looks
// at these lists as a whole (their length or order) or relates a turn or
// a tag to anything else in the record (the record's rules ask only
// whether "tags" is there), and no rule reads the value of a turn's
// "number" or "text" but the rule of that property itself (the games'
// schemas refine a turn's move and board only). A record is then valid
// when each of its turns was, with another number and text, in a record of
// the same game, and its number and its text are each valid alone against
// the schema of that property; each of its tags was, with another
// value, in a record of the same game, and its value is valid alone
// against the schema of a tag's value, or the tag is valid alone against
// the schema of a tag (record.json's $defs/tag: a tag not met before
// costs the check of that small document, not of a record; a tag's
// value, its name, and that it has no other key are all the tag's schema
// asks, and an archive's tags repeat their names, not their values:
// dates, rounds, players); and the record with both lists emptied (its
// frame) was valid.
// TestTurnByTurn and FuzzValidateTurnByTurn hold the two ways of checking
// to one verdict.

// maxTurnKey bounds the turns and tags remembered (with the game's name):
// longer ones, with comments, variations or boards, are mostly met once,
// and are checked each time.
const maxTurnKey = 320

// maxFrameKey bounds the frames remembered.
const maxFrameKey = 1024

// remembered holds what one schema found valid, for Validate: turns (the
// game's JSON value, a 0 byte, then the turn's JSON but for its number's
// and its text's values), numbers and texts (their JSON),
// tags (the game's JSON value, a 0 byte, the tag's JSON but for its
// value's value), values (their JSON) and frames (the record's JSON with
// its tags and turns left out).
type remembered struct {
	turns, numbers, texts, tags, values, frames memo.Table[struct{}]
}

// fresh is an item not met before, to be remembered once its record is
// found valid.
type fresh struct {
	table *memo.Table[struct{}]
	key   string
}

// validTurnByTurn reports whether a record document is valid against the
// schema s, checking the turns and tags met before apart: the document
// validated is the record with only the items not met before, and none at
// all when the frame was met before too. False means invalid or not laid
// out as a record; the caller then checks it whole.
func (s *schema) validTurnByTurn(doc []byte) bool {
	l := layouts.Get().(*layout)
	defer layouts.Put(l)
	if !layoutOf(doc, l) {
		return false
	}
	game := doc[l.game.start:l.game.end]
	kept, frame, key := l.kept[:0], l.frame[:0], l.key[:0]
	defer func() { l.kept, l.frame, l.key = small(kept, maxKept), small(frame, maxKept), small(key, maxKept) }()
	var unmet []fresh
	at := 0
	for _, ls := range l.inOrder() {
		kept = append(kept, doc[at:ls.inside.start]...)
		frame = append(frame, doc[at:ls.inside.start]...)
		table, first := &s.memo.turns, true
		if ls == &l.tags {
			table = &s.memo.tags
		}
		for _, t := range ls.items {
			key = turnKey(key[:0], game, doc, t)
			remember := len(key) <= maxTurnKey
			if _, known := table.GetBytes(key); known && remember {
				if !s.partsValid(ls == &l.tags, doc, t) {
					return false
				}
				continue
			}
			if ls == &l.tags && s.tag != nil { // a tag not met: checked alone
				if !validAlone(s.tag, doc[t.turn.start:t.turn.end]) {
					return false
				}
				if remember {
					table.Put(string(key), struct{}{})
				}
				continue
			}
			if !first {
				kept = append(kept, ',')
			}
			kept, first = append(kept, doc[t.turn.start:t.turn.end]...), false
			if remember {
				unmet = append(unmet, fresh{table, string(key)})
			}
		}
		at = ls.inside.end
	}
	kept, frame = append(kept, doc[at:]...), append(frame, doc[at:]...)
	if _, known := s.memo.frames.GetBytes(frame); known && len(kept) == len(frame) {
		return true
	}
	if s.validateWhole(kept) != nil {
		return false
	}
	for _, f := range unmet {
		f.table.Put(f.key, struct{}{})
	}
	if len(frame) <= maxFrameKey {
		s.memo.frames.Put(string(frame), struct{}{})
	}
	return true
}

// maxKept bounds the room a layout keeps for the next records: that of
// records up to some 64 KB (as many bytes, or a thousand items).
const maxKept = 64 << 10

// small is b when its room is at most n, else nil: a huge record's room is
// not kept for the records after it.
func small[T any](b []T, n int) []T {
	if cap(b) > n {
		return nil
	}
	return b
}

// partsValid reports whether the parts an item met before is remembered
// without are each valid alone: a turn's number and text, or a tag's
// value (tag).
func (s *schema) partsValid(tag bool, doc []byte, t turnSpan) bool {
	if tag {
		return t.text == (span{}) || validAloneOnce(&s.memo.values, s.value, doc[t.text.start:t.text.end])
	}
	return (t.number == (span{}) || validAloneOnce(&s.memo.numbers, s.number, doc[t.number.start:t.number.end])) &&
		(t.text == (span{}) || validAloneOnce(&s.memo.texts, s.text, doc[t.text.start:t.text.end]))
}

// turnKey appends to key what an item is remembered by: the game's JSON
// value, a 0 byte, then the item's JSON but for a turn's number's value
// and its text's value, or a tag's value's value.
func turnKey(key, game, doc []byte, t turnSpan) []byte {
	key = append(append(key, game...), 0)
	at := t.turn.start
	first, second := t.number, t.text
	if second.start < first.start {
		first, second = second, first
	}
	for _, cut := range [2]span{first, second} {
		if cut != (span{}) {
			key = append(key, doc[at:cut.start]...)
			at = cut.end
		}
	}
	return append(key, doc[at:t.turn.end]...)
}

// validAloneOnce reports whether a turn's number or text, or a tag's
// value, written value, is valid alone against sch, the schema of that
// property, remembering in table the values found valid.
func validAloneOnce(table *memo.Table[struct{}], sch *jsonschema.Schema, value []byte) bool {
	if sch == nil {
		return false
	}
	if _, ok := table.GetBytes(value); ok {
		return true
	}
	if !validAlone(sch, value) {
		return false
	}
	if len(value) <= maxTurnKey {
		table.Put(string(value), struct{}{})
	}
	return true
}
