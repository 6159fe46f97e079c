package page

import (
	"strings"
	"sync"
)

// The page holds its WebAssembly (packed by LZMA) as text in a script element
// that no browser runs (type text/plain): seven bits a character, a
// seventh denser than base64's six. The raw text of a script element
// keeps every ASCII character as it is but three: NUL (read as U+FFFD),
// CR (read as LF) and '<' (which could end the element). A group of seven
// bits that is one of those three is written together with the next group
// as one character of two bytes in UTF-8, U+0100 + (its index in text7Out
// × 128) + the next group; a last group has a next group of 0. The page's
// script (decode7 in page.js) reads it back, knowing the length in bytes.
var text7Out = [...]byte{0, '\r', '<'}

// text7 writes the bytes as such text.
func text7(b []byte) string {
	var sb strings.Builder
	sb.Grow(len(b)*8/7 + 2)
	groups := sevens(b)
	for i := 0; i < len(groups); i++ {
		k := strings.IndexByte(string(text7Out[:]), groups[i])
		if k < 0 {
			sb.WriteByte(groups[i])
			continue
		}
		var next byte
		if i+1 < len(groups) {
			i++
			next = groups[i]
		}
		sb.WriteRune(0x100 + rune(k)<<7 + rune(next))
	}
	return sb.String()
}

// sevens cuts the bytes into groups of seven bits, the first bits first,
// the last group padded with zeros.
func sevens(b []byte) []byte {
	groups := make([]byte, 0, (len(b)*8+6)/7)
	var acc uint32
	var bits uint
	for _, c := range b {
		acc, bits = acc<<8|uint32(c), bits+8
		for bits >= 7 {
			bits -= 7
			groups = append(groups, byte(acc>>bits)&0x7f)
		}
		acc &= 1<<bits - 1
	}
	if bits > 0 {
		groups = append(groups, byte(acc<<(7-bits))&0x7f)
	}
	return groups
}

// wasmText is the page's WebAssembly as text7 writes it, the same in
// every page: written once.
var wasmText = sync.OnceValue(func() string { return text7(wasmLZMA) })
