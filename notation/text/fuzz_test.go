package text

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
	"testing/iotest"

	"github.com/arbiter-games/arbiter/notation"
)

// FuzzReader: no input makes the reader panic, read whole or a byte at a
// time it gives the same records, `%` lines and errors at the same places,
// every record it reads writes, reads and writes back the same, alone and
// with the others, and with the same `%` lines, and every record it cannot
// read is kept as written and reads back with the same error.
func FuzzReader(f *testing.F) {
	if src, err := os.ReadFile(filepath.Join("testdata", "annotated.txt")); err == nil {
		f.Add(src)
	}
	for _, s := range []string{"", "1. e5 (", "[A \"b\"]\n\n{", "\ufeff% x\n1-0", "e5 $1 !? (f6 {x}) *",
		"[Game \"YINSH\"] 1. e5 * [Game \"YINSH\"] 1. f6 {x\n[B \"c\"] 1. e5 (",
		"[A \"b\"]\r\n1. e5 ; c {\r\n\ufeff[A \"b\\\"\"] {좋은 수} e6 - e7 OO@h6-h7 ;+GO [%clk 1]",
		"% a\r\n[A \"b\"]\n%\n\n1. e5 (\n% c\n1. f6\n%d\n) {\n% e} *\n% f\n\ufeff% g"} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		recs, errs, err := ReadAll(bytes.NewReader(src), "fuzz")
		if err != nil {
			t.Fatal(err)
		}
		if whole, pieces := describeAll(t, bytes.NewReader(src)), describeAll(t, iotest.OneByteReader(bytes.NewReader(src))); whole != pieces {
			t.Fatalf("read whole:\n%s\nread a byte at a time:\n%s", whole, pieces)
		}
		for _, r := range recs {
			assertRoundTrip(t, String(r))
		}
		assertEscapesKept(t, recs)
		for _, e := range errs {
			if e.Raw != "" { // else too long to keep
				assertKept(t, e)
			}
		}
	})
}

// assertKept checks that a record that cannot be read, written as it
// stands, reads back as one record with the same error and text.
func assertKept(t *testing.T, e *notation.Error) {
	t.Helper()
	var b bytes.Buffer
	if err := WriteRaw(&b, e.Raw); err != nil {
		t.Fatal(err)
	}
	recs, errs, err := ReadAll(bytes.NewReader(b.Bytes()), "kept")
	if err != nil || len(recs) != 0 || len(errs) != 1 || errs[0].Msg != e.Msg || TrimRaw(errs[0].Raw) != TrimRaw(e.Raw) {
		t.Fatalf("a record kept as written reads back as %d records, errors %v (want %q)\n%s", len(recs), errs, e.Msg, b.String())
	}
}
