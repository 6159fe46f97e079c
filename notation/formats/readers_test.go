package formats

import (
	"errors"
	"io"
	"runtime"
	"strings"
	"testing"

	"github.com/arbiter-games/arbiter/engines"
	"github.com/arbiter-games/arbiter/notation"
	_ "github.com/arbiter-games/arbiter/notation/all"
)

// sample is a file of three records in a format whose second record
// holds n bytes of filler (in a comment, or moves): before, the filler
// repeated, after. Its second record starts at line 2 or later, column 1.
type sample struct {
	format, before, filler, after string
	line                          int
}

// samples are one for each format.
var samples = []sample{
	{"text", "[Game \"YINSH\"]\n\n1. e5 *\n\n[Game \"YINSH\"]\n\n1. e5 {", "x", "} *\n\n[Game \"YINSH\"]\n\n1. f6 *\n", 5},
	{"json", "{\"records\": [\n" + jsonRecord + ",\n" + jsonBig, "x", jsonBigEnd + ",\n" + jsonRecord + "\n]}\n", 3},
	{"ndjson", jsonRecord + "\n" + jsonBig, "x", jsonBigEnd + "\n" + jsonRecord + "\n", 2},
	{"sgf", sgfGame + "\n(;GM[24]C[", "x", "])\n" + sgfGame, 7},
	{"jfen", "startpos moves a3b3\nstartpos moves ", "a3b3 b3a3 ", "\nstartpos moves a3b3\n", 2},
}

const (
	jsonRecord = `{"game": "YINSH", "tags": [], "moves": {"turns": [{"text": "e5"}]}}`
	jsonBig    = `{"game": "YINSH", "tags": [], "moves": {"turns": [{"text": "e5", "after": [{"text": "`
	jsonBigEnd = `"}]}]}}`
	sgfGame    = "(;GM[24]SU[Yinsh]\n; P0[0 Start White]\n; P0[1 place wr  E 5]\n; P0[2 Done ]\n)\n"
)

// reader gives the sample's text with n bytes of filler, without holding
// it.
func (s sample) reader(n int) io.Reader {
	fill := strings.Repeat(s.filler, max(1, 64<<10/len(s.filler)))
	var parts []io.Reader
	for left := n; left > 0; left -= len(fill) {
		parts = append(parts, strings.NewReader(fill[:min(left, len(fill))]))
	}
	return io.MultiReader(append(append([]io.Reader{strings.NewReader(s.before)}, parts...), strings.NewReader(s.after))...)
}

// readSample reads a sample's records through its format: the records,
// and the errors of those that could not be read, by number.
func readSample(t *testing.T, s sample, r io.Reader) (map[int]*notation.Record, map[int]*notation.Error) {
	t.Helper()
	f, err := Lookup(s.format)
	if err != nil {
		t.Fatal(err)
	}
	records := f.NewReader(r, "f")
	recs, errs := map[int]*notation.Record{}, map[int]*notation.Error{}
	for {
		u, err := records.Next()
		if errors.Is(err, io.EOF) {
			return recs, errs
		}
		if err != nil {
			t.Fatal(err)
		}
		rec, err := u.Parse()
		var perr *notation.Error
		switch {
		case errors.As(err, &perr):
			errs[perr.Record] = perr
		case err != nil:
			t.Fatal(err)
		default:
			recs[rec.Number] = rec
		}
	}
}

// TestTooLongInEveryFormat: in every format, a record over
// notation.MaxRecordSize in the middle of a file is refused at its start
// (notation.CodeTooLong, its place and number), without its text being
// held: reading a 50 MB record allocates a few MB at most (a buffer that
// grows to hold a record up to the limit), not the record. The records before and after it are read.
func TestTooLongInEveryFormat(t *testing.T) {
	const n = 50 << 20
	for _, s := range samples {
		t.Run(s.format, func(t *testing.T) {
			readSample(t, s, s.reader(10)) // what is made once (the schemas) is made
			var recs map[int]*notation.Record
			var errs map[int]*notation.Error
			used := allocated(func() { recs, errs = readSample(t, s, s.reader(n)) })
			if len(recs) != 2 || recs[1] == nil || recs[3] == nil || len(errs) != 1 {
				t.Fatalf("records %v, errors %v; want records 1 and 3, an error of record 2", recs, errs)
			}
			e := errs[2]
			if e == nil || e.Code != notation.CodeTooLong || e.Pos.Line != s.line || e.Pos.Column != 1 || e.Raw != "" ||
				!strings.Contains(e.Msg, "longer than 1 MiB") || e.RecordStart() != e.Pos {
				t.Errorf("record 2: %v (code %s, %d bytes kept); want %s at f:%d:1", e, e.Code, len(e.Raw), notation.CodeTooLong, s.line)
			}
			if used > 8<<20 {
				t.Errorf("reading a record of %d MB allocated %.1f MB", n>>20, float64(used)/(1<<20))
			}
		})
	}
}

// allocated is how many bytes f allocates.
func allocated(f func()) uint64 {
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	f()
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}

// TestMarksInEveryFormat: in every format, byte-order marks at the start
// of the file, once or repeated, are passed: the records read are those
// of the file without them, at the same lines and columns.
func TestMarksInEveryFormat(t *testing.T) {
	for _, s := range samples {
		t.Run(s.format, func(t *testing.T) {
			plain, _ := readSample(t, s, s.reader(10))
			for _, marks := range []string{notation.BOM, notation.BOM + notation.BOM} {
				recs, errs := readSample(t, s, io.MultiReader(strings.NewReader(marks), s.reader(10)))
				if len(recs) != 3 || len(errs) != 0 {
					t.Fatalf("%d marks: records %v, errors %v", len(marks)/len(notation.BOM), recs, errs)
				}
				for k, rec := range recs {
					if p, q := rec.Pos, plain[k].Pos; p.Line != q.Line || p.Column != q.Column || p.Offset != q.Offset+len(marks) {
						t.Errorf("%d marks: record %d at %+v, want %+v and the marks' bytes", len(marks)/len(notation.BOM), k, p, q)
					}
				}
			}
		})
	}
}

// TestCodesWhereMade: in every format, a record that cannot be read comes
// with its code from the reader (a syntax error's too), none being given
// one later.
func TestCodesWhereMade(t *testing.T) {
	for _, tc := range []struct {
		format, src string
		want        engines.Code
	}{
		{"text", "[Game \"YINSH\"]\n\n1. e5 ) *\n", notation.CodeSyntax},
		{"text", "[Game \"YINSH\"]\n\n1. e5 (2. f6 *\n", notation.CodeSyntax},
		{"text", "[Game \"YINSH\"\n\n1. e5 *\n", notation.CodeSyntax},
		{"json", "{\"records\": [\n" + jsonRecord + ",\n{\"game\": \n", notation.CodeSyntax},
		{"json", "{\"records\": [{\"game\": \"YINSH\", \"moves\": 5}]}\n", notation.CodeSchema},
		{"json", "{\"records\": [{\"game\": \"YINSH\", \"raw\": \"1. e5 )\", \"error\": {\"file\": \"f\", \"line\": 1, \"column\": 7, \"message\": \"no\"}}]}\n", notation.CodeSyntax},
		{"ndjson", "{\"game\": \n", notation.CodeSyntax},
		{"sgf", "(;GM[24]SU[Yinsh]\n; P0[1 place wr  Z 99]\n)\n", notation.CodeSyntax},
		{"sgf", "(;GM[24]SU[Yinsh]\n", notation.CodeSyntax},
		{"jfen", "startpos moves a3\n", notation.CodeSyntax},
		{"jfen", "fen garbage moves a3b3\n", notation.CodeSyntax},
	} {
		_, errs := readSample(t, sample{format: tc.format}, strings.NewReader(tc.src))
		if len(errs) != 1 {
			t.Errorf("%s %q: errors %v, want one", tc.format, tc.src, errs)
		}
		for _, e := range errs {
			if e.Code != tc.want {
				t.Errorf("%s %q: %v has code %q, want %s", tc.format, tc.src, e, e.Code, tc.want)
			}
		}
	}
}
