package text

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/alecthomas/participle/v2"
	"github.com/alecthomas/participle/v2/lexer"
	"github.com/arbiter-games/arbiter/internal/scratch"
	"github.com/arbiter-games/arbiter/notation"
)

// Reader reads the records of one file one at a time, so memory holds one
// record, not the file. A record with a syntax error is reported and skipped;
// the next call goes on with the next record. A record longer than
// MaxRecordSize is refused the same way (notation.TooLong), without being
// held. The strings of a record (its turns, tags, comments)
// point into a block of text shared with the records cut around it (16
// KiB, see texts): a program that keeps a few records of many holds their
// blocks, unless it copies what it keeps (strings.Clone).
type Reader struct {
	src io.Reader
	// buf[i:] is read and not yet cut; eof: src has no more.
	buf []byte
	i   int
	eof bool
	// at is where buf[i] stands in the file.
	at     notation.Pos
	split  splitter
	number int
	// marks is how many bytes of byte-order marks start the file.
	marks int
	// texts and cuts hold the records cut, a block for many.
	texts texts
	cuts  cuts
}

// readSize is how much a Reader reads at a time; lookahead is how far past
// a byte it may need to see to know whether a record starts there.
const (
	readSize  = 64 << 10
	lookahead = 256
)

// NewReader reads records from r; file names the source in positions.
func NewReader(r io.Reader, file string) *Reader {
	return newReaderAt(r, notation.Pos{File: file, Line: 1, Column: 1})
}

// newReaderAt reads records from r, whose first byte stands at start in
// its file (notation.Chunking). The text of a *bytes.Buffer (a chunk of a
// file, in memory) is cut where it stands, not copied.
func newReaderAt(r io.Reader, start notation.Pos) *Reader {
	rd := &Reader{src: r, texts: texts{b: new(strings.Builder)}, at: start, split: newSplitter()}
	if b, ok := r.(*bytes.Buffer); ok {
		rd.buf, rd.eof = b.Bytes(), true
		rd.texts.b.Grow(len(rd.buf)) // the texts of all its records
		return rd
	}
	rd.buf = make([]byte, 0, readSize)
	return rd
}

// Next cuts the next record's text from the file without parsing it, so
// that the parsing may run on another goroutine (notation.Reader): its
// Parse gives the record, or an *Error (with the record's number). At the
// end it returns io.EOF; other errors come from the underlying reader.
func (r *Reader) Next() (notation.Unparsed, error) {
	for {
		u, err := r.nextChunk()
		if u != nil || err != nil {
			return u, err
		}
		if r.eof && r.i == len(r.buf) {
			return nil, io.EOF
		}
	}
}

// cut is a record's text cut from its file.
type cut struct {
	text   string
	start  notation.Pos
	number int
}

// Text is the record's text as written in its file.
func (c cut) Text() string { return c.text }

// Start is where the record starts in its file.
func (c cut) Start() notation.Pos { return c.start }

func (c cut) Parse() (*notation.Record, error) { return c.ParseIn(nil) }

// ParseIn is Parse with the record's turns taken from s.
func (c cut) ParseIn(s *scratch.Scratch) (*notation.Record, error) {
	rec, err := parse(c.text, c.start, s)
	if err != nil {
		err.Record, err.Raw, err.Start = c.number, c.text, c.start
		return nil, err
	}
	rec.Number = c.number
	return rec, nil
}

// nextChunk cuts the next record from the file: its text up to where the
// next record starts (see splitter). It returns nil when the text holds no
// record (only white space and `%` lines), and a failed record for a record
// longer than MaxRecordSize, whose text it does not keep.
func (r *Reader) nextChunk() (notation.Unparsed, error) {
	if err := r.fill(); err != nil {
		return nil, err
	}
	r.texts.begin()
	start, size := r.at, 0
	for r.i < len(r.buf) {
		j, cut := r.scan()
		span := r.buf[r.i:j]
		if size += len(span); size <= notation.MaxRecordSize {
			r.texts.write(span)
		} else {
			r.texts.drop()
		}
		r.at.Line, r.at.Column = advance(r.at.Line, r.at.Column, span)
		r.at.Offset += len(span)
		r.i = j
		if cut {
			break
		}
		if err := r.fill(); err != nil {
			return nil, err
		}
	}
	return r.record(r.texts.text(), start, size), nil
}

// scan passes the bytes the splitter may judge with what is read (all but
// the lookahead until the end of the file), and tells where it stopped and
// whether a record starts there.
func (r *Reader) scan() (int, bool) {
	end := len(r.buf)
	if !r.eof {
		end = max(end-lookahead, r.i) // none, until fill reads more
	}
	for j := r.i; j < end; j++ {
		if j += r.split.skip(r.buf[j:end]); j == end {
			break
		}
		if r.split.step(r.buf[j:]) {
			return j, true
		}
	}
	return end, false
}

// record makes the cut record of a chunk, and readies the splitter for the
// next.
func (r *Reader) record(text string, start notation.Pos, size int) notation.Unparsed {
	content, endLine := r.split.content, r.at.Line
	if r.split.column1 {
		endLine--
	}
	r.split.restart()
	if !content {
		return nil
	}
	r.number++
	if size > notation.MaxRecordSize {
		return notation.Failed(notation.TooLong(start, r.number, size, endLine))
	}
	return r.cuts.add(cut{text: text, start: start, number: r.number})
}

// fill reads more of the file once no more than the lookahead is left. It
// passes the byte-order marks at the start of the file.
func (r *Reader) fill() error {
	for !r.eof && len(r.buf)-r.i <= lookahead {
		n := copy(r.buf[:cap(r.buf)], r.buf[r.i:])
		m, err := r.src.Read(r.buf[n:cap(r.buf)])
		r.buf, r.i = r.buf[:n+m], 0
		switch {
		case errors.Is(err, io.EOF):
			r.eof = true
		case err != nil:
			return err
		}
	}
	// Only marks passed so far (a doubled mark, saved again by a tool that
	// adds one, is passed too): every byte read was one of theirs. Not the
	// line and column: a stray byte of UTF-8 before a mark moves neither.
	for r.at.Offset == r.marks && startsWith(r.buf[r.i:], notation.BOM) && (r.eof || len(r.buf) >= len(notation.BOM)) {
		r.i += len(notation.BOM)
		r.at.Offset += len(notation.BOM)
		r.marks += len(notation.BOM)
	}
	return nil
}

// Parse reads one record whose text starts at the position start. A record
// that cannot be read gives an *Error.
func Parse(text string, start notation.Pos) (*notation.Record, error) {
	rec, err := parse(text, start, nil)
	if err != nil {
		return nil, err
	}
	return rec, nil
}

// parse is Parse with the error's type known, the record's turns taken
// from s.
func parse(text string, start notation.Pos, s *scratch.Scratch) (*notation.Record, *notation.Error) {
	base := lexer.Position{Filename: start.File, Offset: start.Offset, Line: start.Line, Column: start.Column}
	if base.Line == 0 {
		base.Line, base.Column = 1, 1
	}
	sc := newScanner(text, base)
	defer sc.release()
	plex, err := lexer.Upgrade(sc)
	if err != nil {
		return nil, syntaxError(start.File, err, nil)
	}
	root, err := recordParser.ParseFromLexer(plex)
	ast := root.ast
	defer ast.release()
	if ast.err != nil {
		err = ast.err // what follows a part that failed is not the error
	}
	if err != nil {
		return nil, syntaxError(start.File, err, sc.open)
	}
	b := newBuilder(start.File, text, sc.elems, base, s)
	rec := b.record(ast)
	if b.err != nil {
		return nil, b.err
	}
	rec.Pos, rec.Escapes = start, sc.escapes
	return rec, nil
}

// ReadAll reads every record of r. Records that cannot be read are left out
// and their errors returned together.
func ReadAll(r io.Reader, file string) ([]*notation.Record, notation.ErrorList, error) {
	return notation.ReadAll(NewReader(r, file))
}

// syntaxError turns a lexer or parser error into an Error in plain words;
// open holds where the variations still open at the end of the record
// start.
func syntaxError(file string, err error, open []lexer.Position) *notation.Error {
	var lerr *lexError
	if errors.As(err, &lerr) {
		return notation.Syntax(fromLexer(file, lerr.pos), lerr.msg)
	}
	var uerr *participle.UnexpectedTokenError
	if errors.As(err, &uerr) && uerr.Unexpected.EOF() && len(open) > 0 {
		return notation.Syntax(fromLexer(file, open[len(open)-1]), "this variation is never closed: ')' expected")
	}
	if errors.As(err, &uerr) {
		return notation.Syntax(fromLexer(file, uerr.Unexpected.Pos), unexpected(uerr.Unexpected, expected(uerr)))
	}
	var perr participle.Error
	if errors.As(err, &perr) {
		return notation.Syntax(fromLexer(file, perr.Position()), perr.Message())
	}
	return notation.Syntax(notation.Pos{File: file, Line: 1, Column: 1}, err.Error())
}

func fromLexer(file string, p lexer.Position) notation.Pos {
	return notation.Pos{File: file, Offset: p.Offset, Line: p.Line, Column: p.Column}
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
	if t.Type == tokRun {
		t = firstElement(t)
	}
	switch {
	case t.EOF():
		return "the record ends too early, inside a tag: write it [Name \"value\"]"
	case t.Value == ")":
		return "')' closes no variation"
	case t.Value == "[":
		return "this '[' starts no tag: tags come before the moves, written [Name \"value\"]"
	case t.Value == "]":
		return "']' closes no tag"
	case t.Type == tokName || t.Type == tokString:
		return "a tag must be written [Name \"value\"]"
	case expect != "":
		return fmt.Sprintf("unexpected %s here: %s expected", t.Value, expect)
	}
	return "unexpected " + t.Value + " here"
}

// advance is notation.Advance over a span of the file, lines counted at
// once: only the characters of the last line are counted one by one.
func advance(line, column int, span []byte) (int, int) {
	if last := bytes.LastIndexByte(span, '\n'); last >= 0 {
		line, column, span = line+bytes.Count(span[:last], newline)+1, 1, span[last+1:]
	}
	return notation.Advance(line, column, span)
}

var newline = []byte{'\n'}
