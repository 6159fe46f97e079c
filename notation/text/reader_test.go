package text

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/iotest"

	"github.com/arbiter-games/arbiter/internal/golden"
	"github.com/arbiter-games/arbiter/notation"
)

func readString(t *testing.T, src string) ([]*notation.Record, notation.ErrorList) {
	t.Helper()
	recs, errs, err := ReadAll(strings.NewReader(src), "t.txt")
	if err != nil {
		t.Fatal(err)
	}
	return recs, errs
}

// readAnnotated reads the records of testdata/annotated.txt, which must
// all read without error.
func readAnnotated(t *testing.T) []*notation.Record {
	t.Helper()
	src, err := os.ReadFile(filepath.Join("testdata", "annotated.txt"))
	if err != nil {
		t.Fatal(err)
	}
	recs, errs := readString(t, string(src))
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	return recs
}

// TestCanonicalGolden writes the annotated sample in canonical form and
// compares it with the golden file; go test -update rewrites it.
func TestCanonicalGolden(t *testing.T) {
	recs := readAnnotated(t)
	var got bytes.Buffer
	if err := WriteAll(&got, recs); err != nil {
		t.Fatal(err)
	}
	golden.Check(t, filepath.Join("testdata", "annotated.golden"), got.Bytes())
	assertRoundTrip(t, got.String())
}

// assertRoundTrip checks that canonical text reads and writes back unchanged.
func assertRoundTrip(t *testing.T, canonical string) {
	t.Helper()
	recs, errs, err := ReadAll(strings.NewReader(canonical), "canonical")
	if err != nil || len(errs) > 0 {
		t.Fatalf("canonical text does not read back: %v %v\n%s", err, errs, canonical)
	}
	var again bytes.Buffer
	if err := WriteAll(&again, recs); err != nil {
		t.Fatal(err)
	}
	if again.String() != canonical {
		t.Fatalf("write, read, write differs:\n--- first\n%s\n--- second\n%s", canonical, again.String())
	}
}

func TestModel(t *testing.T) {
	src, _ := os.ReadFile(filepath.Join("testdata", "annotated.txt"))
	recs, errs := readString(t, string(src))
	if len(errs) > 0 || len(recs) != 2 {
		t.Fatalf("got %d records, errors %v", len(recs), errs)
	}
	r := recs[0]
	if v, _ := r.Tag("White"); v != `Kim "the rock" Minji` {
		t.Errorf("White tag = %q", v)
	}
	if v, _ := r.Tag("black"); v != `Park\Joon` {
		t.Errorf("Black tag = %q", v)
	}
	turns := r.Moves.Turns
	if len(turns) != 11 || r.Result != "1-0" || r.Number != 1 || recs[1].Number != 2 {
		t.Fatalf("turns %d result %q numbers %d %d", len(turns), r.Result, r.Number, recs[1].Number)
	}
	checks := []struct {
		name      string
		got, want any
	}{
		{"first comment", turns[0].Before[0].Text, "Before the first turn."},
		{"turn 3 position", turns[2].Pos, notation.Pos{File: "t.txt", Offset: strings.Index(string(src), "g7 {"), Line: 9, Column: 40}},
		{"turn 3 commands", len(turns[2].After[0].Commands()), 2},
		{"clock", turns[2].After[0].Commands()[1], notation.Command{Name: "clk", Args: []string{"0:04:31"}}},
		{"suffix", turns[4].Suffix, "!?"},
		{"nag", turns[4].NAGs[0], 3},
		{"variations", len(turns[5].Variations), 1},
		{"nested", len(turns[5].Variations[0].Turns[0].Variations), 1},
		{"comment after variation goes to the next turn", turns[6].Before[0].Text, "after the\nvariation"},
		{"spaced suffix", turns[6].Suffix, "??"},
		{"two nags", turns[7].NAGs, []int{1, 2}},
		{"result pos line", r.ResultPos.Line, 15},
		{"escapes", len(r.Escapes), 6},
		{"escape at the top", r.Escapes[0], notation.Escape{Pos: notation.Pos{File: "t.txt", Line: 1, Column: 1},
			Text: " a note at the top of the file: the first record keeps it"}},
		{"escape between the records", r.Escapes[5].Text, " between the records: still the first record's"},
		{"escape after a byte-order mark", recs[1].Escapes[0].Pos.Column, 2},
		{"escape with CRLF", recs[1].Escapes[0].Text, " after a byte-order mark, with CRLF"},
		{"a % line in a comment", turns[10].After[0].Text, "end\n% in a comment: the comment's text"},
	}
	for _, c := range checks {
		if !equal(c.got, c.want) {
			t.Errorf("%s: got %v, want %v", c.name, c.got, c.want)
		}
	}
}

func equal(a, b any) bool {
	return strings.TrimSpace(strings.ReplaceAll(fmtAny(a), " ", "")) == strings.TrimSpace(strings.ReplaceAll(fmtAny(b), " ", ""))
}

func TestSyntaxErrors(t *testing.T) {
	tests := []struct {
		src  string
		pos  string
		want string
	}{
		{"1. e5 ) 2. f6", "t.txt:1:7", "')' closes no variation"},
		{"1. e5 {open", "t.txt:1:7", "never closed"},
		{"[Game \"YINSH]\n\n1. e5", "t.txt:1:7", "not closed on its line"},
		{"1. e5 (2. f6", "t.txt:1:7", "this variation is never closed"},
		{"[Game \"x\"", "t.txt:1:10", "ends too early, inside a tag"},
		{"1. e5 1-0 2. f6", "t.txt:1:7", "must be the last"},
		{"1. 2. e5", "t.txt:1:4", "two turn numbers"},
		{"! e5", "t.txt:1:1", "must follow a turn"},
		{"e5 !!!", "t.txt:1:4", "unknown annotation"},
		{"e5 $300", "t.txt:1:4", "out of range"},
		{"e5 $x", "t.txt:1:4", "'$' must be followed"},
		{"(e5)", "t.txt:1:1", "must follow the turn it replaces"},
		{"1. e5 2.", "t.txt:1:7", "not followed by a turn"},
		{"e5 &", "t.txt:1:4", "unexpected character"},
		{"e5 " + strings.Repeat("(e5 ", 1001), "t.txt:1:4004", "variations nested more than 1000 deep"},
		{"[Game \"x\" 1. e5", "t.txt:1:11", `unexpected 1. here: "]" expected`},
		{"1.... e5", "t.txt:1:1", "bad turn number"},
		{"1. e5 0. f6", "t.txt:1:7", "bad turn number"},
		{"1. e5 12345678901234567890. f6", "t.txt:1:7", "bad turn number"},
		{"[Game \"x\"]\n1. e5\n[Event \"y\"]\n2. f6 ]", "t.txt:4:7", "']' closes no tag"},
	}
	for _, tt := range tests {
		_, errs := readString(t, tt.src)
		if len(errs) == 0 {
			t.Errorf("%q: no error, want %s %s", tt.src, tt.pos, tt.want)
			continue
		}
		e := errs[len(errs)-1]
		if e.Pos.String() != tt.pos || !strings.Contains(e.Msg, tt.want) {
			t.Errorf("%q: got %s: %s, want %s: ...%s...", tt.src, e.Pos, e.Msg, tt.pos, tt.want)
		}
	}
}

// TestRecovery: a broken record is reported and the next one is read.
func TestRecovery(t *testing.T) {
	src := "[Game \"YINSH\"]\n\n1. e5 )\n\n[Game \"YINSH\"]\n\n1. e5 2. f6\n"
	recs, errs := readString(t, src)
	if len(errs) != 1 || errs[0].Record != 1 || len(recs) != 1 || recs[0].Number != 2 {
		t.Fatalf("records %d, errors %v", len(recs), errs)
	}
	if recs[0].Moves.Turns[1].Pos.Line != 7 {
		t.Errorf("second record's positions are off: %v", recs[0].Moves.Turns[1].Pos)
	}
}

func TestBOMAndCRLF(t *testing.T) {
	src := "\ufeff[Game \"YINSH\"]\r\n\r\n1. e5 {a\r\nb} 2. f6\r\n"
	recs, errs := readString(t, src)
	if len(errs) > 0 || len(recs) != 1 {
		t.Fatalf("records %d, errors %v", len(recs), errs)
	}
	if p := recs[0].Moves.Turns[1].Pos; p.Line != 4 || p.Column != 7 || p.Offset != strings.Index(src, "f6") {
		t.Errorf("turn 2 at %+v", p)
	}
	if recs[0].Tags[0].Pos.Offset != 3 {
		t.Errorf("tag offset %d, want 3 (after the BOM)", recs[0].Tags[0].Pos.Offset)
	}
}

// endless produces records for ever: a reader that read its input whole
// would never return.
type endless struct{ buf bytes.Buffer }

func (e *endless) Read(p []byte) (int, error) {
	if e.buf.Len() == 0 {
		e.buf.WriteString("[Game \"YINSH\"]\n\n1. e5 2. f6 *\n\n")
	}
	return e.buf.Read(p)
}

func TestStreaming(t *testing.T) {
	rd := NewReader(&endless{}, "endless")
	for i := 1; i <= 1000; i++ {
		rec, err := notation.NextRecord(rd)
		if err != nil || rec.Number != i {
			t.Fatalf("record %d: %v", i, err)
		}
	}
}

func TestWriterWraps(t *testing.T) {
	var b strings.Builder
	for i := 1; i <= 60; i++ {
		b.WriteString("e5-e9 ")
	}
	recs, _ := readString(t, b.String())
	out := String(recs[0])
	for _, l := range strings.Split(out, "\n") {
		if len(l) > lineWidth {
			t.Errorf("line longer than %d: %q", lineWidth, l)
		}
	}
	assertRoundTrip(t, out)
}

func TestReaderError(t *testing.T) {
	_, _, err := ReadAll(io.MultiReader(strings.NewReader("1. e5"), errReader{}), "x")
	if !errors.Is(err, errBoom) {
		t.Fatalf("got %v, want the reader's error", err)
	}
}

var errBoom = errors.New("boom")

type errReader struct{}

func (errReader) Read([]byte) (int, error) { return 0, errBoom }

func fmtAny(v any) string { return fmt.Sprint(v) }

// TestWriteRaw: a record that cannot be read is written as it stands,
// without the blank lines around it, and reads back as the same error.
func TestWriteRaw(t *testing.T) {
	src := "[Game \"YINSH\"]\n\n1. e5 $300 2. f6 *\n% kept\n\n[Game \"YINSH\"]\n\n1. e5 *\n"
	_, errs := readString(t, src)
	if len(errs) != 1 {
		t.Fatalf("errors %v, want one", errs)
	}
	var b bytes.Buffer
	WriteRaw(&b, errs[0].Raw)
	want := "[Game \"YINSH\"]\n\n1. e5 $300 2. f6 *\n% kept\n"
	if b.String() != want {
		t.Fatalf("WriteRaw wrote %q, want %q", b.String(), want)
	}
	_, again := readString(t, b.String())
	if len(again) != 1 || again[0].Msg != errs[0].Msg || again[0].Raw != want {
		t.Errorf("read again: %v", again)
	}
}

// TestResultToken: a Result tag that is no result is not written as the
// result token (else every write would add a turn), and a result token that
// is no result is an error.
func TestResultToken(t *testing.T) {
	recs, _ := readString(t, "[Result \"A\"]\n\nA\n")
	if len(recs) != 1 {
		t.Fatalf("got %d records", len(recs))
	}
	out := String(recs[0])
	if out != "[Result \"A\"]\n\nA *\n" {
		t.Errorf("wrote %q", out)
	}
	assertRoundTrip(t, out)
	_, errs := readString(t, "1. e5 1-0-1\n")
	if len(errs) != 1 || !strings.Contains(errs[0].Msg, "1-0-1 is not a result") {
		t.Errorf("errors %v, want 1-0-1 is not a result", errs)
	}
}

// TestDoubledBOM: a file may start with a byte-order mark twice (saved
// again by a tool that adds one); both are ignored.
func TestDoubledBOM(t *testing.T) {
	recs, errs := readString(t, "\ufeff\ufeff[Game \"YINSH\"]\n\n1. e5 *\n")
	if len(recs) != 1 || len(errs) != 0 || recs[0].Tags[0].Pos.String() != "t.txt:1:1" || recs[0].Tags[0].Pos.Offset != 6 {
		t.Fatalf("records %d, errors %v", len(recs), errs)
	}
}

// TestMarkAfterAStrayByte: a byte-order mark after a stray byte (one that
// moves neither the line nor the column) is not the file's first mark: it
// stays in the record's text, however the file is read (FuzzReader
// finding).
func TestMarkAfterAStrayByte(t *testing.T) {
	src := "\x94\ufeff" + strings.Repeat("0", 252) + "\n"
	for _, r := range []io.Reader{strings.NewReader(src), iotest.OneByteReader(strings.NewReader(src))} {
		_, errs, err := ReadAll(r, "t.txt")
		if err != nil || len(errs) != 1 || TrimRaw(errs[0].Raw) != TrimRaw(src) {
			t.Errorf("errors %v, want one keeping the whole text", errs)
		}
	}
}
