package enginelog

import (
	"bufio"
	"errors"
	"io"
	"strings"

	"github.com/arbiter-games/arbiter/notation"
)

// fenMovesReader reads the games of an engine log one line at a time.
type fenMovesReader struct {
	file   string
	in     *bufio.Reader
	number int // records read
	// line, offset: where the next unread line starts.
	line, offset int
	done         bool
}

// Open returns the records of a Jungle engine log one at a time: one game
// a line, a position string and the moves played from it in the engine
// form, as engines log the UCI-style command that sets up a position:
//
//	[position] (startpos | [fen] FEN) [moves a3a4 a7a6 ...]
//
// Blank lines and lines starting with "#" are skipped. At the end it
// returns io.EOF; a line that cannot be read is a *notation.Error, with the
// line as its Raw text, and the next call goes on with the next line.
func Open(r io.Reader, file string) func() (*notation.Record, error) {
	fr := &fenMovesReader{file: file, in: bufio.NewReaderSize(r, 64<<10), line: 1}
	return fr.next
}

// next returns the next game: io.EOF at the end, a *notation.Error for a
// line that cannot be read (the next call goes on with the next line).
func (fr *fenMovesReader) next() (*notation.Record, error) {
	for {
		text, start, err := fr.readLine()
		if err != nil {
			return nil, err
		}
		if t := strings.TrimSpace(text); t == "" || strings.HasPrefix(t, "#") {
			continue
		}
		fr.number++
		rec, perr := parseFENMoves(text, start)
		if perr != nil {
			perr.Record, perr.Raw = fr.number, text // kept as written
			return nil, perr
		}
		rec.Number = fr.number
		return rec, nil
	}
}

// readLine returns the next line without its line end, and where it
// starts. A byte-order mark at the start of the file is skipped.
func (fr *fenMovesReader) readLine() (string, notation.Pos, error) {
	if fr.done {
		return "", notation.Pos{}, io.EOF
	}
	text, err := fr.in.ReadString('\n')
	if err != nil && !errors.Is(err, io.EOF) {
		return "", notation.Pos{}, err
	}
	if err != nil {
		fr.done = true
	}
	start := notation.Pos{File: fr.file, Line: fr.line, Column: 1, Offset: fr.offset}
	fr.line++
	fr.offset += len(text)
	if start.Offset == 0 && strings.HasPrefix(text, bom) {
		text = text[len(bom):]
		start.Offset = len(bom)
	}
	return strings.TrimRight(text, "\r\n"), start, nil
}

// bom is the byte-order mark a file may start with.
const bom = "\ufeff"
