package notation

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
	"testing/iotest"
)

// FuzzReader: no input makes the reader panic, read whole or a byte at a
// time it gives the same records and errors at the same places, and every
// record it reads writes, reads and writes back the same.
func FuzzReader(f *testing.F) {
	if src, err := os.ReadFile(filepath.Join("testdata", "annotated.txt")); err == nil {
		f.Add(src)
	}
	for _, s := range []string{"", "1. e5 (", "[A \"b\"]\n\n{", "\ufeff% x\n1-0", "e5 $1 !? (f6 {x}) *",
		"[Game \"YINSH\"] 1. e5 * [Game \"YINSH\"] 1. f6 {x\n[B \"c\"] 1. e5 (",
		"[A \"b\"]\r\n1. e5 ; c {\r\n\ufeff[A \"b\\\"\"] {좋은 수} e6 - e7 OO@h6-h7 ;+GO [%clk 1]"} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		recs, _, err := ReadAll(bytes.NewReader(src), "fuzz")
		if err != nil {
			t.Fatal(err)
		}
		if whole, pieces := describeAll(t, bytes.NewReader(src)), describeAll(t, iotest.OneByteReader(bytes.NewReader(src))); whole != pieces {
			t.Fatalf("read whole:\n%s\nread a byte at a time:\n%s", whole, pieces)
		}
		for _, r := range recs {
			assertRoundTrip(t, r.String())
		}
	})
}
