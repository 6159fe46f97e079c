package sgf_test

import (
	"bytes"
	"errors"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/arbiter-games/arbiter/internal/golden"
	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/notation/sgf"
	"github.com/arbiter-games/arbiter/notation/text"
	"github.com/arbiter-games/arbiter/referee"
)

// writeSGF referees a record and writes it as SGF; lost is the note of
// what SGF could not hold, if any.
func writeSGF(t *testing.T, rec *notation.Record) (out []byte, lost *notation.LostNote) {
	t.Helper()
	rep := referee.Check(rec, referee.Options{})
	if rep.Errors() > 0 {
		t.Fatalf("the record has errors: %v", rep.Diagnostics)
	}
	var b bytes.Buffer
	w := sgf.NewWriter(&b)
	written, err := w.Write(rep.Entry(referee.KeepNumbering))
	if err != nil {
		t.Fatalf("writing SGF: %v", err)
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	return b.Bytes(), written.Lost
}

// readSGF reads the one game of an SGF text.
func readSGF(t *testing.T, src []byte) *notation.Record {
	t.Helper()
	recs, errs := readAll(string(src))
	if len(errs) > 0 || len(recs) != 1 {
		t.Fatalf("reading the SGF back: %d records, errors %v\n%s", len(recs), errs, src)
	}
	return recs[0]
}

// tagList lists a record's tags as `Name "value"`, sorted.
func tagList(rec *notation.Record) []string {
	var tags []string
	for _, tg := range rec.Tags {
		tags = append(tags, tg.Name+" "+`"`+tg.Value+`"`)
	}
	slices.Sort(tags)
	return tags
}

// comments lists the texts of the main line's comments in order.
func comments(rec *notation.Record) []string {
	var out []string
	for _, t := range rec.Moves.Turns {
		for _, c := range append(t.Before, t.After...) {
			out = append(out, c.Text)
		}
	}
	for _, c := range rec.Moves.Trailing {
		out = append(out, c.Text)
	}
	return out
}

// sameGame checks that b has a's turns, tags, result and comments.
func sameGame(t *testing.T, a, b *notation.Record) {
	t.Helper()
	if got, want := turnTexts(b), turnTexts(a); got != want {
		t.Errorf("turns differ after SGF:\n got %s\nwant %s", got, want)
	}
	if got, want := tagList(b), tagList(a); !slices.Equal(got, want) {
		t.Errorf("tags differ after SGF:\n got %q\nwant %q", got, want)
	}
	if b.Result != a.Result {
		t.Errorf("result %q after SGF, want %q", b.Result, a.Result)
	}
	if got, want := comments(b), comments(a); !slices.Equal(got, want) {
		t.Errorf("comments differ after SGF:\n got %q\nwant %q", got, want)
	}
}

// TestWriteBoardspace writes the shared boardspace games out and reads
// them back: the same turns, tags (players, result, clocks, every fact)
// and result.
func TestWriteBoardspace(t *testing.T) {
	for _, g := range boardspaceGames {
		t.Run(g.file, func(t *testing.T) {
			rec := readBoardspace(t, g.file)
			out, lost := writeSGF(t, rec)
			if lost != nil {
				t.Errorf("a boardspace game lost something: %v", lost)
			}
			sameGame(t, rec, readSGF(t, out))
		})
	}
}

// TestWriteExamples writes every YINSH example without errors as SGF and
// reads it back; what SGF cannot hold (variations, annotations, % lines)
// is named.
func TestWriteExamples(t *testing.T) {
	files, _ := filepath.Glob("../../examples/yinsh/*.yinsh")
	if len(files) == 0 {
		t.Fatal("no YINSH examples")
	}
	for _, file := range files {
		if strings.HasPrefix(filepath.Base(file), "broken-") {
			continue
		}
		t.Run(filepath.Base(file), func(t *testing.T) {
			src, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			r := text.NewReader(bytes.NewReader(src), file)
			for {
				rec, err := notation.NextRecord(r)
				if err != nil {
					break
				}
				out, lost := writeSGF(t, rec)
				back := readSGF(t, out)
				if got, want := turnTexts(back), turnTexts(rec); got != want {
					t.Errorf("record %d: turns differ after SGF:\n got %s\nwant %s", rec.Number, got, want)
				}
				if got, want := tagList(back), tagList(rec); !slices.Equal(got, want) {
					t.Errorf("record %d: tags differ after SGF:\n got %q\nwant %q", rec.Number, got, want)
				}
				if hasAnnotations(rec) != (lost != nil) {
					t.Errorf("record %d: annotations %v, but the note of what was lost is %v", rec.Number, hasAnnotations(rec), lost)
				}
			}
		})
	}
}

// hasAnnotations tells whether a record holds what SGF cannot: on its
// main line, or in its % lines.
func hasAnnotations(rec *notation.Record) bool {
	if len(rec.Escapes) > 0 {
		return true
	}
	for _, t := range rec.Moves.Turns {
		if len(t.Variations) > 0 || len(t.NAGs) > 0 || t.Suffix != "" {
			return true
		}
	}
	return false
}

// TestWriteGolden pins the layout of a written game: boardspace's
// properties, Korean names and comments, a TG tag, clocks as TM.
func TestWriteGolden(t *testing.T) {
	src := `[Game "YINSH"]
[Event "화요 클럽"]
[Site "Seoul"]
[Date "2026.11.24"]
[Time "19:30:00 KST"]
[White "김민지"]
[Black "Park] Joon"]
[Result "1-0"]
[WhiteTime "0:10:00"]

{opening} 1. e5 {[%used 0:00:01.500]} 2. f6 3. g7 {좋은 수} 4. d4 5. c3 6. h8 7. b2 8. i9 9. j10
10. k9 11. e5-e9 12. resign 1-0
`
	recs, errs := readText(t, src)
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	out, lost := writeSGF(t, recs[0])
	if lost != nil {
		t.Errorf("lost: %v", lost)
	}
	golden.Check(t, "testdata/golden/club.sgf", out)
	sameGame(t, recs[0], readSGF(t, out))
}

// TestWriteRefuses checks that records SGF cannot hold are refused with a
// reason: another game, a turn the referee did not accept.
func TestWriteRefuses(t *testing.T) {
	for _, tc := range []struct{ src, want string }{
		{"[Game \"Jungle\"]\n\n1. Ea3-a4 *\n", "SGF is written for YINSH records only; this record is Jungle"},
		{"[Game \"YINSH\"]\n\n1. e5 2. e5 *\n", "turn 2 (e5) was not accepted by the referee"},
	} {
		recs, _ := readText(t, tc.src)
		rep := referee.Check(recs[0], referee.Options{})
		_, err := sgf.NewWriter(&bytes.Buffer{}).Write(rep.Entry(referee.KeepNumbering))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: error %v, want %q", tc.src, err, tc.want)
		}
	}
}

// readText reads records of the text format.
func readText(t testing.TB, src string) ([]*notation.Record, []error) {
	t.Helper()
	var recs []*notation.Record
	var errs []error
	r := text.NewReader(strings.NewReader(src), "test.yinsh")
	for {
		rec, err := notation.NextRecord(r)
		if err != nil {
			if !errors.Is(err, io.EOF) {
				errs = append(errs, err)
				continue
			}
			return recs, errs
		}
		recs = append(recs, rec)
	}
}

// TestWriteLostEscapes: the % lines of a record are named in the note of
// what SGF left out.
func TestWriteLostEscapes(t *testing.T) {
	recs, _ := readText(t, "% a note\n[Game \"YINSH\"]\n\n1. e5 *\n% another\n")
	if _, lost := writeSGF(t, recs[0]); lost == nil || lost.What != "2 % lines" {
		t.Errorf("note %v, want one of 2 %% lines", lost)
	}
}

// TestWriteUnreadable: a game that could not be read is written as it
// stood when it was read from SGF and, so written, is read back as that
// one game; else (a game with no closing ), which would take in the next
// one, a text of another format, no text) it is refused.
func TestWriteUnreadable(t *testing.T) {
	unread := func(src, from string) notation.Entry {
		_, errs := readAll(src)
		var err *notation.Error
		if len(errs) != 1 || !errors.As(errs[0], &err) {
			t.Fatalf("%q: errors %v, want one", src, errs)
		}
		return notation.Entry{Raw: err.Raw, Err: err, From: from}
	}
	const bad = "(;GM[24]\n; P0[1 place wr  Z 99]\n; P0[2 Done ])"
	for _, tc := range []struct {
		e    notation.Entry
		want string
	}{
		{unread(bad, "sgf"), bad + "\n"},
		{unread("(;GM[24]\n; P0[1 place wr  E 5]\n", "sgf"), ""},
		{unread(bad, "text"), ""},
		{notation.Entry{Err: &notation.Error{Record: 1, Code: notation.CodeTooLong}, From: "sgf"}, ""},
	} {
		var b bytes.Buffer
		w := sgf.NewWriter(&b)
		_, err := w.Write(tc.e)
		var refused *notation.Error
		if tc.want == "" && (!errors.As(err, &refused) || refused.Code != notation.CodeRefused || refused.Record != 1) {
			t.Errorf("%q from %s: %v, want it refused", tc.e.Raw, tc.e.From, err)
		}
		if w.Close(); b.String() != tc.want {
			t.Errorf("%q from %s: wrote %q, want %q", tc.e.Raw, tc.e.From, b.String(), tc.want)
		}
	}
}

// FuzzWriteUnreadable: the games of an SGF text that could not be read,
// each followed by a good game, are written so that nothing runs into its
// neighbours: read back, each game written as it stood is one error (whose
// message may quote what follows it), and every good game comes back
// whole.
func FuzzWriteUnreadable(f *testing.F) {
	f.Add("(;GM[24]\n; P0[1 place wr  Z 99])")
	f.Add("(;GM[24]\n; P0[1 place wr  E 5]\n")
	f.Add("x (;C[a\\]b] (;)")
	recs, _ := readText(f, "[Game \"YINSH\"]\n\n1. e5 *\n")
	good := referee.Check(recs[0], referee.Options{}).Entry(referee.KeepNumbering)
	f.Fuzz(func(t *testing.T, src string) {
		_, errs := readAll(src)
		var b bytes.Buffer
		w := sgf.NewWriter(&b)
		var want []string
		for _, err := range errs {
			var perr *notation.Error
			if !errors.As(err, &perr) {
				t.Fatalf("not an *Error: %v", err)
			}
			_, werr := w.Write(notation.Entry{Raw: perr.Raw, Err: perr, From: "sgf"})
			var refused *notation.Error
			switch {
			case werr == nil:
				want = append(want, "error")
			case !errors.As(werr, &refused) || refused.Code != notation.CodeRefused:
				t.Fatal(werr)
			}
			if _, err := w.Write(good); err != nil {
				t.Fatal(err)
			}
			want = append(want, "e5")
		}
		if err := w.Close(); err != nil {
			t.Fatal(err)
		}
		backRecs, backErrs := readAll(b.String())
		var got []string
		for range backErrs {
			got = append(got, "error")
		}
		for _, rec := range backRecs {
			got = append(got, turnTexts(rec))
		}
		slices.Sort(got)
		slices.Sort(want)
		if !slices.Equal(got, want) {
			t.Fatalf("wrote\n%s\nwhich reads back as %q, want %q", b.String(), got, want)
		}
	})
}
