package notation

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/alecthomas/participle/v2"
	"github.com/alecthomas/participle/v2/lexer"
)

// Reader reads the records of one file one at a time, so memory holds one
// record, not the file. A record with a syntax error is reported and skipped;
// the next call goes on with the next record.
type Reader struct {
	file   string
	in     *bufio.Reader
	number int
	// line, offset: where the next unread line starts.
	line, offset int
	// carry is a tag line read past the end of the previous record; line and
	// offset are still those of its start.
	carry string
	done  bool
}

// NewReader reads records from r; file names the source in positions.
func NewReader(r io.Reader, file string) *Reader {
	return &Reader{file: file, in: bufio.NewReaderSize(r, 64<<10), line: 1}
}

// Next returns the next record. At the end it returns io.EOF. A record that
// cannot be read returns an *Error (with the record's number); reading may go
// on. Other errors come from the underlying reader.
func (r *Reader) Next() (*Record, error) {
	u, err := r.NextUnparsed()
	if err != nil {
		return nil, err
	}
	return u.Parse()
}

// NextUnparsed cuts the next record's text from the file without parsing
// it, so that the parsing may run on another goroutine. At the end it
// returns io.EOF; other errors come from the underlying reader.
func (r *Reader) NextUnparsed() (Unparsed, error) {
	for {
		chunk, start, err := r.nextChunk()
		if err != nil {
			return nil, err
		}
		if strings.TrimSpace(chunk) == "" || onlyIgnored(chunk) {
			continue
		}
		r.number++
		return cut{text: chunk, start: start, number: r.number}, nil
	}
}

// Unparsed is a record read from a file whose parsing is left to the caller,
// on any goroutine.
type Unparsed interface {
	// Parse returns the record, or an *Error when it cannot be read.
	Parse() (*Record, error)
}

// cut is a record's text cut from its file.
type cut struct {
	text   string
	start  Pos
	number int
}

// Text is the record's text as written in its file.
func (c cut) Text() string { return c.text }

func (c cut) Parse() (*Record, error) {
	rec, err := parse(c.text, c.start)
	if err != nil {
		err.Record, err.Raw = c.number, c.text
		return nil, err
	}
	rec.Number = c.number
	return rec, nil
}

// Parsed is a record that needs no more parsing, as an Unparsed.
func Parsed(rec *Record) Unparsed { return parsed{rec} }

type parsed struct{ rec *Record }

func (p parsed) Parse() (*Record, error) { return p.rec, nil }

// nextChunk cuts the text of the next record: from its first line to the
// line before the next record's first tag line. It knows comments, so a `[`
// inside a comment does not start a record.
func (r *Reader) nextChunk() (string, Pos, error) {
	if r.done {
		return "", Pos{}, io.EOF
	}
	var b strings.Builder
	start := Pos{File: r.file, Line: r.line, Offset: r.offset, Column: 1}
	inComment, sawMoves := false, false
	if r.carry != "" {
		b.WriteString(r.carry)
		r.advance(r.carry)
		r.carry = ""
	}
	for {
		line, err := r.in.ReadString('\n')
		if err != nil && !errors.Is(err, io.EOF) {
			return "", Pos{}, err
		}
		if r.line == 1 && r.offset == 0 && strings.HasPrefix(line, bom) {
			trimmed := strings.TrimLeft(line, bom) // a doubled mark too
			r.offset, start.Offset = len(line)-len(trimmed), len(line)-len(trimmed)
			line = trimmed
		}
		if line == "" && err != nil {
			r.done = true
			return b.String(), start, nil
		}
		kind := classify(line, inComment)
		if kind == lineTag && sawMoves {
			r.carry = line
			return b.String(), start, nil
		}
		b.WriteString(line)
		r.advance(line)
		if kind == lineMoves {
			sawMoves = true
			inComment = endsInComment(line, inComment)
		}
		if err != nil {
			r.done = true
			return b.String(), start, nil
		}
	}
}

// advance counts a consumed line.
func (r *Reader) advance(line string) {
	r.offset += len(line)
	if strings.HasSuffix(line, "\n") {
		r.line++
	}
}

// bom is the byte-order mark a file may start with (once or, re-encoded,
// more than once); it is ignored.
const bom = "\ufeff"

type lineKind int

const (
	lineBlank lineKind = iota
	lineTag
	lineMoves
)

// classify says what a line is, given whether a comment is open before it.
func classify(line string, inComment bool) lineKind {
	if inComment {
		return lineMoves
	}
	if strings.HasPrefix(line, "%") {
		return lineBlank
	}
	t := strings.TrimSpace(line)
	switch {
	case t == "":
		return lineBlank
	case t[0] == '[' && !strings.HasPrefix(t, "[%"):
		return lineTag
	}
	return lineMoves
}

// endsInComment tells whether a comment is still open at the end of line.
func endsInComment(line string, inComment bool) bool {
	for i := 0; i < len(line); i++ {
		switch line[i] {
		case '{':
			inComment = true
		case '}':
			inComment = false
		}
	}
	return inComment
}

// onlyIgnored reports whether a chunk holds nothing but `%` lines.
func onlyIgnored(chunk string) bool {
	for _, l := range strings.Split(chunk, "\n") {
		if strings.TrimSpace(l) != "" && !strings.HasPrefix(l, "%") {
			return false
		}
	}
	return true
}

// Parse reads one record whose text starts at the position start. A record
// that cannot be read gives an *Error.
func Parse(text string, start Pos) (*Record, error) {
	rec, err := parse(text, start)
	if err != nil {
		return nil, err
	}
	return rec, nil
}

// parse is Parse with the error's type known.
func parse(text string, start Pos) (*Record, *Error) {
	base := lexer.Position{Filename: start.File, Offset: start.Offset, Line: start.Line, Column: start.Column}
	if base.Line == 0 {
		base.Line, base.Column = 1, 1
	}
	plex, err := lexer.Upgrade(newScanner(text, base))
	if err != nil {
		return nil, syntaxError(start.File, err)
	}
	ast, err := recordParser.ParseFromLexer(plex)
	if err != nil {
		return nil, syntaxError(start.File, err)
	}
	b := builder{file: start.File}
	rec := b.record(ast)
	if b.err != nil {
		return nil, b.err
	}
	rec.Pos = start
	return rec, nil
}

// ReadAll reads every record of r. Records that cannot be read are left out
// and their errors returned together.
func ReadAll(r io.Reader, file string) ([]*Record, ErrorList, error) {
	rd := NewReader(r, file)
	var recs []*Record
	var errs ErrorList
	for {
		rec, err := rd.Next()
		var perr *Error
		switch {
		case errors.Is(err, io.EOF):
			return recs, errs, nil
		case errors.As(err, &perr):
			errs = append(errs, perr)
		case err != nil:
			return recs, errs, err
		default:
			recs = append(recs, rec)
		}
	}
}

// syntaxError turns a lexer or parser error into an Error in plain words.
func syntaxError(file string, err error) *Error {
	var lerr *lexError
	if errors.As(err, &lerr) {
		return &Error{Pos: fromLexer(file, lerr.pos), Msg: lerr.msg}
	}
	var uerr *participle.UnexpectedTokenError
	if errors.As(err, &uerr) {
		return &Error{Pos: fromLexer(file, uerr.Unexpected.Pos), Msg: unexpected(uerr.Unexpected, expected(uerr))}
	}
	var perr participle.Error
	if errors.As(err, &perr) {
		return &Error{Pos: fromLexer(file, perr.Position()), Msg: perr.Message()}
	}
	return &Error{Pos: Pos{File: file, Line: 1, Column: 1}, Msg: err.Error()}
}

func fromLexer(file string, p lexer.Position) Pos {
	return Pos{File: file, Offset: p.Offset, Line: p.Line, Column: p.Column}
}

// expected is what participle says it expected, from its message (the
// node it expected is not exported).
func expected(err *participle.UnexpectedTokenError) string {
	msg := err.Message()
	if i := strings.LastIndex(msg, " (expected "); i >= 0 && strings.HasSuffix(msg, ")") {
		return msg[i+len(" (expected ") : len(msg)-1]
	}
	return err.Expect
}

// unexpected explains a token the grammar did not expect where it stands,
// and what the grammar expected there.
func unexpected(t lexer.Token, expect string) string {
	switch {
	case t.EOF():
		return "the record ends too early: a closing ']' or ')' is missing"
	case t.Value == ")":
		return "')' closes no variation"
	case t.Value == "[":
		return "a tag must come before the moves, each on its own line"
	case t.Value == "]":
		return "']' closes no tag"
	case t.Type == tokName || t.Type == tokString:
		return "a tag must be written [Name \"value\"]"
	case expect != "":
		return fmt.Sprintf("unexpected %s here: %s expected", t.Value, expect)
	}
	return "unexpected " + t.Value + " here"
}
