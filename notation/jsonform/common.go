package jsonform

import (
	"bytes"
	"encoding/json"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/arbiter-games/arbiter/internal/jsonscan"
)

// decodeCommon decodes a record's JSON into j, as json.Unmarshal would,
// when it is written as nearly every record is: a game, tags of a name and
// a value, and turns of a number, a text and at most a structured move, a
// position and a suffix, every string without escapes, every key once
// (the structured moves are d's own bytes, good as long as d is). It
// reports false for anything else, JSON or not, leaving j for
// json.Unmarshal to decode afresh (see reset). encoding/json's decoder,
// being reflective, takes most of the time of reading JSON records.
func decodeCommon(d []byte, j *Record) bool {
	c := common{d: d}
	i, ok := c.object(c.d.Space(0), func(key []byte, i int) (int, bool) {
		switch string(key) {
		case "game":
			return c.str(i, &j.Game)
		case "result":
			return c.str(i, &j.Result)
		case "tags":
			return c.array(i, func(i int) (int, bool) {
				j.Tags = append(j.Tags, Tag{})
				return c.tag(i, &j.Tags[len(j.Tags)-1])
			})
		case "moves":
			return c.moves(i, &j.Moves)
		}
		return i, false
	})
	return ok && c.d.Space(i) == len(d)
}

// reset empties j, once read or after decodeCommon gave up on it,
// keeping the room of its turns and tags.
func reset(j *Record) {
	turns, tags := j.Moves.Turns, j.Tags
	clear(turns)
	clear(tags)
	*j = Record{Tags: tags[:0], Moves: Line{Turns: turns[:0]}}
}

// common reads the JSON of a record of the common form.
type common struct {
	d jsonscan.Doc
	// seen holds the keys met in the objects being read, which may each
	// come once in its object.
	seen [][]byte
}

// moves reads {"turns": [...]}.
func (c *common) moves(i int, l *Line) (int, bool) {
	return c.object(i, func(key []byte, i int) (int, bool) {
		if string(key) != "turns" {
			return i, false
		}
		return c.array(i, func(i int) (int, bool) {
			l.Turns = append(l.Turns, Turn{})
			return c.turn(i, &l.Turns[len(l.Turns)-1])
		})
	})
}

// tag reads {"name": ..., "value": ...}.
func (c *common) tag(i int, t *Tag) (int, bool) {
	return c.object(i, func(key []byte, i int) (int, bool) {
		switch string(key) {
		case "name":
			return c.str(i, &t.Name)
		case "value":
			return c.str(i, &t.Value)
		}
		return i, false
	})
}

// turn reads a turn's number, text, move, position and suffix.
func (c *common) turn(i int, t *Turn) (int, bool) {
	return c.object(i, func(key []byte, i int) (int, bool) {
		switch string(key) {
		case "number":
			return c.number(i, &t.Number)
		case "text":
			return c.str(i, &t.Text)
		case "position":
			return c.str(i, &t.Position)
		case "suffix":
			return c.str(i, &t.Suffix)
		case "move":
			return c.raw(i, &t.Move)
		}
		return i, false
	})
}

// object reads the object at i (jsonscan's Object), each member's value
// by member; a key met twice in one object fails.
func (c *common) object(i int, member func(key []byte, i int) (int, bool)) (int, bool) {
	outer := len(c.seen)
	defer func() { c.seen = c.seen[:outer] }()
	return c.d.Object(i, func(key []byte, at int) (int, bool) {
		if !c.first(outer, key) {
			return at, false
		}
		return member(key, at)
	})
}

// first reports whether key is met for the first time in the object whose
// keys start at seen[outer], and keeps it.
func (c *common) first(outer int, key []byte) bool {
	for _, k := range c.seen[outer:] {
		if bytes.Equal(k, key) {
			return false
		}
	}
	c.seen = append(c.seen, key)
	return true
}

// array reads the array at i (jsonscan's Array), each element by element.
func (c *common) array(i int, element func(i int) (int, bool)) (int, bool) {
	return c.d.Array(i, func(_, at int) (int, bool) { return element(at) })
}

// str reads a string into s (a copy: the JSON's bytes are the reader's).
func (c *common) str(i int, s *string) (int, bool) {
	v, end, ok := c.plain(i)
	if ok {
		*s = string(v)
	}
	return end, ok
}

// plain reads a string with no escape, no control character and only
// whole UTF-8 characters: its bytes in the JSON, and where it ends.
func (c *common) plain(i int) ([]byte, int, bool) {
	if i >= len(c.d) || c.d[i] != '"' {
		return nil, i, false
	}
	ascii := true
	for k := i + 1; k < len(c.d); k++ {
		switch b := c.d[k]; {
		case b == '"':
			v := c.d[i+1 : k]
			if !ascii && !utf8.Valid(v) {
				return nil, k, false
			}
			return v, k + 1, true
		case b == '\\' || b < 0x20:
			return nil, k, false
		case b >= utf8.RuneSelf:
			ascii = false
		}
	}
	return nil, len(c.d), false
}

// maxDigits bounds the digits of a number read: it cannot overflow.
const maxDigits = 18

// number reads a whole number written in digits alone (0, or without a
// leading 0).
func (c *common) number(i int, n *int) (int, bool) {
	k, v := i, 0
	for ; k < len(c.d) && c.d[k] >= '0' && c.d[k] <= '9'; k++ {
		v = v*10 + int(c.d[k]-'0')
	}
	digits := k - i
	if digits == 0 || digits > maxDigits || digits > 1 && c.d[i] == '0' ||
		k < len(c.d) && (c.d[k] == '.' || c.d[k] == 'e' || c.d[k] == 'E') {
		return k, false
	}
	*n = v
	return k, true
}

// maxMoveDepth bounds how deep a structured move's arrays and objects
// nest in the common form; a deeper one is left to the record's check of
// its depth (maxDepth).
const maxMoveDepth = 16

// raw keeps the value at i as written, once it is found to be JSON: the
// JSON's own bytes, not a copy (a form decoded is let go before its JSON,
// see recordFromJSON).
func (c *common) raw(i int, m *json.RawMessage) (int, bool) {
	end, ok := c.d.Value(i)
	if !ok || !json.Valid(c.d[i:end]) {
		return i, false
	}
	if _, deep := c.d[i:end].Deeper(maxMoveDepth); deep {
		return i, false
	}
	*m = json.RawMessage(c.d[i:end:end])
	return end, true
}

// AppendJSON appends the record's compact JSON to dst as encoding/json
// writes it (without HTML escapes, as schemas.Marshal writes), when the
// record is of the common form decodeCommon reads and no string needs an
// escape; ok is false for any other record, left to encoding/json.
func (j Record) AppendJSON(dst []byte) (out []byte, ok bool) {
	if j.Raw != "" || j.Error != nil || len(j.Escapes) > 0 || j.Moves.Trailing != nil || !plainText(j.Game) || !plainText(j.Result) {
		return dst, false
	}
	// Room for the whole record at once: some 30 bytes a turn, 40 a tag.
	dst = slices.Grow(dst, 64+len(j.Game)+len(j.Result)+48*len(j.Tags)+32*len(j.Moves.Turns))
	dst = append(append(append(dst, `{"game":"`...), j.Game...), '"')
	if j.Tags != nil {
		dst = append(dst, `,"tags":[`...)
		for i, t := range j.Tags {
			if !plainText(t.Name) || !plainText(t.Value) {
				return dst, false
			}
			if i > 0 {
				dst = append(dst, ',')
			}
			dst = append(append(append(append(append(dst, `{"name":"`...), t.Name...), `","value":"`...), t.Value...), `"}`...)
		}
		dst = append(dst, ']')
	}
	if j.Moves.Turns != nil {
		if dst, ok = appendTurns(append(dst, `,"moves":{"turns":[`...), j.Moves.Turns); !ok {
			return dst, false
		}
		dst = append(dst, "]}"...)
	}
	if j.Result != "" {
		dst = append(append(append(dst, `,"result":"`...), j.Result...), '"')
	}
	return append(dst, '}'), true
}

// appendTurns appends the JSON of turns of the common form.
func appendTurns(dst []byte, turns []Turn) ([]byte, bool) {
	for i := range turns {
		t := &turns[i]
		if t.Ellipsis || t.Board != nil || t.NAGs != nil || t.Before != nil || t.After != nil || t.Variations != nil ||
			!plainText(t.Text) || !plainText(t.Position) || !plainText(t.Suffix) {
			return dst, false
		}
		if i > 0 {
			dst = append(dst, ',')
		}
		dst = append(dst, '{')
		if t.Number != 0 {
			dst = append(strconv.AppendInt(append(dst, `"number":`...), int64(t.Number), 10), ',')
		}
		dst = append(append(append(dst, `"text":"`...), t.Text...), '"')
		if len(t.Move) > 0 {
			buf := bytes.NewBuffer(append(dst, `,"move":`...))
			if json.Compact(buf, t.Move) != nil {
				return dst, false
			}
			dst = buf.Bytes()
		}
		if t.Position != "" {
			dst = append(append(append(dst, `,"position":"`...), t.Position...), '"')
		}
		if t.Suffix != "" {
			dst = append(append(append(dst, `,"suffix":"`...), t.Suffix...), '"')
		}
		dst = append(dst, '}')
	}
	return dst, true
}

// plainText tells whether encoding/json writes s as it is, between
// quotes: valid UTF-8 without quotes, backslashes, control characters and
// the line and paragraph separators (U+2028, U+2029), which it escapes.
func plainText(s string) bool {
	ascii := true
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c < 0x20 || c == '"' || c == '\\':
			return false
		case c >= utf8.RuneSelf:
			ascii = false
		}
	}
	return ascii || utf8.ValidString(s) && !strings.Contains(s, "\u2028") && !strings.Contains(s, "\u2029")
}
