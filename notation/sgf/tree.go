package sgf

import (
	"fmt"
	"io"
	"strings"
	"sync"

	"github.com/arbiter-games/arbiter/notation"
)

// game is one SGF game tree of a single line: its nodes in order.
type game struct {
	pos   notation.Pos
	nodes []node
}

// node is one ";" node with its properties.
type node struct {
	pos   notation.Pos
	props []property
}

// property is one property, "P0[5 place wr  F 2]", with its values.
type property struct {
	pos    notation.Pos
	name   string
	values []value
}

// value is one bracketed value, escapes resolved; pos is its first byte.
type value struct {
	pos  notation.Pos
	text string
}

// scanner reads the SGF text of a game cut from its file, keeping its
// place in the file.
type scanner struct {
	src  string
	file string
	// base is the offset of src in the file; off the scanner's in src.
	base, off, line, col int
	// the memory a game's nodes, their properties and their values are
	// read into: a node's properties and a property's values are pieces
	// of props and values.
	nodes  []node
	props  []property
	values []value
}

// newScanner reads src, which stands at start in its file.
func newScanner(src string, start notation.Pos) *scanner {
	return &scanner{src: src, file: start.File, base: start.Offset, line: start.Line, col: start.Column}
}

// scanners keep the memory of games read, for the next (reusedScanner).
var scanners = sync.Pool{New: func() any { return new(scanner) }}

// reusedScanner is newScanner, reading into the memory of a game read
// before: once the game read is converted, release gives it back.
func reusedScanner(src string, start notation.Pos) *scanner {
	s := scanners.Get().(*scanner)
	s.src, s.file, s.base, s.off, s.line, s.col = src, start.File, start.Offset, 0, start.Line, start.Column
	return s
}

// maxKept is the most nodes, properties or values whose memory a scanner
// keeps for the next game: an uncommonly long game's is let go.
const maxKept = 1 << 14

// release gives a reusedScanner back, with its memory, once nothing read
// is used any more.
func (s *scanner) release() {
	s.nodes, s.props, s.values = keep(s.nodes), keep(s.props), keep(s.values)
	s.src, s.file = "", ""
	scanners.Put(s)
}

// keep is the memory of xs, cleared, to read into again; nil when it is
// over maxKept.
func keep[T any](xs []T) []T {
	if cap(xs) > maxKept {
		return nil
	}
	clear(xs)
	return xs[:0]
}

func (s *scanner) pos() notation.Pos {
	return notation.Pos{File: s.file, Offset: s.base + s.off, Line: s.line, Column: s.col}
}

// peek returns the next byte, or 0 at the end.
func (s *scanner) peek() byte {
	if s.off >= len(s.src) {
		return 0
	}
	return s.src[s.off]
}

func (s *scanner) atEnd() bool { return s.off >= len(s.src) }

// advance moves past one byte. Columns count characters: a byte that
// continues a UTF-8 character takes none.
func (s *scanner) advance() {
	switch c := s.src[s.off]; {
	case c == '\n':
		s.line, s.col = s.line+1, 1
	case c&0xC0 != 0x80:
		s.col++
	}
	s.off++
}

func (s *scanner) skipSpace() {
	for !s.atEnd() && strings.IndexByte(" \t\r\n", s.peek()) >= 0 {
		s.advance()
	}
}

// errorf makes an error at a place.
func errorf(p notation.Pos, format string, args ...any) *notation.Error {
	return notation.Syntax(p, fmt.Sprintf(format, args...))
}

// nextGame reads the next game tree, io.EOF when none is left. After an
// error the scanner stands after the bad game, so reading can go on.
func (s *scanner) nextGame() (*game, error) {
	s.skipSpace()
	if s.atEnd() {
		return nil, io.EOF
	}
	if s.peek() != '(' {
		err := errorf(s.pos(), "expected ( to start a game, found %s", s.found())
		for !s.atEnd() && s.peek() != '(' {
			s.advance()
		}
		return nil, err
	}
	return s.game()
}

// game reads a game tree from its "(" to its ")".
func (s *scanner) game() (*game, error) {
	if s.nodes == nil {
		s.nodes = make([]node, 0, strings.Count(s.src[s.off:], ";"))
	}
	g := &game{pos: s.pos(), nodes: s.nodes[:0]}
	defer func() { s.nodes = g.nodes }()
	s.advance()
	for {
		s.skipSpace()
		switch c := s.peek(); {
		case s.atEnd():
			return nil, errorf(s.pos(), "the game that starts at %d:%d has no closing )", g.pos.Line, g.pos.Column)
		case c == ';':
			n, err := s.node()
			if err != nil {
				s.skipGame(1)
				return nil, err
			}
			g.nodes = append(g.nodes, n)
		case c == ')':
			s.advance()
			return g, nil
		case c == '(':
			err := errorf(s.pos(), "a variation starts here; boardspace games are one line of play, and variations are not read")
			s.skipGame(1)
			return nil, err
		default:
			err := errorf(s.pos(), "expected ;, ( or ), found %s", s.found())
			s.skipGame(1)
			return nil, err
		}
	}
}

// node reads a ";" and the properties after it.
func (s *scanner) node() (node, error) {
	n, first := node{pos: s.pos()}, len(s.props)
	s.advance()
	for {
		s.skipSpace()
		if !isIdentByte(s.peek()) {
			n.props = s.props[first:len(s.props):len(s.props)]
			return n, nil
		}
		p, err := s.property()
		if err != nil {
			return n, err
		}
		s.props = append(s.props, p)
	}
}

func isIdentByte(c byte) bool {
	return c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9'
}

// property reads a name and its bracketed values.
func (s *scanner) property() (property, error) {
	p, first := property{pos: s.pos()}, len(s.values)
	start := s.off
	for isIdentByte(s.peek()) {
		s.advance()
	}
	p.name = s.src[start:s.off]
	for s.skipSpace(); s.peek() == '['; s.skipSpace() {
		v, err := s.value()
		if err != nil {
			return p, err
		}
		s.values = append(s.values, v)
	}
	p.values = s.values[first:len(s.values):len(s.values)]
	if len(p.values) == 0 {
		return p, errorf(s.pos(), "the property %s has no value: expected [ after it, found %s", p.name, s.found())
	}
	return p, nil
}

// value reads "[...]": a backslash keeps the next byte, and a backslash
// before a line end joins the lines.
func (s *scanner) value() (value, error) {
	open := s.pos()
	s.advance()
	v := value{pos: s.pos()}
	if end := strings.IndexByte(s.src[s.off:], ']'); end >= 0 && strings.IndexByte(s.src[s.off:s.off+end], '\\') < 0 {
		v.text = s.src[s.off : s.off+end] // no escape: the text as it stands
		for range end + 1 {
			s.advance()
		}
		return v, nil
	}
	var b strings.Builder
	for !s.atEnd() {
		c := s.peek()
		s.advance()
		switch {
		case c == ']':
			v.text = b.String()
			return v, nil
		case c == '\\' && !s.atEnd():
			if s.peek() != '\n' {
				b.WriteByte(s.peek())
			}
			s.advance()
		default:
			b.WriteByte(c)
		}
	}
	return v, errorf(open, "the value that starts here has no closing ]")
}

// skipGame moves past the rest of a game tree, depth parentheses deep,
// values included, or to the end of the text.
func (s *scanner) skipGame(depth int) {
	for !s.atEnd() {
		switch s.peek() {
		case '[':
			if _, err := s.value(); err != nil {
				return
			}
			continue
		case '(':
			depth++
		case ')':
			depth--
		}
		s.advance()
		if depth <= 0 {
			return
		}
	}
}

// found describes the text at the scanner for an error message.
func (s *scanner) found() string {
	if s.atEnd() {
		return "the end of the file"
	}
	rest := s.src[s.off:]
	if i := strings.IndexAny(rest, " \t\r\n"); i > 0 {
		rest = rest[:i]
	}
	if r := []rune(rest); len(r) > 12 {
		rest = string(r[:12]) + "…"
	}
	return fmt.Sprintf("%q", rest)
}
