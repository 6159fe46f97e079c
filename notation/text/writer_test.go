package text

import (
	"bytes"
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/arbiter-games/arbiter/engines"
	"github.com/arbiter-games/arbiter/notation"
)

// TestWriterGameTag: the Writer gives a record without a Game tag the tag
// of the game it is known to be, after the % lines that stood before the
// record, and leaves a record with one, or of no known game, as it is.
func TestWriterGameTag(t *testing.T) {
	for _, tc := range []struct{ src, game, want string }{
		{"% a note\n1. Ea3-a4 *\n", "Jungle", "% a note\n[Game \"Jungle\"]\n\n1. Ea3-a4 *\n"},
		{"% a note\n[Event \"x\"]\n\n1. Ea3-a4 *\n", "Jungle", "% a note\n[Game \"Jungle\"]\n[Event \"x\"]\n\n1. Ea3-a4 *\n"},
		{"[Game \"Jungle\"]\n\n1. Ea3-a4 *\n", "YINSH", "[Game \"Jungle\"]\n\n1. Ea3-a4 *\n"},
		{"1. e5 *\n", "", "1. e5 *\n"},
		{"[GAme \"\"]\n\n1. e5 *\n", "YINSH", "[GAme \"YINSH\"]\n\n1. e5 *\n"},
	} {
		rec, err := Parse(tc.src, notation.Pos{File: "w", Line: 1, Column: 1})
		if err != nil {
			t.Fatal(err)
		}
		var b strings.Builder
		w := NewWriter(&b)
		if _, err := w.Write(notation.Entry{Record: rec, GameName: tc.game}); err != nil {
			t.Fatal(err)
		}
		if err := w.Close(); err != nil {
			t.Fatal(err)
		}
		if b.String() != tc.want {
			t.Errorf("%q as %s: wrote %q, want %q", tc.src, tc.game, b.String(), tc.want)
		}
		if g, _ := rec.Tag("Game"); (g != "") != strings.HasPrefix(tc.src, "[Game") {
			t.Errorf("%q: the record given was changed", tc.src)
		}
	}
}

// unread is the entry of a record that could not be read, read in format
// from: its text and why.
func unread(from, raw, msg string) notation.Entry {
	err := &notation.Error{Pos: notation.Pos{File: "in", Line: 1, Column: 1}, Record: 2, Msg: msg, Raw: raw}
	return notation.Entry{Raw: raw, Err: err, From: from}
}

// failure is the message of the one error reading a text gives.
func failure(t *testing.T, raw string) string {
	t.Helper()
	_, errs := readString(t, raw)
	if len(errs) != 1 {
		t.Fatalf("%q: errors %v, want one", raw, errs)
	}
	return errs[0].Msg
}

// writeEntries writes entries in the text format, and says what Write
// said of each: "" (written), notation.CodeLost (kept in % lines) or
// notation.CodeRefused, an earlier record's from a later Write.
func writeEntries(t *testing.T, entries []notation.Entry) (string, []engines.Code) {
	t.Helper()
	out, codes := writeEach(t, entries, false)
	if ahead, aheadCodes := writeEach(t, entries, true); ahead != out || !slices.Equal(aheadCodes, codes) {
		t.Fatalf("prepared ahead, the writer wrote %q (%q), written one by one %q (%q)", ahead, aheadCodes, out, codes)
	}
	return out, codes
}

// writeEach writes the entries with Write, or (ahead) with what Prepare
// gave for each, all prepared before the first is written, as the
// referee's workers prepare them ahead of the writing; it gives what was
// written and what Write said of each entry.
func writeEach(t *testing.T, entries []notation.Entry, ahead bool) (string, []engines.Code) {
	t.Helper()
	var b strings.Builder
	w := NewWriter(&b)
	writes := make([]func() (notation.Written, error), len(entries))
	for i, e := range entries {
		writes[i] = func() (notation.Written, error) { return w.Write(e) }
		if ahead {
			writes[i] = w.Prepare(e)
		}
	}
	codes := make([]engines.Code, len(entries))
	code := func(lost *notation.LostNote, refused *notation.Error) engines.Code {
		switch {
		case refused != nil:
			return refused.Code
		case lost != nil && lost.Whole:
			return notation.CodeLost
		}
		return ""
	}
	for i, write := range writes {
		written, err := write()
		if earlier := written.Earlier; earlier != nil {
			codes[i-1] = code(earlier.Lost, earlier.Refused)
		}
		var refused *notation.Error
		if err != nil && !errors.As(err, &refused) {
			t.Fatal(err)
		}
		codes[i] = code(written.Lost, refused)
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	return b.String(), codes
}

// TestWriterKeepsUnreadable: a record that could not be read is written as
// it stands only where, read back, it is that same record and nothing of
// it runs into its neighbours; else it is kept in % lines, notes of the
// record before it, which reads back as it was; where neither can be, it
// is refused, and nothing is written.
func TestWriterKeepsUnreadable(t *testing.T) {
	good, _ := readString(t, "[Game \"YINSH\"]\n\n1. e5 *\n\n[Game \"YINSH\"]\n\n1. f6 *\n")
	first, second := notation.Entry{Record: good[0]}, notation.Entry{Record: good[1]}
	const (
		text    = "[Game \"YINSH\"]\n\n1. e5 $300 *\n"
		open    = "[Game \"YINSH\"]\n\n1. e5 {never closed\n"
		jsonRaw = `{"game":"YINSH","tags":[{"name":"A"}]}`
		before  = "[Game \"YINSH\"]\n\n1. e5 *\n"
		after   = "\n[Game \"YINSH\"]\n\n1. f6 *\n"
	)
	const (
		notJSON = "JSON does not match the yinsh-record schema"
		tags    = "[Game \"YINSH\"]\n[Event \"x\n"
		lost    = notation.CodeLost
		refused = notation.CodeRefused
	)
	for _, tc := range []struct {
		name    string
		entries []notation.Entry
		want    string
		// codes is what Write says of each entry: "" (written),
		// notation.CodeLost (in % lines) or notation.CodeRefused.
		codes []engines.Code
	}{
		{"text, alone", []notation.Entry{first, unread("text", text, failure(t, text)), second}, before + "\n" + text + after, nil},
		{"text through JSON", []notation.Entry{first, unread("json", text, failure(t, text)), second}, before + "\n" + text + after, nil},
		{"text without tags, after a record", []notation.Entry{first, unread("text", "1. e5 $300 *\n", failure(t, "1. e5 $300 *\n")), second},
			before + "%1. e5 $300 *\n" + after, []engines.Code{"", lost, ""}},
		{"text of tags alone, before a record", []notation.Entry{first, unread("text", tags, "not closed"), second},
			before + "%[Game \"YINSH\"]\n%[Event \"x\n" + after, []engines.Code{"", lost, ""}},
		{"text of tags alone, last", []notation.Entry{first, unread("text", tags, "not closed")}, before + "\n" + tags, nil},
		{"JSON line", []notation.Entry{first, unread("ndjson", jsonRaw, notJSON), second}, before + "%" + jsonRaw + "\n" + after, []engines.Code{"", lost, ""}},
		{"JSON, first", []notation.Entry{unread("json", jsonRaw, notJSON), second}, "%" + jsonRaw + "\n[Game \"YINSH\"]\n\n1. f6 *\n", []engines.Code{lost, ""}},
		{"SGF game", []notation.Entry{first, unread("sgf", "(;GM[24]\n; P0[1 place wr  Z 99])", "not a point"), second},
			before + "%(;GM[24]\n%; P0[1 place wr  Z 99])\n" + after, []engines.Code{"", lost, ""}},
		{"no text", []notation.Entry{first, unread("text", "", "too long"), second}, before + after, []engines.Code{"", refused, ""}},
		{"after a comment never closed", []notation.Entry{first, unread("text", open, failure(t, open)), unread("ndjson", jsonRaw, notJSON), second},
			before + "\n" + open + after, []engines.Code{"", "", refused, ""}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			out, codes := writeEntries(t, tc.entries)
			if want := tc.codes; want == nil && slices.ContainsFunc(codes, func(c engines.Code) bool { return c != "" }) || want != nil && !slices.Equal(codes, want) {
				t.Errorf("Write said %q, want %q", codes, want)
			}
			if out != tc.want {
				t.Errorf("wrote %q, want %q", out, tc.want)
			}
			var written []*notation.Record
			for _, e := range tc.entries {
				if e.Record != nil {
					written = append(written, e.Record)
				}
			}
			recs, _ := readString(t, out)
			if len(recs) != len(written) {
				t.Fatalf("read back %d good records, want %d", len(recs), len(written))
			}
			for i, rec := range recs {
				back, want := *rec, *written[i]
				back.Escapes, want.Escapes = nil, nil // the notes aside
				if String(&back) != String(&want) {
					t.Errorf("read back, record %d is\n%s\nwant\n%s", i+1, String(&back), String(&want))
				}
			}
		})
	}
}

// TestWriterTaglessAfterRecord: a record without tags, of no known game,
// is refused after another record, whose turns its own would become.
func TestWriterTaglessAfterRecord(t *testing.T) {
	recs, _ := readString(t, "1. e5 *\n")
	var b strings.Builder
	w := NewWriter(&b)
	if _, err := w.Write(notation.Entry{Record: recs[0]}); err != nil {
		t.Fatal(err)
	}
	var refused *notation.Error
	if _, err := w.Write(notation.Entry{Record: recs[0]}); !errors.As(err, &refused) || refused.Code != notation.CodeRefused || !errors.As(err, new(*UntaggedError)) {
		t.Fatalf("the second tagless record: %v, want it refused (an *UntaggedError)", err)
	}
	if w.Close(); b.String() != "1. e5 *\n" {
		t.Errorf("wrote %q", b.String())
	}
}

// TestWriterLineEnds: records written as they stand keep their line ends,
// and so do the blank lines the writer puts between them.
func TestWriterLineEnds(t *testing.T) {
	for _, eol := range []string{"\n", "\r\n"} {
		src := strings.ReplaceAll("[Game \"YINSH\"]\n\n1. e5 *\n\n[Game \"YINSH\"]\n\n1. f6 *\n", "\n", eol)
		var b strings.Builder
		w := NewWriter(&b)
		r := NewReader(strings.NewReader(src), "t")
		for {
			u, err := r.Next()
			if err != nil {
				break
			}
			rec, _ := u.Parse()
			if _, err := w.Write(notation.Entry{Record: rec, Raw: u.Text(), AsWritten: true, From: "text"}); err != nil {
				t.Fatal(err)
			}
		}
		if w.Close(); b.String() != src {
			t.Errorf("wrote %q, want %q", b.String(), src)
		}
	}
}

// FuzzWriterNeighbours: records read from a text, each followed by a record
// of another format that could not be read, are written so that nothing
// written runs into its neighbours: read back, the records written as
// records come back in order, the good ones with the same tags and turns
// (their `%` lines aside), the others with the same error; those kept in
// `%` lines or refused come back as no record.
func FuzzWriterNeighbours(f *testing.F) {
	f.Add([]byte("[Game \"YINSH\"]\n\n1. e5 *\n\n1. f6 $300 *\n"), []byte(`{"game":"YINSH"}`))
	f.Add([]byte("1. e5 {never closed\n\n[Game \"YINSH\"]\n[Event \"x\n"), []byte("(;GM[24]\n; P0[1 place wr  Z 99])"))
	f.Add([]byte("% top\r\n[A \"b\"]\r\n\r\n1. e5 *\r\n"), []byte("startpos moves z9z9"))
	f.Fuzz(func(t *testing.T, src, other []byte) {
		var entries []notation.Entry
		r := NewReader(bytes.NewReader(src), "fuzz")
		for {
			u, err := r.Next()
			if err != nil {
				break
			}
			rec, err := u.Parse()
			if err != nil {
				var perr *notation.Error
				errors.As(err, &perr)
				entries = append(entries, notation.Entry{Raw: u.Text(), Err: perr, From: "text"})
			} else {
				entries = append(entries, notation.Entry{Record: rec}, notation.Entry{Record: rec, Raw: u.Text(), AsWritten: true, From: "text"})
			}
			entries = append(entries, notation.Entry{Raw: string(other), Err: &notation.Error{Msg: "not read"}, From: "sgf"})
		}
		out, codes := writeEntries(t, entries)
		var want []string // what each record written reads back as
		for i, e := range entries {
			switch {
			case codes[i] != "":
			case e.Record != nil:
				want = append(want, withoutEscapes(e.Record))
			default:
				want = append(want, "error: "+e.Err.Msg)
			}
		}
		var got []string
		back := NewReader(strings.NewReader(out), "back")
		for {
			u, err := back.Next()
			if err != nil {
				break
			}
			if rec, err := u.Parse(); err != nil {
				got = append(got, "error: "+err.(*notation.Error).Msg)
			} else {
				got = append(got, withoutEscapes(rec))
			}
		}
		if !slices.Equal(got, want) {
			t.Fatalf("wrote\n%s\nwhich reads back as\n%q\nwant\n%q", out, got, want)
		}
	})
}

// withoutEscapes is a record's canonical text without its `%` lines, which
// may go to the record before when it is written after another.
func withoutEscapes(rec *notation.Record) string {
	r := *rec
	r.Escapes = nil
	return String(&r)
}

// TestWriterJoinedTurns: a record a program made, whose turn would be read
// as part of the turn before it (its text ending with a joiner, nothing
// between them), is refused where the turn stands, by Write, WriteAll and
// the Writer, and nothing of it is written (String prints it as it
// stands); with anything between the two, it is written and reads back as
// it was.
func TestWriterJoinedTurns(t *testing.T) {
	at := notation.Pos{File: "made", Line: 4, Column: 9}
	turns := func(prev, next notation.Turn) []*notation.Turn {
		prev.Move, next.Move, next.Pos = "e5-", "f6", at
		return []*notation.Turn{&prev, &next}
	}
	comment := []notation.Comment{{Text: "c"}}
	for _, tc := range []struct {
		name    string
		moves   notation.Line
		refused bool
	}{
		{"nothing between", notation.Line{Turns: turns(notation.Turn{}, notation.Turn{})}, true},
		{"in a variation", notation.Line{Turns: []*notation.Turn{{Move: "a1", Variations: []notation.Line{{Turns: turns(notation.Turn{}, notation.Turn{})}}}}}, true},
		{"a suffix", notation.Line{Turns: turns(notation.Turn{Suffix: "!"}, notation.Turn{})}, false},
		{"an annotation", notation.Line{Turns: turns(notation.Turn{NAGs: []int{1}}, notation.Turn{})}, false},
		{"a comment after", notation.Line{Turns: turns(notation.Turn{After: comment}, notation.Turn{})}, false},
		{"a variation", notation.Line{Turns: turns(notation.Turn{Variations: []notation.Line{{Turns: []*notation.Turn{{Move: "a1"}}}}}, notation.Turn{})}, false},
		{"a number", notation.Line{Turns: turns(notation.Turn{}, notation.Turn{Number: &notation.TurnNumber{Value: 2}})}, false},
		{"a comment before", notation.Line{Turns: turns(notation.Turn{}, notation.Turn{Before: comment})}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			rec := &notation.Record{Number: 3, Tags: []notation.Tag{{Name: "Game", Value: "YINSH"}}, Moves: tc.moves}
			writes := writesOf(rec)
			if tc.refused && !strings.Contains(String(rec), "e5- f6") {
				t.Errorf("String gave %q, want the record printed as it stands", String(rec))
			}
			for name, write := range writes {
				var b strings.Builder
				err := write(&b)
				var refused *notation.Error
				switch {
				case tc.refused && (!errors.As(err, &refused) || refused.Code != notation.CodeRefused || refused.Pos != at || refused.Record != 3 ||
					!strings.Contains(err.Error(), `the turn "f6" follows "e5-"`)):
					t.Errorf("%s: %v, want the turn refused at %v", name, err, at)
				case tc.refused && b.Len() > 0:
					t.Errorf("%s wrote %q of a refused record", name, b.String())
				case !tc.refused && err != nil:
					t.Errorf("%s: %v", name, err)
				case !tc.refused:
					back, errs := readString(t, b.String())
					if len(errs) > 0 || len(back) != 1 || String(back[0]) != b.String() {
						t.Errorf("%s wrote %q, which reads back as %d records (%v)", name, b.String(), len(back), errs)
					}
				}
			}
		})
	}
}

// TestWriterTagLineBreak: a record whose tag value holds a line feed (a
// program's, as no reader gives one) is refused at that tag by Write,
// WriteAll and the Writer, nothing of it written, and the records after it
// read back whole; a carriage return alone, which the reader keeps, is
// written and reads back as it was.
func TestWriterTagLineBreak(t *testing.T) {
	at := notation.Pos{File: "made", Line: 2, Column: 1}
	for _, tc := range []struct {
		value   string
		refused bool
	}{
		{"Seoul\n서울", true},
		{"Seoul\\\n서울", true},
		{"Seoul\r서울", false},
		{"Seoul 서울", false},
	} {
		rec := &notation.Record{Number: 3, Tags: []notation.Tag{{Name: "Game", Value: "YINSH"}, {Pos: at, Name: "Site", Value: tc.value}}}
		rec.Moves.Turns = []*notation.Turn{{Move: "e5"}}
		next := &notation.Record{Number: 4, Tags: []notation.Tag{{Name: "Game", Value: "YINSH"}}}
		for name, write := range writesOf(rec, next) {
			var b strings.Builder
			err := write(&b)
			var refused *notation.Error
			back, errs := readString(t, b.String())
			switch {
			case tc.refused && (!errors.As(err, &refused) || refused.Code != notation.CodeRefused || refused.Pos != at || refused.Record != 3 ||
				!strings.Contains(err.Error(), "the value of the Site tag has a line break")):
				t.Errorf("%q, %s: %v, want the record refused at %v", tc.value, name, err, at)
			case tc.refused && (strings.Contains(b.String(), "Seoul") || len(errs) != 0 || len(back) != strings.Count(b.String(), "[Game ")):
				t.Errorf("%q, %s wrote %q of a refused record (read back: %d records, %v)", tc.value, name, b.String(), len(back), errs)
			case !tc.refused && err != nil:
				t.Errorf("%q, %s: %v", tc.value, name, err)
			case !tc.refused && (len(errs) != 0 || len(back) == 0 || back[0].Tags[1].Value != tc.value):
				t.Errorf("%q, %s wrote %q, which reads back as %d records (%v)", tc.value, name, b.String(), len(back), errs)
			}
		}
	}
}

// writesOf gives the ways a record is written, by name: Write and
// WriteAll, and a Writer, which writes the records after it too (the
// errors of them all joined).
func writesOf(rec *notation.Record, after ...*notation.Record) map[string]func(*strings.Builder) error {
	return map[string]func(*strings.Builder) error{
		"Write":    func(b *strings.Builder) error { return Write(b, rec) },
		"WriteAll": func(b *strings.Builder) error { return WriteAll(b, []*notation.Record{rec}) },
		"Writer": func(b *strings.Builder) error {
			w := NewWriter(b)
			errs := make([]error, 0, len(after)+2)
			for _, r := range append([]*notation.Record{rec}, after...) {
				_, err := w.Write(notation.Entry{Record: r})
				errs = append(errs, err)
			}
			return errors.Join(append(errs, w.Close())...)
		},
	}
}
