package text

import "github.com/arbiter-games/arbiter/notation"

// splitState is what the splitter is inside of.
type splitState uint8

const (
	inText      splitState = iota // movetext, or between tags
	inLine                        // a `%` line or a `;` comment, to the end of the line
	inComment                     // a {…} comment
	inTagName                     // a tag, before its value
	inTagValue                    // a tag's quoted value
	inTagEscape                   // a tag's value, after a backslash
	inTagEnd                      // a tag, after its value
	inBOM                         // the last bytes of a byte-order mark
)

// splitter finds where one record ends and the next begins, a byte at a
// time, so that no record is held whole to find its end. A record is a tag
// section then movetext, whatever the line breaks; the next tag after
// movetext starts the next record. Nothing a record leaves open glues it to
// the next: a tag ends with its line, and a line that starts with a tag
// (`[Name "`) starts a record even inside a comment never closed. A `[`
// inside a comment, a `%` line or a PGN `;` comment starts nothing.
type splitter struct {
	state splitState
	// bom counts the bytes of a byte-order mark still to pass.
	bom int
	// column1: the next byte starts a line; blank: only white space so far
	// on the line; space: the last byte was white space.
	column1, blank, space bool
	// moves: movetext seen in this record; content: anything but white
	// space and `%` lines seen in this record.
	moves, content bool
}

func newSplitter() splitter { return splitter{column1: true, blank: true, space: true} }

// restart begins a new record at the byte the splitter stopped at.
func (s *splitter) restart() {
	s.state, s.moves, s.content = inText, false, false
}

// step takes the byte next[0] (next holds what follows, as far as it is
// read) and tells whether the next record starts there.
func (s *splitter) step(next []byte) bool {
	c := next[0]
	if s.startsRecord(next) {
		return true
	}
	wasBOM := s.state == inBOM
	switch s.state {
	case inLine:
		if c == '\n' {
			s.state = inText
		}
	case inComment:
		if c == '}' {
			s.state = inText
		}
	case inTagName, inTagValue, inTagEscape, inTagEnd:
		s.tag(c)
	case inBOM:
		if s.bom--; s.bom == 0 {
			s.state = inText
		}
	default:
		s.text(next)
	}
	blank := isSpace(c) || s.state == inBOM || wasBOM
	s.column1 = c == '\n' || s.column1 && (s.state == inBOM || wasBOM) // a mark is not seen
	s.blank = s.column1 || s.blank && blank
	s.space = blank
	return false
}

// Byte classes for skip: a byte that may start or end something (special)
// goes through step; the others only change the white-space flags.
const (
	special uint8 = iota
	plain         // not white space, and starts nothing
	blank         // white space within a line
)

// byteClass classes every byte for skip in movetext and comments.
var byteClass = classes("[{}%;\n" + notation.BOM[:1])

// tagValueClass classes every byte for skip in a tag's value, where only
// its end, an escape and the line's end matter.
var tagValueClass = classes("\\\"\n")

// classes classes the bytes of specials as special, white space within a
// line as blank, the others as plain.
func classes(specials string) (c [256]uint8) {
	for i := range c {
		c[i] = plain
	}
	for _, b := range []byte(" \t\r\f\v") {
		c[b] = blank
	}
	for _, b := range []byte(specials) {
		c[b] = special
	}
	return c
}

// skip passes the bytes at the start of buf that step would only take
// note of: within movetext and comments, the bytes that start and end
// nothing (a ';' after a turn's text is part of the turn), within a tag's
// value all but its end and escapes. It tells how many it passed. Most of
// a file is such bytes.
func (s *splitter) skip(buf []byte) int {
	class := &byteClass
	switch {
	case s.state == inTagValue:
		class = &tagValueClass
	case s.state != inComment && (s.state != inText || !s.moves || !s.content):
		return 0
	}
	i := 0
	for i < len(buf) && (class[buf[i]] != special || buf[i] == ';' && !s.spaceBefore(buf, i)) {
		i++
	}
	if i == 0 {
		return 0
	}
	s.column1, s.space = false, class[buf[i-1]] == blank
	for j := 0; s.blank && j < i; j++ {
		s.blank = class[buf[j]] == blank
	}
	return i
}

// spaceBefore tells whether white space comes before buf[i], buf being
// what follows the bytes the splitter has taken.
func (s *splitter) spaceBefore(buf []byte, i int) bool {
	if i == 0 {
		return s.space
	}
	return isSpace(buf[i-1])
}

// startsRecord tells whether the next record starts at next[0]: a tag after
// movetext, or a line starting with a tag in a comment never closed.
func (s *splitter) startsRecord(next []byte) bool {
	if !s.moves || next[0] != '[' {
		return false
	}
	switch s.state {
	case inText:
		return s.blank && !startsWith(next, "[%") || len(next) > 1 && isLetter(next[1])
	case inComment:
		return s.blank && tagStart(next)
	}
	return false
}

// text takes a byte of movetext or of the tag section.
func (s *splitter) text(next []byte) {
	c := next[0]
	switch {
	case isSpace(c):
		return
	case startsWith(next, notation.BOM):
		s.state, s.bom = inBOM, len(notation.BOM)-1
		return
	case c == '%' && s.column1:
		s.state = inLine
		return
	case c == ';' && s.space:
		s.state = inLine
	case c == '{':
		s.state = inComment
	case c == '[' && !startsWith(next, "[%"):
		s.state = inTagName
		s.content = true
		return
	}
	s.moves, s.content = true, true
}

// tag takes a byte of a tag. A tag ends with its line; a tag that goes on
// with something other than its name and value has movetext after it.
func (s *splitter) tag(c byte) {
	switch {
	case c == '\n':
		s.state = inText
	case s.state == inTagValue && c == '\\':
		s.state = inTagEscape
	case s.state == inTagValue && c == '"':
		s.state = inTagEnd
	case s.state == inTagValue:
	case s.state == inTagEscape:
		s.state = inTagValue
	case c == ']':
		s.state = inText
	case s.state == inTagName && c == '"':
		s.state = inTagValue
	case isSpace(c) || s.state == inTagName && isNameByte(c):
	default:
		s.state, s.moves = inText, true
	}
}

// tagStart tells whether a line's text starts with a tag: white space,
// `[`, a name, white space, `"`.
func tagStart(line []byte) bool {
	i := spaces(line, 0)
	if i >= len(line) || line[i] != '[' || i+1 >= len(line) || !isLetter(line[i+1]) {
		return false
	}
	i++
	for i < len(line) && isNameByte(line[i]) {
		i++
	}
	j := spaces(line, i)
	return j > i && j < len(line) && line[j] == '"'
}

// spaces is the index of the first byte from i on that is not a blank.
func spaces(line []byte, i int) int {
	for i < len(line) && (line[i] == ' ' || line[i] == '\t') {
		i++
	}
	return i
}

func startsWith(b []byte, prefix string) bool {
	return len(b) >= len(prefix) && string(b[:len(prefix)]) == prefix
}

func isSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'
}

func isNameByte(c byte) bool { return isLetter(c) || c >= '0' && c <= '9' || c == '_' }
