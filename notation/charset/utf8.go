package charset

import (
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
	for i := 0; i < len(b); {
		c := b[i]
		if c < utf8.RuneSelf {
			u.advance(c == '\n', 1)
			i++
			continue
		}
		r, size := utf8.DecodeRune(b[i:])
		if r == utf8.RuneError && u.decoded != "" {
			u.err = &Error{Pos: u.pos, Decoded: u.decoded}
			return i
		}
		if r == utf8.RuneError && size <= 1 {
			if !atEnd && !utf8.FullRune(b[i:]) {
				return i
			}
			u.err = &Error{Pos: u.pos, Byte: c, Guess: guess(u.sample(b[i:]))}
			return i
		}
		u.advance(false, size)
		i += size
	}
	return len(b)
}

// advance moves the place past one character of size bytes.
func (u *utf8Reader) advance(newline bool, size int) {
	u.pos.Offset += size
	if newline {
		u.pos.Line++
		u.pos.Column = 1
		return
	}
	u.pos.Column++
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
