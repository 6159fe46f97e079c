// Package jsonscan passes over the values of a JSON document by byte
// offsets, without decoding it: what finds the parts of a document (the
// turns of a record, the places of its values) in one pass over its bytes,
// where decoding it would cost a second one.
package jsonscan

import (
	"encoding/json"
	"strconv"
	"strings"
)

// Doc is a JSON document. Its methods take the offset where a value starts
// and give the offset where it ends; ok is false on anything that is not
// the JSON they expect there (the offset is then where it goes wrong, or
// the end of the document).
type Doc []byte

// Space passes white space.
func (d Doc) Space(i int) int {
	for i < len(d) && (d[i] == ' ' || d[i] == '\n' || d[i] == '\r' || d[i] == '\t') {
		i++
	}
	return i
}

// String passes the string at i.
func (d Doc) String(i int) (end int, ok bool) {
	end, _, ok = d.str(i)
	return end, ok
}

// str passes the string at i; escaped tells whether it holds an escape.
func (d Doc) str(i int) (end int, escaped, ok bool) {
	if i >= len(d) || d[i] != '"' {
		return i, false, false
	}
	for j := i + 1; j < len(d); j++ {
		switch d[j] {
		case '"':
			return j + 1, escaped, true
		case '\\':
			escaped = true
			j++
		}
	}
	return len(d), escaped, false
}

// Value passes the value at i, whatever it is. Only strings and brackets
// are checked: a value that is neither passes up to the next delimiter.
func (d Doc) Value(i int) (end int, ok bool) {
	if i >= len(d) {
		return i, false
	}
	switch d[i] {
	case '"':
		return d.String(i)
	case '{', '[':
		return d.nested(i)
	}
	j := i
	for j < len(d) && !isDelimiter(d[j]) {
		j++
	}
	return j, j > i
}

// nested passes the object or array at i, counting brackets.
func (d Doc) nested(i int) (int, bool) {
	depth := 0
	for j := i; j < len(d); j++ {
		switch d[j] {
		case '"':
			end, ok := d.String(j)
			if !ok {
				return end, false
			}
			j = end - 1
		case '{', '[':
			depth++
		case '}', ']':
			if depth--; depth == 0 {
				return j + 1, true
			}
		}
	}
	return len(d), false
}

// Deeper gives the offset of the first bracket where the document's
// arrays and objects nest more than limit deep; ok is false when they nest
// no deeper. Brackets in strings are no brackets.
func (d Doc) Deeper(limit int) (off int, ok bool) {
	depth := 0
	for j := 0; j < len(d); j++ {
		switch d[j] {
		case '"':
			end, _ := d.String(j)
			j = end - 1
		case '{', '[':
			if depth++; depth > limit {
				return j, true
			}
		case '}', ']':
			depth--
		}
	}
	return 0, false
}

func isDelimiter(c byte) bool {
	return c == ',' || c == ']' || c == '}' || c == ' ' || c == '\n' || c == '\r' || c == '\t' || c == ':'
}

// Object passes the object at i, handing each member's key (as it reads:
// a key written with escapes is given without them) and the offset of its
// value to member, which passes the value; member returning false stops
// the pass.
func (d Doc) Object(i int, member func(key []byte, at int) (int, bool)) (int, bool) {
	if i >= len(d) || d[i] != '{' {
		return i, false
	}
	if i = d.Space(i + 1); i < len(d) && d[i] == '}' {
		return i + 1, true
	}
	for {
		end, escaped, ok := d.str(i)
		if !ok {
			return end, false
		}
		key := d[i+1 : end-1]
		if escaped {
			key = unquote(d[i:end])
		}
		if i = d.Space(end); i >= len(d) || d[i] != ':' {
			return i, false
		}
		if i, ok = member(key, d.Space(i+1)); !ok {
			return i, false
		}
		if i, ok = d.next(d.Space(i), '}'); !ok || d[i-1] == '}' {
			return i, ok
		}
	}
}

// Array passes the array at i, handing each element's index and offset
// to element, which passes the element; element returning false stops
// the pass.
func (d Doc) Array(i int, element func(k, at int) (int, bool)) (int, bool) {
	if i >= len(d) || d[i] != '[' {
		return i, false
	}
	if i = d.Space(i + 1); i < len(d) && d[i] == ']' {
		return i + 1, true
	}
	for k := 0; ; k++ {
		var ok bool
		if i, ok = element(k, i); !ok {
			return i, false
		}
		if i, ok = d.next(d.Space(i), ']'); !ok || d[i-1] == ']' {
			return i, ok
		}
	}
}

// next passes the comma between two values, or the closing bracket.
func (d Doc) next(i int, closing byte) (int, bool) {
	switch {
	case i >= len(d):
		return i, false
	case d[i] == ',':
		return d.Space(i + 1), true
	case d[i] == closing:
		return i + 1, true
	}
	return i, false
}

// PointerAt gives the JSON pointer (RFC 6901) of the innermost value of
// the document that holds the byte before off, or ends there: the value a
// decoder that stopped at off was reading ("" for the whole document).
// Where the document is not JSON before off, it is the pointer of the
// value where it goes wrong.
func (d Doc) PointerAt(off int) string {
	var steps []string
	// walk passes the value at i; false stops the walk, with the steps to
	// the value that holds the byte.
	var walk func(i int) (int, bool)
	descend := func(step string, at int) (int, bool) {
		steps = append(steps, step)
		end, ok := walk(at)
		if ok {
			steps = steps[:len(steps)-1]
		}
		return end, ok
	}
	walk = func(i int) (end int, ok bool) {
		switch {
		case i < len(d) && d[i] == '{':
			end, ok = d.Object(i, func(key []byte, at int) (int, bool) { return descend(Step(string(key)), at) })
		case i < len(d) && d[i] == '[':
			end, ok = d.Array(i, func(k, at int) (int, bool) { return descend(strconv.Itoa(k), at) })
		default:
			end, ok = d.Value(i)
		}
		return end, ok && (off <= i || end < off)
	}
	walk(d.Space(0))
	if len(steps) == 0 {
		return ""
	}
	return "/" + strings.Join(steps, "/")
}

// unquote gives a string written with escapes as it reads, as a JSON
// decoder reads it (as written where it is not JSON).
func unquote(quoted []byte) []byte {
	var s string
	if json.Unmarshal(quoted, &s) != nil {
		return quoted[1 : len(quoted)-1]
	}
	return []byte(s)
}

// Step writes a key as a step of a JSON pointer: ~ as ~0, / as ~1.
func Step(key string) string {
	return stepEscaper.Replace(key)
}

var stepEscaper = strings.NewReplacer("~", "~0", "/", "~1")
