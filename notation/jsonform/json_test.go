package jsonform

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/notation/text"
	"github.com/arbiter-games/arbiter/schemas"
)

// toJSONDoc writes records as a JSON records document.
func toJSONDoc(t testing.TB, recs []*notation.Record) []byte {
	var b bytes.Buffer
	writeJSON(t, NewWriter(&b, Detail{}), recs)
	return b.Bytes()
}

// writeJSON writes records through a JSON writer and closes it.
func writeJSON(t testing.TB, jw *Writer, recs []*notation.Record) {
	for _, r := range recs {
		if _, err := jw.Write(notation.Entry{Record: r, GameName: "YINSH"}); err != nil {
			t.Fatal(err)
		}
	}
	if err := jw.Close(); err != nil {
		t.Fatal(err)
	}
}

// fromJSONDoc reads every record of a JSON records document.
func fromJSONDoc(t testing.TB, doc []byte) ([]*notation.Record, []error) {
	return readEvery(NewReader(bytes.NewReader(doc), "doc.json"))
}

// readEvery reads records to the end: the records, and the errors (an
// error that is no *Error ends the reading).
func readEvery(r notation.Reader) ([]*notation.Record, []error) {
	recs, list, err := notation.ReadAll(r)
	var errs []error
	for _, e := range list {
		errs = append(errs, e)
	}
	if err != nil {
		errs = append(errs, err)
	}
	return recs, errs
}

// TestJSONRoundTrip: text → JSON → text gives the canonical text back,
// and the document is valid against the records schema.
func TestJSONRoundTrip(t *testing.T) {
	recs := readAnnotated(t)
	var want bytes.Buffer
	text.WriteAll(&want, recs)
	doc := toJSONDoc(t, recs)
	if err := schemas.Validate("records", doc); err != nil {
		t.Fatal(err)
	}
	back, jerrs := fromJSONDoc(t, doc)
	if len(jerrs) > 0 || len(back) != 2 || back[0].Game != "YINSH" || back[1].Number != 2 {
		t.Fatalf("read back %d records, errors %v", len(back), jerrs)
	}
	var got bytes.Buffer
	text.WriteAll(&got, back)
	if got.String() != want.String() {
		t.Errorf("text → JSON → text differs:\n%s\n---\n%s", want.String(), got.String())
	}
	if !bytes.Contains(doc, []byte(`"commands": [`)) {
		t.Errorf("comment commands are missing from the JSON:\n%s", doc)
	}
}

func TestJSONReaderErrors(t *testing.T) {
	good := `{"game":"YINSH","tags":[],"moves":{"turns":[{"text":"e5"}]}}`
	tests := []struct {
		doc, want string
		records   int
	}{
		{`{"records": [` + good + `,` + strings.Replace(good, `"e5"`, `"e 5"`, 1) + `,` + good + `]}`,
			"record 2: JSON does not match the yinsh-record schema: at /moves/turns/0/text", 2},
		{`[` + good + `]`, "not a records document", 0},
		{`{"records": [` + good + `, {"game": 3}]}`, "at /game: expected string, but got number", 1},
		{`{"records": [` + strings.Replace(good, `{"text"`, `{"number":1.5,"text"`, 1) + `]}`,
			"record 1: JSON does not match the yinsh-record schema: at /moves/turns/0/number: expected integer, but got number", 0},
		{`{"records": [` + strings.Replace(good, `{"text"`, `{"number":"1","text"`, 1) + `]}`,
			"at /moves/turns/0/number: expected integer, but got string", 0},
		{`{"records": [` + strings.Replace(good, `{"text"`, `{"number":1E1000010,"text"`, 1) + `]}`,
			"at /moves/turns/0/number: the number 1E1000010 is out of range", 0},
		{`{"records": [` + good + `, {`, "not valid JSON", 1},
	}
	for _, tt := range tests {
		recs, errs := fromJSONDoc(t, []byte(tt.doc))
		if len(recs) != tt.records || len(errs) == 0 || !strings.Contains(describeErr(errs[0]), tt.want) {
			t.Errorf("%.40s...: %d records, errors %v; want %d records and %q", tt.doc, len(recs), errs, tt.records, tt.want)
		}
	}
}

func describeErr(err error) string {
	var perr *notation.Error
	if errors.As(err, &perr) {
		return "record " + itoa(perr.Record) + ": " + perr.Msg
	}
	return err.Error()
}

func itoa(n int) string { return strconv.Itoa(n) }

// FuzzJSONReader: no document makes the JSON reader panic, every record
// it accepts converts back to JSON that its schema accepts, with its parts
// placed in the file, every error is an *Error (with its place), and
// records kept unread write back.
func FuzzJSONReader(f *testing.F) {
	f.Add([]byte(`{"records": [{"game":"YINSH","tags":[{"name":"A","value":"b"}],"moves":{"turns":[{"number":1,"text":"e5","after":[{"text":"x"}],"variations":[{"turns":[]}]}]},"result":"*"}]}`))
	f.Add([]byte(`{"records": []}`))
	f.Add([]byte(`{"records": [{}]}`))
	f.Add([]byte(`{"records": [{"game":"YINSH","raw":"[Game \"YINSH\"]\n\n1. e5)","error":{"file":"a.yinsh","line":3,"column":6,"message":"')' closes no variation"}}`))
	f.Add([]byte("{\"records\": [\n  {\"game\": \"YIN"))
	placed, _ := unmark(f, placedRecord)
	f.Add([]byte("{\"records\": [\n" + placed + ",\n" + placed + "]}"))
	f.Fuzz(func(t *testing.T, doc []byte) {
		recs, errs := fromJSONDoc(t, doc)
		checkPlacesInFile(t, recs, doc)
		if len(recs) > 0 {
			toJSONDoc(t, recs)
		}
		var b bytes.Buffer
		jw := NewWriter(&b, Detail{})
		for _, err := range errs {
			var perr *notation.Error
			if !errors.As(err, &perr) {
				t.Fatalf("not an *Error: %v", err)
			}
			if perr.Raw != "" {
				if err := jw.WriteJSON(RawToJSON(perr, "YINSH")); err != nil {
					t.Fatalf("a record kept unread does not write back: %v", err)
				}
			}
		}
	})
}

// TestJSONCutShort: a document cut short, not closed, followed by more or
// not JSON at all is an error at its place; the records before it are read.
func TestJSONCutShort(t *testing.T) {
	good := `{"game":"YINSH","tags":[],"moves":{"turns":[{"text":"e5"}]}}`
	tests := []struct {
		doc     string
		records int
		pos     string
		want    string
	}{
		{`{"records": [`, 0, "doc.json:1:14", "not closed"},
		{"{\"records\": [\n" + good + ",\n" + good, 2, "doc.json:3:" + itoa(len(good)+1), "not closed"},
		{"{\"records\": [\n" + good + ",\n  {\"game\": \"YIN", 1, "doc.json:3:16", "cut short"},
		{`{"records": [` + good + `]}x`, 1, "doc.json:1:" + itoa(len(good)+16), "follows the end"},
		{"{\"records\": [\n" + good + ",\n  nonsense", 1, "doc.json:3:3", "not valid JSON"},
		{"", 0, "doc.json:1:1", "not a records document"},
		{"1. e5 2. f6 *", 0, "doc.json:1:1", "not a records document"},
	}
	for _, tt := range tests {
		recs, errs := fromJSONDoc(t, []byte(tt.doc))
		var perr *notation.Error
		if len(recs) != tt.records || len(errs) != 1 || !errors.As(errs[0], &perr) {
			t.Errorf("%q: %d records, errors %v; want %d records and one *Error", tt.doc, len(recs), errs, tt.records)
			continue
		}
		if perr.Pos.String() != tt.pos || !strings.Contains(perr.Msg, tt.want) || perr.Record != tt.records+1 {
			t.Errorf("%q: error %v (record %d), want %s: …%s… (record %d)", tt.doc, perr, perr.Record, tt.pos, tt.want, tt.records+1)
		}
	}
}

// TestJSONRawRecord: a record that could not be read goes to JSON as its
// raw text with its error, and comes back as the same error and text.
func TestJSONRawRecord(t *testing.T) {
	src := "\n[Game \"YINSH\"]\n\n1. e5 2. f6)\n\n\n"
	_, errs, _ := text.ReadAll(strings.NewReader(src), "t.txt")
	if len(errs) != 1 || errs[0].Raw != src {
		t.Fatalf("errors %v, want one with the record's text as Raw", errs)
	}
	var b bytes.Buffer
	jw := NewWriter(&b, Detail{})
	if err := jw.WriteJSON(RawToJSON(errs[0], "YINSH")); err != nil {
		t.Fatal(err)
	}
	jw.Close()
	_, back := fromJSONDoc(t, b.Bytes())
	var perr *notation.Error
	if len(back) != 1 || !errors.As(back[0], &perr) {
		t.Fatalf("read back %v, want the record's error", back)
	}
	want := "[Game \"YINSH\"]\n\n1. e5 2. f6)"
	if perr.Raw != want || perr.Game != "YINSH" || perr.Msg != errs[0].Msg || perr.Pos.String() != "t.txt:4:12" || perr.Record != 1 {
		t.Errorf("read back %v (record %d) raw %q, want t.txt:4:12: %s and raw %q", perr, perr.Record, perr.Raw, errs[0].Msg, want)
	}
}

// readAnnotated reads the records of the text format's
// testdata/annotated.txt, which must all read without error.
func readAnnotated(t *testing.T) []*notation.Record {
	t.Helper()
	src, err := os.ReadFile(filepath.Join("..", "text", "testdata", "annotated.txt"))
	if err != nil {
		t.Fatal(err)
	}
	recs, errs, err := text.ReadAll(bytes.NewReader(src), "annotated.txt")
	if err != nil || len(errs) > 0 {
		t.Fatal(err, errs)
	}
	return recs
}

// TestJSONMessagesInJSONTerms: what the readers say of malformed records
// names JSON paths and types, never Go's: not the decoder's "Go struct
// field Record.moves of type jsonform.Line", nor a function.
func TestJSONMessagesInJSONTerms(t *testing.T) {
	turn := func(s string) string {
		return `{"game":"YINSH","tags":[],"moves":{"turns":[` + s + `]}}`
	}
	for _, c := range []struct{ rec, want string }{
		{turn(`{"number":1.0,"text":"e5"}`), "at /moves/turns/0/number: expected an integer"},
		{turn(`{"text":"e5"},{"number":1e30,"text":"f6"}`), "at /moves/turns/1/number: expected an integer"},
		{turn(`{"number":99999999999999999999,"text":"e5"}`), "got 99999999999999999999"},
		{turn(`{"text":"e5","nags":[3.0]}`), "at /moves/turns/0/nags/0"},
		{turn(`{"text":"e5","variations":[{"turns":[{"text":"f6","number":2e0}]}]}`), "at /moves/turns/0/variations/0/turns/0/number"},
		{`{"game":"YINSH","raw":"x","error":{"file":"f","line":1e30,"column":1,"message":"m"}}`, "at /error/line"},
		{`{"game":"YINSH","tags":[],"moves":"e5"}`, "at /moves: expected object, but got string"},
		{`{"game":"YINSH","tags":{},"moves":{"turns":[]}}`, "at /tags: expected array"},
		{turn(`{"text":5}`), "at /moves/turns/0/text: expected string"},
		{turn(`{"text":"e5","move":[]}`), "at /moves/turns/0/move: expected object"},
		{turn(`{"text":"e5",}`), "invalid character '}'"},
		{`{"game":["YINSH"],"tags":[],"moves":{"turns":[]}}`, "at /game: expected string"},
		{`["x"]`, "at /: expected object"},
	} {
		for _, lines := range []bool{false, true} {
			var errs []error
			if lines {
				_, errs = readEvery(NewLinesReader(strings.NewReader(c.rec), "t.ndjson"))
			} else {
				_, errs = fromJSONDoc(t, []byte(`{"records": [`+c.rec+`]}`))
			}
			if len(errs) != 1 || !strings.Contains(errs[0].Error(), c.want) {
				t.Errorf("%s (lines %v): errors %v, want one saying %q", c.rec, lines, errs, c.want)
				continue
			}
			for _, goWord := range []string{"Go struct", "Go value", "jsonform.", "strconv.", "interface", "json: "} {
				if strings.Contains(errs[0].Error(), goWord) {
					t.Errorf("%s (lines %v): %v names Go (%q)", c.rec, lines, errs[0], goWord)
				}
			}
		}
	}
}

// TestJSONWriteUnread: a record that could not be read, from any format,
// is written as its text and error, valid against the schema; one whose
// text was not kept (over the size limit) has no JSON form and is
// refused, the document staying valid.
func TestJSONWriteUnread(t *testing.T) {
	line := "startpos moves z9z9"
	readErr := &notation.Error{Pos: notation.Pos{File: "log.jfen", Line: 250, Column: 16}, Record: 250, Msg: "cannot read the move", Raw: line}
	tooLong := &notation.Error{Pos: notation.Pos{File: "big.jungle", Line: 1, Column: 1}, Record: 2, Code: notation.CodeTooLong, Msg: "longer than 1 MiB"}
	for _, lines := range []bool{false, true} {
		var b bytes.Buffer
		jw := NewWriter(&b, Detail{})
		if lines {
			jw = NewLinesWriter(&b, Detail{})
		}
		if _, err := jw.Write(notation.Entry{Raw: line, Err: readErr, GameName: "Jungle", From: "jfen"}); err != nil {
			t.Fatalf("a jfen line: %v", err)
		}
		_, err := jw.Write(notation.Entry{Err: tooLong, GameName: "Jungle", From: "text"})
		var refused *notation.Error
		if !errors.As(err, &refused) || refused.Code != notation.CodeRefused || refused.Record != 2 {
			t.Errorf("a record without text: %v, want it refused", err)
		}
		jw.Close()
		doc := b.Bytes()
		if lines {
			doc = []byte(`{"records": [` + strings.TrimSpace(b.String()) + `]}`)
		}
		_, back := fromJSONDoc(t, doc)
		var perr *notation.Error
		if len(back) != 1 || !errors.As(back[0], &perr) || perr.Raw != line || perr.Record != 1 {
			t.Errorf("lines %v: read back %v, want the jfen line's error alone", lines, back)
		}
	}
}

// TestJSONTagLineBreak: a record whose tag value holds a line break (a
// raw CR, which the text reader keeps; a line feed, from another format;
// JSON holds a tag's value on one line) is refused at that tag, in a
// document and in JSON lines alike, and the records around it are
// written, the document valid.
func TestJSONTagLineBreak(t *testing.T) {
	recs, errs, err := text.ReadAll(strings.NewReader("[Game \"YINSH\"]\n\n1. e5 *\n\n[Game \"YINSH\"]\n[Event \"a\rb\"]\n\n1. e5 *\n\n[Game \"YINSH\"]\n[Site \"c\"]\n\n1. e5 *\n"), "nl.yinsh")
	if err != nil || len(errs) != 0 || len(recs) != 3 || recs[1].Tags[1].Value != "a\rb" {
		t.Fatalf("read %d records (%v, %v)", len(recs), errs, err)
	}
	recs[2].Tags[1].Value = "c\nd"
	for _, lines := range []bool{false, true} {
		var b bytes.Buffer
		jw := NewWriter(&b, Detail{})
		if lines {
			jw = NewLinesWriter(&b, Detail{})
		}
		for i, r := range recs {
			_, err := jw.Write(notation.Entry{Record: r, GameName: "YINSH"})
			var refused *notation.Error
			switch {
			case i == 0 && err != nil:
				t.Errorf("lines %v, record 1: %v", lines, err)
			case i > 0 && (!errors.As(err, &refused) || refused.Code != notation.CodeRefused || refused.Pos != r.Tags[1].Pos || !strings.Contains(refused.Msg, r.Tags[1].Name+" tag")):
				t.Errorf("lines %v, record %d: %v, want it refused at its tag, %v", lines, i+1, err, r.Tags[1].Pos)
			}
		}
		jw.Close()
		doc := b.Bytes()
		if lines {
			doc = []byte(`{"records": [` + strings.TrimSpace(b.String()) + `]}`)
		}
		if back, errs := fromJSONDoc(t, doc); len(back) != 1 || len(errs) != 0 {
			t.Errorf("lines %v: read back %d records (%v), want the first alone", lines, len(back), errs)
		}
	}
}

// TestJSONTooDeep: a record whose arrays and objects nest deeper than
// JSON decoders go is refused in a player's words, at the bracket that goes
// too deep, in a document and in JSON lines alike; the records after it
// are read.
func TestJSONTooDeep(t *testing.T) {
	good := `{"game":"YINSH","tags":[],"moves":{"turns":[{"text":"e5"}]}}`
	head := `{"game":"YINSH","tags":[],"moves":{"turns":[{"text":"e5","move":`
	deep := head + strings.Repeat("[", maxDepth) + strings.Repeat("]", maxDepth) + `}]}}`
	column := len(head) + maxDepth - 4 + 1 // four levels hold the move
	for _, lines := range []bool{false, true} {
		var recs []*notation.Record
		var errs []error
		if lines {
			recs, errs = readEvery(NewLinesReader(strings.NewReader(deep+"\n"+good+"\n"), "t.ndjson"))
		} else {
			recs, errs = fromJSONDoc(t, []byte("{\"records\": [\n"+deep+",\n"+good+"]}"))
		}
		var perr *notation.Error
		if len(recs) != 1 || len(errs) != 1 || !errors.As(errs[0], &perr) {
			t.Fatalf("lines %v: %d records, errors %v", lines, len(recs), errs)
		}
		if perr.Pos.Line != 2-btoi(lines) || perr.Pos.Column != column || perr.Record != 1 || strings.Contains(perr.Msg, "exceeded") ||
			!strings.Contains(perr.Msg, "nests arrays and objects more than 10000 deep here") {
			t.Errorf("lines %v: %v (record %d), want it at line %d, column %d", lines, perr, perr.Record, 2-btoi(lines), column)
		}
	}
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}
