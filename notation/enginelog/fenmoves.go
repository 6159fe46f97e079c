package enginelog

import (
	"io"
	"strings"

	"github.com/arbiter-games/arbiter/internal/cut"
	"github.com/arbiter-games/arbiter/notation"
)

// fenMovesReader reads the games of an engine log one line at a time.
type fenMovesReader struct {
	in     *cut.Reader
	number int // records read
}

// Open returns the records of a Jungle engine log one at a time: one game
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
// (notation.TooLong).
func Open(r io.Reader, file string) func() (*notation.Record, error) {
	fr := &fenMovesReader{in: cut.NewReader(r, file)}
	return fr.next
}

// next returns the next game: io.EOF at the end, a *notation.Error for a
// line that cannot be read (the next call goes on with the next line).
func (fr *fenMovesReader) next() (*notation.Record, error) {
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
		rec, perr := parseFENMoves(text, line.Start)
		if perr != nil {
			perr.Record, perr.Raw, perr.Start = fr.number, text, line.Start // kept as written
			return nil, perr
		}
		rec.Number = fr.number
		return rec, nil
	}
}
