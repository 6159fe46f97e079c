package charset

import (
	"bytes"
	"errors"
	"io"
	"strings"
	"testing"
	"testing/iotest"
	"unicode/utf8"

	"github.com/arbiter-games/arbiter/notation"
	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/charmap"
	"golang.org/x/text/encoding/korean"
)

// encode writes s in an encoding, as an old club program would.
func encode(t testing.TB, e encoding.Encoding, s string) string {
	t.Helper()
	b, err := e.NewEncoder().String(s)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// readAll reads input through NewReader one byte at a time, so characters
// are cut across reads.
func readAll(t testing.TB, input, name string) (string, error) {
	t.Helper()
	r, err := NewReader(iotest.OneByteReader(strings.NewReader(input)), "club.yinsh", name)
	if err != nil {
		t.Fatal(err)
	}
	b, err := io.ReadAll(r)
	return string(b), err
}

func TestDecode(t *testing.T) {
	const korean_ = "[White \"김민지\"]\n1. e5 {좋은 수} *\n"
	tests := []struct {
		name, input, encoding, want string
	}{
		{"ascii", "[Game \"YINSH\"]\n", "utf-8", "[Game \"YINSH\"]\n"},
		{"utf-8 Hangul", korean_, "", korean_},
		{"byte-order mark kept", "\ufeff[Game \"YINSH\"]", "UTF8", "\ufeff[Game \"YINSH\"]"},
		{"euc-kr", encode(t, korean.EUCKR, korean_), "euc-kr", korean_},
		{"cp949", encode(t, korean.EUCKR, "[Event \"똠방각하\"]"), "CP949", "[Event \"똠방각하\"]"},
		{"latin1", encode(t, charmap.ISO8859_1, "[White \"Müller\"]"), "latin1", "[White \"Müller\"]"},
	}
	for _, tt := range tests {
		got, err := readAll(t, tt.input, tt.encoding)
		if err != nil || got != tt.want {
			t.Errorf("%s: got %q, %v; want %q", tt.name, got, err, tt.want)
		}
	}
}

func TestInvalidUTF8(t *testing.T) {
	tests := []struct {
		name, input  string
		line, column int
		guess, inMsg string
		passedOn     string
	}{
		{"EUC-KR name", encode(t, korean.EUCKR, "[White \"김민지\"]\n"), 1, 9, "cp949", "looks like EUC-KR/CP949: try --encoding cp949", "[White \""},
		{"EUC-KR comment after Hangul in UTF-8", "[Game \"YINSH\"]\n1. e5 {좋은 수} " + encode(t, korean.EUCKR, "{좋은 수}"), 2, 15, "cp949", "cp949", "[Game \"YINSH\"]\n1. e5 {좋은 수} {"},
		{"Latin-1 name", encode(t, charmap.ISO8859_1, "[White \"Müller\"]"), 1, 10, "latin1", "try --encoding latin1", "[White \"M"},
		{"binary", "\x00\x01\x80\x02", 1, 3, "", "byte 0x80", "\x00\x01"},
		{"binary with Latin-1 bytes", "PK\x03\x04\xe9\x00", 1, 5, "", "byte 0xE9", "PK\x03\x04"},
		{"character cut at the end", "ab\xea\xb0", 1, 3, "cp949", "cp949", "ab"},
		{"lone continuation byte", "가\n\n나\x85", 3, 2, "", "byte 0x85", "가\n\n나"},
	}
	for _, tt := range tests {
		got, err := readAll(t, tt.input, "utf-8")
		var cerr *Error
		if !errors.As(err, &cerr) {
			t.Errorf("%s: error %v, want an *Error", tt.name, err)
			continue
		}
		if cerr.Pos.Line != tt.line || cerr.Pos.Column != tt.column || cerr.Pos.File != "club.yinsh" ||
			cerr.Guess != tt.guess || !strings.Contains(err.Error(), tt.inMsg) || got != tt.passedOn {
			t.Errorf("%s: passed on %q, error %v (guess %q); want %q, club.yinsh:%d:%d, guess %q, %q",
				tt.name, got, err, cerr.Guess, tt.passedOn, tt.line, tt.column, tt.guess, tt.inMsg)
		}
		if cerr.Pos.Offset != len(tt.passedOn) {
			t.Errorf("%s: offset %d, want %d", tt.name, cerr.Pos.Offset, len(tt.passedOn))
		}
	}
}

// TestInvalidEUCKR: bytes EUC-KR/CP949 does not have stop the reading at
// their place.
func TestInvalidEUCKR(t *testing.T) {
	got, err := readAll(t, encode(t, korean.EUCKR, "[White \"김민지\"]\n[Black \"박")+"\xff\xff\"]", "cp949")
	var cerr *Error
	if !errors.As(err, &cerr) || cerr.Pos.Line != 2 || cerr.Pos.Column != 10 || got != "[White \"김민지\"]\n[Black \"박" ||
		!strings.HasSuffix(err.Error(), "club.yinsh:2:10: not cp949: bytes that encoding does not have") {
		t.Errorf("got %q, %v", got, err)
	}
}

func TestNames(t *testing.T) {
	names := Names()
	if names[0] != UTF8 || len(names) != 4 {
		t.Errorf("names %v", names)
	}
	for _, n := range names {
		if err := Check(n); err != nil {
			t.Error(err)
		}
	}
	if err := Check("shift-jis"); err == nil || !strings.Contains(err.Error(), "utf-8, cp949, euc-kr, latin1") {
		t.Errorf("Check(shift-jis) = %v", err)
	}
	if _, err := NewReader(strings.NewReader(""), "f", "ebcdic"); err == nil {
		t.Error("NewReader accepts an unknown encoding")
	}
}

// TestShortBuffer: a buffer too small for a character is refused, not
// filled with half a character.
func TestShortBuffer(t *testing.T) {
	r, _ := NewReader(strings.NewReader("가"), "f", "")
	if n, err := r.Read(make([]byte, 2)); n != 0 || err != io.ErrShortBuffer {
		t.Errorf("Read of 2 bytes: %d, %v", n, err)
	}
}

// FuzzUTF8: the UTF-8 reader passes on exactly the valid prefix of any
// input, however the input is cut into reads, and stops at the first
// invalid byte with its offset; the decoders always give valid UTF-8.
func FuzzUTF8(f *testing.F) {
	f.Add([]byte("[White \"김민지\"]\n1. e5 {좋은 수} *\n"))
	f.Add([]byte("\xb1\xe8\xb9\xce\xc1\xf6"))
	f.Add([]byte("ab\xea\xb0"))
	f.Fuzz(func(t *testing.T, data []byte) {
		valid := validPrefix(data)
		for _, in := range []io.Reader{bytes.NewReader(data), iotest.OneByteReader(bytes.NewReader(data)), iotest.HalfReader(bytes.NewReader(data))} {
			r, _ := NewReader(in, "f", UTF8)
			got, err := io.ReadAll(r)
			var cerr *Error
			switch {
			case !bytes.Equal(got, data[:valid]):
				t.Fatalf("passed on %q, want %q", got, data[:valid])
			case valid == len(data) && err != nil:
				t.Fatalf("valid input: %v", err)
			case valid < len(data) && (!errors.As(err, &cerr) || cerr.Pos != placeOf(data, valid) || cerr.Byte != data[valid]):
				t.Fatalf("invalid at %d (%v): error %v", valid, placeOf(data, valid), err)
			}
		}
		for _, name := range Names()[1:] {
			r, _ := NewReader(bytes.NewReader(data), "f", name)
			got, err := io.ReadAll(r)
			var cerr *Error
			if err != nil && (!errors.As(err, &cerr) || cerr.Decoded != name) || !utf8.Valid(got) {
				t.Fatalf("%s: %v, valid UTF-8 %v", name, err, utf8.Valid(got))
			}
		}
	})
}

// placeOf is the place of data[offset] in file f.
func placeOf(data []byte, offset int) notation.Pos {
	before := data[:offset]
	line := 1 + bytes.Count(before, []byte{'\n'})
	lineStart := bytes.LastIndexByte(before, '\n') + 1
	return notation.Pos{File: "f", Offset: offset, Line: line, Column: 1 + utf8.RuneCount(before[lineStart:])}
}

// validPrefix is the length of data's longest valid UTF-8 prefix.
func validPrefix(data []byte) int {
	for i := 0; i < len(data); {
		r, size := utf8.DecodeRune(data[i:])
		if r == utf8.RuneError && size <= 1 {
			return i
		}
		i += size
	}
	return len(data)
}

// BenchmarkUTF8 reads record text through the UTF-8 check.
func BenchmarkUTF8(b *testing.B) {
	text := []byte(strings.Repeat("[White \"김민지\"]\n1. e5 {좋은 수} 2. f6 3. g7 4. d4 5. c3 6. h8 7. b2 8. i9 9. j10 10. k9\n", 10000))
	b.SetBytes(int64(len(text)))
	buf := make([]byte, 64<<10)
	for b.Loop() {
		r, _ := NewReader(bytes.NewReader(text), "f", UTF8)
		for {
			if _, err := r.Read(buf); err != nil {
				break
			}
		}
	}
}
