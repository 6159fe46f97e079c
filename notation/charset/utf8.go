package charset

import (
	"bytes"
	"errors"
	"io"
	"unicode/utf8"

	"github.com/arbiter-games/arbiter/notation"
)

// utf8Reader passes on UTF-8 text up to its first invalid byte, counting
// lines and characters to give that byte's place; it checks the output of
// decoders too.
type utf8Reader struct {
	r io.Reader
	// pos is the place of the next byte to check.
	pos notation.Pos
	// held is the start of a character cut by the end of the last read.
	held []byte
	// decoded names the encoding r was decoded from: a U+FFFD it gives
	// stands for bytes the decoder could not read.
	decoded string
	err     error
}

// Read fills p with checked text. p must hold at least utf8.UTFMax bytes.
func (u *utf8Reader) Read(p []byte) (int, error) {
	if u.err != nil {
		return 0, u.err
	}
	if len(p) < utf8.UTFMax {
		return 0, io.ErrShortBuffer
	}
	n := copy(p, u.held)
	u.held = u.held[:0]
	m, err := u.r.Read(p[n:])
	n += m
	valid := u.check(p[:n], errors.Is(err, io.EOF))
	if u.err != nil {
		if valid == 0 {
			return 0, u.err
		}
		return valid, nil
	}
	u.held = append(u.held, p[valid:n]...)
	return valid, err
}

// check counts the valid characters of b and returns how many bytes they
// take. It stops before a character cut short (unless atEnd), and at an
// invalid byte, setting u.err.
func (u *utf8Reader) check(b []byte, atEnd bool) int {
	end := len(b)
	if !atEnd {
		end = wholeCharacters(b)
	}
	if u.decoded == "" && utf8.Valid(b[:end]) { // the common case, fast
		advance(&u.pos, b[:end])
		return end
	}
	for i := 0; i < end; {
		r, size := utf8.DecodeRune(b[i:end])
		if r == utf8.RuneError && (size <= 1 || u.decoded != "") {
			e := &Error{Pos: u.pos, Decoded: u.decoded}
			if u.decoded == "" {
				e.Byte, e.Guess = b[i], guess(u.sample(b[i:]))
			}
			u.err = e
			return i
		}
		advance(&u.pos, b[i:i+size])
		i += size
	}
	return end
}

// wholeCharacters is the length of b without a character cut short at its
// end.
func wholeCharacters(b []byte) int {
	start := len(b) - 1
	for start > 0 && len(b)-start < utf8.UTFMax && !utf8.RuneStart(b[start]) {
		start--
	}
	if start >= 0 && !utf8.FullRune(b[start:]) {
		return start
	}
	return len(b)
}

// advance moves a place past valid text.
func advance(pos *notation.Pos, text []byte) {
	pos.Offset += len(text)
	last := bytes.LastIndexByte(text, '\n')
	if last < 0 {
		pos.Column += utf8.RuneCount(text)
		return
	}
	pos.Line += bytes.Count(text, []byte{'\n'})
	pos.Column = 1 + utf8.RuneCount(text[last+1:])
}

// sampleSize is how many bytes from the first invalid one guess looks at.
const sampleSize = 64

// sample is b followed by what more the input holds, up to sampleSize
// bytes, for guessing the encoding: reading stops at b anyway.
func (u *utf8Reader) sample(b []byte) []byte {
	s := append([]byte(nil), b...)
	for tries := 0; len(s) < sampleSize && tries < sampleSize; tries++ {
		more := make([]byte, sampleSize-len(s))
		n, err := u.r.Read(more)
		s = append(s, more[:n]...)
		if err != nil {
			break
		}
	}
	return s
}
