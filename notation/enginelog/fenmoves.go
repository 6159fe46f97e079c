package enginelog

import (
	"io"
	"strings"

	"github.com/arbiter-games/arbiter/engines"
	"github.com/arbiter-games/arbiter/internal/cut"
	"github.com/arbiter-games/arbiter/notation"
)

// Reader reads the games of an engine log one line at a time
// (notation.Reader).
type Reader struct {
	in     *cut.Reader
	number int // records read
	parse  func(string) (engines.Move, error)
}

// NewReader reads the records of a Jungle engine log one at a time: one game
// a line, a position string and the moves played from it in the engine
// form, as engines log the UCI-style command that sets up a position:
//
//	[position] (startpos | [fen] FEN) [moves a3a4 a7a6 ...]
//
// Blank lines and lines starting with "#" are skipped, and so are
// byte-order marks at the start of the file. At the end it returns io.EOF;
// a line that cannot be read is a *notation.Error, with the line as its Raw
// text, and the next call goes on with the next line. It holds a line at a
// time: a line longer than notation.MaxRecordSize is refused unread
// (notation.TooLong). parse reads a move (Jungle's ParseMove).
func NewReader(r io.Reader, file string, parse func(string) (engines.Move, error)) *Reader {
	return &Reader{in: cut.NewReader(r, file), parse: parse}
}

// Format is the engine log format ("jfen") of Jungle, whose moves parse
// reads: Jungle's plug-in lists it (notation.FormatsOf).
func Format(parse func(string) (engines.Move, error)) notation.Format {
	return notation.Format{Name: "jfen", Extensions: []string{".jfen"}, Game: "Jungle",
		Doc:       "Jungle engine logs: a FEN (or startpos) and moves in a3a4 form, one game a line",
		NewReader: func(r io.Reader, file string) notation.Reader { return NewReader(r, file, parse) },
		NewWriter: func(w io.Writer) notation.RecordWriter { return NewWriter(w) }}
}

// Next returns the next game (notation.Reader).
func (fr *Reader) Next() (notation.Unparsed, error) { return notation.AsUnparsed(fr.next()) }

// next returns the next game: io.EOF at the end, a *notation.Error for a
// line that cannot be read (the next call goes on with the next line).
func (fr *Reader) next() (*notation.Record, error) {
	for {
		line, err := fr.in.Line()
		if err != nil {
			return nil, err
		}
		if line.TooLong() {
			fr.number++
			return nil, notation.TooLong(line.Start, fr.number, line.Size, line.EndLine)
		}
		text := strings.TrimRight(string(line.Text), "\r\n")
		if t := strings.TrimSpace(text); t == "" || strings.HasPrefix(t, "#") {
			continue
		}
		fr.number++
		rec, perr := parseFENMoves(text, line.Start, fr.parse)
		if perr != nil {
			perr.Record, perr.Raw, perr.Start = fr.number, text, line.Start // kept as written
			return nil, perr
		}
		rec.Number = fr.number
		return rec, nil
	}
}
