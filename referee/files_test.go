package referee_test

import (
	"bytes"
	"strings"
	"testing"

	"github.com/arbiter-games/arbiter/notation"
	_ "github.com/arbiter-games/arbiter/notation/all"
	"github.com/arbiter-games/arbiter/referee"
)

// stray is a byte that is not UTF-8 (Latin-1 'é'), the mark ^ stands for
// in the files below.
const stray = "\xe9"

// filesOf reads src (UTF-8 but for ^, a stray byte) in a format through
// Files: the results, and the totals.
func filesOf(t *testing.T, format, src string) ([]referee.Result, referee.Totals) {
	t.Helper()
	var results []referee.Result
	in := bytes.NewReader([]byte(strings.ReplaceAll(src, "^", stray)))
	totals, err := referee.Files(nil, referee.FileOptions{Format: format, In: in}, func(r referee.Result) error {
		results = append(results, r)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return results, totals
}

// placeOf is the place of the first ^ in src, as read from <stdin>.
func placeOf(src string) notation.Pos {
	before := src[:strings.Index(src, "^")]
	return notation.Pos{File: "<stdin>", Line: 1, Column: 1}.Advance(before)
}

// TestStrayByteInEveryFormat: in every format, a byte that is not UTF-8 in
// the second of three records fails that record alone, with one error
// (referee.CodeEncoding) at its place; the records before and after it
// are read and refereed.
func TestStrayByteInEveryFormat(t *testing.T) {
	const jsonRecord = `{"game": "YINSH", "tags": [{"name": "White", "value": "김민지"}], "moves": {"turns": [{"text": "e5"}]}}`
	const sgfGame = "(;GM[24]SU[Yinsh]P0[id \"김민지\"]\n; P0[0 Start White]\n; P0[1 place wr  E 5]\n; P0[2 Done ]\n)\n"
	for _, tc := range []struct{ format, src string }{
		{"text", "[Game \"YINSH\"]\n[White \"김민지\"]\n\n1. e5 *\n\n[Game \"YINSH\"]\n[White \"Caf^\"]\n\n1. e5 *\n\n[Game \"YINSH\"]\n\n1. e5 *\n"},
		{"json", "{\"records\": [\n" + jsonRecord + ",\n" + strings.Replace(jsonRecord, "김민지", "Caf^", 1) + ",\n" + jsonRecord + "\n]}\n"},
		{"ndjson", jsonRecord + "\n" + strings.Replace(jsonRecord, "김민지", "Caf^", 1) + "\n" + jsonRecord + "\n"},
		{"sgf", sgfGame + strings.Replace(sgfGame, "김민지", "Caf^", 1) + sgfGame},
		{"jfen", "startpos moves a3b3\n# 김민지\nstartpos moves a3b3 g9g8 ^\nstartpos moves a3b3\n"},
	} {
		t.Run(tc.format, func(t *testing.T) {
			results, totals := filesOf(t, tc.format, tc.src)
			if len(results) != 3 || totals.Records != 3 || totals.Failed != 1 || totals.Unreadable != 0 {
				t.Fatalf("%d results, totals %+v; want 3 records, 1 failed", len(results), totals)
			}
			for i, r := range results {
				if i != 1 && (r.Failed() || len(r.Encoding) > 0) {
					t.Errorf("record %d: %v", r.Number, r.Diagnostics())
				}
			}
			r := results[1]
			d := r.Diagnostics()
			if len(r.Encoding) != 1 || !r.Failed() || d[0].Code != referee.CodeEncoding || d[0].Record != 2 || d[0].Pos != placeOf(tc.src) ||
				!strings.Contains(d[0].Reason, "byte 0xE9 is not UTF-8") {
				t.Errorf("record 2: %v, want one %s error at %v", d, referee.CodeEncoding, placeOf(tc.src))
			}
		})
	}
}

// TestFaultsOutsideRecords: bytes that are not UTF-8 before the first
// record go to the first record, after the last to the last; in a file
// without records they are an error of the file, which counts as empty.
func TestFaultsOutsideRecords(t *testing.T) {
	results, _ := filesOf(t, "text", "% caf^\n[Game \"YINSH\"]\n\n1. e5 *\n\n[Game \"YINSH\"]\n\n1. e5 *\n% caf^\n")
	if len(results) != 2 || len(results[0].Encoding) != 1 || results[0].Encoding[0].Pos.Line != 1 ||
		len(results[1].Encoding) != 1 || results[1].Encoding[0].Pos.Line != 9 {
		t.Errorf("results %+v", results)
	}
	results, totals := filesOf(t, "text", "% caf^\n% nothing else\n")
	if len(results) != 2 || results[0].Problem == nil || results[0].Problem.Code != referee.CodeEncoding || results[0].Problem.Pos.String() != "<stdin>:1:6" ||
		results[1].Problem == nil || results[1].Problem.Code != referee.CodeNoRecords || totals.Empty != 1 || totals.Unreadable != 0 {
		t.Errorf("results %v, totals %+v", results, totals)
	}
}
