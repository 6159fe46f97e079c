package jsonform

import (
	"bytes"
	"errors"
	"io"
	"unicode"

	"github.com/arbiter-games/arbiter/internal/cut"
	"github.com/arbiter-games/arbiter/internal/scratch"
	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/schemas"
)

// LinesReader reads records written as JSON lines (NDJSON): one
// record's JSON a line, blank lines skipped, each validated against its
// game's schema before it is used. A line that breaks its schema is an
// *Error with the line as its Raw text, and reading goes on. Byte-order
// marks at the start of the file are skipped.
type LinesReader struct {
	in     *cut.Reader
	number int
	// kept holds the copies of the records' JSON that Next hands on.
	kept blocks
}

// NewLinesReader reads JSON lines from r; file names the source in
// positions.
func NewLinesReader(r io.Reader, file string) *LinesReader {
	return &LinesReader{in: cut.NewReader(r, file)}
}

// linesChunks cut a file of JSON lines after any line
// (notation.Chunking).
var linesChunks = &notation.Chunking{
	Cut: func(text []byte) int { return bytes.LastIndexByte(text, '\n') + 1 },
	NewReader: func(r io.Reader, start notation.Pos) notation.Reader {
		in := cut.NewChunkReader(r, start)
		return &LinesReader{in: in, kept: make(blocks, 0, in.Held())}
	},
	Count: func(text []byte, start notation.Pos) int {
		jr := &LinesReader{in: cut.NewBytesReader(text, start)}
		n := 0
		for {
			if _, _, _, err := jr.line(); err != nil {
				return n
			}
			n++
		}
	}}

// Next returns the next record (notation.Reader), io.EOF at the end: its
// line, decoded and checked against its schema when it is parsed
// (notation.Unparsed's Parse, on any goroutine: the referee's workers). A
// line over MaxRecordSize is refused unread (notation.TooLong), and
// reading goes on with the next line.
func (jr *LinesReader) Next() (notation.Unparsed, error) {
	line, record, at, err := jr.line()
	switch {
	case err != nil:
		return nil, err
	case line.TooLong():
		return notation.AsUnparsed(nil, notation.TooLong(line.Start, jr.number, line.Size, line.EndLine))
	}
	return &jsonText{json: jr.kept.keep(record), at: at, number: jr.number}, nil
}

// blocks is the memory a reader copies its records' JSON into, many
// records a block: a record's JSON, as cut, is good until the next is cut,
// its copy as long as the record is.
type blocks []byte

// blockSize is the size of the blocks of a reader of a file not in memory;
// a record's JSON over a quarter of it is copied alone, not to leave much
// of a block unused.
const blockSize = 16 << 10

// keep copies a record's JSON into the block (a new one where it does not
// fit).
func (b *blocks) keep(record []byte) []byte {
	if len(record) > blockSize/4 && cap(*b)-len(*b) < len(record) {
		return bytes.Clone(record)
	}
	if cap(*b)-len(*b) < len(record) {
		*b = make(blocks, 0, max(blockSize, len(record)))
	}
	n := len(*b)
	*b = append(*b, record...)
	return (*b)[n:len(*b):len(*b)]
}

// line gives the next line that holds a record (numbered), or is too long
// to be held, with the record's JSON and its place (recordOf); io.EOF at
// the end. Blank lines are passed.
func (jr *LinesReader) line() (line cut.Record, record []byte, at notation.Pos, err error) {
	for {
		if line, err = jr.in.Line(); err != nil {
			return line, nil, at, err
		}
		if line.TooLong() {
			jr.number++
			return line, nil, at, nil
		}
		if record, at = recordOf(line.Text, line.Start); len(record) > 0 {
			jr.number++
			return line, record, at, nil
		}
	}
}

// jsonText is a record's JSON, not yet decoded (LinesReader.Next,
// Reader.Next).
type jsonText struct {
	json   []byte
	at     notation.Pos
	number int
	// raw, once Parse found the record cannot be read, is its error's Raw.
	raw string
}

// Parse decodes the record and checks it against its schema.
func (l *jsonText) Parse() (*notation.Record, error) { return l.ParseIn(nil) }

// ParseIn is Parse with the record, its tags and turns taken from s.
func (l *jsonText) ParseIn(s *scratch.Scratch) (*notation.Record, error) {
	rec, err := recordFromJSON(l.json, l.at, l.number, s)
	var perr *notation.Error
	if errors.As(err, &perr) {
		l.raw = perr.Raw
	}
	return rec, err
}

// Text is, once Parse found the record cannot be read, its error's Raw (as
// for a record that fails as it is read); "" otherwise.
func (l *jsonText) Text() string { return l.raw }

// Start is where the record's JSON starts.
func (l *jsonText) Start() notation.Pos { return l.at }

// recordOf gives the record's JSON on a line found at pos, and its
// place: without the white space around it.
func recordOf(line []byte, pos notation.Pos) ([]byte, notation.Pos) {
	lead := len(line) - len(bytes.TrimLeftFunc(line, unicode.IsSpace))
	pos.Line, pos.Column = advance(pos.Line, pos.Column, line[:lead])
	pos.Offset += lead
	return bytes.TrimRightFunc(line[lead:], unicode.IsSpace), pos
}

// Format is Arbiter JSON ("json"): a records document, each record holding
// what d asks for besides its turns.
func Format(d Detail) notation.Format {
	return notation.Format{Name: "json", Extensions: []string{".json"}, Doc: "Arbiter JSON records (schema records)",
		NewReader: func(r io.Reader, file string) notation.Reader { return NewReader(r, file) },
		NewWriter: func(w io.Writer) notation.RecordWriter { return NewWriter(w, d) },
		Ready:     compileAhead}
}

// compileAhead starts compiling the schemas of records (RecordSchema):
// the one of a record of no known game, then each game's.
func compileAhead() {
	names := []string{"record"}
	for _, g := range notation.Games() {
		names = append(names, RecordSchema(g.Name()))
	}
	schemas.CompileAhead(names...)
}

// LinesFormat is Arbiter JSON lines ("ndjson"): a record a line, each
// holding what d asks for besides its turns.
func LinesFormat(d Detail) notation.Format {
	return notation.Format{Name: "ndjson", Extensions: []string{".ndjson", ".jsonl"},
		Doc:       "Arbiter JSON records as JSON lines, one record (schema record) a line",
		NewReader: func(r io.Reader, file string) notation.Reader { return NewLinesReader(r, file) },
		NewWriter: func(w io.Writer) notation.RecordWriter { return NewLinesWriter(w, d) },
		Chunks:    linesChunks,
		Ready:     compileAhead}
}
