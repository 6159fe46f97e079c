package rows

import (
	"bufio"
	"encoding/json"
	"io"
	"math"
	"slices"
	"strconv"
	"sync"

	"github.com/arbiter-games/arbiter/notation"
)

// Format is training rows as JSON lines ("rows"): a row a line.
func Format(o Options) notation.Format {
	return notation.Format{Name: "rows",
		Doc:       "training rows as JSON lines, one turn of a main line a line (written only)",
		NewWriter: func(w io.Writer) notation.RecordWriter { return NewLinesWriter(w, o) }}
}

// LinesWriter writes rows as JSON lines (notation.RecordWriter), made and
// formatted ahead on the goroutines that read the records
// (notation.Preparer), from what they noted while the referee replayed
// the records there (notation.Watching).
type LinesWriter struct {
	makers *Makers
	w      *bufio.Writer
}

// NewLinesWriter writes rows as JSON lines to w.
func NewLinesWriter(w io.Writer, o Options) *LinesWriter {
	return &LinesWriter{makers: NewMakers(o, "rows"), w: bufio.NewWriterSize(w, notation.WriteBuffer)}
}

// Write writes the rows of one record, or refuses it (see Maker.Make).
func (lw *LinesWriter) Write(e notation.Entry) (notation.Written, error) { return lw.Prepare(e)() }

// Prepare makes and formats the rows of one record, on any goroutine, for
// the writer to write them when what it gives is called
// (notation.Preparer).
func (lw *LinesWriter) Prepare(e notation.Entry) func() (notation.Written, error) {
	return notation.Ahead(e, lw.format, notation.WritesTo(lw.w))
}

// format appends the rows of one record to b, as JSON lines
// (notation.Ahead).
func (lw *LinesWriter) format(b []byte, e notation.Entry) ([]byte, notation.Written, error) {
	mk, rows, lost, err := lw.makers.make(e)
	b = appendRows(b, rows, mk.plain)
	lw.makers.pool.Put(mk)
	return b, notation.Written{Lost: lost}, err
}

// Watch gives what watches the replay of a record to write
// (notation.Watching): its rows are then made without a replay of their
// own.
func (lw *LinesWriter) Watch() notation.Watcher { return lw.makers.Watch() }

// Close writes what is buffered.
func (lw *LinesWriter) Close() error { return lw.w.Flush() }

// Makers lends Makers to the goroutines that make rows at once, one each.
type Makers struct{ pool sync.Pool }

// NewMakers lends Makers of rows for the format named format.
func NewMakers(o Options, format string) *Makers {
	ms := &Makers{}
	ms.pool.New = func() any {
		mk := NewMaker(o, format)
		mk.lender = ms
		return mk
	}
	return ms
}

// Watch lends a Maker to watch the replay of a record (notation.Watcher)
// whose rows Make then makes with it.
func (ms *Makers) Watch() notation.Watcher { return ms.lend() }

// lend lends a Maker, with nothing noted.
func (ms *Makers) lend() *Maker {
	mk := ms.pool.Get().(*Maker)
	mk.reset()
	return mk
}

// Make makes the rows of e (see Maker.Make) with the Maker that watched
// its replay, else with one lent now; done gives it back once the rows
// are no longer read.
func (ms *Makers) Make(e notation.Entry) (rows []Row, lost *notation.LostNote, done func(), err error) {
	mk, rows, lost, err := ms.make(e)
	return rows, lost, func() { ms.pool.Put(mk) }, err
}

// make makes the rows of e as Make does, giving the Maker that made them,
// to be given back to ms.pool once the rows are no longer read.
func (ms *Makers) make(e notation.Entry) (*Maker, []Row, *notation.LostNote, error) {
	mk := ms.watched(e)
	if mk == nil {
		mk = ms.lend()
	}
	rows, lost, err := mk.Make(e)
	return mk, rows, lost, err
}

// watched gives the Maker of these Makers that watched e's replay, taken
// off the replay (it is lent again once its rows are made); nil for none.
func (ms *Makers) watched(e notation.Entry) *Maker {
	if e.Replay == nil {
		return nil
	}
	mk, ok := e.Replay.Watched.(*Maker)
	if !ok || mk.lender != ms {
		return nil
	}
	e.Replay.Watched = nil
	return mk
}

// appendRows appends the JSON lines of a record's rows, with room made
// for them all at once; plain says that the rows' positions, moves and
// symmetries need no escapes.
func appendRows(b []byte, rows []Row, plain bool) []byte {
	if len(rows) == 0 {
		return b
	}
	start := len(b)
	b = appendHead(b, &rows[0]) // every row of a record starts so
	head := len(b) - start
	b = slices.Grow(b, linesSize(rows, head))
	for i := range rows {
		if i > 0 {
			b = append(b, b[start:start+head]...)
		}
		b = appendRow(b, &rows[i], plain)
	}
	return b
}

// rowRoom is about the room a row's JSON line takes besides its head and
// its texts: its keys, quotes and numbers.
const rowRoom = 96

// linesSize is about the size of the JSON lines of rows whose head
// (appendHead) takes head bytes.
func linesSize(rows []Row, head int) int {
	n := 0
	for i := range rows {
		r := &rows[i]
		n += head + len(r.Position) + len(r.Move) + len(r.Symmetry) + 12*len(r.Scores) + rowRoom
	}
	return n
}

// appendHead appends the start of a row's JSON line, the same for every
// row of a record: its record and game.
func appendHead(b []byte, r *Row) []byte {
	b = append(b, `{"record":`...)
	b = appendString(b, r.Record)
	b = append(b, `,"game":`...)
	b = appendString(b, r.Game)
	return append(b, `,"turn":`...)
}

// appendRow appends the rest of a row's JSON line, after its head
// (appendHead); plain says that its position, move and symmetry need no
// escapes.
func appendRow(b []byte, r *Row, plain bool) []byte {
	b = appendInt(b, r.Turn)
	b = append(b, `,"position":`...)
	b = appendJSON(b, r.Position, plain)
	b = append(b, `,"seat":`...)
	b = appendInt(b, r.Seat)
	b = append(b, `,"move":`...)
	b = appendJSON(b, r.Move, plain)
	b = append(b, `,"legal":`...)
	b = appendInt(b, r.Legal)
	b = append(b, `,"result":`...)
	b = appendResult(b, r.Result)
	b = append(b, `,"scores":[`...)
	for i, s := range r.Scores {
		if i > 0 {
			b = append(b, ',')
		}
		b = appendInt(b, s)
	}
	b = append(b, `],"symmetry":`...)
	b = appendJSON(b, r.Symmetry, plain)
	return append(b, "}\n"...)
}

// appendInt appends v in decimal, a number of one or two digits (most
// turns, seats, counts and scores) without a call.
func appendInt(b []byte, v int32) []byte {
	switch {
	case v >= 0 && v < 10:
		return append(b, byte('0'+v))
	case v >= 10 && v < 100:
		return append(b, byte('0'+v/10), byte('0'+v%10))
	}
	return strconv.AppendInt(b, int64(v), 10)
}

// appendResult appends a row's result as encoding/json writes it: the
// usual ones (won, lost, drawn) without formatting a float.
func appendResult(b []byte, r *float64) []byte {
	switch {
	case r == nil:
		return append(b, "null"...)
	case *r == 1:
		return append(b, '1')
	case *r == 0.5:
		return append(b, "0.5"...)
	case *r == 0 && !math.Signbit(*r):
		return append(b, '0')
	}
	return strconv.AppendFloat(b, *r, 'g', -1, 64)
}

// appendString appends s as a JSON string: as it stands when it is
// printable ASCII without quotes or backslashes (plain), else as
// encoding/json writes it.
func appendString(b []byte, s string) []byte {
	if !plain(s) {
		q, _ := json.Marshal(s) // a string always marshals
		return append(b, q...)
	}
	return appendPlain(b, s)
}

// appendJSON appends s as a JSON string, as it stands where the caller
// knows it plain.
func appendJSON(b []byte, s string, plain bool) []byte {
	if plain {
		return appendPlain(b, s)
	}
	return appendString(b, s)
}

// appendPlain appends s, which needs no escapes (plain), as a JSON
// string.
func appendPlain(b []byte, s string) []byte {
	b = append(b, '"')
	b = append(b, s...)
	return append(b, '"')
}

// plain reports whether s is printable ASCII without quotes or
// backslashes, eight bytes at a time (notPlain), the last eight read
// again where its length is not a multiple of eight.
func plain(s string) bool {
	if len(s) < 8 {
		for i := range len(s) {
			if c := s[i]; c < 0x20 || c > 0x7e || c == '"' || c == '\\' {
				return false
			}
		}
		return true
	}
	bad := notPlain(word(s[len(s)-8:]))
	for i := 0; i+8 <= len(s); i += 8 {
		bad |= notPlain(word(s[i : i+8]))
	}
	return bad == 0
}

// word reads eight bytes of s as a little-endian word (one load).
func word(s string) uint64 {
	_ = s[7]
	return uint64(s[0]) | uint64(s[1])<<8 | uint64(s[2])<<16 | uint64(s[3])<<24 |
		uint64(s[4])<<32 | uint64(s[5])<<40 | uint64(s[6])<<48 | uint64(s[7])<<56
}

// Bytes repeated in the eight of a word, for notPlain.
const (
	ones    = 0x0101010101010101
	highs   = 0x8080808080808080
	quotes  = '"' * ones
	slashes = '\\' * ones
)

// notPlain gives a word whose bytes have their high bit set where (or
// after where) a byte of x is below 0x20, 0x7f or more, a quote or a
// backslash, and none when there is none: a byte is below n when its
// subtraction from n borrows into its high bit while it had none, and is
// c when its xor with c is below 1.
func notPlain(x uint64) uint64 {
	q, b := x^quotes, x^slashes
	return ((x-0x20*ones)&^x | (x + ones) | x | (q-ones)&^q | (b-ones)&^b) & highs
}
