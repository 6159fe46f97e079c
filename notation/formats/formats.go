package formats

import (
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"slices"
	"strings"

	"github.com/arbiter-games/arbiter/engines"
	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/notation/enginelog"
	"github.com/arbiter-games/arbiter/notation/jsonform"
	"github.com/arbiter-games/arbiter/notation/sgf"
	"github.com/arbiter-games/arbiter/notation/text"
)

// Format is a file format records are read from: the text format, JSON, or
// a foreign format (boardspace SGF, engine FEN with moves).
type Format struct {
	// Name is what --from takes ("text", "json", "sgf").
	Name string
	// Extensions are the file endings that select the format.
	Extensions []string
	// Doc says in a line what the format is.
	Doc string
	// Open returns the records of r one at a time: io.EOF at the end, an
	// *Error for a record that cannot be read (reading goes on).
	Open func(r io.Reader, file string) func() (*notation.Record, error)
	// OpenUnparsed, when set, cuts the records of r without parsing them,
	// for formats whose parsing is worth doing on several goroutines.
	OpenUnparsed func(r io.Reader, file string) func() (text.Unparsed, error)
	// Create, when set, returns a writer of records in this format, for
	// formats Arbiter also writes (convert --to).
	Create func(w io.Writer) RecordWriter
}

// RecordWriter writes records one at a time in a format.
type RecordWriter interface {
	// Write writes one record; moves gives the referee's structured move
	// of each turn it accepted (nil for the others). A *LostError says the
	// record was written without what the format cannot hold; other
	// errors mean it was not written.
	Write(rec *notation.Record, moves func(*notation.Turn) engines.Move) error
	// Close writes what is left and ends the output.
	Close() error
}

// Records returns the records of r one at a time, leaving their parsing to
// the caller where the format allows (see Unparsed): io.EOF at the end, an
// error from the underlying reader to stop.
func (f Format) Records(r io.Reader, file string) func() (text.Unparsed, error) {
	if f.OpenUnparsed != nil {
		return f.OpenUnparsed(r, file)
	}
	next := f.Open(r, file)
	return func() (text.Unparsed, error) {
		rec, err := next()
		var perr *notation.Error
		switch {
		case errors.As(err, &perr):
			return text.Failed(perr), nil
		case err != nil:
			return nil, err
		}
		return text.Parsed(rec), nil
	}
}

// all is every format, by name.
var all = []Format{
	{Name: "text", Doc: "the record text format (PGN-like)",
		Open: func(r io.Reader, file string) func() (*notation.Record, error) { return text.NewReader(r, file).Next },
		OpenUnparsed: func(r io.Reader, file string) func() (text.Unparsed, error) {
			return text.NewReader(r, file).NextUnparsed
		}},
	{Name: "json", Extensions: []string{".json"}, Doc: "Arbiter JSON records (schema records)",
		Open: func(r io.Reader, file string) func() (*notation.Record, error) {
			return jsonform.NewJSONReader(r, file).Next
		}},
	{Name: "ndjson", Extensions: []string{".ndjson", ".jsonl"}, Doc: "Arbiter JSON records as JSON lines, one record (schema record) a line",
		Open: func(r io.Reader, file string) func() (*notation.Record, error) {
			return jsonform.NewJSONLinesReader(r, file).Next
		}},
	{Name: "sgf", Extensions: []string{".sgf"}, Doc: "boardspace.net YINSH games (SGF)",
		Open:   sgf.Open,
		Create: func(w io.Writer) RecordWriter { return sgf.NewWriter(w) }},
	{Name: "jfen", Extensions: []string{".jfen"}, Doc: "Jungle engine logs: a FEN (or startpos) and moves in a3a4 form, one game a line",
		Open:   enginelog.Open,
		Create: func(w io.Writer) RecordWriter { return enginelog.NewWriter(w) }},
}

// LookupFormat finds a format by name; the error lists the formats.
func LookupFormat(name string) (Format, error) {
	for _, f := range all {
		if f.Name == strings.ToLower(name) {
			return f, nil
		}
	}
	var names []string
	for _, f := range Formats() {
		names = append(names, f.Name)
	}
	return Format{}, fmt.Errorf("unknown format %q (formats: %s)", name, strings.Join(names, ", "))
}

// Formats lists the formats sorted by name.
func Formats() []Format {
	fs := slices.Clone(all)
	slices.SortFunc(fs, func(a, b Format) int { return strings.Compare(a.Name, b.Name) })
	return fs
}

// FormatOf is the format of a file: the one its ending names, else text.
func FormatOf(file string) Format {
	ext := strings.ToLower(filepath.Ext(file))
	for _, f := range all {
		for _, e := range f.Extensions {
			if e == ext {
				return f
			}
		}
	}
	return all[0]
}
