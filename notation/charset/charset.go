// Package charset reads record files in the encodings club files come in
// (UTF-8, EUC-KR/CP949, Latin-1) as UTF-8 text, and stops UTF-8 input at its
// first invalid byte with an error that gives the place (line and column,
// counted in characters) and names the encoding the bytes look like. It
// writes UTF-8 text back in those encodings, stopping at the first
// character the encoding cannot hold.
package charset

import (
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/arbiter-games/arbiter/notation"
	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/charmap"
	"golang.org/x/text/encoding/korean"
	"golang.org/x/text/transform"
)

// UTF8 is the default encoding's name.
const UTF8 = "utf-8"

// encodings are the encodings besides UTF-8, by name, for reading and
// writing. golang.org/x/text's EUC-KR is Microsoft's code page 949, a
// superset of EUC-KR, so both names read and write the same.
var encodings = map[string]encoding.Encoding{
	"euc-kr": korean.EUCKR,
	"cp949":  korean.EUCKR,
	"latin1": charmap.ISO8859_1,
}

// Names lists the encodings NewReader and NewWriter know, UTF-8 first.
func Names() []string {
	names := []string{UTF8}
	for name := range encodings {
		names = append(names, name)
	}
	slices.Sort(names[1:])
	return names
}

// Check tells whether NewReader and NewWriter know the encoding; the error
// lists the known ones.
func Check(name string) error {
	if _, ok := encodings[strings.ToLower(name)]; ok || isUTF8(name) {
		return nil
	}
	return fmt.Errorf("unknown encoding %q (encodings: %s)", name, strings.Join(Names(), ", "))
}

// isUTF8 tells whether name names UTF-8 ("" does too).
func isUTF8(name string) bool {
	switch strings.ToLower(name) {
	case "", UTF8, "utf8":
		return true
	}
	return false
}

// NewReader returns r's text as UTF-8. In UTF-8 ("" is UTF-8 too) the text
// is passed on as it is, a byte-order mark included, up to the first byte
// that is not UTF-8; reading it returns an *Error. Other encodings are
// decoded up to the first bytes that encoding does not have (an *Error
// too). file names the input in positions.
func NewReader(r io.Reader, file, name string) (io.Reader, error) {
	if err := Check(name); err != nil {
		return nil, err
	}
	u := &utf8Reader{r: r, pos: notation.Pos{File: file, Line: 1, Column: 1}}
	if !isUTF8(name) {
		// The decoders write U+FFFD for what they cannot decode, and these
		// encodings have no U+FFFD of their own.
		u.r, u.decoded = transform.NewReader(r, encodings[strings.ToLower(name)].NewDecoder()), strings.ToLower(name)
	}
	return u, nil
}

// Error is input that is not valid UTF-8, at its first invalid byte.
type Error struct {
	Pos notation.Pos
	// Byte is the first byte that is not UTF-8.
	Byte byte
	// Guess names the encoding the bytes look like, "" when none fits.
	Guess string
	// Decoded names the encoding the input was decoded from, "" for UTF-8;
	// Byte is then unknown.
	Decoded string
}

func (e *Error) Error() string { return fmt.Sprintf("%s: %s", e.Pos, e.Msg()) }

// Msg is the error without its place.
func (e *Error) Msg() string {
	if e.Decoded != "" {
		return fmt.Sprintf("not %s: bytes that encoding does not have", e.Decoded)
	}
	switch e.Guess {
	case "cp949":
		return "not UTF-8; the file looks like EUC-KR/CP949: try --encoding cp949"
	case "latin1":
		return "not UTF-8; the file looks like Latin-1: try --encoding latin1"
	}
	return fmt.Sprintf("not UTF-8 (byte 0x%02X): a binary file, or an encoding other than %s", e.Byte, strings.Join(Names(), ", "))
}
