package sgf

import (
	"strings"
	"unicode/utf8"
)

// lowerWords are the words the reader compares in lower case (actions,
// pieces, colours, facts), each mapped to itself, so that lower finds
// one spelled in any case without making a string.
var lowerWords = func() map[string]string {
	m := map[string]string{}
	for w := range actionKinds {
		m[w] = w
	}
	for w := range knownFacts {
		m[w] = w
	}
	for _, w := range []string{"w", "b", "wr", "br", "white", "black", "p0", "p1"} {
		m[w] = w
	}
	return m
}()

// lower is strings.ToLower(s): a short ASCII word in lower case is s, one
// the reader knows (lowerWords) is lowered on the stack and given as the
// known word's own string; only other words make a string. A record of boardspace's has
// some ten such words a turn ("Done", "place", "F 5").
func lower(s string) string {
	var buf [16]byte
	if len(s) > len(buf) {
		return strings.ToLower(s)
	}
	b, upper := buf[:0], false
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c >= utf8.RuneSelf:
			return strings.ToLower(s)
		case 'A' <= c && c <= 'Z':
			c, upper = c+'a'-'A', true
		}
		b = append(b, c)
	}
	if !upper {
		return s
	}
	if w, ok := lowerWords[string(b)]; ok {
		return w
	}
	return strings.ToLower(s)
}
