package enginelog

import (
	"bytes"
	"io"

	"github.com/arbiter-games/arbiter/engines"
	"github.com/arbiter-games/arbiter/internal/cut"
	"github.com/arbiter-games/arbiter/internal/scratch"
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
// reads: Jungle's plug-in lists it (notation.FormatsOf). A log is read on
// many goroutines, cut before a game's line (notation.Chunking).
func Format(parse func(string) (engines.Move, error)) notation.Format {
	return notation.Format{Name: "jfen", Extensions: []string{".jfen"}, Game: "Jungle",
		Doc:       "Jungle engine logs: a FEN (or startpos) and moves in a3a4 form, one game a line",
		NewReader: func(r io.Reader, file string) notation.Reader { return NewReader(r, file, parse) },
		NewWriter: func(w io.Writer) notation.RecordWriter { return NewWriter(w) },
		Chunks:    chunks(parse)}
}

// chunks cut an engine log before a game's line (notation.Chunking).
func chunks(parse func(string) (engines.Move, error)) *notation.Chunking {
	return &notation.Chunking{
		Cut: cutBeforeGame,
		NewReader: func(r io.Reader, start notation.Pos) notation.Reader {
			return &Reader{in: cut.NewChunkReader(r, start), parse: parse}
		},
		Count: func(text []byte, start notation.Pos) int {
			fr := &Reader{in: cut.NewBytesReader(text, start)}
			for {
				if _, _, err := fr.line(); err != nil {
					return fr.number
				}
			}
		}}
}

// Next returns the next game (notation.Reader), io.EOF at the end: its
// line, read into a record when it is parsed (notation.Unparsed's Parse,
// on any goroutine: the referee's workers). A line that cannot be read is
// a *notation.Error, with the line as its Raw text, and the next call goes
// on with the next line.
func (fr *Reader) Next() (notation.Unparsed, error) {
	line, text, err := fr.line()
	switch {
	case err != nil:
		return nil, err
	case line.TooLong():
		return notation.AsUnparsed(nil, notation.TooLong(line.Start, fr.number, line.Size, line.EndLine))
	}
	return &fenText{text: text, start: line.Start, number: fr.number, parse: fr.parse}, nil
}

// line gives the next line that holds a game (numbered), or is too long to
// be held, with its text; io.EOF at the end. Blank lines and comments are
// passed.
func (fr *Reader) line() (line cut.Record, text string, err error) {
	for {
		if line, err = fr.in.Line(); err != nil {
			return line, "", err
		}
		if line.TooLong() {
			fr.number++
			return line, "", nil
		}
		if trimmed := bytes.TrimRight(line.Text, "\r\n"); holdsGame(trimmed) {
			fr.number++
			return line, string(trimmed), nil
		}
	}
}

// holdsGame tells whether a line holds a game: it is not blank, nor a
// comment.
func holdsGame(line []byte) bool {
	t := bytes.TrimSpace(line)
	return len(t) > 0 && t[0] != '#'
}

// cutBeforeGame is the length of the longest start of text that ends
// where a line that holds a game starts, a line whole in text; 0 for none
// after the first line. The lines that hold no game (and any bytes in them
// not in the file's encoding) stay with the game before them, where the
// reader of the whole file finds them.
func cutBeforeGame(text []byte) int {
	end := bytes.LastIndexByte(text, '\n')
	for end > 0 {
		start := bytes.LastIndexByte(text[:end], '\n') + 1
		if start > 0 && holdsGame(text[start:end]) {
			return start
		}
		end = start - 1
	}
	return 0
}

// fenText is a game's line, not yet read (Reader.Next).
type fenText struct {
	text   string
	start  notation.Pos
	number int
	parse  func(string) (engines.Move, error)
	// raw, once Parse found the line cannot be read, is the line.
	raw string
}

// Parse reads the line into a record.
func (f *fenText) Parse() (*notation.Record, error) { return f.ParseIn(nil) }

// ParseIn is Parse with the record's turns taken from s.
func (f *fenText) ParseIn(s *scratch.Scratch) (*notation.Record, error) {
	rec, perr := parseFENMoves(f.text, f.start, f.parse, s)
	if perr != nil {
		perr.Record, perr.Raw, perr.Start = f.number, f.text, f.start // kept as written
		f.raw = f.text
		return nil, perr
	}
	rec.Number = f.number
	return rec, nil
}

// Text is, once Parse found the line cannot be read, the line (as for a
// record that fails as it is read); "" otherwise.
func (f *fenText) Text() string { return f.raw }

// Start is where the line starts.
func (f *fenText) Start() notation.Pos { return f.start }
