package sgf

import (
	"strings"

	"github.com/arbiter-games/arbiter/notation"
)

// word is a word of a property value with its place in the file.
type word struct {
	pos  notation.Pos
	text string
}

// words splits a value at white space, keeping each word's place; the
// words are appended to out[:0].
func words(out []word, v value) []word {
	out = out[:0]
	p := v.pos
	start := -1
	for i := 0; i <= len(v.text); i++ {
		space := i == len(v.text) || strings.IndexByte(" \t\r\n", v.text[i]) >= 0
		switch {
		case !space && start < 0:
			start = i
			out = append(out, word{pos: p})
		case space && start >= 0:
			out[len(out)-1].text = v.text[start:i]
			start = -1
		}
		if i < len(v.text) {
			p.Line, p.Column = notation.Advance(p.Line, p.Column, v.text[i:i+1])
			p.Offset++
		}
	}
	return out
}

// rest joins the words from the i-th on, "" when there are none.
func rest(ws []word, i int) string {
	var parts []string
	for _, w := range ws[min(i, len(ws)):] {
		parts = append(parts, w.text)
	}
	return strings.Join(parts, " ")
}
