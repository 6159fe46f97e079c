// Package formats is the registry of the file formats records are kept in:
// the text format, Arbiter JSON and JSON lines, boardspace SGF (YINSH) and
// Jungle engine logs. Each format has a reader and a writer and is found
// by its name (--from, --to) or by a file's ending, so every command that
// reads or writes records does it through here.
package formats

import (
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"slices"
	"strings"

	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/notation/enginelog"
	"github.com/arbiter-games/arbiter/notation/jsonform"
	"github.com/arbiter-games/arbiter/notation/sgf"
	"github.com/arbiter-games/arbiter/notation/text"
)

// Format is one way records are kept in files.
type Format struct {
	// Name is what --from and --to take ("text", "json", "sgf").
	Name string
	// Extensions are the file endings that select the format.
	Extensions []string
	// Doc says in a line what the format is.
	Doc string
	// Game, when set, is the one game the format holds.
	Game string
	// Read returns the records of r one at a time, leaving their parsing
	// to the caller where the format allows (see notation.Unparsed): a
	// record that cannot be read is one whose Parse gives its
	// *notation.Error, io.EOF ends the records, and any other error is the
	// underlying reader's, which stops them.
	// Every reader holds one record at a time: a record longer than
	// notation.MaxRecordSize is refused (notation.TooLong) without being
	// held, and reading goes on.
	Read func(r io.Reader, file string) func() (notation.Unparsed, error)
	// Write returns a writer of records to w; d says what JSON records hold
	// besides their turns (other formats hold what they can).
	Write func(w io.Writer, d jsonform.Detail) notation.RecordWriter
}

// all is every format; the first, text, is the default.
var all = []Format{
	{Name: "text", Doc: "the record text format (PGN-like)",
		Read: func(r io.Reader, file string) func() (notation.Unparsed, error) {
			return text.NewReader(r, file).NextUnparsed
		},
		Write: func(w io.Writer, _ jsonform.Detail) notation.RecordWriter { return text.NewWriter(w) }},
	{Name: "json", Extensions: []string{".json"}, Doc: "Arbiter JSON records (schema records)",
		Read: parsed(func(r io.Reader, file string) func() (*notation.Record, error) {
			return jsonform.NewReader(r, file).Next
		}),
		Write: func(w io.Writer, d jsonform.Detail) notation.RecordWriter { return jsonform.NewWriter(w, d) }},
	{Name: "ndjson", Extensions: []string{".ndjson", ".jsonl"}, Doc: "Arbiter JSON records as JSON lines, one record (schema record) a line",
		Read: parsed(func(r io.Reader, file string) func() (*notation.Record, error) {
			return jsonform.NewLinesReader(r, file).Next
		}),
		Write: func(w io.Writer, d jsonform.Detail) notation.RecordWriter {
			return jsonform.NewLinesWriter(w, jsonform.Detail{Positions: d.Positions})
		}},
	{Name: "sgf", Extensions: []string{".sgf"}, Game: "YINSH", Doc: "boardspace.net YINSH games (SGF)",
		Read:  parsed(sgf.Open),
		Write: func(w io.Writer, _ jsonform.Detail) notation.RecordWriter { return sgf.NewWriter(w) }},
	{Name: "jfen", Extensions: []string{".jfen"}, Game: "Jungle", Doc: "Jungle engine logs: a FEN (or startpos) and moves in a3a4 form, one game a line",
		Read:  parsed(enginelog.Open),
		Write: func(w io.Writer, _ jsonform.Detail) notation.RecordWriter { return enginelog.NewWriter(w) }},
}

// parsed adapts a reader that parses each record as it reads it.
func parsed(open func(r io.Reader, file string) func() (*notation.Record, error)) func(io.Reader, string) func() (notation.Unparsed, error) {
	return func(r io.Reader, file string) func() (notation.Unparsed, error) {
		next := open(r, file)
		return func() (notation.Unparsed, error) {
			rec, err := next()
			var perr *notation.Error
			switch {
			case errors.As(err, &perr):
				return notation.Failed(perr), nil
			case err != nil:
				return nil, err
			}
			return notation.Parsed(rec), nil
		}
	}
}

// Lookup finds a format by name, in any case; the error lists the formats.
func Lookup(name string) (Format, error) {
	for _, f := range all {
		if f.Name == strings.ToLower(name) {
			return f, nil
		}
	}
	return Format{}, fmt.Errorf("unknown format %q (formats: %s)", name, strings.Join(Names(), ", "))
}

// All lists the formats sorted by name.
func All() []Format {
	fs := slices.Clone(all)
	slices.SortFunc(fs, func(a, b Format) int { return strings.Compare(a.Name, b.Name) })
	return fs
}

// Names lists the formats' names, sorted.
func Names() []string {
	var names []string
	for _, f := range All() {
		names = append(names, f.Name)
	}
	return names
}

// ByFile is the format of a file: the one its ending names, else text.
func ByFile(file string) Format {
	ext := strings.ToLower(filepath.Ext(file))
	for _, f := range all {
		if slices.Contains(f.Extensions, ext) {
			return f
		}
	}
	return all[0]
}
