package jsonform

import (
	"bytes"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/arbiter-games/arbiter/notation"
)

// placedRecord is a record's JSON with its parts marked where their
// places must be: ⟨k⟩ before the k-th part in the order of parts (tags,
// then the main line: its trailing comments, then each turn's comments
// before, number, text, comments after and variations, then the result).
// Keys stand in no set order, strings hold brackets, quotes and escapes,
// a key is written with an escape, text before a part on its line is
// Korean (a character a column, three bytes), and turns are written as
// Writer writes them in JSON lines, or nearly.
const placedRecord = `{
  "result": ⟨19⟩"*",
  "moves": {
    "trailing": [⟨3⟩{"text": "끝 ] [%mark e5]"}],
    "turns": [
      {
        "after": [⟨7⟩{"text": "x \" ] {[ \\ y"}, ⟨8⟩{"commands": [{"name": "mark", "args": ["e5"]}], "text": "[%mark e5]"}],
        "variations": [{"turns": [{"text": ⟨10⟩"f6", "number": ⟨9⟩1}, {"text": ⟨12⟩"g7", "before": [⟨11⟩{"text": "{"}]}]}],
        "text": ⟨6⟩"e5",
        "number": ⟨5⟩1,
        "before": [⟨4⟩{"text": "시작"}]
      },
      {"t\u0065xt": ⟨13⟩"f6", "nags": [1, 2]},
      {"number":⟨14⟩2,"text":⟨15⟩"g7","suffix":"!"},
      {"text":⟨16⟩"h8"},
      {"number":⟨17⟩3,"text":⟨18⟩"i9"}
    ]
  },
  "tags": [⟨1⟩{"name": "White", "value": "김민지 ]}"},  ⟨2⟩{"value": "YINSH", "name": "Game"}],
  "game": "YINSH"
}`

// placedLine is placedRecord on one line.
func placedLine() string {
	return strings.ReplaceAll(regexp.MustCompile(`\n *`).ReplaceAllString(placedRecord, ""), "},  ⟨2⟩", "},⟨2⟩")
}

// marker is a part's mark in placedRecord.
var marker = regexp.MustCompile(`⟨(\d+)⟩`)

// unmark gives a document without its marks, and the offset of each
// mark in it, by number.
func unmark(t testing.TB, marked string) (string, map[int]int) {
	t.Helper()
	var doc strings.Builder
	at := map[int]int{}
	last := 0
	for _, m := range marker.FindAllStringSubmatchIndex(marked, -1) {
		doc.WriteString(marked[last:m[0]])
		k, _ := strconv.Atoi(marked[m[2]:m[3]])
		at[k] = doc.Len()
		last = m[1]
	}
	doc.WriteString(marked[last:])
	return doc.String(), at
}

// placesOf lists the places of a record's parts in the order of
// placedRecord's marks.
func placesOf(rec *notation.Record) []notation.Pos {
	var out []notation.Pos
	for _, tag := range rec.Tags {
		out = append(out, tag.Pos)
	}
	out = linePlaces(out, rec.Moves)
	return append(out, rec.ResultPos)
}

func linePlaces(out []notation.Pos, l notation.Line) []notation.Pos {
	out = commentPlaces(out, l.Trailing)
	for _, t := range l.Turns {
		out = commentPlaces(out, t.Before)
		if t.Number != nil {
			out = append(out, t.Number.Pos)
		}
		out = append(out, t.Pos)
		out = commentPlaces(out, t.After)
		for _, v := range t.Variations {
			out = linePlaces(out, v)
		}
	}
	return out
}

func commentPlaces(out []notation.Pos, cs []notation.Comment) []notation.Pos {
	for _, c := range cs {
		out = append(out, c.Pos)
	}
	return out
}

// placeOf is the place of a byte offset of a file: columns count
// characters as notation.Advance does, and a byte-order mark that starts
// the file takes none.
func placeOf(file string, src []byte, off int) notation.Pos {
	bom := 0
	if bytes.HasPrefix(src, []byte(notation.BOM)) {
		bom = len(notation.BOM)
	}
	line, col := notation.Advance(1, 1, src[min(bom, off):off])
	return notation.Pos{File: file, Offset: off, Line: line, Column: col}
}

// checkPlaced wants the parts of a record read at the marks.
func checkPlaced(t *testing.T, rec *notation.Record, src []byte, at map[int]int, base int) {
	t.Helper()
	got := placesOf(rec)
	if len(got) != len(at) {
		t.Fatalf("%d parts placed, want %d", len(got), len(at))
	}
	for k, p := range got {
		if want := placeOf(p.File, src, base+at[k+1]); p != want {
			t.Errorf("part %d: placed at %+v, want %+v (%q)", k+1, p, want, src[want.Offset:min(want.Offset+8, len(src))])
		}
	}
}

// TestJSONPlaces: read from a records document, indented over many lines,
// and from JSON lines (after a byte-order mark and blank space), each
// tag, turn, turn number, comment and the result are placed exactly:
// line, column in characters and byte offset.
func TestJSONPlaces(t *testing.T) {
	rec, at := unmark(t, placedRecord)
	doc := "{\"records\": [\n" + rec + ",\n  " + rec + "\n]}\n"
	recs, errs := fromJSONDoc(t, []byte(doc))
	if len(errs) > 0 || len(recs) != 2 {
		t.Fatalf("%d records, errors %v", len(recs), errs)
	}
	checkPlaced(t, recs[0], []byte(doc), at, len("{\"records\": [\n"))
	checkPlaced(t, recs[1], []byte(doc), at, len("{\"records\": [\n")+len(rec)+len(",\n  "))

	ascii := regexp.MustCompile(`[가-힣]+`).ReplaceAllString(placedLine(), "kim")
	for _, marked := range []string{placedLine(), ascii} {
		line, lineAt := unmark(t, marked)
		lines := notation.BOM + " \t" + line + "\r\n\n  " + line + "\n"
		recs, perrs := fromJSONLines(t, []byte(lines))
		if len(perrs) > 0 || len(recs) != 2 {
			t.Fatalf("%d records, errors %v", len(recs), perrs)
		}
		checkPlaced(t, recs[0], []byte(lines), lineAt, len(notation.BOM)+len(" \t"))
		checkPlaced(t, recs[1], []byte(lines), lineAt, len(notation.BOM)+len(" \t")+len(line)+len("\r\n\n  "))
		if p := recs[1].Pos; p.String() != "lines.ndjson:3:3" {
			t.Errorf("the second record is at %v, want lines.ndjson:3:3", p)
		}
	}
}

// TestJSONRecordColumns: a record that starts after other characters on
// its line is placed in characters, not bytes.
func TestJSONRecordColumns(t *testing.T) {
	good := `{"game":"YINSH","tags":[{"name":"White","value":"김민지"}],"moves":{"turns":[]}}`
	doc := `{"records": [` + good + `, ` + good + `]}`
	recs, errs := fromJSONDoc(t, []byte(doc))
	if len(errs) > 0 || len(recs) != 2 {
		t.Fatalf("%d records, errors %v", len(recs), errs)
	}
	want := fmt.Sprintf("doc.json:1:%d", len(`{"records": [`)+len([]rune(good))+len(", ")+1)
	if got := recs[1].Pos.String(); got != want {
		t.Errorf("the second record is at %s, want %s", got, want)
	}
}

// checkPlacesInFile wants every part of the records read from src placed
// in it: its offset in the file, its line and column those of the offset.
func checkPlacesInFile(t *testing.T, recs []*notation.Record, src []byte) {
	t.Helper()
	for _, rec := range recs {
		for k, p := range append(placesOf(rec), rec.Pos) {
			if p.Offset < 0 || p.Offset > len(src) || p.Line < 1 || p != placeOf(p.File, src, p.Offset) {
				t.Fatalf("record %d, part %d: placed at %+v, which is not a place of the file", rec.Number, k+1, p)
			}
		}
	}
}

// TestAdvance: advance counts lines and columns as notation.Advance does,
// over any bytes: line ends, characters of one to four bytes, bytes that
// are no UTF-8; flat tells the texts on one line, a byte a character.
func TestAdvance(t *testing.T) {
	alphabet := []byte{'a', '\n', '"', 0xC3, 0xA9, 0xE2, 0x80, 0x94, 0xF0, 0x9F, 0xFF}
	seed := uint32(1)
	for range 2000 {
		text := make([]byte, seed%41)
		for i := range text {
			seed = seed*1664525 + 1013904223
			text[i] = alphabet[seed>>24%uint32(len(alphabet))]
		}
		line, col := advance(3, 7, text)
		wantLine, wantCol := notation.Advance(3, 7, text)
		if line != wantLine || col != wantCol {
			t.Fatalf("%q: %d:%d, want %d:%d", text, line, col, wantLine, wantCol)
		}
		if ascii := !bytes.ContainsFunc(text, func(r rune) bool { return r == '\n' || r >= 0x80 }); flat(text) != ascii {
			t.Fatalf("%q: flat %v", text, !ascii)
		}
	}
}
