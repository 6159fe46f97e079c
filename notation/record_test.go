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
