package rows

import (
	"bufio"
	"encoding/json"
	"io"
	"strconv"

	"github.com/arbiter-games/arbiter/notation"
)

// Format is training rows as JSON lines ("rows"): a row a line.
func Format(o Options) notation.Format {
	return notation.Format{Name: "rows",
		Doc:       "training rows as JSON lines, one turn of a main line a line (written only)",
		NewReader: WriteOnly("rows"),
		NewWriter: func(w io.Writer) notation.RecordWriter { return NewLinesWriter(w, o) }}
}

// LinesWriter writes rows as JSON lines (notation.RecordWriter).
type LinesWriter struct {
	mk  *Maker
	w   *bufio.Writer
	buf []byte
}

// NewLinesWriter writes rows as JSON lines to w.
func NewLinesWriter(w io.Writer, o Options) *LinesWriter {
	return &LinesWriter{mk: NewMaker(o, "rows"), w: bufio.NewWriterSize(w, 1<<16)}
}

// Write writes the rows of one record, or refuses it (see Maker.Make).
func (lw *LinesWriter) Write(e notation.Entry) (notation.Written, error) {
	rows, lost, err := lw.mk.Make(e)
	if err != nil {
		return notation.Written{}, err
	}
	for i := range rows {
		lw.buf = appendRow(lw.buf[:0], &rows[i])
		if _, err := lw.w.Write(lw.buf); err != nil {
			return notation.Written{}, err
		}
	}
	return notation.Written{Lost: lost}, nil
}

// Close writes what is buffered.
func (lw *LinesWriter) Close() error { return lw.w.Flush() }

// appendRow appends a row's JSON line.
func appendRow(b []byte, r *Row) []byte {
	b = append(b, `{"record":`...)
	b = appendString(b, r.Record)
	b = append(b, `,"game":`...)
	b = appendString(b, r.Game)
	b = append(b, `,"turn":`...)
	b = strconv.AppendInt(b, int64(r.Turn), 10)
	b = append(b, `,"position":`...)
	b = appendString(b, r.Position)
	b = append(b, `,"seat":`...)
	b = strconv.AppendInt(b, int64(r.Seat), 10)
	b = append(b, `,"move":`...)
	b = appendString(b, r.Move)
	b = append(b, `,"legal":`...)
	b = strconv.AppendInt(b, int64(r.Legal), 10)
	b = append(b, `,"result":`...)
	if r.Result == nil {
		b = append(b, "null"...)
	} else {
		b = strconv.AppendFloat(b, *r.Result, 'g', -1, 64)
	}
	b = append(b, `,"scores":[`...)
	for i, s := range r.Scores {
		if i > 0 {
			b = append(b, ',')
		}
		b = strconv.AppendInt(b, int64(s), 10)
	}
	b = append(b, `],"symmetry":`...)
	b = appendString(b, r.Symmetry)
	return append(b, "}\n"...)
}

// appendString appends s as a JSON string: as it stands when it is
// printable ASCII without quotes or backslashes, else as encoding/json
// writes it.
func appendString(b []byte, s string) []byte {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < 0x20 || c > 0x7e || c == '"' || c == '\\' {
			q, _ := json.Marshal(s) // a string always marshals
			return append(b, q...)
		}
	}
	b = append(b, '"')
	b = append(b, s...)
	return append(b, '"')
}
