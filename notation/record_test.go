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
