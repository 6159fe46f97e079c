package text

import (
	"fmt"
	"io"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/alecthomas/participle/v2/lexer"
	"github.com/arbiter-games/arbiter/notation"
)

// Token types of the record lexer.
const (
	tokName lexer.TokenType = -(iota + 2)
	tokString
	tokComment
	tokNumber
	tokMove
	tokSuffix
	tokNAG
	tokResult
	tokPunct
	// tokRun is a run of simple elements (see simple), as one token: the
	// parser sees runs and what structures them, and the builder takes
	// each run's elements from the scanner's small record of them
	// (element), so no token is kept per turn.
	tokRun
	// tokTags is the well-formed tags at the start of a record, as one
	// token: the parser reads its tags with a plain scanner (appendTags).
	tokTags
)

// recordLexer is the lexer definition of the record grammar. It is written by
// hand, for speed and for the rules a regular lexer cannot state: `%` lines
// only at the start of a line, names only right after `[`.
type recordLexer struct{}

func (recordLexer) Symbols() map[string]lexer.TokenType {
	return map[string]lexer.TokenType{
		"EOF": lexer.EOF, "Name": tokName, "String": tokString, "Comment": tokComment,
		"Number": tokNumber, "Move": tokMove, "Suffix": tokSuffix, "NAG": tokNAG,
		"Result": tokResult, "Punct": tokPunct, "Run": tokRun, "Tags": tokTags,
	}
}

func (recordLexer) Lex(filename string, r io.Reader) (lexer.Lexer, error) {
	b, err := io.ReadAll(r)
	if err != nil {
		return nil, err
	}
	return newScanner(string(b), lexer.Position{Filename: filename, Line: 1, Column: 1}), nil
}

// scanner turns one record's text into tokens. Its positions start at base,
// so a record cut from the middle of a file reports file positions.
type scanner struct {
	src  string
	i    int
	pos  lexer.Position
	prev lexer.TokenType
	last string
	// end is where the last token ends, at endLine and endColumn.
	end                int
	endLine, endColumn int
	// open holds where the variations open here start.
	open []lexer.Position
	// runs: Next gives runs of simple elements as one token, and keeps
	// their elements in elems.
	runs  bool
	elems []element
	// escapes are the `%` lines passed, in order (nil when there are none).
	escapes []notation.Escape
}

// element is a simple element of a run, kept small: its token type, where
// its text is in the record's text, and the line and column it starts at.
type element struct {
	typ          int8
	last         bool // the last element of its run
	from, to     int32
	line, column int32
}

// maxDepth bounds the nesting of variations, so that no record, however
// made, can exhaust the parser's stack.
const maxDepth = 1000

// newScanner scans a record's text for the parser, runs as one token.
func newScanner(src string, base lexer.Position) *scanner {
	s := scanners.Get().(*scanner)
	elems := s.elems[:0]
	if need := len(src) / elementSize; cap(elems) < need {
		elems = make([]element, 0, need)
	}
	*s = scanner{src: src, pos: base, runs: true, elems: elems, open: s.open[:0]}
	return s
}

// scanners keeps the scanners of records built, with their element lists,
// for the next records to scan with: a record's elements are dropped once
// it is built.
var scanners = sync.Pool{New: func() any { return new(scanner) }}

// maxKeptElements bounds the lists kept: those of records up to some
// 200 KB.
const maxKeptElements = 1 << 16

// release hands the scanner and its element list on to the records
// scanned next; neither is used after. What the record keeps of it (its
// escapes) stays with the record.
func (s *scanner) release() {
	if cap(s.elems) > maxKeptElements {
		return
	}
	*s = scanner{elems: s.elems[:0], open: s.open[:0]}
	scanners.Put(s)
}

// elementSize is the length of a short element with the space after it,
// in bytes ("e5 "; "12. e5-e9 " is two elements of 5): the scanner makes
// room for as many elements as the record would hold at that size, so that
// it seldom grows the list (20 bytes an element: 7 bytes per byte of text;
// the lists are reused from record to record).
const elementSize = 3

// firstElement is the first element of a run.
func firstElement(run lexer.Token) lexer.Token {
	s := scanner{src: run.Value, pos: run.Pos}
	t, _ := s.Next() // a run is made of elements scanned without error
	return t
}

// advance moves over n bytes, keeping the line and column.
func (s *scanner) Advance(n int) {
	s.pos.Line, s.pos.Column = notation.Advance(s.pos.Line, s.pos.Column, s.src[s.i:s.i+n])
	s.pos.Offset += n
	s.i += n
}

// skipSpace passes white space, byte-order marks (files joined one after
// another keep theirs) and `%` lines.
func (s *scanner) skipSpace() {
	for s.i < len(s.src) {
		c := s.src[s.i]
		switch {
		case c == '\n':
			s.i, s.pos.Offset, s.pos.Line, s.pos.Column = s.i+1, s.pos.Offset+1, s.pos.Line+1, 1
		case isSpace(c): // Advance(1), for the byte most often passed
			s.i, s.pos.Offset, s.pos.Column = s.i+1, s.pos.Offset+1, s.pos.Column+1
		case c == '%' && s.atLineStart():
			s.escape()
		case c == notation.BOM[0] && strings.HasPrefix(s.src[s.i:], notation.BOM):
			s.Advance(len(notation.BOM))
		default:
			return
		}
	}
}

// escape passes the `%` line at the current byte, up to its line end,
// and keeps it in escapes.
func (s *scanner) escape() {
	n := strings.IndexByte(s.src[s.i:], '\n')
	if n < 0 {
		n = len(s.src) - s.i
	}
	s.escapes = append(s.escapes, notation.Escape{Pos: fromLexer(s.pos.Filename, s.pos),
		Text: strings.TrimRight(s.src[s.i+1:s.i+n], "\r")})
	s.Advance(n)
}

// atLineStart tells whether the current byte starts its line, byte-order
// marks before it aside (they are not seen, and a file's first ones are not
// even read).
func (s *scanner) atLineStart() bool {
	column := s.pos.Column
	for j := s.i; j >= len(notation.BOM) && s.src[j-len(notation.BOM):j] == notation.BOM; j -= len(notation.BOM) {
		column--
	}
	return column == 1
}

// Next returns the next token.
func (s *scanner) Next() (lexer.Token, error) {
	s.skipSpace()
	start := s.pos
	if s.i >= len(s.src) {
		return lexer.EOFToken(start), nil
	}
	if s.runs && s.prev == 0 && s.src[s.i] == '[' { // tags at the record's start
		if t, ok := s.tagSection(start); ok {
			return t, nil
		}
	}
	typ, err := s.take(start)
	switch {
	case err != nil:
		return lexer.Token{}, err
	case !s.runs || !simple(typ):
		return lexer.Token{Type: typ, Value: s.last, Pos: start}, nil
	}
	from := s.end - len(s.last)
	for s.quickRun(); s.simpleNext(); s.quickRun() {
		if _, err := s.take(s.pos); err != nil {
			return lexer.Token{}, err
		}
	}
	s.elems[len(s.elems)-1].last = true
	return lexer.Token{Type: tokRun, Value: s.src[from:s.end], Pos: start}, nil
}

// quickRun takes the turn numbers and turns that come next in a run, most
// of every record, in one tight loop over the text, and the plain white
// space between them. It stops before anything else (another element, white
// space it leaves to skipSpace, a number or turn to report an error on),
// which take then scans as usual; what it takes, it keeps as take would.
func (s *scanner) quickRun() {
	src, i := s.src, s.i
	line, col := s.pos.Line, s.pos.Column
	prev, last, end, endLine, endCol := s.prev, s.last, s.end, s.endLine, s.endColumn
	for {
		for ; i < len(src); i++ { // white space
			if c := src[i]; c == ' ' || c == '\t' || c == '\r' {
				col++
			} else if c == '\n' {
				line, col = line+1, 1
			} else {
				break
			}
		}
		if i == len(src) {
			break
		}
		// A turn number, or a turn (not one white space would split:
		// take reports that).
		typ, n, cols := lexer.TokenType(0), 0, 0
		switch c := src[i]; {
		case c >= '0' && c <= '9':
			d := i + 1
			for d < len(src) && src[d] >= '0' && src[d] <= '9' {
				d++
			}
			e := d
			for e < len(src) && src[e] == '.' {
				e++
			}
			typ, n, cols = tokNumber, e-i, e-i
			if e == d {
				n = 0 // a result, or an error
			}
		case isLetter(c) && !(prev == tokMove && EndsInJoiner(last)):
			e, high := i, byte(0)
			for e < len(src) && !endsMove[src[e]] {
				high |= src[e]
				e++
			}
			typ, n, cols = tokMove, e-i, e-i
			if high >= utf8.RuneSelf { // as Advance counts them
				_, cols = notation.Advance(0, 0, src[i:e])
			}
		}
		if n == 0 {
			break
		}
		s.elems = append(s.elems, element{typ: int8(typ), from: int32(i), to: int32(i + n), line: int32(line), column: int32(col)})
		prev, last = typ, src[i:i+n]
		i, col = i+n, col+cols
		end, endLine, endCol = i, line, col
	}
	s.pos.Offset += i - s.i
	s.i, s.pos.Line, s.pos.Column = i, line, col
	s.prev, s.last, s.end, s.endLine, s.endColumn = prev, last, end, endLine, endCol
}

// tagSection scans the well-formed tags at the start of a record, which
// stands at start, as one token. It stops before a tag that is not well
// formed, for the parser to read token by token and report; it gives no
// token when the first is not.
func (s *scanner) tagSection(start lexer.Position) (lexer.Token, bool) {
	from, good, n := s.i, *s, 0
	for s.i < len(s.src) && s.src[s.i] == '[' && s.wellFormedTag() {
		good, n = *s, n+1
		s.skipSpace()
	}
	*s = good
	if n == 0 {
		return lexer.Token{}, false
	}
	return lexer.Token{Type: tokTags, Value: s.src[from:s.end], Pos: start}, true
}

// wellFormedTag scans a tag, [Name "value"], and tells whether it is one.
func (s *scanner) wellFormedTag() bool {
	for _, want := range [...]lexer.TokenType{tokPunct, tokName, tokString, tokPunct} {
		s.skipSpace()
		if s.i >= len(s.src) {
			return false
		}
		if typ, err := s.take(s.pos); err != nil || typ != want {
			return false
		}
	}
	return s.last == "]"
}

// appendTags appends the tags of a tokTags token to tags.
func appendTags(tags []tagAST, section lexer.Token) []tagAST {
	sc := scanner{src: section.Value, pos: section.Pos}
	for {
		open, _ := sc.Next() // the section was scanned without error
		if open.EOF() {
			return tags
		}
		name, _ := sc.Next()
		value, _ := sc.Next()
		sc.Next() // ']'
		tags = append(tags, tagAST{Pos: open.Pos, Name: name.Value, Value: value.Value})
	}
}

// simpleNext passes white space and tells whether a simple element (or an
// error) comes next: within a run, every byte but the punctuation of
// variations and tags, and the end, starts one (a name follows only '[').
func (s *scanner) simpleNext() bool {
	s.skipSpace()
	return s.i < len(s.src) && !endsRun[s.src[s.i]]
}

// endsRun tells the bytes that end a run of simple elements.
var endsRun = bytesOf(`()[]"`)

// take scans the token at the current byte, which stands at start, and
// moves past it; when scanning runs, a simple element is kept.
func (s *scanner) take(start lexer.Position) (lexer.TokenType, error) {
	typ, n, err := s.scan()
	if err != nil {
		lerr, placed := err.(*lexError)
		if !placed {
			lerr = &lexError{pos: start, msg: err.Error()}
		}
		return 0, lerr
	}
	s.prev, s.last = typ, s.src[s.i:s.i+n]
	s.Advance(n)
	s.end, s.endLine, s.endColumn = s.i, s.pos.Line, s.pos.Column
	if s.runs && simple(typ) {
		s.elems = append(s.elems, element{typ: int8(typ), from: int32(s.end - n), to: int32(s.end),
			line: int32(start.Line), column: int32(start.Column)})
	}
	return typ, nil
}

// scan finds the type and length of the token at the current byte.
func (s *scanner) scan() (lexer.TokenType, int, error) {
	rest := s.src[s.i:]
	c := rest[0]
	switch { // turn numbers and turns first: most of every record
	case c >= '0' && c <= '9':
		return scanNumber(rest)
	case isLetter(c) && s.prev == tokPunct && s.last == "[":
		return tokName, nameLength(rest), nil
	case isLetter(c) && s.spaceInTurn(false):
		return 0, 0, s.straySpace()
	case isLetter(c):
		return tokMove, moveLength(rest), nil
	case c == '(':
		if s.open = append(s.open, s.pos); len(s.open) > maxDepth {
			return 0, 0, fmt.Errorf("variations nested more than %d deep", maxDepth)
		}
		return tokPunct, 1, nil
	case c == ')':
		s.open = s.open[:max(len(s.open)-1, 0)]
		return tokPunct, 1, nil
	case strings.HasPrefix(rest, "[%"):
		return 0, 0, fmt.Errorf("a command [%%%s …] goes inside a comment: {[%%%s …]}", nameOf(rest[2:]), nameOf(rest[2:]))
	case c == '[' || c == ']':
		return tokPunct, 1, nil
	case c == '"':
		return scanString(rest)
	case c == '{':
		end := strings.IndexByte(rest, '}')
		if end < 0 {
			return 0, 0, fmt.Errorf("this comment is never closed: '}' expected")
		}
		return tokComment, end + 1, nil
	case c == '$':
		n := 1 + digits(rest[1:])
		if n == 1 {
			return 0, 0, fmt.Errorf("'$' must be followed by an annotation number (0-255)")
		}
		return tokNAG, n, nil
	case c == '!' || c == '?':
		return tokSuffix, span(rest, "!?"), nil
	case c == '*':
		return tokResult, 1, nil
	case c == ';' && !s.spaceInTurn(true):
		return 0, 0, fmt.Errorf("comments go in {…}: a ';' comment to the end of the line is not read")
	case s.spaceInTurn(true):
		return 0, 0, s.straySpace()
	}
	r, _ := utf8.DecodeRuneInString(rest)
	return 0, 0, fmt.Errorf("unexpected character %q", r)
}

// joiners are the characters that join the parts of a turn in some game
// (e5-e9, i8-f5;xa5, RB@h8-h9;+GO).
const joiners = "-;@+/:,="

// EndsInJoiner tells whether a turn's text ends with a character that joins
// the parts of a turn: white space alone after it would be read as a space
// inside the turn, so a turn written after it needs more (its number).
func EndsInJoiner(text string) bool {
	return text != "" && isJoiner[text[len(text)-1]]
}

// Joined tells whether the turn t, written after prev with a space alone
// between them, would be read as part of prev: prev's text ends with a
// joiner (EndsInJoiner), and no annotation, comment or variation of prev
// nor a number or comment of t stands between them.
func Joined(prev, t *notation.Turn) bool {
	return prev.Suffix == "" && len(prev.NAGs) == 0 && len(prev.After) == 0 && len(prev.Variations) == 0 &&
		t.Number == nil && len(t.Before) == 0 && EndsInJoiner(prev.Move)
}

// isJoiner tells the joiners.
var isJoiner = bytesOf(joiners)

// spaceInTurn tells whether white space splits a turn just before the
// current byte: the last token is a turn that ends with a joiner, or
// (joined) the current byte is a joiner that cannot start anything (a ';'
// followed by white space starts a PGN comment instead). A line break is
// white space like any other: writers wrap lines between turns anywhere.
func (s *scanner) spaceInTurn(joined bool) bool {
	if s.prev != tokMove {
		return false
	}
	if !joined {
		return EndsInJoiner(s.last)
	}
	rest := s.src[s.i:]
	if rest[0] == ';' {
		return len(rest) > 1 && !isSpace(rest[1])
	}
	return strings.IndexByte(joiners, rest[0]) >= 0
}

// straySpace is the error of white space inside a turn, at the first
// space: it shows the turn as written and as it must be written.
func (s *scanner) straySpace() *lexError {
	from := s.end - len(s.last)
	words := []string{s.last}
	i := s.i
	for {
		w := s.src[i : i+max(moveLength(s.src[i:]), 1)]
		words = append(words, w)
		i += len(w)
		gap := span(s.src[i:], " \t")
		if i+gap == len(s.src) || gap == 0 || moveLength(s.src[i+gap:]) == 0 || !joins(w, s.src[i+gap]) {
			break
		}
		i += gap
	}
	end := lexer.Position{Filename: s.pos.Filename, Offset: s.pos.Offset - (s.i - s.end), Line: s.endLine, Column: s.endColumn}
	return &lexError{pos: end, msg: fmt.Sprintf("no spaces inside a turn: write %q, not %q",
		strings.Join(words, ""), s.src[from:i])}
}

// joins tells whether the word w and the one starting with next are parts
// of one turn: one of them has a joiner where they meet.
func joins(w string, next byte) bool {
	return EndsInJoiner(w) || strings.IndexByte(joiners, next) >= 0
}

// nameOf is the name at the start of s.
func nameOf(s string) string { return s[:nameLength(s)] }

// scanString scans a quoted tag value with \" and \\ escapes. A value
// stays on its line, as in PGN: a backslash does not carry a line break
// into it.
func scanString(rest string) (lexer.TokenType, int, error) {
	for i := 1; i < len(rest); i++ {
		switch rest[i] {
		case '\\':
			if i+1 < len(rest) && rest[i+1] != '\n' {
				i++
			}
		case '"':
			return tokString, i + 1, nil
		case '\n':
			return 0, 0, fmt.Errorf("this tag value is not closed on its line: '\"' expected")
		}
	}
	// The record's last line ends here: the same message as at a line end,
	// so that a record kept as written reads back with the same error.
	return 0, 0, fmt.Errorf("this tag value is not closed on its line: '\"' expected")
}

// scanNumber tells a turn number (`12.`, `12...`) from a result (`1-0`,
// `1/2-1/2`, `2>1=3`).
func scanNumber(rest string) (lexer.TokenType, int, error) {
	n := digits(rest)
	if n < len(rest) && rest[n] == '.' {
		d := n
		for d < len(rest) && rest[d] == '.' {
			d++
		}
		return tokNumber, d, nil
	}
	return tokResult, n + span(rest[n:], "0123456789-/>="), nil
}

func digits(s string) int {
	i := 0
	for i < len(s) && s[i] >= '0' && s[i] <= '9' {
		i++
	}
	return i
}

// span is the length of the prefix of s made of bytes in set.
func span(s, set string) int {
	i := 0
	for i < len(s) && strings.IndexByte(set, s[i]) >= 0 {
		i++
	}
	return i
}

func isLetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

func nameLength(s string) int {
	i := 0
	for i < len(s) && (isLetter(s[i]) || s[i] >= '0' && s[i] <= '9' || s[i] == '_') {
		i++
	}
	return i
}

// moveLength is the length of a turn's text: it runs to white space or to a
// character that starts another element.
func moveLength(s string) int {
	i := 0
	for i < len(s) && !endsMove[s[i]] {
		i++
	}
	return i
}

// endsMove tells the bytes a turn's text stops at.
var endsMove = bytesOf(" \t\r\n\f\v{}()[]!?$\"%")

// bytesOf tells the bytes of set.
func bytesOf(set string) (in [256]bool) {
	for _, c := range []byte(set) {
		in[c] = true
	}
	return in
}

// lexError is a lexing error at a position.
type lexError struct {
	pos lexer.Position
	msg string
}

func (e *lexError) Error() string { return e.msg }

// ValidTagName tells whether s can name a tag: letters, digits and _.
func ValidTagName(s string) bool { return s != "" && nameLength(s) == len(s) }
