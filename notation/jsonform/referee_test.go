package jsonform_test

import (
	"bytes"
	"fmt"
	"regexp"
	"runtime"
	"strings"
	"testing"

	"github.com/arbiter-games/arbiter/notation"
	_ "github.com/arbiter-games/arbiter/notation/all"
	"github.com/arbiter-games/arbiter/notation/jsonform"
	"github.com/arbiter-games/arbiter/notation/text"
	"github.com/arbiter-games/arbiter/referee"
)

// readAll reads every record of a records document (lines false) or of
// JSON lines: the records and the *Errors.
func readAll(t testing.TB, src []byte, lines bool) ([]*notation.Record, []*notation.Error) {
	t.Helper()
	var r notation.Reader = jsonform.NewReader(bytes.NewReader(src), "doc.json")
	if lines {
		r = jsonform.NewLinesReader(bytes.NewReader(src), "doc.json")
	}
	recs, errs, err := notation.ReadAll(r)
	if err != nil {
		t.Fatal(err)
	}
	return recs, errs
}

// oneLine gives an indented record on one line (its strings hold no line
// breaks).
func oneLine(rec string) string {
	return regexp.MustCompile(`\n *`).ReplaceAllString(rec, "")
}

// The records of TestJSONDiagnosticsPlaced, marked where the referee must
// place its errors: a bad Position tag (⟨1⟩), a wrong turn number (⟨2⟩)
// and an illegal turn, on a point taken (⟨3⟩), after Korean text on its
// line.
const (
	badTag = `{
  "game": "YINSH",
  "tags": [
    {"name": "White", "value": "김민지"}, ⟨1⟩{"name": "Position", "value": "nonsense"}
  ],
  "moves": {"turns": [{"number": 1, "text": "e5"}]}
}`
	badTurns = `{
  "game": "YINSH",
  "tags": [{"name": "White", "value": "김민지"}],
  "moves": {"turns": [
    {"text": "e5", "number": 1}, {"number": ⟨2⟩7, "text": "f6"},
    {"after": [{"text": "김민지"}], "text": ⟨3⟩"e5"}
  ]}
}`
)

// TestJSONDiagnosticsPlaced: the referee's errors on records read from
// JSON, a records document or JSON lines, are placed at the tag, the turn
// number and the turn's text in the file, line and column (characters).
func TestJSONDiagnosticsPlaced(t *testing.T) {
	for _, c := range []struct {
		name   string
		lines  bool
		layout func(recs ...string) string
	}{
		{"document", false, func(recs ...string) string { return "{\"records\": [\n" + strings.Join(recs, ",\n") + "\n]}\n" }},
		{"lines", true, func(recs ...string) string {
			for i, r := range recs {
				recs[i] = oneLine(r)
			}
			return strings.Join(recs, "\n") + "\n"
		}},
	} {
		t.Run(c.name, func(t *testing.T) {
			src, at := jsonform.Unmark(t, c.layout(badTag, badTurns))
			recs, errs := readAll(t, []byte(src), c.lines)
			if len(errs) > 0 || len(recs) != 2 {
				t.Fatalf("%d records, errors %v", len(recs), errs)
			}
			var got []string
			for _, rec := range recs {
				for _, d := range referee.Check(rec, referee.Options{}).Diagnostics {
					if d.Severity == referee.Error {
						got = append(got, d.String())
					}
				}
			}
			if len(got) != len(at) {
				t.Fatalf("diagnostics:\n%s\nwant %d", strings.Join(got, "\n"), len(at))
			}
			for k, d := range got {
				if want := jsonform.PlaceOf("doc.json", []byte(src), at[k+1]).String() + ": error: "; !strings.HasPrefix(d, want) {
					t.Errorf("diagnostic %d: %s\nwant it at %s", k+1, d, want)
				}
			}
		})
	}
}

// TestJSONGameMismatch: a record whose "game" and Game tag name two games
// is an error at the record, kept as written; names of one game, or a
// record whose "game" is unknown, are not.
func TestJSONGameMismatch(t *testing.T) {
	record := func(game, tag string) string {
		return fmt.Sprintf(`{"game":%q,"tags":[{"name":"Game","value":%q}],"moves":{"turns":[{"text":"e5"}]}}`, game, tag)
	}
	bad := record("Jungle", "YINSH")
	for _, lines := range []bool{false, true} {
		src := "  " + bad + "\n" + record("yinsh", "YINSH") + "\n" + record(jsonform.UnknownGame, "YINSH") + "\n"
		if !lines {
			src = "{\"records\": [\n" + strings.ReplaceAll(strings.TrimSuffix(src, "\n"), "\n", ",\n") + "]}"
		}
		recs, errs := readAll(t, []byte(src), lines)
		if len(recs) != 2 || len(errs) != 1 {
			t.Fatalf("lines %v: %d records, errors %v", lines, len(recs), errs)
		}
		e := errs[0]
		if e.Code != notation.CodeGameMismatch || e.Record != 1 || e.Raw != bad || !strings.Contains(e.Msg, `"Jungle"`) || e.Pos.Line != 1+btoi(!lines) || e.Pos.Column != 3 {
			t.Errorf("lines %v: error %v (code %s, record %d, raw %q), want %s on record 1 at its start", lines, e, e.Code, e.Record, e.Raw, notation.CodeGameMismatch)
		}
	}
}

// TestJSONBrokenKeepsGame: a record kept unread names the game its
// "game" does, where its JSON could be decoded (it breaks its schema, or
// names two games), or where its JSON breaks after its "game" (a line cut
// short), so that written again it keeps it; none where its JSON breaks
// before, or its game is the unknown one.
func TestJSONBrokenKeepsGame(t *testing.T) {
	for _, c := range []struct{ line, game string }{
		{`{"game":"YINSH","tags":[{"name":"Site","value":"서울\n클럽"}],"moves":{"turns":[]}}`, "YINSH"},
		{`{"game":"Jungle","tags":[{"name":"Game","value":"YINSH"}],"moves":{"turns":[]}}`, "Jungle"},
		{`{"game":"Ingenious","tags":[],"moves":{"turns":[{"number":0,"text":"x"}]}}`, "Ingenious"},
		{`{"game":"unknown","tags":[{"name":"Site","value":"a\nb"}],"moves":{"turns":[]}}`, ""},
		{`{"game":"YINSH",`, "YINSH"},
		{`{"game":"Jungle","tags":[{"name":"Event","value":"Seoul`, "Jungle"},
		{`{"tags":[}],"game":"YINSH"}`, ""},
		{`{"game":"YIN`, ""},
	} {
		_, errs := readAll(t, []byte(c.line+"\n"), true)
		if len(errs) != 1 || errs[0].Game != c.game || errs[0].Raw != c.line {
			t.Errorf("%s: errors %v, want one kept unread naming the game %q", c.line, errs, c.game)
		}
	}
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

// TestJSONUnknownGame: a record whose game Arbiter does not know, named by
// its "game" alone or with its Game tag, reads with that game, and the
// referee reports it: it never passes as a record without errors.
func TestJSONUnknownGame(t *testing.T) {
	src := `{"game":"Chess","tags":[],"moves":{"turns":[{"text":"e4"}]}}
{"game":"Chess","tags":[{"name":"Game","value":"Chess"}],"moves":{"turns":[{"text":"e4"}]}}
{"game":"unknown","tags":[{"name":"Game","value":"Chess"}],"moves":{"turns":[{"text":"e4"}]}}
`
	recs, errs := readAll(t, []byte(src), true)
	if len(recs) != 3 || len(errs) > 0 {
		t.Fatalf("%d records, errors %v", len(recs), errs)
	}
	for _, rec := range recs {
		rep := referee.Check(rec, referee.Options{Game: "YINSH"})
		if rec.GameName() != "Chess" || rep.Errors() == 0 || rep.Diagnostics[0].Code != referee.CodeUnknownGame {
			t.Errorf("record %d: game %q, diagnostics %v; want Chess, unknown", rec.Number, rec.GameName(), rep.Diagnostics)
		}
	}
	if got := jsonform.FromJSON(jsonform.Record{Game: "Chess"}, "f.json").Game; got != "Chess" {
		t.Errorf("FromJSON gives the game %q, want Chess", got)
	}
	if got := jsonform.FromJSON(jsonform.Record{Game: jsonform.UnknownGame}, "f.json").Game; got != "" {
		t.Errorf("FromJSON gives the game %q for %s, want none", got, jsonform.UnknownGame)
	}
}

// deepEntry is a YINSH record whose turn has a variation, whose turn has
// one, and so on depth deep, refereed: each turn carries its structured
// move.
func deepEntry(t testing.TB, depth int) notation.Entry {
	src := `[Game "YINSH"]` + "\n\n1. e5 " + strings.Repeat("(1. f6 ", depth) + strings.Repeat(")", depth) + " *\n"
	rec, err := text.Parse(src, notation.Pos{File: "deep.yinsh"})
	if err != nil {
		t.Fatal(err)
	}
	rep := referee.Check(rec, referee.Options{})
	if rep.Errors() > 0 {
		t.Fatal(rep.Diagnostics)
	}
	return rep.Entry(referee.KeepNumbering)
}

// writeDeep writes an entry as a records document or JSON lines.
func writeDeep(t testing.TB, e notation.Entry, lines bool) []byte {
	var b bytes.Buffer
	w := jsonform.NewWriter(&b, jsonform.Detail{Moves: true})
	if lines {
		w = jsonform.NewLinesWriter(&b, jsonform.Detail{Moves: true})
	}
	if _, err := w.Write(e); err != nil {
		t.Fatal(err)
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// allocated gives the bytes f allocates.
func allocated(f func()) uint64 {
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	f()
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}

// TestJSONDeepLinear: writing records nested 100, 200 and 400 variations
// deep as a records document or JSON lines, and reading them back, costs
// memory in proportion to the depth, not to its square (it was 1.5 GB at
// 1000 deep, indented).
func TestJSONDeepLinear(t *testing.T) {
	for _, lines := range []bool{false, true} {
		var used, size []int
		for _, depth := range []int{100, 200, 400} {
			e := deepEntry(t, depth)
			writeDeep(t, e, lines) // the schemas compiled, the turns met once
			var doc []byte
			used = append(used, int(allocated(func() {
				doc = writeDeep(t, e, lines)
				if recs, errs := readAll(t, doc, lines); len(recs) != 1 || len(errs) > 0 {
					t.Fatalf("depth %d: %d records, errors %v", depth, len(recs), errs)
				}
			})))
			size = append(size, len(doc))
		}
		t.Logf("lines %v: %v bytes allocated and %v written", lines, used, size)
		if used[1] > 3*used[0] || used[2] > 6*used[0] || size[2] > 6*size[0] {
			t.Errorf("lines %v: %v bytes allocated and %v written for 100, 200 and 400 deep", lines, used, size)
		}
	}
}

// BenchmarkJSONDeep: `arbiter convert --to json` of a record nested 1000
// variations deep (the most a text record may nest), each turn with its
// structured move, then reading it back.
func BenchmarkJSONDeep(b *testing.B) {
	e := deepEntry(b, 1000)
	b.ReportAllocs()
	for b.Loop() {
		doc := writeDeep(b, e, false)
		if recs, errs := readAll(b, doc, false); len(recs) != 1 || len(errs) > 0 {
			b.Fatalf("%d records, errors %v", len(recs), errs)
		}
	}
}
