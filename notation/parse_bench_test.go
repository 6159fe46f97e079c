package notation

import (
	"strings"
	"testing"
)

// BenchmarkParse reads a record of 100 turns with comments and variations.
func BenchmarkParse(b *testing.B) {
	var sb strings.Builder
	sb.WriteString("[Game \"YINSH\"]\n[White \"a\"]\n[Black \"b\"]\n\n")
	for i := 1; i <= 100; i++ {
		sb.WriteString(itoa(i) + ". e5-e9 ")
		if i%10 == 0 {
			sb.WriteString("{a comment} (" + itoa(i) + ". f6-f2 $1) ")
		}
	}
	sb.WriteString("1-0\n")
	src := sb.String()
	b.SetBytes(int64(len(src)))
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		if _, err := Parse(src, Pos{File: "b"}); err != nil {
			b.Fatal(err)
		}
	}
}
