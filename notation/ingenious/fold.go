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
		switch {
		case c == '@' || c == '-':
			space = true
		case !isAlnum(c):
			space = false
		case space && c >= 'A' && c <= 'Z':
			b[i] = c + 'a' - 'A'
		case !space && c >= 'a' && c <= 'z':
			b[i] = c - ('a' - 'A')
		}
	}
	return strings.ReplaceAll(string(b), "SWAP", "swap")
}

// inGrammarCase reports whether fold would leave the text as it is:
// the spaces in lower case, everything else in upper case but the keyword
// swap.
func inGrammarCase(text string) bool {
	space := false
	for i := 0; i < len(text); i++ {
		c := text[i]
		switch {
		case c == '@' || c == '-':
			space = true
		case !isAlnum(c):
			space = false
		case space && c >= 'A' && c <= 'Z':
			return false
		case !space && c >= 'a' && c <= 'z':
			if !strings.HasPrefix(text[i:], "swap") {
				return false
			}
			i += len("swap") - 1
		}
	}
	return !strings.Contains(text, "SWAP")
}
