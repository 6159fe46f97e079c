package notation

import "testing"

// TestCloneEscapes: a clone's `%` lines are its own.
func TestCloneEscapes(t *testing.T) {
	rec := &Record{Escapes: []Escape{{Pos: Pos{Line: 1, Column: 1}, Text: " a"}}}
	c := rec.Clone()
	c.Escapes[0].Text = " b"
	c.Escapes = append(c.Escapes, Escape{Text: " c"})
	if len(rec.Escapes) != 1 || rec.Escapes[0].Text != " a" {
		t.Errorf("changing the clone changed the record: %v", rec.Escapes)
	}
}

// TestIsResult: the results of two players and the rankings of seats, and
// nothing else.
func TestIsResult(t *testing.T) {
	for s, want := range map[string]bool{
		"1-0": true, "0-1": true, "1/2-1/2": true, "*": true, "1>2": true, "2>1=3": true,
		"12=3>4": true, "1": true, "": false, "1-": false, "1>": false, ">1": false, "1>>2": false,
		"1/2": false, "0-0": false, "1-0 ": false, "**": false, "1>a": false, "1>2=": false,
	} {
		if got := IsResult(s); got != want {
			t.Errorf("IsResult(%q) = %v, want %v", s, got, want)
		}
	}
}

// TestAdvance: lines and columns counted over ASCII, line breaks in any
// place of a word of eight bytes, and UTF-8 characters of several bytes.
func TestAdvance(t *testing.T) {
	for _, tt := range []struct {
		text         string
		line, column int
	}{
		{"", 1, 1}, {"e5", 1, 3}, {"12345678", 1, 9}, {"1234567\n", 2, 1}, {"\n2345678", 2, 8},
		{"1234\n678abcdefgh", 2, 12}, {"김민지 e5-e9 좋은 수", 1, 15}, {"abcdefgh김민지ijklmnop", 1, 20},
		{"a\x7fb\x80", 1, 4}, {"\n\n\n\n\n\n\n\n\n", 10, 1},
	} {
		if l, c := Advance(1, 1, tt.text); l != tt.line || c != tt.column {
			t.Errorf("%q: %d:%d, want %d:%d", tt.text, l, c, tt.line, tt.column)
		}
		if l, c := Advance(1, 1, []byte(tt.text)); l != tt.line || c != tt.column {
			t.Errorf("%q as bytes: %d:%d, want %d:%d", tt.text, l, c, tt.line, tt.column)
		}
	}
}
