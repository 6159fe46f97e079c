package charset

import (
	"bytes"
	"io"
	"math"
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
// are cut across reads, and takes every fault.
func readAll(t testing.TB, input, name string) (string, []Fault) {
	t.Helper()
	r, err := NewReader(iotest.OneByteReader(strings.NewReader(input)), "club.yinsh", name)
	if err != nil {
		t.Fatal(err)
	}
	b, err := io.ReadAll(r)
	if err != nil {
		t.Fatal(err)
	}
	return string(b), r.Take(math.MaxInt)
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
		got, faults := readAll(t, tt.input, tt.encoding)
		if faults != nil || got != tt.want {
			t.Errorf("%s: got %q, %v; want %q", tt.name, got, faults, tt.want)
		}
	}
}

// TestFaults: bytes that are not UTF-8 are read as U+FFFD, one a byte, and
// the text after them is read; each run of them is a fault at its place
// (its column counts characters, its offset the text read), with the
// verdict on the file taken at the first.
func TestFaults(t *testing.T) {
	const fffd = "\uFFFD"
	tests := []struct {
		name, input, read string
		line, column      int
		guess, inMsg      string
	}{
		{"EUC-KR name", encode(t, korean.EUCKR, "[White \"김민지\"]\n"), "[White \"" + strings.Repeat(fffd, 6) + "\"]\n", 1, 9,
			GuessCP949, "not UTF-8; the file looks like EUC-KR/CP949"},
		{"EUC-KR comment after Hangul in UTF-8", "[Game \"YINSH\"]\n1. e5 {좋은 수} " + encode(t, korean.EUCKR, "{좋은}"),
			"[Game \"YINSH\"]\n1. e5 {좋은 수} {" + strings.Repeat(fffd, 4) + "}", 2, 15,
			Stray, "bytes 0xC1 0xC1 0xC0 0xBA are not UTF-8 (in CP949 they would be '좋은'): the rest of the file is UTF-8; fix these bytes"},
		{"Latin-1 name", encode(t, charmap.ISO8859_1, "[White \"Müller\"]"), "[White \"M" + fffd + "ller\"]", 1, 10,
			GuessLatin1, "not UTF-8; the file looks like Latin-1"},
		{"stray Latin-1 byte among Hangul", "[White \"김민지\"]\n[Event \"Caf\xe9\"]\n[Black \"박준\"]\n",
			"[White \"김민지\"]\n[Event \"Caf" + fffd + "\"]\n[Black \"박준\"]\n", 2, 12,
			Stray, "byte 0xE9 is not UTF-8 (in Latin-1 it would be 'é'): the rest of the file is UTF-8; fix this byte"},
		{"stray byte before the Hangul", "[Event \"Caf\xe9\"]\n[White \"김민지\"]\n[Black \"박준\"]\n",
			"[Event \"Caf" + fffd + "\"]\n[White \"김민지\"]\n[Black \"박준\"]\n", 1, 12, Stray, "byte 0xE9 is not UTF-8"},
		{"binary", "\x00\x01\x80\x02", "\x00\x01" + fffd + "\x02", 1, 3, "", "not UTF-8 (byte 0x80): a binary file"},
		{"binary with Latin-1 bytes", "PK\x03\x04\xe9\x00", "PK\x03\x04" + fffd + "\x00", 1, 5, "", "byte 0xE9"},
		{"character cut at the end", "ab\xea\xb0", "ab" + fffd + fffd, 1, 3, GuessCP949, "EUC-KR/CP949"},
		{"lone continuation byte", "가\n\n나\x85", "가\n\n나" + fffd, 3, 2, Stray, "byte 0x85 is not UTF-8: the rest"},
	}
	for _, tt := range tests {
		got, faults := readAll(t, tt.input, "utf-8")
		if got != tt.read || len(faults) != 1 {
			t.Errorf("%s: read %q, faults %v; want %q and one fault", tt.name, got, faults, tt.read)
			continue
		}
		f := faults[0]
		if f.Pos.Line != tt.line || f.Pos.Column != tt.column || f.Pos.File != "club.yinsh" || f.Guess != tt.guess || !strings.Contains(f.Error(), tt.inMsg) {
			t.Errorf("%s: fault %v (guess %q); want club.yinsh:%d:%d, guess %q, %q", tt.name, f, f.Guess, tt.line, tt.column, tt.guess, tt.inMsg)
		}
		if want := strings.Index(got, fffd); f.Pos.Offset != want {
			t.Errorf("%s: offset %d, want %d", tt.name, f.Pos.Offset, want)
		}
	}
}

// TestAdvise: a file that looks written in another encoding is told what
// to do in the words of the program that reads it, after what it looks
// like; stray bytes and files of no known encoding are not.
func TestAdvise(t *testing.T) {
	for _, tt := range []struct{ name, input, want string }{
		{"EUC-KR", encode(t, korean.EUCKR, "[White \"김민지\"]\n"), "not UTF-8; the file looks like EUC-KR/CP949: read it as cp949"},
		{"Latin-1", encode(t, charmap.ISO8859_1, "[White \"Müller\"]"), "not UTF-8; the file looks like Latin-1: read it as latin1"},
		{"stray", "[White \"김민지\"]\n[Event \"Caf\xe9\"]\n", "byte 0xE9 is not UTF-8 (in Latin-1 it would be 'é'): the rest of the file is UTF-8; fix this byte"},
		{"binary", "\x00\x01\x80\x02", "not UTF-8 (byte 0x80): a binary file, or an encoding other than utf-8, cp949, euc-kr, latin1"},
	} {
		r, err := NewReader(strings.NewReader(tt.input), "f", "")
		if err != nil {
			t.Fatal(err)
		}
		r.Advise = func(guess string) string { return "read it as " + guess }
		if _, err := io.ReadAll(r); err != nil {
			t.Fatal(err)
		}
		if faults := r.Take(math.MaxInt); len(faults) != 1 || faults[0].Msg() != tt.want {
			t.Errorf("%s: faults %v, want one saying %q", tt.name, faults, tt.want)
		}
	}
}

// TestFaultsOnePerRun: each run of bytes that are not UTF-8 is one fault;
// Take hands out those before an offset and keeps the others.
func TestFaultsOnePerRun(t *testing.T) {
	r, _ := NewReader(strings.NewReader("a\xff\xfeb\n\xe9c\xe9"), "f", "")
	got, _ := io.ReadAll(r)
	if string(got) != "a\uFFFD\uFFFDb\n\uFFFDc\uFFFD" {
		t.Fatalf("read %q", got)
	}
	first := r.Take(len("a\uFFFD\uFFFDb\n"))
	rest := r.Take(math.MaxInt)
	if len(first) != 1 || first[0].Len != 2 || first[0].Pos.String() != "f:1:2" || !bytes.Equal(first[0].Bytes, []byte{0xff, 0xfe}) {
		t.Errorf("first faults %v", first)
	}
	if len(rest) != 2 || rest[0].Pos.String() != "f:2:1" || rest[1].Pos.String() != "f:2:3" || rest[1].Pos.Offset != len(got)-3 {
		t.Errorf("then %v", rest)
	}
	if again := r.Take(math.MaxInt); again != nil {
		t.Errorf("taken twice: %v", again)
	}
}

// TestFaultsBounded: a binary file read as text keeps a bounded number of
// faults not taken; those past the bound are counted on the last kept.
func TestFaultsBounded(t *testing.T) {
	r, _ := NewReader(strings.NewReader(strings.Repeat("a\xff", 3*maxFaults)), "f", "")
	if _, err := io.Copy(io.Discard, r); err != nil {
		t.Fatal(err)
	}
	faults := r.Take(math.MaxInt)
	if len(faults) != maxFaults || faults[maxFaults-1].More != 2*maxFaults || !strings.Contains(faults[maxFaults-1].Msg(), "and 2000 more") {
		t.Errorf("%d faults kept, the last counting %d more", len(faults), faults[len(faults)-1].More)
	}
}

// TestInvalidEUCKR: bytes EUC-KR/CP949 does not have are a fault at their
// place, and the text after them is read.
func TestInvalidEUCKR(t *testing.T) {
	got, faults := readAll(t, encode(t, korean.EUCKR, "[White \"김민지\"]\n[Black \"박")+"\xff\xff\"]\n"+encode(t, korean.EUCKR, "[Site \"서울\"]"), "cp949")
	if got != "[White \"김민지\"]\n[Black \"박\uFFFD\uFFFD\"]\n[Site \"서울\"]" || len(faults) != 1 ||
		faults[0].Error() != "club.yinsh:2:10: not cp949: bytes that encoding does not have" || faults[0].Len != 2 {
		t.Errorf("got %q, %v", got, faults)
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

// FuzzUTF8: the UTF-8 reader passes on the input with each byte that is
// not UTF-8 as U+FFFD, however the input is cut into reads, and gives each
// run of such bytes as one fault at its place; the decoders always give
// valid UTF-8.
func FuzzUTF8(f *testing.F) {
	f.Add([]byte("[White \"김민지\"]\n1. e5 {좋은 수} *\n"))
	f.Add([]byte("\xb1\xe8\xb9\xce\xc1\xf6"))
	f.Add([]byte("ab\xea\xb0"))
	f.Fuzz(func(t *testing.T, data []byte) {
		want, runs := replaced(data)
		for _, in := range []io.Reader{bytes.NewReader(data), iotest.OneByteReader(bytes.NewReader(data)), iotest.HalfReader(bytes.NewReader(data))} {
			r, _ := NewReader(in, "f", UTF8)
			got, err := io.ReadAll(r)
			faults := r.Take(math.MaxInt)
			if err != nil || string(got) != want {
				t.Fatalf("read %q, %v; want %q", got, err, want)
			}
			if len(faults) != len(runs) {
				t.Fatalf("faults %v, want %d", faults, len(runs))
			}
			for i, f := range faults {
				if f.Pos != placeOf(got, runs[i][0]) || f.Len != runs[i][1] || f.Msg() == "" {
					t.Fatalf("fault %d: %v (%d bytes), want at %v, %d bytes", i, f, f.Len, placeOf(got, runs[i][0]), runs[i][1])
				}
			}
		}
		for _, name := range Names()[1:] {
			r, _ := NewReader(bytes.NewReader(data), "f", name)
			got, err := io.ReadAll(r)
			if err != nil || !utf8.Valid(got) {
				t.Fatalf("%s: %v, valid UTF-8 %v", name, err, utf8.Valid(got))
			}
		}
	})
}

// replaced is data with each byte that is not UTF-8 as U+FFFD, and the
// runs of them: their offset in the text replaced and their length.
func replaced(data []byte) (string, [][2]int) {
	var b strings.Builder
	var runs [][2]int
	inRun := false
	for i := 0; i < len(data); {
		r, size := utf8.DecodeRune(data[i:])
		if r == utf8.RuneError && size <= 1 {
			if !inRun {
				runs = append(runs, [2]int{b.Len(), 0})
			}
			runs[len(runs)-1][1]++
			b.WriteString("\uFFFD")
			inRun = true
			i++
			continue
		}
		inRun = false
		b.Write(data[i : i+size])
		i += size
	}
	return b.String(), runs
}

// placeOf is the place of data[offset] in file f.
func placeOf(data []byte, offset int) notation.Pos {
	before := data[:offset]
	line := 1 + bytes.Count(before, []byte{'\n'})
	lineStart := bytes.LastIndexByte(before, '\n') + 1
	return notation.Pos{File: "f", Offset: offset, Line: line, Column: 1 + utf8.RuneCount(before[lineStart:])}
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
