package text

import (
	"bytes"

	"github.com/arbiter-games/arbiter/notation"
)

// cutChunk is the text format's notation.Chunking.Cut: the start of the
// last line that starts with a tag (`[Name "`, from its first byte on)
// after a line of movetext, blank lines between them. The splitter starts
// a record there, whether in movetext or in a comment never closed (see
// splitter.startsRecord): the line before holds no `[` (so no record
// starts on it) and starts, past white space, with none of `[`, `%` and a
// byte-order mark, so that the record it is part of has movetext.
func cutChunk(text []byte) int {
	end := len(text)
	for {
		i := lastTagLine(text[:end])
		if i < 0 {
			return 0
		}
		if tagStart(text[i+1:]) && movetextBefore(text[:i]) {
			return i + 1
		}
		end = i
	}
}

// lastTagLine is where the last line break followed by a `[` in text
// is, or -1: what bytes.LastIndex gives for the two bytes, found by their
// rarer second alone (bytes.LastIndex of two bytes hashes every byte it
// passes, a third of the reading goroutine's time on Jungle's records).
func lastTagLine(text []byte) int {
	for {
		j := bytes.LastIndexByte(text, '[')
		switch {
		case j < 1:
			return -1
		case text[j-1] == '\n':
			return j - 1
		}
		text = text[:j]
	}
}

// movetextBefore tells whether the last line of text that is not blank
// is one of movetext with no `[` (see cutChunk).
func movetextBefore(text []byte) bool {
	for len(text) > 0 {
		start := bytes.LastIndexByte(text, '\n') + 1
		line := text[start:]
		if first := bytes.TrimLeft(line, " \t\r\f\v"); len(first) > 0 {
			return first[0] != '%' && first[0] != notation.BOM[0] && bytes.IndexByte(line, '[') < 0
		}
		text = text[:max(start-1, 0)]
	}
	return false
}
