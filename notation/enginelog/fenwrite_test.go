package enginelog_test

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	engine "github.com/arbiter-games/arbiter/engines/jungle"
	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/notation/enginelog"
	"github.com/arbiter-games/arbiter/notation/jungle"
	"github.com/arbiter-games/arbiter/notation/text"
	"github.com/arbiter-games/arbiter/referee"
)

// writeFEN referees records and writes them as an engine log.
func writeFEN(t *testing.T, recs []*notation.Record) (string, []*notation.LostNote) {
	t.Helper()
	var b bytes.Buffer
	w := enginelog.NewWriter(&b)
	var notes []*notation.LostNote
	for _, rec := range recs {
		rep := referee.Check(rec, referee.Options{})
		written, err := w.Write(rep.Entry(referee.KeepNumbering))
		switch {
		case err != nil:
			t.Fatalf("record %d: %v", rec.Number, err)
		case written.Lost != nil:
			notes = append(notes, written.Lost)
		}
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	return b.String(), notes
}

// TestFENWriteExamples writes every Jungle example without errors as an
// engine log and reads it back: the same turns from the same position.
func TestFENWriteExamples(t *testing.T) {
	files, _ := filepath.Glob("../../examples/jungle/*.jungle")
	if len(files) == 0 {
		t.Fatal("no Jungle examples")
	}
	for _, file := range files {
		if strings.HasPrefix(filepath.Base(file), "broken-") {
			continue
		}
		src, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		var recs []*notation.Record
		r := text.NewReader(bytes.NewReader(src), file)
		for rec, err := notation.NextRecord(r); err == nil; rec, err = notation.NextRecord(r) {
			recs = append(recs, rec)
		}
		log, _ := writeFEN(t, recs)
		back, errs := readFENMoves(t, log)
		if len(errs) > 0 || len(back) != len(recs) {
			t.Fatalf("%s: %d records back of %d, errors %v\n%s", file, len(back), len(recs), errs, log)
		}
		for i, rec := range recs {
			want, got := startOf(t, rec), startOf(t, back[i])
			// The log holds no rules: turns legal only under the record's
			// Rules tag come back in engine form, so squares are compared.
			if got != want || squares(t, back[i]) != squares(t, rec) {
				t.Errorf("%s record %d: %q %s back, want %q %s", file, rec.Number, got, turnTexts(back[i]), want, turnTexts(rec))
			}
		}
	}
}

// startOf is a record's Position tag as Arbiter writes the position ("" for
// none): an engine log writes it so, whatever the dialect of the tag.
func startOf(t *testing.T, rec *notation.Record) string {
	fen, ok := rec.Tag("Position")
	if !ok {
		return ""
	}
	p, err := engine.NewPosition(fen, engine.StandardRules())
	if err != nil {
		t.Fatal(err)
	}
	return p.String()
}

// squares lists the turns' squares, "a3a4 a7a6 ...".
func squares(t *testing.T, rec *notation.Record) string {
	var out []string
	for _, turn := range rec.Moves.Turns {
		m, err := jungle.ParseMove(turn.Move)
		if err != nil {
			t.Fatal(err)
		}
		mv := m.(engine.Move)
		out = append(out, mv.From.String()+mv.To.String())
	}
	return strings.Join(out, " ")
}

func turnTexts(rec *notation.Record) string {
	var texts []string
	for _, t := range rec.Moves.Turns {
		texts = append(texts, t.Move)
	}
	return strings.Join(texts, " ")
}

// TestFENWrite pins the form of the lines and what is reported lost.
func TestFENWrite(t *testing.T) {
	src := `[Game "Jungle"]
[Black "김민지"]

1. Ea3-a4 {좋은 수} 2. Ra7-a6 3. Ea4-a5 *

[Game "Jungle"]
[Position "7/7/7/3w3/6c/E6/3L3/5D1/7 w 20 40"]

1. Ld3-d4 *
`
	var recs []*notation.Record
	r := text.NewReader(strings.NewReader(src), "t.jungle")
	for rec, err := notation.NextRecord(r); err == nil; rec, err = notation.NextRecord(r) {
		recs = append(recs, rec)
	}
	log, notes := writeFEN(t, recs)
	want := "startpos moves a3a4 a7a6 a4a5\nfen 7/7/7/3w3/6c/E6/3L3/5D1/7 w 20 40 moves d3d4\n"
	if log != want {
		t.Errorf("log\n%s\nwant\n%s", log, want)
	}
	if len(notes) != 1 || !strings.Contains(notes[0].String(), "cannot hold 1 comment, 1 tag, left out") {
		t.Errorf("notes %v", notes)
	}
}

// TestFENWriteDialects: a Position tag in another program's dialect (six
// fields, r for the first player) is written in Arbiter's four fields.
func TestFENWriteDialects(t *testing.T) {
	src := `[Game "Jungle"]
[Position "7/7/7/3w3/6c/E6/3L3/5D1/7 r - - 20 40"]

1. LD3-D4 *
`
	var recs []*notation.Record
	r := text.NewReader(strings.NewReader(src), "t.jungle")
	for rec, err := notation.NextRecord(r); err == nil; rec, err = notation.NextRecord(r) {
		recs = append(recs, rec)
	}
	log, _ := writeFEN(t, recs)
	if want := "fen 7/7/7/3w3/6c/E6/3L3/5D1/7 w 20 40 moves d3d4\n"; log != want {
		t.Errorf("log\n%s\nwant\n%s", log, want)
	}
}

// TestFENWriteLostResult: a log holds a result only where its moves end
// the game; a declared result they do not reach is named in the note of
// what was left out.
func TestFENWriteLostResult(t *testing.T) {
	for _, tc := range []struct{ src, lost string }{
		{"[Game \"Jungle\"]\n[Result \"1-0\"]\n\n1. Ea3-a4 2. Ra7-a6 1-0\n", "cannot hold 1 declared result, left out"},
		{"[Game \"Jungle\"]\n\n1. Ea3-a4 2. Ra7-a6 0-1\n", "cannot hold 1 declared result, left out"},
		{"[Game \"Jungle\"]\n[Position \"2E4/7/7/7/7/7/7/7/l6 w 0 1\"]\n[Result \"1-0\"]\n\n1. Ec9-d9 1-0\n", ""},
		{"[Game \"Jungle\"]\n\n1. Ea3-a4 *\n", ""},
	} {
		recs, errs, err := text.ReadAll(strings.NewReader(tc.src), "t.jungle")
		if err != nil || len(errs) > 0 {
			t.Fatal(err, errs)
		}
		_, notes := writeFEN(t, recs)
		switch {
		case tc.lost == "" && len(notes) > 0:
			t.Errorf("%q: notes %v, want none", tc.src, notes)
		case tc.lost != "" && (len(notes) != 1 || !strings.Contains(notes[0].String(), tc.lost)):
			t.Errorf("%q: notes %v, want %q", tc.src, notes, tc.lost)
		}
	}
}

// TestFENWriteLostEscapes: the % lines of a record are named in the note
// of what was left out.
func TestFENWriteLostEscapes(t *testing.T) {
	recs, _, _ := text.ReadAll(strings.NewReader("% a note\n[Game \"Jungle\"]\n\n1. Ea3-a4 *\n% another\n"), "t.jungle")
	if _, notes := writeFEN(t, recs); len(notes) != 1 || !strings.Contains(notes[0].String(), "cannot hold 2 % lines, left out") {
		t.Errorf("notes %v", notes)
	}
}

// TestFENWriteUnreadable: a game that could not be read is written as its
// line stood when it was read from a log, and refused otherwise (or when
// its text was not kept).
func TestFENWriteUnreadable(t *testing.T) {
	const line = "startpos moves z9z9"
	_, errs := readFENMoves(t, line+"\n")
	for _, tc := range []struct {
		e    notation.Entry
		want string
	}{
		{notation.Entry{Raw: errs[0].Raw, Err: errs[0], From: "jfen"}, line + "\n"},
		{notation.Entry{Raw: "[Game \"Jungle\"]\n\n1. Zz9 *", Err: errs[0], From: "text"}, ""},
		{notation.Entry{Err: errs[0], From: "jfen"}, ""},
	} {
		var b bytes.Buffer
		w := enginelog.NewWriter(&b)
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
