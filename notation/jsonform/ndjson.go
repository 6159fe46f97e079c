package jsonform

import (
	"bufio"
	"bytes"
	"errors"
	"io"
	"unicode"

	"github.com/arbiter-games/arbiter/notation"
)

// LinesReader reads records written as JSON lines (NDJSON): one
// record's JSON a line, blank lines skipped, each validated against its
// game's schema before it is used. A line that breaks its schema is an
// *Error with the line as its Raw text, and reading goes on.
type LinesReader struct {
	file         string
	in           *bufio.Reader
	number       int
	line, offset int
	done         bool
}

// NewLinesReader reads JSON lines from r; file names the source in
// positions.
func NewLinesReader(r io.Reader, file string) *LinesReader {
	return &LinesReader{file: file, in: bufio.NewReaderSize(r, 64<<10)}
}

// Next returns the next record, io.EOF at the end. A line over
// MaxRecordSize is refused unread.
func (jr *LinesReader) Next() (*notation.Record, error) {
	for !jr.done {
		line, err := jr.in.ReadSlice('\n')
		pos := notation.Pos{File: jr.file, Offset: jr.offset, Line: jr.line + 1, Column: 1}
		if errors.Is(err, bufio.ErrBufferFull) {
			line = bytes.Clone(line) // ReadSlice's next call overwrites it
		}
		for errors.Is(err, bufio.ErrBufferFull) && len(line) <= notation.MaxRecordSize {
			var more []byte
			more, err = jr.in.ReadSlice('\n')
			line = append(line, more...)
		}
		switch {
		case errors.Is(err, io.EOF):
			jr.done = true
		case err != nil && !errors.Is(err, bufio.ErrBufferFull):
			return nil, err
		}
		jr.line++
		jr.offset += len(line)
		record, at := recordOf(line, pos)
		if len(record) == 0 {
			continue
		}
		jr.number++
		if len(line) > notation.MaxRecordSize {
			return nil, jr.refuse(pos, errors.Is(err, bufio.ErrBufferFull))
		}
		return recordFromJSON(record, at, jr.number)
	}
	return nil, io.EOF
}

// recordOf gives the record's JSON on a line found at pos, and its
// place: without the white space around it, nor the byte-order mark that
// may start the file (which takes no column).
func recordOf(line []byte, pos notation.Pos) ([]byte, notation.Pos) {
	if pos.Offset == 0 && bytes.HasPrefix(line, []byte(notation.BOM)) {
		line = line[len(notation.BOM):]
		pos.Offset += len(notation.BOM)
	}
	lead := len(line) - len(bytes.TrimLeftFunc(line, unicode.IsSpace))
	pos.Line, pos.Column = advance(pos.Line, pos.Column, line[:lead])
	pos.Offset += lead
	return bytes.TrimRightFunc(line[lead:], unicode.IsSpace), pos
}

// refuse is the error of a line too long to be a record; when the line
// goes on (more), the rest of it is read past.
func (jr *LinesReader) refuse(pos notation.Pos, more bool) error {
	for more {
		rest, err := jr.in.ReadSlice('\n')
		jr.offset += len(rest)
		more = errors.Is(err, bufio.ErrBufferFull)
		jr.done = err != nil && !more
	}
	return &notation.Error{Pos: pos, Record: jr.number, Code: notation.CodeTooLong, Msg: "this line is longer than a record may be (1 MiB): it is skipped"}
}
