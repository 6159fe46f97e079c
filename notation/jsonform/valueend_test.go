package jsonform

import "testing"

// slowScan is valueEnd's scan a byte at a time, every case tried in turn:
// what scan must give, piece by piece.
func (v *valueEnd) slowScan(b []byte) (int, bool) {
	for i, c := range b {
		switch {
		case v.esc:
			v.esc = false
		case v.str && c == '\\':
			v.esc = true
		case v.str && c == '"':
			v.str = false
			if v.depth == 0 {
				return i + 1, true
			}
		case v.str:
		case v.scalar:
			if v.begun && isDelimiter(c) {
				return i, true
			}
			v.begun = true
		case c == '"':
			v.str = true
		case c == '{' || c == '[':
			v.depth++
		case c == '}' || c == ']':
			if v.depth--; v.depth <= 0 {
				return i + 1, true
			}
		}
	}
	return len(b), false
}

// sameEnds feeds text to scan and slowScan in pieces of size bytes and
// fails where they part.
func sameEnds(t *testing.T, text []byte, size int, scalar bool) {
	t.Helper()
	fast, slow := valueEnd{scalar: scalar}, valueEnd{scalar: scalar}
	for at := 0; at < len(text); at += size {
		piece := text[at:min(at+size, len(text))]
		n, ok := fast.scan(piece)
		m, ok2 := slow.slowScan(piece)
		if n != m || ok != ok2 || fast != slow {
			t.Fatalf("%q in pieces of %d, at %d: scan %d %v %+v, a byte at a time %d %v %+v", text, size, at, n, ok, fast, m, ok2, slow)
		}
		if ok {
			return
		}
	}
}

// TestValueEnd: scan ends values where a byte-at-a-time scan does, with
// escapes, nesting and strings cut between pieces.
func TestValueEnd(t *testing.T) {
	for _, text := range []string{
		`{"a": "b\"}", "c": [1, {"d": "\\"}]} tail`,
		`"a string \\\" with escapes" ,`, `[[]]]`, `{}`, `{"unclosed": "x`,
		`123, 4`, `true]`, `null`, `{"k": "말\u0041"}`, `"\`, `{"\\": "}"}`,
	} {
		for size := 1; size <= len(text); size++ {
			sameEnds(t, []byte(text), size, text[0] != '{' && text[0] != '[' && text[0] != '"')
			sameEnds(t, []byte(text), size, false)
		}
	}
}

// FuzzValueEnd: scan agrees with a byte-at-a-time scan on any bytes, in
// any size of piece.
func FuzzValueEnd(f *testing.F) {
	f.Add([]byte(`{"a": "b\"}", "c": [1, {"d": "\\"}]}`), uint8(3))
	f.Add([]byte(`"x\`), uint8(2))
	f.Add([]byte(`12 ]`), uint8(1))
	f.Fuzz(func(t *testing.T, text []byte, size uint8) {
		if len(text) == 0 {
			return
		}
		c := text[0]
		sameEnds(t, text, int(size)%32+1, c != '{' && c != '[' && c != '"')
		sameEnds(t, text, int(size)%32+1, false)
	})
}
