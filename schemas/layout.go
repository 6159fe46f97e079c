package schemas

import "github.com/arbiter-games/arbiter/internal/jsonscan"

// span is a part of a document: the bytes from start up to end.
type span struct{ start, end int }

// turnSpan is where a turn of a record is, and its number's value (zero
// span when the turn has no number).
type turnSpan struct {
	turn, number span
}

// layout is where a record document keeps what the turn-by-turn check
// needs: the value of "game", the inside of the main line's turns array
// (moves.turns, between its brackets) and each turn in it.
type layout struct {
	game, inside span
	turns        []turnSpan
}

// layoutOf finds the layout of a record document. ok is false when the
// document is not laid out as a record with a game and a main line (or is
// not JSON), or when a key the check looks for is written more than once
// (with escapes or without): the document is then checked whole. A
// document reported ok may still be invalid JSON between the parts found;
// the decoding of the parts finds that.
func layoutOf(doc []byte) (l layout, ok bool) {
	d := jsonscan.Doc(doc)
	// A key met twice fails: decoded, the later value covers the earlier.
	var game, moves, turns bool
	end, ok := d.Object(d.Space(0), func(k []byte, at int) (int, bool) {
		switch {
		case string(k) == "game" && !game:
			game = true
			end, ok := d.Value(at)
			l.game = span{at, end}
			return end, ok
		case string(k) == "moves" && !moves:
			moves = true
			return d.Object(at, func(k []byte, at int) (int, bool) {
				switch {
				case string(k) == "turns" && !turns:
					turns = true
					return turnsOf(d, at, &l)
				case string(k) == "turns":
					return at, false
				}
				return d.Value(at)
			})
		case string(k) == "game" || string(k) == "moves":
			return at, false
		}
		return d.Value(at)
	})
	return l, ok && game && turns && d.Space(end) == len(doc)
}

// turnsOf passes the turns array at i, noting where it and each turn
// and turn number are in l.
func turnsOf(d jsonscan.Doc, i int, l *layout) (int, bool) {
	l.inside.start = i + 1
	end, ok := d.Array(i, func(_, at int) (int, bool) {
		t := turnSpan{turn: span{start: at}}
		end, ok := d.Object(at, func(key []byte, at int) (int, bool) {
			end, ok := d.Value(at)
			if string(key) == "number" {
				ok = ok && t.number == span{}
				t.number = span{at, end}
			}
			return end, ok
		})
		t.turn.end = end
		l.turns = append(l.turns, t)
		return end, ok
	})
	l.inside.end = end - 1
	return end, ok
}
