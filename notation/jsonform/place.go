package jsonform

import (
	"encoding/binary"
	"math/bits"

	"github.com/arbiter-games/arbiter/internal/jsonscan"
	"github.com/arbiter-games/arbiter/notation"
)

// placer gives the parts of a record read from JSON their places in the
// JSON file, in one pass over the record's JSON: each tag where its object
// starts, each turn where its "text" value starts and its number where its
// "number" value does, each comment where its object starts, the result
// where its value starts. The record was built from that JSON (fromJSON),
// so its lists are those of the JSON, in any order of the keys; the
// record's lines are found in the JSON by their places in the lists.
type placer struct {
	doc jsonscan.Doc
	// start is the offset of doc in the file; row and column are the
	// line and column of doc[mark]. The places asked go forward.
	start, mark, row, column int
	// flat: doc is on one line, a byte a character (no '\n', ASCII).
	flat bool
}

// place gives the parts of rec, built at pos, their places in raw, its
// JSON, found at pos. What it does not find (in JSON that is not a
// record's) keeps its place.
func place(rec *notation.Record, raw []byte, pos notation.Pos) {
	p := &placer{doc: raw, start: pos.Offset, row: pos.Line, column: pos.Column, flat: flat(raw)}
	p.doc.Object(p.doc.Space(0), func(key []byte, at int) (int, bool) {
		switch string(key) {
		case "tags":
			return p.each(at, len(rec.Tags), func(k, at int) (int, bool) {
				p.set(&rec.Tags[k].Pos, at)
				return p.doc.Value(at)
			})
		case "moves":
			return p.line(at, &rec.Moves)
		case "result":
			p.set(&rec.ResultPos, at)
		}
		return p.doc.Value(at)
	})
}

// line places the turns and comments of a line, whose JSON is at i.
func (p *placer) line(i int, l *notation.Line) (int, bool) {
	return p.doc.Object(i, func(key []byte, at int) (int, bool) {
		switch string(key) {
		case "turns":
			return p.each(at, len(l.Turns), func(k, at int) (int, bool) {
				if end, ok := p.plainTurn(at, l.Turns[k]); ok {
					return end, true
				}
				return p.turn(at, l.Turns[k])
			})
		case "trailing":
			return p.comments(at, l.Trailing)
		}
		return p.doc.Value(at)
	})
}

// turn places a turn, its number, comments and variations.
func (p *placer) turn(i int, t *notation.Turn) (int, bool) {
	return p.doc.Object(i, func(key []byte, at int) (int, bool) {
		switch string(key) {
		case "text":
			p.set(&t.Pos, at)
		case "number":
			if t.Number != nil {
				p.set(&t.Number.Pos, at)
			}
		case "before":
			return p.comments(at, t.Before)
		case "after":
			return p.comments(at, t.After)
		case "variations":
			return p.each(at, len(t.Variations), func(k, at int) (int, bool) { return p.line(at, &t.Variations[k]) })
		}
		return p.doc.Value(at)
	})
}

// What starts the turns as Writer writes most of them, compact, without
// comments or variations: {"number":N,"text":"..."} and {"text":"..."},
// eight bytes at a time (with `":` after numberKey).
var (
	numberKey = binary.LittleEndian.Uint64([]byte(`{"number`))
	thenText  = binary.LittleEndian.Uint64([]byte(`,"text":`))
	textKey   = binary.LittleEndian.Uint64([]byte(`{"text":`))
)

// plainTurn places a turn written as Writer writes most, without passing
// its members one by one: the JSON lines of an archive are mostly such
// turns. It is false for another turn, which is then placed member by
// member.
func (p *placer) plainTurn(i int, t *notation.Turn) (int, bool) {
	d := p.doc[i:]
	if len(d) < 20 {
		return i, false
	}
	at := 8
	switch binary.LittleEndian.Uint64(d) {
	case textKey:
	case numberKey:
		for at = 10; at < len(d) && '0' <= d[at] && d[at] <= '9'; at++ {
		}
		if d[8] != '"' || d[9] != ':' || at == 10 || t.Number == nil || len(d) < at+8 || binary.LittleEndian.Uint64(d[at:]) != thenText {
			return i, false
		}
		p.set(&t.Number.Pos, i+10)
		at += 8
	default:
		return i, false
	}
	end, ok := p.doc.String(i + at)
	if !ok || end >= len(p.doc) || p.doc[end] != '}' {
		return i, false
	}
	p.set(&t.Pos, i+at)
	return end + 1, true
}

// comments places the comments of a list.
func (p *placer) comments(i int, cs []notation.Comment) (int, bool) {
	return p.each(i, len(cs), func(k, at int) (int, bool) {
		p.set(&cs[k].Pos, at)
		return p.doc.Value(at)
	})
}

// each passes the list at i, handing the elements that have a part of the
// record (the first n) to place.
func (p *placer) each(i, n int, place func(k, at int) (int, bool)) (int, bool) {
	return p.doc.Array(i, func(k, at int) (int, bool) {
		if k < n {
			return place(k, at)
		}
		return p.doc.Value(at)
	})
}

// set gives a part, placed in the file (its Pos's File), the place of
// doc[off].
func (p *placer) set(pos *notation.Pos, off int) {
	switch {
	case off <= p.mark:
	case p.flat:
		p.column += off - p.mark
	default:
		p.row, p.column = advance(p.row, p.column, p.doc[p.mark:off])
	}
	p.mark = max(p.mark, off)
	pos.Offset, pos.Line, pos.Column = p.start+p.mark, p.row, p.column
}

// ones and high pick, in eight bytes read as a word, the low and the high
// bit of each.
const ones, high = 0x0101010101010101, 0x8080808080808080

// hasNewline reports whether one of eight bytes read as a word is '\n'.
func hasNewline(w uint64) bool {
	nl := w ^ '\n'*ones // a byte zero where w has '\n'
	return (nl-ones)&^nl&high != 0
}

// advance moves a line and column over text, as notation.Advance does
// (a line more at each '\n', a column more for each character), eight
// bytes at a time where no line ends.
func advance(line, column int, text []byte) (int, int) {
	for ; len(text) >= 8; text = text[8:] {
		w := binary.LittleEndian.Uint64(text)
		if hasNewline(w) {
			line, column = notation.Advance(line, column, text[:8])
			continue
		}
		// A byte that continues a character: its top bit set, the next clear.
		column += 8 - bits.OnesCount64(w&^(w<<1)&high)
	}
	return notation.Advance(line, column, text)
}

// flat reports whether text is on one line, a byte a character: no '\n',
// only ASCII.
func flat(text []byte) bool {
	for ; len(text) >= 8; text = text[8:] {
		if w := binary.LittleEndian.Uint64(text); w&high != 0 || hasNewline(w) {
			return false
		}
	}
	for _, c := range text {
		if c == '\n' || c >= 0x80 {
			return false
		}
	}
	return true
}
