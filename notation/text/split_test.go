package text

import (
	"errors"
	"fmt"
	"io"
	"runtime"
	"strings"
	"testing"
	"testing/iotest"
	"unicode/utf8"

	"github.com/arbiter-games/arbiter/notation"
)

// TestRecordsNeverGlue: whatever is left open in a record (a comment, a
// variation, a tag), and however the records are laid out (tags and moves
// on one line, CRLF, a byte-order mark in the middle of a file), the next
// tag section starts the next record, at its own place.
func TestRecordsNeverGlue(t *testing.T) {
	tests := []struct {
		name string
		src  string
		// want is, per record in order, "ok" or the error's position and a
		// part of its message; then the place of the last record's first
		// turn.
		want  []string
		first string
	}{
		{"tags and moves on one line",
			"[Game \"YINSH\"] 1. e5 2. f6 *\n[Game \"YINSH\"] 1. e5 2. f6 *\n",
			[]string{"ok", "ok"}, "2:19"},
		{"one line, CRLF",
			"[Game \"YINSH\"] 1. e5 *\r\n[Game \"YINSH\"] [Event \"x\"] 1. f6 *\r\n",
			[]string{"ok", "ok"}, "2:31"},
		{"two records on one line",
			"[Game \"YINSH\"] 1. e5 * [Game \"YINSH\"] 1. f6 *",
			[]string{"ok", "ok"}, "1:42"},
		{"comment never closed",
			"[Game \"YINSH\"]\n\n1. e5 {open\n\n[Game \"YINSH\"]\n\n1. f6 *\n",
			[]string{"t.txt:3:7: this comment is never closed", "ok"}, "7:4"},
		{"comment never closed, one-line records",
			"[Game \"YINSH\"] 1. e5 {open\n[Game \"YINSH\"] 1. f6 *\n",
			[]string{"t.txt:1:22: this comment is never closed", "ok"}, "2:19"},
		{"variation never closed",
			"[Game \"YINSH\"] 1. e5 (2. f6\n[Game \"YINSH\"] 1. f6 *\n",
			[]string{"t.txt:1:22: this variation is never closed", "ok"}, "2:19"},
		{"tag never closed",
			"[Game \"YINSH\" 1. e5\n[Game \"YINSH\"] 1. f6 *\n",
			[]string{"t.txt:1:15: unexpected 1. here", "ok"}, "2:19"},
		{"tag value never closed",
			"[Game \"YINSH]\n1. e5\n[Game \"YINSH\"]\n1. f6 *\n",
			[]string{"t.txt:1:7: not closed on its line", "ok"}, "4:4"},
		{"a tag in a comment is text",
			"[Game \"YINSH\"]\n1. e5 {see [Event \"x\"]\n[%clk 0:01] [Site \"y\"] here} 2. f6 *\n[Game \"YINSH\"]\n1. f6 *\n",
			[]string{"ok", "ok"}, "5:4"},
		{"a tag after a % is ignored",
			"[Game \"YINSH\"]\n1. e5\n% [Game \"YINSH\"]\n2. f6 *\n",
			[]string{"ok"}, "2:4"},
		{"a PGN ; comment opens no comment",
			"[Game \"YINSH\"] 1. e5 ; a {note\n[Game \"YINSH\"] 1. f6 *\n",
			[]string{"t.txt:1:22: comments go in {…}", "ok"}, "2:19"},
		{"byte-order mark in the middle of a file",
			"\ufeff[Game \"YINSH\"]\n1. e5 *\n\ufeff[Game \"YINSH\"]\n1. f6 *\n",
			[]string{"ok", "ok"}, "4:4"},
		{"a command outside a comment",
			"[Game \"YINSH\"]\n1. e5 [%clk 0:01] 2. f6 *\n",
			[]string{"t.txt:2:7: a command [%clk …] goes inside a comment"}, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			recs, errs := readString(t, tt.src)
			var got []string
			for n, ri, ei := 1, 0, 0; ri < len(recs) || ei < len(errs); n++ {
				switch {
				case ri < len(recs) && recs[ri].Number == n:
					got = append(got, "ok")
					ri++
				case ei < len(errs) && errs[ei].Record == n:
					got = append(got, errs[ei].Error())
					ei++
				default:
					t.Fatalf("record %d is missing: records %d, errors %v", n, len(recs), errs)
				}
			}
			if len(got) != len(tt.want) {
				t.Fatalf("got %q, want %q", got, tt.want)
			}
			for i := range got {
				pos, msg, _ := strings.Cut(tt.want[i], ": ")
				if got[i] != tt.want[i] && (tt.want[i] == "ok" || !strings.HasPrefix(got[i], pos+": ") || !strings.Contains(got[i], msg)) {
					t.Errorf("record %d: got %q, want %q", i+1, got[i], tt.want[i])
				}
			}
			if tt.first == "" {
				return
			}
			p := recs[len(recs)-1].Moves.Turns[0].Pos
			if p.String() != "t.txt:"+tt.first || p.Offset != offsetOf(tt.src, p.Line, p.Column) {
				t.Errorf("last record's first turn at %s (offset %d), want %s", p, p.Offset, tt.first)
			}
		})
	}
}

// offsetOf is the byte offset of a line and column (in characters) of src;
// a leading byte-order mark takes no column.
func offsetOf(src string, line, col int) int {
	off := 0
	if strings.HasPrefix(src, "\ufeff") {
		off = len("\ufeff")
	}
	for l := 1; l < line; l++ {
		off += strings.IndexByte(src[off:], '\n') + 1
	}
	for c := 1; c < col; c++ {
		_, n := utf8.DecodeRuneInString(src[off:])
		off += n
	}
	return off
}

// TestRecordSizeLimit: a record longer than MaxRecordSize is refused at its
// place, and the next record is read, numbered and placed right.
func TestRecordSizeLimit(t *testing.T) {
	huge := "[Game \"YINSH\"]\n" + strings.Repeat("1. e5 ", notation.MaxRecordSize/6+1) + "*\n"
	src := "[Game \"YINSH\"]\n1. e5 *\n" + huge + "[Game \"YINSH\"]\n1. f6 *\n"
	recs, errs := readString(t, src)
	if len(recs) != 2 || recs[1].Number != 3 || len(errs) != 1 || errs[0].Record != 2 {
		t.Fatalf("records %d, errors %v", len(recs), errs)
	}
	if e := errs[0]; e.Pos.String() != "t.txt:3:1" || !strings.Contains(e.Msg, "longer than 1 MiB") {
		t.Errorf("got %s", e)
	}
	if p := recs[1].Moves.Turns[0].Pos; p.Line != 6 || p.Column != 4 || p.Offset != strings.LastIndex(src, "f6") {
		t.Errorf("the record after the refused one is misplaced: %+v", p)
	}
}

// TestRefusedRecordIsNotHeld: skipping a record of 20 MB allocates a small
// part of it (it is read in pieces and never kept).
func TestRefusedRecordIsNotHeld(t *testing.T) {
	src := "[Game \"YINSH\"]\n" + strings.Repeat("1. e5 ", 20<<20/6) + "*\n"
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	recs, errs := readString(t, src)
	runtime.ReadMemStats(&after)
	if len(recs) != 0 || len(errs) != 1 {
		t.Fatalf("records %d, errors %v", len(recs), errs)
	}
	alloc := after.TotalAlloc - before.TotalAlloc
	if alloc > 4*notation.MaxRecordSize {
		t.Errorf("skipping a 20 MB record allocated %d bytes", alloc)
	}
	t.Logf("skipping a record of %d bytes allocated %d bytes", len(src), alloc)
}

// TestColumnsCountCharacters: columns count characters, as editors show
// them, whatever the bytes of the text before.
func TestColumnsCountCharacters(t *testing.T) {
	src := "[White \"김민지\"] {좋은 수} 1. e5 {다음} 2. f6 &"
	_, errs := readString(t, src)
	if len(errs) != 1 || errs[0].Pos.String() != "t.txt:1:39" || errs[0].Pos.Offset != strings.Index(src, "&") {
		t.Fatalf("got %v", errs)
	}
	recs, _ := readString(t, "{좋은 수}\r\n{가} 1. e5 {나다} 2. f6 *")
	if p := recs[0].Moves.Turns[1].Pos; p.Line != 2 || p.Column != 19 {
		t.Errorf("turn 2 at %+v, want 2:19", p)
	}
}

// TestStraySpacesAndSemicolons: spaces inside a turn and PGN's `;` comments
// are errors that say what is wrong, at the place.
func TestStraySpacesAndSemicolons(t *testing.T) {
	tests := []struct{ src, pos, want string }{
		{"15. e6 - e7", "t.txt:1:7", `no spaces inside a turn: write "e6-e7", not "e6 - e7"`},
		{"1. Ea3 - a4 Ra7-a6", "t.txt:1:7", `no spaces inside a turn: write "Ea3-a4", not "Ea3 - a4"`},
		{"1. Ea3- a4", "t.txt:1:8", `no spaces inside a turn: write "Ea3-a4", not "Ea3- a4"`},
		{"1. OO@h6-h7 ;+GO 2. RB@a1-a2", "t.txt:1:12", `no spaces inside a turn: write "OO@h6-h7;+GO", not "OO@h6-h7 ;+GO"`},
		{"1. e5 ; a good move\n2. f6", "t.txt:1:7", "comments go in {…}"},
		{"; a game\n1. e5", "t.txt:1:1", "comments go in {…}"},
		{"{가} e5 - f6", "t.txt:1:7", "no spaces inside a turn"},
		{"e5-\nf6", "t.txt:1:4", `no spaces inside a turn: write "e5-f6", not "e5-\nf6"`},
	}
	for _, tt := range tests {
		_, errs := readString(t, tt.src)
		if len(errs) != 1 || errs[0].Pos.String() != tt.pos || !strings.Contains(errs[0].Msg, tt.want) {
			t.Errorf("%q: got %v, want %s: …%s…", tt.src, errs, tt.pos, tt.want)
		}
	}
}

// TestReadInPieces: records are cut and placed the same whatever sizes the
// file is read in, across the reader's buffer too.
func TestReadInPieces(t *testing.T) {
	long := "{" + strings.Repeat("좋은 수 ", readSize/10) + "}"
	src := "\ufeff[Game \"YINSH\"] 1. e5 " + long + " 2. f6 *\r\n[Game \"YINSH\"]\n1. e5 {open\n" +
		strings.Repeat(" ", readSize-300) + "[Game \"YINSH\"] [Event \"x\"] 1. f6 *"
	want := describeAll(t, strings.NewReader(src))
	if !strings.Contains(want, "never closed") || strings.Count(want, "\n") != 3 {
		t.Fatalf("reading whole:\n%s", want)
	}
	for name, r := range map[string]io.Reader{
		"one byte": iotest.OneByteReader(strings.NewReader(src)),
		"halves":   iotest.HalfReader(strings.NewReader(src)),
		"data+EOF": iotest.DataErrReader(strings.NewReader(src)),
	} {
		if got := describeAll(t, r); got != want {
			t.Errorf("%s:\n%s\nwant\n%s", name, got, want)
		}
	}
}

// describeAll reads the records of r and describes each: its number, its
// first turn's place or its error, and its `%` lines with their places.
func describeAll(t *testing.T, r io.Reader) string {
	t.Helper()
	rd := NewReader(r, "t")
	var b strings.Builder
	for {
		rec, err := notation.NextRecord(rd)
		var perr *notation.Error
		switch {
		case errors.Is(err, io.EOF):
			return b.String()
		case errors.As(err, &perr):
			fmt.Fprintf(&b, "%d %s offset %d\n", perr.Record, perr, perr.Pos.Offset)
		case err != nil:
			t.Fatal(err)
		case len(rec.Moves.Turns) == 0:
			fmt.Fprintf(&b, "%d no turns\n", rec.Number)
		default:
			p := rec.Moves.Turns[0].Pos
			fmt.Fprintf(&b, "%d %s offset %d\n", rec.Number, p, p.Offset)
		}
		if rec != nil {
			for _, e := range rec.Escapes {
				fmt.Fprintf(&b, "  %%%q at %s offset %d\n", e.Text, e.Pos, e.Pos.Offset)
			}
		}
	}
}

// FuzzSkip: a splitter that passes bytes with skip where it can ends every
// byte in the state of one that steps through each byte, and finds the same
// record starts.
func FuzzSkip(f *testing.F) {
	for _, s := range []string{
		"[Game \"YINSH\"]\n\n1. e5 {a [comment]} 2. f6 ; rest\n% line\n[Game \"YINSH\"] 1. e5 *",
		"[A \"b\"] e5 {open\n[B \"c\"]\n\ufeff[C \"d\"] x;y {} } [%z] [D",
		"1. e5-e9 {좋은 수 [% x]}\r\n\t(2. f6) $1 !? 1-0\n\n[Game \"Jungle\"]",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		each, skipping := newSplitter(), newSplitter()
		for j := 0; j < len(src); j++ {
			n := skipping.skip(src[j:])
			for end := j + n; j < end; j++ {
				if each.step(src[j:]) {
					t.Fatalf("at byte %d, skip passed a record start", j)
				}
			}
			if j == len(src) {
				break
			}
			if each != skipping {
				t.Fatalf("at byte %d: %+v stepping, %+v skipping", j, each, skipping)
			}
			a, b := each.step(src[j:]), skipping.step(src[j:])
			if a != b {
				t.Fatalf("at byte %d: record start %v stepping, %v skipping", j, a, b)
			}
			if a {
				each.restart()
				skipping.restart()
			}
		}
		if each != skipping {
			t.Fatalf("at the end: %+v stepping, %+v skipping", each, skipping)
		}
	})
}

// TestAdvance: a span's lines counted at once land where counting each
// character lands.
func TestAdvance(t *testing.T) {
	for _, s := range []string{"", "e5", "\n", "a\n", "1. e5\r\n2. f6 {좋은 수}\n\n[Game", "김\n민지\n", "\n\n\nx"} {
		l, c := notation.Advance(3, 7, s)
		if gl, gc := advance(3, 7, []byte(s)); gl != l || gc != c {
			t.Errorf("%q: %d:%d, want %d:%d", s, gl, gc, l, c)
		}
	}
}
