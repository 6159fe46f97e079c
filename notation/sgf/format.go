package sgf

import (
	"io"
	"strings"

	"github.com/arbiter-games/arbiter/internal/cut"
	"github.com/arbiter-games/arbiter/internal/scratch"
	"github.com/arbiter-games/arbiter/notation"
)

// Format is boardspace SGF ("sgf"), the format of YINSH's games on
// boardspace.net: the YINSH plug-in lists it (notation.FormatsOf).
var Format = notation.Format{Name: "sgf", Extensions: []string{".sgf"}, Game: "YINSH",
	Doc:       "boardspace.net YINSH games (SGF)",
	NewReader: func(r io.Reader, file string) notation.Reader { return NewReader(r, file) },
	NewWriter: func(w io.Writer) notation.RecordWriter { return NewWriter(w) }}

// Reader reads the games of a file one at a time as YINSH records, turns
// in long form (notation.Reader).
type Reader struct {
	in     *cut.Reader
	number int
	done   bool
}

// NewReader reads the games of r; file names it in places.
func NewReader(r io.Reader, file string) *Reader { return &Reader{in: cut.NewReader(r, file)} }

// Next returns the next game: io.EOF at the end; a game that cannot be
// read gives a *notation.Error (with line and column) when parsed, with
// its text kept; reading goes on after it. It holds one game at a time,
// parsed when the caller parses it (on its own goroutine, where the
// caller has several): a game longer than notation.MaxRecordSize is
// passed over unread (notation.TooLong). Byte-order marks at the start of
// the file are skipped. An error reading r ends the games.
func (r *Reader) Next() (notation.Unparsed, error) {
	if r.done {
		return nil, io.EOF
	}
	text, err := nextGame(r.in)
	if err != nil {
		r.done = true
		return nil, err
	}
	r.number++
	if text.TooLong() {
		err := notation.TooLong(text.Start, r.number, text.Size, text.EndLine)
		err.Game = "YINSH"
		return notation.Failed(err), nil
	}
	return unparsedGame{text: string(text.Text), start: text.Start, number: r.number}, nil
}

// unparsedGame is the text of one game, cut from its file, parsed when
// asked (notation.Unparsed).
type unparsedGame struct {
	text   string
	start  notation.Pos
	number int
}

// Parse reads the game as a record: a *notation.Error, its text kept as
// written, for a game that cannot be read.
func (u unparsedGame) Parse() (*notation.Record, error) { return u.ParseIn(nil) }

// ParseIn is Parse with the record's turns taken from room.
func (u unparsedGame) ParseIn(room *scratch.Scratch) (*notation.Record, error) {
	s := reusedScanner(u.text, u.start)
	defer s.release()
	g, err := s.nextGame()
	var rec *notation.Record
	if err == nil {
		rec, err = convert(g, u.number, room)
	}
	if nerr, ok := err.(*notation.Error); ok { // kept as written
		nerr.Start, nerr.Record, nerr.Raw, nerr.Game = u.start, u.number, strings.TrimSpace(s.src), "YINSH"
	}
	return rec, err
}

// Text is "": a game read is written anew, not as it stood.
func (u unparsedGame) Text() string { return "" }

// Start is where the game starts in its file.
func (u unparsedGame) Start() notation.Pos { return u.start }

// nextGame cuts the text of the next game from its "(" to its ")" (or the
// end of the file), or, where something else stands, up to the next "(";
// io.EOF when only white space is left.
func nextGame(in *cut.Reader) (cut.Record, error) {
	if err := in.Space(); err != nil {
		return cut.Record{}, err
	}
	c, ok, err := in.Peek()
	switch {
	case err != nil:
		return cut.Record{}, err
	case !ok:
		return cut.Record{}, io.EOF
	case c != '(':
		return in.Cut(func(b []byte) (int, bool) {
			if i := strings.IndexByte(string(b[1:]), '('); i >= 0 {
				return i + 1, true
			}
			return len(b), false
		})
	}
	var end gameEnd
	return in.Cut(end.scan)
}

// gameEnd finds where a game tree ends, a piece of it at a time, as the
// scanner reads it: at the ")" that closes its "(", parentheses in values
// ("[...]", where a backslash keeps the next byte) left out.
type gameEnd struct {
	depth      int
	value, esc bool
}

func (g *gameEnd) scan(b []byte) (int, bool) {
	for i, c := range b {
		switch {
		case g.esc:
			g.esc = false
		case g.value && c == '\\':
			g.esc = true
		case g.value && c == ']':
			g.value = false
		case g.value:
		case c == '[':
			g.value = true
		case c == '(':
			g.depth++
		case c == ')':
			if g.depth--; g.depth == 0 {
				return i + 1, true
			}
		}
	}
	return len(b), false
}
