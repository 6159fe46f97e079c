package jsonscan

import (
	"strings"
	"testing"
)

// TestPointerAt: the pointer of the value a decoder stopping at an offset
// was reading, the offset marked | in the document.
func TestPointerAt(t *testing.T) {
	for _, c := range []struct{ doc, want string }{
		{`{"a": [1, 2|, 3]}`, "/a/1"},
		{`{"a": [1, 2, 3]|}`, "/a"},
		{`{"a": {"b": "x]}\"y"|}, "c": 1}`, "/a/b"},
		{`{"a": {"b": "x"}, "c": [{"d": 1.0|}]}`, "/c/0/d"},
		{`{"a/b": {"~": 1e30|}}`, "/a~1b/~0"},
		{`{"\u0061": 1|}`, "/a"},
		{`{"a": 1}|`, ""},
		{` 12|`, ""},
		{`{"a": [1, 2, |`, "/a/2"},
		{`|{}`, ""},
	} {
		doc := strings.Replace(c.doc, "|", "", 1)
		if got := Doc(doc).PointerAt(strings.Index(c.doc, "|")); got != c.want {
			t.Errorf("%s: %q, want %q", c.doc, got, c.want)
		}
	}
}

// TestPasses: where values end, and what is not the JSON expected.
func TestPasses(t *testing.T) {
	for _, c := range []struct {
		doc string
		end int
		ok  bool
	}{
		{`"a\"b" x`, 6, true},
		{`"ab`, 3, false},
		{`{"a": [1, {"b": "]"}]} x`, 22, true},
		{`{"a": [1, {"b": "]"}] x`, 23, false},
		{`true, 1`, 4, true},
		{``, 0, false},
	} {
		if end, ok := Doc(c.doc).Value(0); end != c.end || ok != c.ok {
			t.Errorf("%s: ends at %d (%v), want %d (%v)", c.doc, end, ok, c.end, c.ok)
		}
	}
	var keys []string
	end, ok := Doc(`{ "a" : 1 , "b\"c":[ 1 , 2 ] }`).Object(0, func(key []byte, at int) (int, bool) {
		keys = append(keys, string(key))
		return Doc(`{ "a" : 1 , "b\"c":[ 1 , 2 ] }`).Value(at)
	})
	if end != 30 || !ok || strings.Join(keys, " ") != `a b"c` {
		t.Errorf("object ends at %d (%v), keys %q", end, ok, keys)
	}
	for _, bad := range []string{`{"a" 1}`, `{"a": 1,}`, `{"a": 1 "b": 2}`, `[1,]`, `[1 2]`, `{1: 2}`, `[`} {
		if _, ok := walk(Doc(bad), 0); ok {
			t.Errorf("%s passes as JSON", bad)
		}
	}
}

// walk passes the value at i, and every value in it.
func walk(d Doc, i int) (int, bool) {
	switch {
	case i < len(d) && d[i] == '{':
		return d.Object(i, func(_ []byte, at int) (int, bool) { return walk(d, at) })
	case i < len(d) && d[i] == '[':
		return d.Array(i, func(_, at int) (int, bool) { return walk(d, at) })
	}
	return d.Value(i)
}
