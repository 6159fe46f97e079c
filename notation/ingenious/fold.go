package ingenious

import "strings"

// foldCase writes a turn typed in any case ("gg@L4-m4;+oy;SWAP") in the
// case the grammar reads ("GG@l4-m4;+OY;swap"), byte for byte, so that
// offsets into it are offsets into the text. The case of a letter follows
// from where it stands: the spaces (after "@" and "-") are lower case, the
// keyword swap too, everything else (tiles, declared points, the seat S)
// upper case. A turn already in that case is left as it is, so every turn
// read before turns were read in any case reads the same.
func foldCase(text string) string {
	if inGrammarCase(text) {
		return text // nearly every turn: no copy
	}
	return fold(text)
}

// fold is foldCase on a copy of the text.
func fold(text string) string {
	b := []byte(text)
	space := false
	for i, c := range b {
		b[i], space = foldByte(c, space)
	}
	return strings.ReplaceAll(string(b), "SWAP", "swap")
}

// foldByte is a byte of a turn in the grammar's case, given whether it
// stands in a space (after "@" or "-"), and whether the next one does.
func foldByte(c byte, space bool) (byte, bool) {
	switch {
	case c == '@' || c == '-':
		return c, true
	case !isAlnum(c):
		return c, false
	case space && c >= 'A' && c <= 'Z':
		return c + 'a' - 'A', space
	case !space && c >= 'a' && c <= 'z':
		return c - ('a' - 'A'), space
	}
	return c, space
}

// inGrammarCase reports whether fold would leave the text as it is:
// every byte as foldByte writes it, but the keyword swap, which fold
// writes in lower case again.
func inGrammarCase(text string) bool {
	space := false
	for i := 0; i < len(text); i++ {
		c := text[i]
		var f byte
		if f, space = foldByte(c, space); f == c {
			continue
		}
		if space || !strings.HasPrefix(text[i:], "swap") {
			return false
		}
		i += len("swap") - 1
	}
	return !strings.Contains(text, "SWAP")
}
