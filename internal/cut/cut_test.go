package cut

import (
	"bytes"
	"errors"
	"io"
	"strings"
	"testing"
	"testing/iotest"

	"github.com/arbiter-games/arbiter/notation"
)

// lines cuts every line that r reads.
func lines(t *testing.T, r *Reader) []Record {
	t.Helper()
	var out []Record
	for {
		line, err := r.Line()
		if errors.Is(err, io.EOF) {
			return out
		}
		if err != nil {
			t.Fatal(err)
		}
		line.Text = bytes.Clone(line.Text)
		out = append(out, line)
	}
}

// TestHeld: a chunk in memory is held whole from the start, its marks
// passed; a chunk read as it comes holds nothing yet.
func TestHeld(t *testing.T) {
	start := notation.Pos{File: "f", Line: 1, Column: 1}
	if got := NewChunkReader(bytes.NewBufferString(notation.BOM+"ab\n"), start).Held(); got != 3 {
		t.Errorf("a chunk in memory holds %d bytes, want 3", got)
	}
	if got := NewChunkReader(strings.NewReader("ab\n"), start).Held(); got != 0 {
		t.Errorf("a chunk read as it comes holds %d bytes, want 0", got)
	}
}

// TestLines: lines are cut with their line ends and their places, the
// byte-order marks at the start of the file passed (taking no column),
// however the file is cut into reads, and where it is read in place
// (NewBytesReader, NewChunkReader).
func TestLines(t *testing.T) {
	src := notation.BOM + notation.BOM + "ab\n\n가c\r\nd"
	start := notation.Pos{File: "f", Line: 1, Column: 1}
	for _, r := range []*Reader{NewReader(strings.NewReader(src), "f"), NewReader(iotest.OneByteReader(strings.NewReader(src)), "f"),
		NewReader(iotest.HalfReader(strings.NewReader(src)), "f"), NewBytesReader([]byte(src), start),
		NewChunkReader(bytes.NewBufferString(src), start), NewChunkReader(strings.NewReader(src), start)} {
		got := lines(t, r)
		want := []struct {
			text, at string
			offset   int
			endLine  int
		}{{"ab\n", "f:1:1", 6, 1}, {"\n", "f:2:1", 9, 2}, {"가c\r\n", "f:3:1", 10, 3}, {"d", "f:4:1", 16, 4}}
		if len(got) != len(want) {
			t.Fatalf("%d lines: %v", len(got), got)
		}
		for i, w := range want {
			g := got[i]
			if string(g.Text) != w.text || g.Start.String() != w.at || g.Start.Offset != w.offset || g.EndLine != w.endLine || g.Size != len(w.text) || !g.Ended != (i == 3) {
				t.Errorf("line %d: %q at %v (offset %d), to line %d, ended %v; want %q at %s (%d), to line %d", i+1, g.Text, g.Start, g.Start.Offset, g.EndLine, g.Ended, w.text, w.at, w.offset, w.endLine)
			}
		}
	}
}

// TestTooLong: a record longer than notation.MaxRecordSize is passed over
// without its text being held: the buffer stays within twice the limit,
// and the record's size, place and last line are counted; the records
// after it are cut as usual.
func TestTooLong(t *testing.T) {
	long := strings.Repeat("x", 3*notation.MaxRecordSize) + "\n"
	r := NewReader(strings.NewReader("a\n"+long+"b\n"), "f")
	var got []Record
	for {
		line, err := r.Line()
		if err != nil {
			break
		}
		if cap(r.buf) > 2*notation.MaxRecordSize {
			t.Fatalf("a buffer of %d bytes", cap(r.buf))
		}
		line.Text = bytes.Clone(line.Text)
		got = append(got, line)
	}
	if len(got) != 3 || string(got[0].Text) != "a\n" || string(got[2].Text) != "b\n" || got[2].Start.String() != "f:3:1" {
		t.Fatalf("lines %v", got)
	}
	if g := got[1]; !g.TooLong() || g.Text != nil || g.Size != len(long) || g.Start.String() != "f:2:1" || g.EndLine != 2 {
		t.Errorf("the long line: too long %v, %d bytes kept, size %d at %v to line %d", g.TooLong(), len(g.Text), g.Size, g.Start, g.EndLine)
	}
}

// TestCut: a scanner given the bytes a piece at a time ends the record
// where it says; the file's end ends it too; a record just within the
// limit is held whole.
func TestCut(t *testing.T) {
	inner := strings.Repeat("y", notation.MaxRecordSize-2)
	src := "(" + inner + ")  (z"
	for _, wrap := range []func(io.Reader) io.Reader{func(r io.Reader) io.Reader { return r }, iotest.HalfReader} {
		r := NewReader(wrap(strings.NewReader(src)), "f")
		paren := func(b []byte) (int, bool) {
			if i := bytes.IndexByte(b, ')'); i >= 0 {
				return i + 1, true
			}
			return len(b), false
		}
		first, err := r.Cut(paren)
		if err != nil || string(first.Text) != "("+inner+")" || first.TooLong() || !first.Ended {
			t.Fatalf("first: %d bytes, too long %v, ended %v, %v", len(first.Text), first.TooLong(), first.Ended, err)
		}
		if err := r.Space(); err != nil {
			t.Fatal(err)
		}
		if c, ok, _ := r.Peek(); !ok || c != '(' || r.Pos().Column != len(src)-1 {
			t.Fatalf("after the space: %q at %v", c, r.Pos())
		}
		second, err := r.Cut(paren)
		if err != nil || string(second.Text) != "(z" || second.Ended {
			t.Fatalf("second: %q, ended %v, %v", second.Text, second.Ended, err)
		}
		if _, ok, err := r.Peek(); ok || err != nil {
			t.Fatalf("more after the end: %v", err)
		}
	}
}

// TestReadError: an error of the file's reader comes after the bytes read
// before it.
func TestReadError(t *testing.T) {
	r := NewReader(io.MultiReader(strings.NewReader("a\nb"), iotest.ErrReader(errors.New("disk on fire"))), "f")
	if line, err := r.Line(); err != nil || string(line.Text) != "a\n" {
		t.Fatalf("first line %q, %v", line.Text, err)
	}
	if _, err := r.Line(); err == nil || err.Error() != "disk on fire" {
		t.Fatalf("then %v", err)
	}
}
