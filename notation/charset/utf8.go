package charset

import (
	"bytes"
	"encoding/binary"
	"errors"
	"io"
	"math/bits"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/arbiter-games/arbiter/notation"
	"golang.org/x/text/transform"
)

// Reader reads a file's text as UTF-8. In UTF-8 the text is passed on as
// it is (a byte-order mark included), but for the bytes that are not
// UTF-8, each read as U+FFFD; from another encoding it is decoded, the
// bytes the encoding does not have read as U+FFFD. Each run of such bytes
// is kept as a Fault until Take hands it out, and reading goes on to the
// end of the file.
type Reader struct {
	// Advise, when set before the first Read, words what to do with a
	// file that looks written in another encoding (guess: GuessCP949 or
	// GuessLatin1), as the program reading it says it: how to read it in
	// that encoding. The faults of such a file hold its words
	// (Fault.Advice).
	Advise func(guess string) string

	r io.Reader
	// pos is the place of the next byte passed on.
	pos notation.Pos
	// held are bytes read and not yet passed on: the start of a character
	// cut by the end of a read, or, in slow mode, what followed a fault.
	held []byte
	slow bool
	// eof: r is read to its end; err is r's error, returned once held is
	// passed on.
	eof bool
	err error
	// decoded names the encoding r was decoded from: a U+FFFD it gives
	// stands for bytes the decoder could not read.
	decoded string
	// wide counts the bytes of characters beyond ASCII passed on (up to
	// sampleSize) until the first fault judges the file (guess).
	wide   int
	judged bool
	guess  string
	// faults are those not taken yet; run tells whether the last byte
	// passed on was a fault's: the last kept one's, or one only counted.
	faults []Fault
	run    runState
}

// runState tells what the last byte passed on was.
type runState uint8

const (
	noRun      runState = iota // text
	keptRun                    // a byte of the last fault kept
	countedRun                 // a byte of a fault only counted
)

// maxFaults bounds the faults a Reader holds that were not taken, so that
// a binary file read as text takes no more memory than a text file: past
// it, further faults are counted on the last one kept (Fault.More).
const maxFaults = 1000

// NewReader returns r's text as UTF-8 (see Reader) from the named
// encoding ("" is UTF-8 too). file names the input in positions.
func NewReader(r io.Reader, file, name string) (*Reader, error) {
	if err := Check(name); err != nil {
		return nil, err
	}
	u := &Reader{r: r, pos: notation.Pos{File: file, Line: 1, Column: 1}}
	if !isUTF8(name) {
		// The decoders write U+FFFD for what they cannot decode, and these
		// encodings have no U+FFFD of their own.
		u.decoded = strings.ToLower(name)
		u.r, u.judged = transform.NewReader(r, encodings[u.decoded].NewDecoder()), true
	}
	return u, nil
}

// Take hands out the faults found so far that start before the offset
// before (in the text read), in order, and forgets them.
func (u *Reader) Take(before int) []Fault {
	n := 0
	for n < len(u.faults) && u.faults[n].Pos.Offset < before {
		n++
	}
	if n == 0 {
		return nil
	}
	out := slices.Clone(u.faults[:n])
	u.faults = u.faults[:copy(u.faults, u.faults[n:])]
	if len(u.faults) == 0 {
		u.run = noRun
	}
	return out
}

// Pending counts the faults found and not taken yet.
func (u *Reader) Pending() int { return len(u.faults) }

// replacement is what a byte that is not UTF-8 is read as.
const replacement = "\uFFFD"

// Read fills p with text. p must hold at least utf8.UTFMax bytes.
func (u *Reader) Read(p []byte) (int, error) {
	if len(p) < utf8.UTFMax {
		return 0, io.ErrShortBuffer
	}
	for {
		if u.slow {
			return u.convert(p), nil
		}
		if len(u.held) == 0 && u.done() {
			if u.err != nil {
				return 0, u.err
			}
			return 0, io.EOF
		}
		if n := u.readChecked(p); n > 0 {
			return n, nil
		}
	}
}

// readChecked reads into p after the character held, and passes on the
// text up to the first fault; from a fault on, the text is held for
// convert (slow mode). It gives the bytes of p passed on.
func (u *Reader) readChecked(p []byte) int {
	n := copy(p, u.held)
	u.held = u.held[:0]
	m, err := u.r.Read(p[n:])
	n += m
	switch {
	case errors.Is(err, io.EOF):
		u.eof = true
	case err != nil:
		u.err = err
	}
	end := n
	if !u.done() {
		end = wholeCharacters(p[:n])
	}
	valid := end
	if u.decoded != "" || !utf8.Valid(p[:end]) {
		valid = u.validPrefix(p[:end])
		u.slow = valid < end
	}
	u.pass(p[:valid])
	u.held = append(u.held, p[valid:n]...)
	return valid
}

// convert passes on the text held into p, each fault as U+FFFD, up to a
// character cut short at the end of what is held (unless r is read to its
// end) or as much as p takes. It leaves slow mode once no more than such a
// character is held.
func (u *Reader) convert(p []byte) int {
	n, i := 0, 0
	for i < len(u.held) && n+utf8.UTFMax <= len(p) {
		rest := u.held[i:]
		if !u.done() && !utf8.FullRune(rest) {
			break
		}
		if valid := u.validPrefix(rest[:min(len(rest), len(p)-n)]); valid > 0 {
			u.pass(rest[:valid])
			n += copy(p[n:], rest[:valid])
			i += valid
			continue
		}
		size := 1
		if u.decoded != "" {
			size = len(replacement)
		}
		u.fault(i)
		n += copy(p[n:], replacement)
		i += size
	}
	u.held = u.held[:copy(u.held, u.held[i:])]
	u.slow = len(u.held) > 0 && (u.done() || utf8.FullRune(u.held))
	return n
}

// done tells whether r has nothing more to give.
func (u *Reader) done() bool { return u.eof || u.err != nil }

// readMore reads more of r after what is held.
func (u *Reader) readMore() {
	more := make([]byte, sampleSize)
	n, err := u.r.Read(more)
	u.held = append(u.held, more[:n]...)
	switch {
	case errors.Is(err, io.EOF):
		u.eof = true
	case err != nil:
		u.err = err
	}
}

// validPrefix is the length of b's text up to its first fault: a byte
// that is not UTF-8, or a decoder's U+FFFD. (b ends on a whole character
// but at the end of the file, or where the caller cut it.)
func (u *Reader) validPrefix(b []byte) int {
	if u.decoded != "" {
		if i := bytes.Index(b, []byte(replacement)); i >= 0 {
			return i
		}
		return len(b)
	}
	for i := 0; i < len(b); {
		if b[i] < utf8.RuneSelf {
			i++
			continue
		}
		r, size := utf8.DecodeRune(b[i:])
		if r == utf8.RuneError && size <= 1 {
			return i
		}
		i += size
	}
	return len(b)
}

// fault takes the fault that starts held[i] (a byte, or a decoder's
// U+FFFD), read as U+FFFD at the place pos.
func (u *Reader) fault(i int) {
	if !u.judged {
		u.judge(i)
	}
	switch {
	case u.run == keptRun:
		f := &u.faults[len(u.faults)-1]
		f.Len++
		if u.decoded == "" && len(f.Bytes) < maxFaultBytes {
			f.Bytes = append(f.Bytes, u.held[i])
		}
	case u.run == countedRun:
	case len(u.faults) == maxFaults:
		u.faults[len(u.faults)-1].More++
		u.run = countedRun
	default:
		f := Fault{Pos: u.pos, Len: 1, Decoded: u.decoded, Guess: u.guess, Advice: u.advice()}
		if u.decoded == "" {
			f.Bytes = []byte{u.held[i]}
		}
		u.faults = append(u.faults, f)
		u.run = keptRun
	}
	u.pos.Offset += len(replacement)
	u.pos.Column++
}

// advice is Advise's words for the file, when it looks written in
// another encoding.
func (u *Reader) advice() string {
	if u.Advise == nil || u.guess != GuessCP949 && u.guess != GuessLatin1 {
		return ""
	}
	return u.Advise(u.guess)
}

// pass moves the place past text passed on, counting the bytes of its
// characters beyond ASCII until the file is judged.
func (u *Reader) pass(text []byte) {
	if len(text) == 0 {
		return
	}
	u.run = noRun
	if !u.judged && u.wide < sampleSize {
		u.wide += wideBytes(text)
	}
	advance(&u.pos, text)
}

// advance moves a place past valid text (read, or written back).
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

// wideBytes counts the bytes of text beyond ASCII.
func wideBytes(text []byte) int {
	const high = 0x8080808080808080
	n := 0
	for ; len(text) >= 8; text = text[8:] {
		n += bits.OnesCount64(binary.LittleEndian.Uint64(text) & high)
	}
	for _, c := range text {
		if c >= utf8.RuneSelf {
			n++
		}
	}
	return n
}
