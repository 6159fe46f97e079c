package notation

import (
	"errors"
	"fmt"
	"io"
)

// Format is one way records are kept in files: a reader and a writer,
// found by name (--from, --to) or by a file's ending. notation/formats
// lists them: the text format, JSON and JSON lines, and the formats of
// the games that have their own (FormatsOf).
type Format struct {
	// Name is the format's name ("text", "json", "sgf").
	Name string
	// Extensions are the file endings that select the format.
	Extensions []string
	// Doc says in a line what the format is.
	Doc string
	// Game, when set, is the one game the format holds.
	Game string
	// NewReader reads the records of one file; file names it in places.
	// Nil for a format that is written only (training rows): Reader then
	// refuses every file.
	NewReader func(r io.Reader, file string) Reader
	// NewWriter writes records to w (RecordWriter).
	NewWriter func(w io.Writer) RecordWriter
	// Chunks, when set, lets a file in the format be read on many
	// goroutines: cut in chunks of whole records, each read on its own.
	Chunks *Chunking
	// Ready, when set, starts readying on a goroutine of its own what
	// reading or writing the format needs and takes time to make (the
	// JSON formats' schemas): a program calls it once it knows it will
	// read or write the format, so that on a machine of several cores
	// this is done while its first records are read. Calling it again
	// does nothing.
	Ready func()
}

// GetReady calls the format's Ready, when it has one.
func (f Format) GetReady() {
	if f.Ready != nil {
		f.Ready()
	}
}

// ErrWrittenOnly is the error of reading a file in a format that is
// written only.
var ErrWrittenOnly = errors.New("it is written, not read: read the records it was made from")

// Reads tells whether files in the format can be read.
func (f Format) Reads() bool { return f.NewReader != nil }

// Reader reads the records of one file in the format (NewReader); for a
// format that is written only, a reader that refuses the file whole
// (ErrWrittenOnly).
func (f Format) Reader(r io.Reader, file string) Reader {
	if f.NewReader == nil {
		return ReaderFunc(func() (Unparsed, error) {
			return nil, fmt.Errorf("the format %s: %w", f.Name, ErrWrittenOnly)
		})
	}
	return f.NewReader(r, file)
}

// Chunking is what a format tells of its files so that they may be cut in
// chunks of whole records, read at once on many goroutines, giving the
// records (and positions) the whole file's reader gives.
type Chunking struct {
	// Cut is the length of the longest start of text (a file's text from
	// the start of a record on) that ends where a record surely starts:
	// read from there on, the records that follow are the ones the whole
	// file's reader gives. A cut follows a line break. 0 when text holds
	// no such place.
	Cut func(text []byte) int
	// NewReader reads the records of r, whose first byte stands at start
	// in its file (start.File names it), numbering them from 1.
	NewReader func(r io.Reader, start Pos) Reader
	// Count, when set, counts the records that NewReader gives of a text
	// that Cut gave, standing at start, without reading them: cheaper than
	// reading, so that the chunks after it are numbered before it is read.
	Count func(text []byte, start Pos) int
}

// Reader reads the records of one file, one at a time, holding one at a
// time: a record longer than MaxRecordSize is refused (TooLong) without
// being held, and reading goes on. Every format's reader is one.
type Reader interface {
	// Next returns the next record, its parsing left to the caller where
	// the format allows it (Unparsed.Parse, on any goroutine): a record
	// that cannot be read is one whose Parse gives its *Error. After the
	// last record it returns io.EOF; any other error is the underlying
	// reader's, and ends the records.
	Next() (Unparsed, error)
}

// AsUnparsed gives what a reader that parses as it reads found, as Next
// gives it: a record, a record that cannot be read (an *Error), or the
// error that ends the records.
func AsUnparsed(rec *Record, err error) (Unparsed, error) {
	var perr *Error
	switch {
	case errors.As(err, &perr):
		return Failed(perr), nil
	case err != nil:
		return nil, err
	}
	return Parsed(rec), nil
}

// NextRecord reads and parses the next record of r: the record, an
// *Error for a record that cannot be read (the next call goes on after
// it), io.EOF at the end, or the error of the underlying reader.
func NextRecord(r Reader) (*Record, error) {
	u, err := r.Next()
	if err != nil {
		return nil, err
	}
	return u.Parse()
}

// ReadAll reads every record of r, to its end. Records that cannot be read
// (*Error) are left out and their errors returned together; any other
// error ends the reading and is returned.
func ReadAll(r Reader) ([]*Record, ErrorList, error) {
	var recs []*Record
	var errs ErrorList
	for {
		rec, err := NextRecord(r)
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

// ReaderFunc is a function as a Reader: its Next calls it.
type ReaderFunc func() (Unparsed, error)

// Next calls f.
func (f ReaderFunc) Next() (Unparsed, error) { return f() }
