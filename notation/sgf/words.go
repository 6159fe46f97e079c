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
	p, at := v.pos, 0 // p is the place of v.text[at]
	start := -1
	for i := 0; i <= len(v.text); i++ {
		space := i == len(v.text) || isSpace(v.text[i])
		switch {
		case !space && start < 0:
			start = i
			p.Line, p.Column = notation.Advance(p.Line, p.Column, v.text[at:i])
			p.Offset += i - at
			at = i
			out = append(out, word{pos: p})
		case space && start >= 0:
			out[len(out)-1].text = v.text[start:i]
			start = -1
		}
	}
	return out
}

// isSpace tells the white space words are split at.
func isSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\r' || c == '\n' }

// rest joins the words from the i-th on, "" when there are none.
func rest(ws []word, i int) string {
	var parts []string
	for _, w := range ws[min(i, len(ws)):] {
		parts = append(parts, w.text)
	}
	return strings.Join(parts, " ")
}
