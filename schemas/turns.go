package schemas

import (
	"github.com/arbiter-games/arbiter/internal/memo"
	"github.com/santhosh-tekuri/jsonschema/v5"
)

// Most of a record's JSON is its turns, and an archive repeats the same
// few shapes of them (a number, a text and a move, most of them, whatever
// their values), the same tags with other values (events, dates,
// players) and, with those taken out, the same few records, so Validate
// checks an item met before only by its parts' values, each checked once
// (a move met before is not checked again, one not met by its own parts
// where its shape was: byparts.go): the validator costs microseconds a
// value, and a record has hundreds.
//
// That holds because of how the record schemas are made: "items" checks
// each turn of the main line alone and each tag alone, nothing else looks
// at these lists as a whole (their length or order) or relates a turn or
// a tag to anything else in the record (the record's rules ask only
// whether "tags" is there); no rule reads the value of a turn's "number",
// "text", "move", "board" or "position", or a tag's "value", but the rule
// of that property itself (the rules that relate a turn's properties ask
// only whether one is there: "board" wants "position", "ellipsis" wants
// "number"); and the games' schemas refine a turn's move and board only,
// in their own $defs/move and $defs/board, which hold no dynamic
// reference. A record is then valid when each of its turns was, with
// other values of those parts, in a valid record of the same game, and
// the value of each of its parts is valid alone against the schema of
// that property (the game's move and board); when each of its tags was
// so too, and its value is valid alone, or the tag is valid alone
// against the schema of a tag (record.json's $defs/tag: a tag not met
// before costs the check of that small document, not of a record); and
// when the record with both lists emptied (its frame) was valid.
// TestTurnByTurn and FuzzValidateTurnByTurn hold the two ways of checking
// to one verdict.

// maxTurnKey bounds the turns, tags and parts' values remembered (with
// the game's name): longer ones, with comments or variations, and boards,
// are mostly met once, and are checked each time.
const maxTurnKey = 320

// maxFrameKey bounds the frames remembered.
const maxFrameKey = 1024

// remembered holds what one schema found valid, for Validate: turns and
// tags (the game's JSON value, a 0 byte, then the item's JSON but for its
// parts' values: turnKey), each part's values (their JSON) and frames
// (the record's JSON with its tags and turns left out).
type remembered struct {
	turns, tags, frames memo.Table[struct{}]
	parts               [nParts]memo.Table[struct{}]
	// shapes and freeValues hold, for a part checked by its own parts
	// (byparts.go), the shapes of the values found valid and the values
	// of their free properties (freeValue.key).
	shapes, freeValues [nParts]memo.Table[struct{}]
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
				if !s.partsValid(doc, t) {
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
// without are each valid alone.
func (s *schema) partsValid(doc []byte, t turnSpan) bool {
	for p, v := range t.parts {
		if v != (span{}) && !s.partValid(p, doc[v.start:v.end]) {
			return false
		}
	}
	return true
}

// partValid reports whether value, an item's part p, is valid alone,
// remembering it (and what it is valid by, byparts.go) when it is.
func (s *schema) partValid(p int, value []byte) bool {
	if s.parts[p] == nil {
		return false
	}
	table := &s.memo.parts[p]
	if _, ok := table.GetBytes(value); ok {
		return true
	}
	byParts := s.validByParts(p, value)
	if !byParts && !validAlone(s.parts[p], value) {
		return false
	}
	if len(value) <= maxTurnKey {
		table.Put(string(value), struct{}{})
	}
	if !byParts {
		s.rememberParts(p, value)
	}
	return true
}

// turnKey appends to key what an item is remembered by: the game's JSON
// value, a 0 byte, then the item's JSON but for its parts' values.
func turnKey(key, game, doc []byte, t turnSpan) []byte {
	key = append(append(key, game...), 0)
	at := t.turn.start
	for {
		cut := span{} // the first part after at
		for _, p := range t.parts {
			if p.start >= at && p != (span{}) && (cut == (span{}) || p.start < cut.start) {
				cut = p
			}
		}
		if cut == (span{}) {
			return append(key, doc[at:t.turn.end]...)
		}
		key, at = append(key, doc[at:cut.start]...), cut.end
	}
}

// validAloneOnce reports whether value is valid alone against sch,
// remembering in table, by key, the values found valid.
func validAloneOnce(table *memo.Table[struct{}], sch *jsonschema.Schema, key, value []byte) bool {
	if _, ok := table.GetBytes(key); ok {
		return true
	}
	if !validAlone(sch, value) {
		return false
	}
	if len(key) <= maxTurnKey {
		table.Put(string(key), struct{}{})
	}
	return true
}
