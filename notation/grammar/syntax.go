package grammar

import (
	"errors"
	"fmt"

	"github.com/alecthomas/participle/v2"
	"github.com/arbiter-games/arbiter/notation"
)

// SyntaxError explains a participle error in one turn's text as a
// MoveError: where the text went wrong, what may come there (expect is
// given the text before that place), what was found, and a hint of how the
// game's turns are written.
func SyntaxError(text string, err error, expect func(before string) string, hint string) *notation.MoveError {
	offset := len(text)
	var perr participle.Error
	if errors.As(err, &perr) {
		offset = min(max(perr.Position().Offset, 0), len(text))
	}
	found := "the end of the turn"
	if offset < len(text) {
		found = fmt.Sprintf("%q", nextWord(text[offset:]))
	}
	return &notation.MoveError{Offset: offset,
		Message: fmt.Sprintf("expected %s, found %s (%s)", expect(text[:offset]), found, hint)}
}

// nextWord is the letters and digits at the start of s, or its first byte.
func nextWord(s string) string {
	n := 0
	for n < len(s) && (s[n]|0x20 >= 'a' && s[n]|0x20 <= 'z' || s[n] >= '0' && s[n] <= '9') {
		n++
	}
	return s[:max(n, 1)]
}
