// Package charset reads record files in the encodings club files come in
// (UTF-8, EUC-KR/CP949, Latin-1) as UTF-8 text. Bytes that are not in the
// file's encoding do not stop the reading: each is read as U+FFFD and kept
// as a Fault with its place (line and column, counted in characters), so
// that only the record that holds it fails; the fault names the byte and
// what the file looks like (see Fault.Msg).
// It writes UTF-8 text back in those encodings, stopping at the first
// character the encoding cannot hold.
package charset

import (
	"fmt"
	"slices"
	"strings"

	"github.com/arbiter-games/arbiter/notation"
	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/charmap"
	"golang.org/x/text/encoding/korean"
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

// What the bytes that are not UTF-8 say of their file (Fault.Guess).
const (
	// Stray: the file is UTF-8 but for these bytes.
	Stray = "stray"
	// GuessCP949 and GuessLatin1: the file looks written in that encoding.
	GuessCP949  = "cp949"
	GuessLatin1 = "latin1"
)

// maxFaultBytes bounds the bytes a Fault keeps of its run.
const maxFaultBytes = 4

// Fault is a run of bytes that are not in the file's encoding, read as
// U+FFFD (one a byte in UTF-8; as the decoder gives them in the others).
type Fault struct {
	// Pos is the place of its first U+FFFD in the text read: line and
	// column (in characters), and offset in the text read, as readers
	// count them.
	Pos notation.Pos
	// Bytes are the run's first bytes (at most 4) and Len how many it
	// has; none in a file decoded from another encoding, whose decoder
	// does not say which bytes it could not read.
	Bytes []byte
	Len   int
	// Decoded names the encoding the file was decoded from; "" for UTF-8.
	Decoded string
	// Guess is what the file looks like, judged at its first fault (UTF-8
	// only): Stray, GuessCP949, GuessLatin1, or "" when nothing fits (a
	// binary file, another encoding).
	Guess string
	// More counts the faults after this one that were not kept, the
	// reader holding too many at once (a binary file); their places are
	// not known.
	More int
	// Advice says what to do with a file that looks written in another
	// encoding (Guess GuessCP949 or GuessLatin1), in the words of the
	// program that reads it (Reader.Advise); "" for none.
	Advice string
}

func (f Fault) Error() string { return fmt.Sprintf("%s: %s", f.Pos, f.Msg()) }

// Msg says what is wrong, without the place: the bytes, and what to do.
// A file that is UTF-8 but for stray bytes is told to fix them (reading it
// all in another encoding would garble the rest); of a file that is not
// UTF-8 at all it says which encoding it looks written in, and Advice.
func (f Fault) Msg() string {
	msg := f.what()
	if f.More > 0 {
		msg += fmt.Sprintf(" (and %d more runs of such bytes after it)", f.More)
	}
	return msg
}

// what is Msg without the faults left uncounted.
func (f Fault) what() string {
	switch {
	case f.Decoded != "":
		return fmt.Sprintf("not %s: bytes that encoding does not have", f.Decoded)
	case f.Guess == Stray:
		them := "this byte"
		if f.Len > 1 {
			them = "these bytes"
		}
		return fmt.Sprintf("%s not UTF-8%s: the rest of the file is UTF-8; fix %s", f.bytes(), f.meaning(), them)
	case f.Guess == GuessCP949:
		return "not UTF-8; the file looks like EUC-KR/CP949" + f.advice()
	case f.Guess == GuessLatin1:
		return "not UTF-8; the file looks like Latin-1" + f.advice()
	}
	return fmt.Sprintf("not UTF-8 (byte 0x%02X): a binary file, or an encoding other than %s", f.first(), strings.Join(Names(), ", "))
}

// advice is Advice after a colon, or "".
func (f Fault) advice() string {
	if f.Advice == "" {
		return ""
	}
	return ": " + f.Advice
}

// first is the run's first byte.
func (f Fault) first() byte {
	if len(f.Bytes) == 0 {
		return 0
	}
	return f.Bytes[0]
}

// bytes names the run's bytes with their verb: "byte 0xE9 is", "bytes
// 0xB1 0xE8 are", "9 bytes from 0xB1 on are".
func (f Fault) bytes() string {
	switch {
	case f.Len == 1:
		return fmt.Sprintf("byte 0x%02X is", f.first())
	case f.Len > len(f.Bytes):
		return fmt.Sprintf("%d bytes from 0x%02X on are", f.Len, f.first())
	}
	hex := make([]string, len(f.Bytes))
	for i, b := range f.Bytes {
		hex[i] = fmt.Sprintf("0x%02X", b)
	}
	return "bytes " + strings.Join(hex, " ") + " are"
}

// meaning says what a whole run would be in CP949, when its bytes pair
// into CP949 characters, or in Latin-1, when they are Latin-1 letters.
func (f Fault) meaning() string {
	if f.Len != len(f.Bytes) {
		return ""
	}
	it := "it would be"
	if f.Len > 1 {
		it = "they would be"
	}
	switch {
	case f.Len > 1 && pairsCP949(f.Bytes):
		s, _ := korean.EUCKR.NewDecoder().Bytes(f.Bytes)
		return fmt.Sprintf(" (in CP949 %s '%s')", it, s)
	case looksLatin1(f.Bytes):
		s, _ := charmap.ISO8859_1.NewDecoder().Bytes(f.Bytes)
		return fmt.Sprintf(" (in Latin-1 %s '%s')", it, s)
	}
	return ""
}
