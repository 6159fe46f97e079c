package charset

import (
	"errors"
	"fmt"
	"io"
	"strings"
	"unicode/utf8"

	"github.com/arbiter-games/arbiter/notation"
	"golang.org/x/text/transform"
)

// Writer writes UTF-8 text in another encoding, counting lines and
// characters to give the place of a character the encoding cannot hold.
type Writer struct {
	w io.Writer
	// enc is nil for UTF-8: the text is passed on as it is.
	enc  transform.Transformer
	name string
	// pos is the place of the next character to write.
	pos notation.Pos
	// held is the start of a character cut by the end of the last write.
	held []byte
	buf  []byte
	err  error
}

// NewWriter returns a Writer that writes UTF-8 text to w in the encoding
// named (UTF-8, "" too, passes it on as it is). file names the output in
// the places of errors. Close must follow the last write.
func NewWriter(w io.Writer, file, name string) (*Writer, error) {
	if err := Check(name); err != nil {
		return nil, err
	}
	cw := &Writer{w: w, pos: notation.Pos{File: file, Line: 1, Column: 1}}
	if !isUTF8(name) {
		cw.name = strings.ToLower(name)
		cw.enc = encodings[cw.name].NewEncoder()
		cw.buf = make([]byte, 4096)
	}
	return cw, nil
}

// EncodeError is a character that the encoding of the output cannot hold,
// at its place in the output.
type EncodeError struct {
	Pos notation.Pos
	// Char is the character; utf8.RuneError with Byte set when the text
	// was not UTF-8 there.
	Char rune
	Byte byte
	// Encoding names the encoding.
	Encoding string
}

func (e *EncodeError) Error() string {
	if e.Char == utf8.RuneError && e.Byte != 0 {
		return fmt.Sprintf("%s: the byte 0x%02X is not UTF-8 text and cannot be written in %s", e.Pos, e.Byte, e.Encoding)
	}
	return fmt.Sprintf("%s: %s cannot hold the character %q (U+%04X)", e.Pos, e.Encoding, e.Char, e.Char)
}

// Write encodes p. A character cut by the end of p is held for the next
// write; the first character the encoding cannot hold is an *EncodeError,
// and so is every write after it.
func (w *Writer) Write(p []byte) (int, error) {
	switch {
	case w.err != nil:
		return 0, w.err
	case w.enc == nil:
		return w.w.Write(p)
	}
	text := p
	if len(w.held) > 0 {
		text = append(w.held, p...)
		w.held = nil
	}
	whole := wholeCharacters(text)
	if err := w.encode(text[:whole], false); err != nil {
		return 0, err
	}
	w.held = append(w.held, text[whole:]...)
	return len(p), nil
}

// Close ends the text: a character cut short at its end is an
// *EncodeError. It does not close the writer written to.
func (w *Writer) Close() error {
	if w.err != nil || w.enc == nil || len(w.held) == 0 {
		return w.err
	}
	return w.encode(w.held, true)
}

// encode writes text, made of whole characters unless atEnd.
func (w *Writer) encode(text []byte, atEnd bool) error {
	for len(text) > 0 {
		nDst, nSrc, err := w.enc.Transform(w.buf, text, atEnd)
		if _, werr := w.w.Write(w.buf[:nDst]); werr != nil {
			w.err = werr
			return werr
		}
		advance(&w.pos, text[:nSrc])
		text = text[nSrc:]
		if err != nil && !errors.Is(err, transform.ErrShortDst) {
			w.err = w.unencodable(text)
			return w.err
		}
	}
	return nil
}

// unencodable is the error for the character text starts with.
func (w *Writer) unencodable(text []byte) error {
	r, size := utf8.DecodeRune(text)
	e := &EncodeError{Pos: w.pos, Char: r, Encoding: w.name}
	if r == utf8.RuneError && size <= 1 {
		e.Byte = text[0]
	}
	return e
}
