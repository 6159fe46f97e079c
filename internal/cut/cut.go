// Package cut reads a file of records a record at a time in bounded
// memory, for the readers of the formats whose records a scanner finds the
// end of (JSON documents and lines, SGF, engine logs): a record's text is
// held up to notation.MaxRecordSize bytes, and a longer record is passed
// over to its end, its size and place counted but its text never held, so
// that the reader refuses it (notation.TooLong) and goes on. Byte-order
// marks at the start of the file are passed, once or repeated.
package cut

import (
	"bytes"
	"errors"
	"io"

	"github.com/arbiter-games/arbiter/notation"
)

// readSize is how much a Reader reads at a time.
const readSize = 64 << 10

// Reader reads a file's text for a reader of records.
type Reader struct {
	src io.Reader
	// buf[i:] is read and not yet passed; buf[keep:i] is the text of the
	// record being cut (keep < 0: none is kept).
	buf  []byte
	i    int
	keep int
	eof  bool
	err  error
	// at is the place of buf[i]; marks counts the bytes of the byte-order
	// marks at the start of the file.
	at    notation.Pos
	marks int
	// rec is the record being cut, while in is set.
	rec Record
	in  bool
}

// Record is the text of a record cut from its file.
type Record struct {
	// Text is the record's text, nil when it is longer than a record may
	// be (TooLong). It is the Reader's: good until its next call.
	Text []byte
	// Start is where the record starts; Size counts its bytes; EndLine is
	// the line its last byte stands on.
	Start   notation.Pos
	Size    int
	EndLine int
	// Ended tells whether the record's end was found (else the file ended
	// first).
	Ended bool
	// last is the record's last byte.
	last byte
}

// TooLong tells whether the record is longer than notation.MaxRecordSize:
// its text was not held.
func (r Record) TooLong() bool { return r.Size > notation.MaxRecordSize }

// NewReader reads r; file names it in places.
func NewReader(r io.Reader, file string) *Reader {
	return NewReaderAt(r, notation.Pos{File: file, Line: 1, Column: 1})
}

// NewReaderAt reads the text of r, whose first byte stands at start in
// its file (a file read in chunks: notation.Chunking).
func NewReaderAt(r io.Reader, start notation.Pos) *Reader {
	size := readSize
	if l, ok := r.(interface{ Len() int }); ok {
		size = min(size, max(l.Len(), 1)) // a chunk of a file in memory
	}
	return &Reader{src: r, buf: make([]byte, 0, size), keep: -1, at: start}
}

// NewBytesReader reads text where it stands, not copied, whose first byte
// stands at start in its file (a chunk of a file in memory:
// notation.Chunking). The records' Text is then text's.
func NewBytesReader(text []byte, start notation.Pos) *Reader {
	r := &Reader{buf: text[:len(text):len(text)], keep: -1, at: start, eof: true}
	r.passMarks()
	return r
}

// NewChunkReader reads a chunk of a file whose first byte stands at start
// (notation.Chunking's NewReader): one in memory, a *bytes.Buffer, where
// it stands (NewBytesReader), another as it is read (NewReaderAt).
func NewChunkReader(r io.Reader, start notation.Pos) *Reader {
	if b, ok := r.(*bytes.Buffer); ok {
		return NewBytesReader(b.Next(b.Len()), start)
	}
	return NewReaderAt(r, start)
}

// Held is how many bytes the Reader holds read and not yet passed: all
// of a chunk in memory, at first.
func (r *Reader) Held() int { return len(r.buf) - r.i }

// Pos is the place of the next byte.
func (r *Reader) Pos() notation.Pos { return r.at }

// Bytes returns the bytes read and not yet passed, reading more when none
// are left: none at the end of the file. An error of the file's reader
// other than io.EOF is returned once the bytes read before it are passed.
func (r *Reader) Bytes() ([]byte, error) {
	for r.i == len(r.buf) && !r.eof && r.err == nil {
		r.fill()
	}
	if r.i == len(r.buf) && r.err != nil {
		return nil, r.err
	}
	return r.buf[r.i:], nil
}

// Peek returns the next byte; ok is false at the end of the file.
func (r *Reader) Peek() (c byte, ok bool, err error) {
	b, err := r.Bytes()
	if len(b) == 0 {
		return 0, false, err
	}
	return b[0], true, nil
}

// fill reads more of the file, keeping the text of the record being cut
// (in a larger buffer when it fills this one), and passes the byte-order
// marks at the start of the file.
func (r *Reader) fill() {
	from := r.i
	if r.keep >= 0 {
		from = r.keep
	}
	if from == 0 && len(r.buf) == cap(r.buf) {
		grown := make([]byte, len(r.buf), 2*cap(r.buf))
		copy(grown, r.buf)
		r.buf = grown
	}
	n := len(r.buf)
	if from > 0 {
		n = copy(r.buf[:cap(r.buf)], r.buf[from:])
		r.buf, r.i = r.buf[:n], r.i-from
	}
	if r.keep >= 0 {
		r.keep = 0
	}
	m, err := r.src.Read(r.buf[n:cap(r.buf)])
	r.buf = r.buf[:n+m]
	switch {
	case errors.Is(err, io.EOF):
		r.eof = true
	case err != nil:
		r.err = err
	}
	r.passMarks()
}

// passMarks passes the byte-order marks at the start of the file. They
// take no column: a mark is not seen.
func (r *Reader) passMarks() {
	for r.at.Offset == r.marks && !r.in {
		rest := r.buf[r.i:]
		if !bytes.HasPrefix(rest, []byte(notation.BOM)) {
			if len(rest) < len(notation.BOM) && bytes.HasPrefix([]byte(notation.BOM), rest) && !r.eof && r.err == nil {
				r.fillMark()
				continue
			}
			return
		}
		r.i += len(notation.BOM)
		r.at.Offset += len(notation.BOM)
		r.marks += len(notation.BOM)
	}
}

// fillMark reads on when the bytes read end in the first bytes of a mark.
func (r *Reader) fillMark() {
	n := copy(r.buf[:cap(r.buf)], r.buf[r.i:])
	r.buf, r.i = r.buf[:n], 0
	m, err := r.src.Read(r.buf[n:cap(r.buf)])
	r.buf = r.buf[:n+m]
	switch {
	case errors.Is(err, io.EOF):
		r.eof = true
	case err != nil:
		r.err = err
	}
}

// Pass passes the next n bytes of those Bytes returned: the text of the
// record being cut, if one is.
func (r *Reader) Pass(n int) {
	if n == 0 {
		return
	}
	span := r.buf[r.i : r.i+n]
	if last := bytes.LastIndexByte(span, '\n'); last >= 0 {
		r.at.Line += bytes.Count(span[:last], []byte{'\n'}) + 1
		r.at.Line, r.at.Column = notation.Advance(r.at.Line, 1, span[last+1:])
	} else {
		r.at.Line, r.at.Column = notation.Advance(r.at.Line, r.at.Column, span)
	}
	r.at.Offset += n
	r.i += n
	if !r.in {
		return
	}
	r.rec.Size += n
	r.rec.last = span[n-1]
	if r.rec.TooLong() {
		r.keep = -1 // the text read so far is let go
	}
}

// Begin starts a record at the next byte.
func (r *Reader) Begin() {
	r.in, r.keep = true, r.i
	r.rec = Record{Start: r.at}
}

// End ends the record begun: its text (unless it is too long) and where
// it stands.
func (r *Reader) End() Record {
	rec := r.rec
	if r.keep >= 0 {
		rec.Text = r.buf[r.keep:r.i]
	}
	rec.EndLine = r.at.Line
	if rec.last == '\n' {
		rec.EndLine--
	}
	r.in, r.keep = false, -1
	return rec
}

// Cut cuts a record from the next byte on: end is handed the bytes read
// a piece at a time and tells how many are the record's and whether it
// ends there; the file's end ends it too (Ended false).
func (r *Reader) Cut(end func(b []byte) (int, bool)) (Record, error) {
	r.Begin()
	for {
		b, err := r.Bytes()
		if err != nil {
			r.End()
			return Record{}, err
		}
		if len(b) == 0 {
			return r.End(), nil
		}
		n, done := end(b)
		r.Pass(n)
		if done {
			rec := r.End()
			rec.Ended = true
			return rec, nil
		}
	}
}

// Line cuts the next line, its line end included; io.EOF at the end of
// the file.
func (r *Reader) Line() (Record, error) {
	if b, err := r.Bytes(); len(b) == 0 {
		if err == nil {
			err = io.EOF
		}
		return Record{}, err
	}
	return r.Cut(func(b []byte) (int, bool) {
		if i := bytes.IndexByte(b, '\n'); i >= 0 {
			return i + 1, true
		}
		return len(b), false
	})
}

// Space passes white space (space, tab, line ends).
func (r *Reader) Space() error {
	for {
		b, err := r.Bytes()
		if len(b) == 0 {
			return err
		}
		n := 0
		for n < len(b) && (b[n] == ' ' || b[n] == '\t' || b[n] == '\n' || b[n] == '\r') {
			n++
		}
		r.Pass(n)
		if n < len(b) {
			return nil
		}
	}
}
