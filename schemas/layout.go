package schemas

import (
	"sync"

	"github.com/arbiter-games/arbiter/internal/jsonscan"
)

// span is a part of a document: the bytes from start up to end.
type span struct{ start, end int }

// turnSpan is where an item of a record's list is (a turn or a tag), and
// the values of its parts that are checked alone (zero spans where the
// item has none).
type turnSpan struct {
	turn  span
	parts [nParts]span
}

// The parts of a record's items that are remembered apart from the item,
// each checked alone against the schema of that property: a turn's
// number, text, move, board and position, and a tag's value.
const (
	partNumber = iota
	partText
	partMove
	partBoard
	partPosition
	partValue
	nParts
)

// partOf is the part a key of an item names, if any: a tag's (tag) or a
// turn's.
func partOf(key []byte, tag bool) (int, bool) {
	if tag {
		return partValue, string(key) == "value"
	}
	switch string(key) {
	case "number":
		return partNumber, true
	case "text":
		return partText, true
	case "move":
		return partMove, true
	case "board":
		return partBoard, true
	case "position":
		return partPosition, true
	}
	return 0, false
}

// list is where a list of a record's items is: the inside of its brackets
// and each item in it.
type list struct {
	inside span
	items  []turnSpan
	// found is false when the record has no such list.
	found bool
}

// layout is where a record document keeps what the item-by-item check
// needs: the value of "game", its tags (the list "tags", each tag) and its
// main line's turns (moves.turns, each turn and its number).
type layout struct {
	game        span
	tags, turns list
	// kept, frame and key are room for the documents and keys the check
	// makes of a record (validTurnByTurn), kept with the layout.
	kept, frame, key []byte
}

// layouts keeps layouts for the next documents, with the room of their
// lists (see check).
var layouts = sync.Pool{New: func() any { return new(layout) }}

// inOrder gives the lists found, in the order the document has them.
func (l *layout) inOrder() []*list {
	switch {
	case !l.tags.found:
		return []*list{&l.turns}
	case l.tags.inside.start < l.turns.inside.start:
		return []*list{&l.tags, &l.turns}
	}
	return []*list{&l.turns, &l.tags}
}

// layoutOf finds the layout of a record document. ok is false when the
// document is not laid out as a record with a game and a main line (or is
// not JSON), when its tags are not a list, or when a key the check looks
// for is written more than once (with escapes or without): the document is
// then checked whole. A document reported ok may still be invalid JSON
// between the parts found; the decoding of the parts finds that.
func layoutOf(doc []byte, l *layout) (ok bool) {
	*l = layout{tags: list{items: small(l.tags.items, maxKept/64)[:0]}, turns: list{items: small(l.turns.items, maxKept/64)[:0]}, kept: l.kept, frame: l.frame, key: l.key}
	d := jsonscan.Doc(doc)
	// A key met twice fails: decoded, the later value covers the earlier.
	var game, moves bool
	end, ok := d.Object(d.Space(0), func(k []byte, at int) (int, bool) {
		switch {
		case string(k) == "game" && !game:
			game = true
			end, ok := d.Value(at)
			l.game = span{at, end}
			return end, ok
		case string(k) == "tags" && !l.tags.found:
			l.tags.found = true
			return listOf(d, at, &l.tags, true)
		case string(k) == "moves" && !moves:
			moves = true
			return d.Object(at, func(k []byte, at int) (int, bool) {
				switch {
				case string(k) == "turns" && !l.turns.found:
					l.turns.found = true
					return listOf(d, at, &l.turns, false)
				case string(k) == "turns":
					return at, false
				}
				return d.Value(at)
			})
		case string(k) == "game" || string(k) == "moves" || string(k) == "tags":
			return at, false
		}
		return d.Value(at)
	})
	return ok && game && l.turns.found && d.Space(end) == len(doc)
}

// listOf passes the list at i, noting where it and each item are in l,
// and the values of each item's parts (partOf: a list of tags, or of
// turns).
func listOf(d jsonscan.Doc, i int, l *list, tags bool) (int, bool) {
	l.inside.start = i + 1
	end, ok := d.Array(i, func(_, at int) (int, bool) {
		t := turnSpan{turn: span{start: at}}
		end, ok := d.Object(at, func(key []byte, at int) (int, bool) {
			end, ok := d.Value(at)
			if p, found := partOf(key, tags); found {
				ok = ok && t.parts[p] == span{}
				t.parts[p] = span{at, end}
			}
			return end, ok
		})
		t.turn.end = end
		l.items = append(l.items, t)
		return end, ok
	})
	l.inside.end = end - 1
	return end, ok
}
