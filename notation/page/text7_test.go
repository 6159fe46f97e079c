package page

import (
	"bytes"
	"strings"
	"testing"
	"unicode/utf8"
)

// TestText7 reads back what text7 writes (as decode7 in page.js does) and
// checks that the text holds none of the characters a script element
// cannot hold.
func TestText7(t *testing.T) {
	for _, in := range [][]byte{
		nil,
		{0},
		{0xff},
		{'<' << 1},                       // a first group of '<'
		{0, 0, 0, 0, 0, 0, 0},            // eight groups of NUL
		{0x1a},                           // a last group of CR (0x1a<<6 cut: 0b0011010)
		[]byte("</script><!-- \r\n\x00"), // every kind
		bytes.Repeat([]byte{0x81, 0x0d, 0x3c, 0x00, 0xfe}, 50),
		wasmLZMA[:1000],
	} {
		text := text7(in)
		if strings.ContainsAny(text, "\x00\r<") || !utf8.ValidString(text) {
			t.Errorf("text7(%q) = %q: holds NUL, CR, '<' or is not UTF-8", in, text)
		}
		if out := decode7(text, len(in)); !bytes.Equal(out, in) {
			t.Errorf("text7(%q) = %q, read back as %q", in, text, out)
		}
	}
}

// decode7 reads text7's text back, as page.js does.
func decode7(text string, length int) []byte {
	var out []byte
	var acc uint32
	var bits uint
	put := func(group byte) {
		acc, bits = acc<<7|uint32(group), bits+7
		if bits >= 8 {
			bits -= 8
			out = append(out, byte(acc>>bits))
			acc &= 1<<bits - 1
		}
	}
	for _, c := range text {
		if c < 0x80 {
			put(byte(c))
			continue
		}
		put(text7Out[(c-0x100)>>7])
		put(byte(c-0x100) & 0x7f)
	}
	return out[:min(length, len(out))]
}
