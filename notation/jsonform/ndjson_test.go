package jsonform

import (
	"bytes"
	"errors"
	"io"
	"reflect"
	"strings"
	"testing"

	"github.com/arbiter-games/arbiter/internal/scratch"
	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/notation/text"
)

// toJSONLines writes records as JSON lines.
func toJSONLines(t testing.TB, recs []*notation.Record) []byte {
	var b bytes.Buffer
	writeJSON(t, NewLinesWriter(&b, Detail{}), recs)
	return b.Bytes()
}

// fromJSONLines reads every record of JSON lines; every error must be an
// *Error.
func fromJSONLines(t testing.TB, src []byte) ([]*notation.Record, []*notation.Error) {
	recs, errs := readEvery(NewLinesReader(bytes.NewReader(src), "lines.ndjson"))
	perrs := make([]*notation.Error, len(errs))
	for i, err := range errs {
		if !errors.As(err, &perrs[i]) {
			t.Fatalf("not an *Error: %v", err)
		}
	}
	return recs, perrs
}

// TestJSONLinesRoundTrip: text → JSON lines → text gives the canonical
// text back, one record a line.
func TestJSONLinesRoundTrip(t *testing.T) {
	recs := readAnnotated(t)
	var want, got bytes.Buffer
	text.WriteAll(&want, recs)
	lines := toJSONLines(t, recs)
	if n := bytes.Count(lines, []byte("\n")); n != len(recs) {
		t.Fatalf("%d lines for %d records", n, len(recs))
	}
	back, errs := fromJSONLines(t, lines)
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	text.WriteAll(&got, back)
	if got.String() != want.String() {
		t.Errorf("text → JSON lines → text differs:\n%s\n---\n%s", want.String(), got.String())
	}
}

// TestJSONLinesErrors: blank lines, a byte-order mark and CRLF are read;
// a line that is no record, or too long, is an error at its line and the
// next lines are read.
func TestJSONLinesErrors(t *testing.T) {
	good := `{"game":"YINSH","tags":[],"moves":{"turns":[{"text":"e5"}]}}`
	src := "\ufeff" + good + "\r\n\n" + `{"game":"YINSH","tags":[` + "\n" + `{"game":"YINSH","moves":{}}` + "\n" +
		`{"game":"YINSH","tags":[],"moves":{"turns":[{"text":"` + strings.Repeat("e", notation.MaxRecordSize) + `"}]}}` + "\n" + good
	recs, errs := fromJSONLines(t, []byte(src))
	if len(recs) != 2 || len(errs) != 3 {
		t.Fatalf("%d records, errors %v", len(recs), errs)
	}
	for i, want := range []struct {
		line   int
		record int
		msg    string
		game   string // the game the record's JSON names before it breaks
	}{{3, 2, "record JSON: unexpected end of JSON input", "YINSH"}, {4, 3, "missing properties: 'tags'", "YINSH"}, {5, 4, "this record is longer than 1 MiB", ""}} {
		e := errs[i]
		if e.Pos.Line != want.line || e.Record != want.record || !strings.Contains(e.Msg, want.msg) || e.Game != want.game {
			t.Errorf("error %d: %v (record %d, game %q), want line %d, record %d, %q, game %q", i, e, e.Record, e.Game, want.line, want.record, want.msg, want.game)
		}
	}
	if recs[1].Number != 5 || errs[0].Raw != `{"game":"YINSH","tags":[` {
		t.Errorf("the last record is number %d; the broken line kept as %q", recs[1].Number, errs[0].Raw)
	}
}

// FuzzJSONLinesReader: no input panics the reader; what it reads is
// placed in the input, writes back and reads the same.
func FuzzJSONLinesReader(f *testing.F) {
	f.Add([]byte(`{"game":"YINSH","tags":[{"name":"A","value":"b"}],"moves":{"turns":[{"number":1,"text":"e5","after":[{"text":"x"}],"variations":[{"turns":[]}]}]},"result":"*"}` + "\n"))
	f.Add([]byte("\n\n{}\n[]\n"))
	f.Add([]byte(`{"game":"YINSH","raw":"[Game \"YINSH\"]\n\n1. e5)","error":{"file":"a.yinsh","line":3,"column":6,"message":"')' closes no variation"}}`))
	placed, _ := unmark(f, placedLine())
	f.Add([]byte(notation.BOM + " " + placed + "\r\n" + placed))
	f.Fuzz(func(t *testing.T, src []byte) {
		recs, _ := fromJSONLines(t, src)
		checkPlacesInFile(t, recs, src)
		if len(recs) == 0 {
			return
		}
		var want, got bytes.Buffer
		text.WriteAll(&want, recs)
		back, errs := fromJSONLines(t, toJSONLines(t, recs))
		if len(errs) > 0 {
			t.Fatalf("records read do not read back: %v", errs)
		}
		text.WriteAll(&got, back)
		if got.String() != want.String() {
			t.Fatalf("records change on the way through JSON lines:\n%s\n---\n%s", want.String(), got.String())
		}
	})
}

// TestJSONLinesNothingStale: records read one after another (their turns
// decoded into one list kept between them) take nothing of the records
// before: a long annotated record, a short one, then a long plain one.
func TestJSONLinesNothingStale(t *testing.T) {
	lines := `{"game":"x","tags":[],"moves":{"turns":[{"number":1,"text":"a1"},{"text":"b1"},{"text":"c1","suffix":"!","nags":[3],"after":[{"text":"c"}],"variations":[{"turns":[{"text":"d1"}]}]}]}}
{"game":"x","tags":[],"moves":{"turns":[{"text":"e1"}]}}
{"game":"x","tags":[],"moves":{"turns":[{"text":"f1"},{"text":"g1"},{"text":"h1"}]}}
`
	recs, errs := fromJSONLines(t, []byte(lines))
	if len(errs) > 0 || len(recs) != 3 {
		t.Fatalf("%d records, errors %v", len(recs), errs)
	}
	var got []string
	for _, rec := range recs {
		var b bytes.Buffer
		text.WriteAll(&b, []*notation.Record{rec})
		got = append(got, strings.TrimSpace(b.String()))
	}
	want := []string{"1. a1 b1 c1! $3 {c} (d1) *", "e1 *", "f1 g1 h1 *"}
	for i := range want {
		if !strings.HasSuffix(got[i], want[i]) {
			t.Errorf("record %d: %q, want it to end %q", i+1, got[i], want[i])
		}
	}
}

// TestJSONLinesCount: the count of a chunk's records (notation.Chunking's
// Count) is the number of records its reader gives: blank lines, white
// space, byte-order marks, lines too long, a last line without its end.
func TestJSONLinesCount(t *testing.T) {
	long := "{\"game\":\"" + strings.Repeat("x", notation.MaxRecordSize) + "\"}\n"
	for _, c := range []struct {
		name, text string
		at         int // the chunk's offset in its file
		want       int
	}{
		{"empty", "", 0, 0},
		{"blank", "\n\n \t\r\n", 0, 0},
		{"lines", "{}\n{\"game\":\"YINSH\"}\r\n\n  {bad\n", 0, 3},
		{"marks at the start", "\ufeff\ufeff{}\n{}\n", 0, 2},
		{"a mark later", "\ufeff\n{}\n", 40, 2},
		{"too long", "{}\n" + long + "{}\n", 0, 3},
		{"no last line end", "{}\n{}", 0, 2},
	} {
		start := notation.Pos{Line: 1, Column: 1, Offset: c.at}
		jr := linesChunks.NewReader(strings.NewReader(c.text), start)
		read := 0
		for {
			if _, err := jr.Next(); err != nil {
				break
			}
			read++
		}
		if got := linesChunks.Count([]byte(c.text), start); got != c.want || read != c.want {
			t.Errorf("%s: counted %d, read %d, want %d", c.name, got, read, c.want)
		}
	}
}

// TestPreparedAsWritten: records prepared many at once, each holding its
// JSON until it is written, then written in order, give what writing them
// one by one gives; so do the same records prepared again, their JSON
// forms built in reused memory (a record without tags or turns keeps its
// empty lists).
func TestPreparedAsWritten(t *testing.T) {
	recs, errs := fromJSONLines(t, []byte(`{"game":"x","tags":[{"name":"A","value":"b"},{"name":"C","value":"d"}],"moves":{"turns":[{"number":1,"text":"a1"},{"text":"b1","suffix":"!"}]},"result":"*"}
{"game":"x","tags":[],"moves":{"turns":[]}}
{"game":"x","tags":[{"name":"E","value":"f"}],"moves":{"turns":[{"text":"c1","after":[{"text":"c"}],"variations":[{"turns":[{"text":"d1"}]}]}]}}
`))
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	for _, tt := range []struct {
		newWriter func(io.Writer, Detail) *Writer
		empty     string // the record without tags or turns
	}{{NewLinesWriter, `{"game":"YINSH","tags":[],"moves":{"turns":[]}}`}, {NewWriter, `"turns": []`}} {
		var want, got bytes.Buffer
		writeJSON(t, tt.newWriter(&want, Detail{}), append(recs, recs...))
		jw := tt.newWriter(&got, Detail{})
		var rest []func() (notation.Written, error)
		for range 2 {
			for _, rec := range recs {
				rest = append(rest, jw.Prepare(notation.Entry{Record: rec, GameName: "YINSH"}))
			}
		}
		for _, write := range rest {
			if _, err := write(); err != nil {
				t.Fatal(err)
			}
		}
		if err := jw.Close(); err != nil {
			t.Fatal(err)
		}
		if got.String() != want.String() || !strings.Contains(got.String(), tt.empty) {
			t.Errorf("prepared:\n%s\nwritten:\n%s", got.String(), want.String())
		}
	}
}

// TestToJSONInScratch: a record's JSON form built in scratch memory, new
// or reused, is the one built in fresh memory, empty lists and all.
func TestToJSONInScratch(t *testing.T) {
	recs, errs := fromJSONLines(t, []byte(`{"game":"x","tags":[],"moves":{"turns":[]}}
{"game":"x","tags":[{"name":"E","value":"f"}],"moves":{"turns":[{"text":"c1","after":[{"text":"c"}],"variations":[{"turns":[{"text":"d1"}]}]}]}}
{"game":"x","tags":[],"moves":{"turns":[]}}
`))
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	var s scratch.Scratch
	for i, rec := range recs {
		e := notation.Entry{Record: rec, GameName: "YINSH"}
		want, _ := ToJSON(e, Detail{})
		got, err := toJSON(e, Detail{}, &s)
		if err != nil || !reflect.DeepEqual(got, want) {
			t.Errorf("record %d: %#v (%v), want %#v", i+1, got, err, want)
		}
		s.Reset()
	}
}

// TestParsedInScratch: records parsed in scratch memory, reused from
// batch to batch, are those parsed in fresh memory: nothing of a record
// before (its tags, turns, numbers) stays in a record after.
func TestParsedInScratch(t *testing.T) {
	src := []byte(`{"game":"x","tags":[{"name":"A","value":"b"},{"name":"C","value":"d"}],"moves":{"turns":[{"number":1,"text":"a1"},{"text":"b1","suffix":"!","nags":[3]}]},"result":"*"}
{"game":"x","tags":[],"moves":{"turns":[{"text":"e1"}]}}
{"game":"x","tags":[],"moves":{"turns":[{"text":"c1","after":[{"text":"c"}],"variations":[{"turns":[{"number":7,"text":"d1"}]}]}]}}
{"game":"x","tags":[{"name":"E","value":"f"}],"moves":{"turns":[{"text":"f1"},{"text":"g1"},{"text":"h1"}]}}
`)
	want, errs := fromJSONLines(t, src)
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	var s scratch.Scratch
	rd := NewLinesReader(bytes.NewReader(src), "lines.ndjson")
	for i := range want {
		u, err := rd.Next()
		if err != nil {
			t.Fatal(err)
		}
		s.Reset() // a batch of one record
		got, err := u.(*jsonText).ParseIn(&s)
		if err != nil {
			t.Fatal(err)
		}
		var g, w bytes.Buffer
		text.WriteAll(&g, []*notation.Record{got})
		text.WriteAll(&w, []*notation.Record{want[i]})
		if g.String() != w.String() || !reflect.DeepEqual(got.Tags, want[i].Tags) {
			t.Errorf("record %d parsed in scratch:\n%s%v\nwant\n%s%v", i+1, g.String(), got.Tags, w.String(), want[i].Tags)
		}
	}
}

// TestBlocksKeep: records' JSON kept in blocks are copies, each its own
// (appending to one writes over no other), those that fit sharing a block,
// a large one that does not copied alone.
func TestBlocksKeep(t *testing.T) {
	var b blocks
	records := [][]byte{[]byte("ab"), bytes.Repeat([]byte("x"), blockSize/4+1), []byte("cd"), bytes.Repeat([]byte("y"), blockSize), []byte("ef")}
	var kept [][]byte
	for _, r := range records {
		kept = append(kept, b.keep(r))
	}
	for i, k := range kept {
		if !bytes.Equal(k, records[i]) || &k[0] == &records[i][0] || cap(k) != len(k) {
			t.Errorf("record %d: kept %.10q… (cap %d), not a copy of its own", i+1, k, cap(k))
		}
	}
	if want := bytes.Join([][]byte{records[0], records[1], records[2], records[4]}, nil); !bytes.Equal(b, want) {
		t.Errorf("the records that fit are not kept in one block: %.20q…", b)
	}
}
