package text

import (
	"bytes"
	"testing"
)

// TestLastTagLine: lastTagLine finds what bytes.LastIndex finds for a
// line break and a `[`, in texts that hold them in every arrangement.
func TestLastTagLine(t *testing.T) {
	for _, text := range []string{
		"", "[", "\n", "\n[", "[\n", "x\n[y", "[[\n[[", "\n[\n[", "[\n\n[x[",
		"1. a1 *\n\n[Game \"Jungle\"]\n[Event \"리그\"]\n\n1. a1 [%c] b2\n",
		"\r\n[Game]\r\n", "no tag at all", "[a][b][c]",
	} {
		if got, want := lastTagLine([]byte(text)), bytes.LastIndex([]byte(text), []byte("\n[")); got != want {
			t.Errorf("%q: %d, want %d", text, got, want)
		}
	}
}

// FuzzLastTagLine: lastTagLine is bytes.LastIndex of a line break and a
// `[`, whatever the text.
func FuzzLastTagLine(f *testing.F) {
	for _, s := range []string{"", "\n[", "[\n[", "a\n\n[b]\n[c"} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, text []byte) {
		if got, want := lastTagLine(text), bytes.LastIndex(text, []byte("\n[")); got != want {
			t.Errorf("%q: %d, want %d", text, got, want)
		}
	})
}
