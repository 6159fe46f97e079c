package text

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/arbiter-games/arbiter/notation"
)

// lineWidth is the width the canonical writer wraps movetext at.
const lineWidth = 80

// Write writes a record in canonical form: its tags one a line, a blank
// line, the movetext wrapped at 80 columns, and the result token. Writing,
// reading and writing again gives the same text.
func Write(w io.Writer, rec *notation.Record) error {
	bw := bufio.NewWriter(w)
	for _, t := range rec.Tags {
		fmt.Fprintf(bw, "[%s %s]\n", t.Name, quote(t.Value))
	}
	if len(rec.Tags) > 0 {
		bw.WriteString("\n")
	}
	mw := movetextWriter{w: bw}
	mw.line(rec.Moves)
	mw.token(resultToken(rec))
	bw.WriteString("\n")
	return bw.Flush()
}

// WriteAll writes records separated by blank lines.
func WriteAll(w io.Writer, recs []*notation.Record) error {
	for i, rec := range recs {
		if i > 0 {
			if _, err := io.WriteString(w, "\n"); err != nil {
				return err
			}
		}
		if err := Write(w, rec); err != nil {
			return err
		}
	}
	return nil
}

// String returns the record in canonical form.
func String(rec *notation.Record) string {
	var b strings.Builder
	_ = Write(&b, rec)
	return b.String()
}

// resultToken is the token that ends the movetext: as written, else the
// Result tag when it is a result, else "*".
func resultToken(rec *notation.Record) string {
	if rec.Result != "" {
		return rec.Result
	}
	if v, ok := rec.Tag("Result"); ok && notation.IsResult(v) {
		return v
	}
	return "*"
}

// WriteRaw writes the text of a record that could not be read (Error.Raw)
// as it stands, without the blank lines around it, ending in a line end.
// Read again, it gives the same text and the same error.
func WriteRaw(w io.Writer, raw string) error {
	_, err := io.WriteString(w, TrimRaw(raw)+"\n")
	return err
}

// TrimRaw is a record's raw text without the blank lines before and after
// it, the byte-order marks before it (white space to the reader, and at
// the start of a file not even read) and its last line end: what WriteRaw
// writes and JSON keeps.
func TrimRaw(raw string) string {
	for {
		line, rest, ok := strings.Cut(raw, "\n")
		if !ok || strings.Trim(line, " \t\r\f\v"+notation.BOM) != "" {
			break
		}
		raw = rest
	}
	return strings.TrimRight(strings.TrimLeft(raw, notation.BOM), " \t\r\n\f\v")
}

// escaper escapes a tag value's backslashes and quotes.
var escaper = strings.NewReplacer(`\`, `\\`, `"`, `\"`)

func quote(s string) string {
	return `"` + escaper.Replace(s) + `"`
}

// movetextWriter writes tokens separated by spaces, wrapping lines.
type movetextWriter struct {
	w   *bufio.Writer
	col int
	// prefix is glued to the next token ("(" opening a variation).
	prefix string
}

func (m *movetextWriter) token(t string) {
	t, m.prefix = m.prefix+t, ""
	first, _, multi := strings.Cut(t, "\n")
	switch {
	case m.col == 0:
	case m.col+1+len(first) > lineWidth:
		m.w.WriteString("\n")
		m.col = 0
	default:
		m.w.WriteString(" ")
		m.col++
	}
	m.w.WriteString(t)
	if multi {
		m.col = len(t) - strings.LastIndexByte(t, '\n') - 1
	} else {
		m.col += len(t)
	}
}

func (m *movetextWriter) line(l notation.Line) {
	for _, t := range l.Turns {
		m.turn(t)
	}
	m.comments(l.Trailing)
}

func (m *movetextWriter) turn(t *notation.Turn) {
	m.comments(t.Before)
	text := t.Move + t.Suffix
	if t.Number != nil {
		text = t.Number.String() + " " + text
	}
	m.token(text)
	for _, n := range t.NAGs {
		m.token("$" + strconv.Itoa(n))
	}
	m.comments(t.After)
	for _, v := range t.Variations {
		m.prefix = "("
		m.line(v)
		if m.prefix != "" { // an empty variation: the "(" is still pending
			m.token(")")
		} else {
			m.w.WriteString(")")
			m.col++
		}
	}
}

func (m *movetextWriter) comments(cs []notation.Comment) {
	for _, c := range cs {
		m.token("{" + c.Text + "}")
	}
}

// Writer writes records in the text format, separated by blank lines: each
// in canonical form, or as written in its file where that is asked or the
// record could not be read. It is the writer of the format text
// (notation.RecordWriter).
type Writer struct {
	w *bufio.Writer
	n int
}

// NewWriter writes records to w.
func NewWriter(w io.Writer) *Writer { return &Writer{w: bufio.NewWriter(w)} }

// Write writes one record. A record that could not be read is written as
// it stood in its file (whatever the format), so that read again it gives
// the same error; one whose text is not known is refused.
func (w *Writer) Write(e notation.Entry) error {
	raw := e.Record == nil || e.AsWritten && e.Raw != ""
	if raw && e.Raw == "" {
		return notation.Refuse(nil, e.Err.Pos, "the record's text was not kept, so it cannot be written as it stood")
	}
	if w.n++; w.n > 1 {
		w.w.WriteString("\n")
	}
	if raw {
		return WriteRaw(w.w, e.Raw)
	}
	return Write(w.w, e.Record)
}

// Close flushes what is buffered.
func (w *Writer) Close() error { return w.w.Flush() }
