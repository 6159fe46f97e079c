package charset

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"github.com/arbiter-games/arbiter/notation"
	"golang.org/x/text/encoding/charmap"
	"golang.org/x/text/encoding/korean"
)

// writeAll writes text through a Writer in the encoding named, one byte
// at a time when bytewise (so characters are cut across writes), and
// closes it.
func writeAll(t *testing.T, text, name string, bytewise bool) (string, error) {
	t.Helper()
	var out bytes.Buffer
	w, err := NewWriter(&out, "club.yinsh", name)
	if err != nil {
		t.Fatal(err)
	}
	step := len(text)
	if bytewise {
		step = 1
	}
	for i := 0; i < len(text); i += step {
		if _, err := w.Write([]byte(text[i:min(i+step, len(text))])); err != nil {
			return out.String(), err
		}
	}
	return out.String(), w.Close()
}

// TestEncode: text written in an encoding comes out as the encoder of
// golang.org/x/text gives it, however it is cut into writes; UTF-8 is
// passed on as it is.
func TestEncode(t *testing.T) {
	const korean_ = "[White \"김민지\"]\n1. e5 {좋은 수} *\n"
	tests := []struct {
		name, text, encoding, want string
	}{
		{"utf-8", korean_, "utf-8", korean_},
		{"utf-8 by default", korean_, "", korean_},
		{"euc-kr", korean_, "EUC-KR", encode(t, korean.EUCKR, korean_)},
		{"cp949 beyond KS X 1001", "[Event \"똠방각하\"]", "cp949", encode(t, korean.EUCKR, "[Event \"똠방각하\"]")},
		{"latin1", "[White \"Müller\"]", "latin1", encode(t, charmap.ISO8859_1, "[White \"Müller\"]")},
		{"ascii", "1. e5 *\n", "cp949", "1. e5 *\n"},
	}
	for _, tt := range tests {
		for _, bytewise := range []bool{false, true} {
			got, err := writeAll(t, tt.text, tt.encoding, bytewise)
			if err != nil || got != tt.want {
				t.Errorf("%s (bytewise %v): got %q, %v; want %q", tt.name, bytewise, got, err, tt.want)
			}
		}
	}
}

// TestUnencodable: a character the encoding cannot hold stops the writing
// with an error that names it and its place in the output; so does a
// character cut short at the end, and the writes after an error fail.
func TestUnencodable(t *testing.T) {
	tests := []struct {
		name, text, encoding string
		want                 EncodeError
		msg                  string
	}{
		{"emoji in cp949", "[White \"김\"]\n{good 😀}", "cp949", EncodeError{Pos: notation.Pos{File: "club.yinsh", Offset: 20, Line: 2, Column: 7}, Char: '😀', Encoding: "cp949"},
			`club.yinsh:2:7: cp949 cannot hold the character '😀' (U+1F600)`},
		{"Hangul in latin1", "[White \"Müller 김\"]", "latin1", EncodeError{Pos: notation.Pos{File: "club.yinsh", Offset: 16, Line: 1, Column: 16}, Char: '김', Encoding: "latin1"},
			`club.yinsh:1:16: latin1 cannot hold the character '김' (U+AE40)`},
		{"cut short at the end", "ab\xea\xb0", "cp949", EncodeError{Pos: notation.Pos{File: "club.yinsh", Offset: 2, Line: 1, Column: 3}, Char: '\uFFFD', Byte: 0xEA, Encoding: "cp949"},
			`club.yinsh:1:3: the byte 0xEA is not UTF-8 text and cannot be written in cp949`},
	}
	for _, tt := range tests {
		for _, bytewise := range []bool{false, true} {
			_, err := writeAll(t, tt.text, tt.encoding, bytewise)
			var e *EncodeError
			if !errors.As(err, &e) || *e != tt.want || err.Error() != tt.msg {
				t.Errorf("%s (bytewise %v): %v (%+v); want %s", tt.name, bytewise, err, e, tt.msg)
			}
		}
	}
	w, _ := NewWriter(&bytes.Buffer{}, "f", "latin1")
	w.Write([]byte("김"))
	if _, err := w.Write([]byte("a")); err == nil {
		t.Error("a write after an unencodable character succeeds")
	}
	if _, err := NewWriter(&bytes.Buffer{}, "f", "ebcdic"); err == nil || !strings.Contains(err.Error(), "unknown encoding") {
		t.Errorf("NewWriter(ebcdic): %v", err)
	}
}

// TestRoundTrip: what NewReader reads from a file in an encoding,
// NewWriter writes back byte for byte.
func TestRoundTrip(t *testing.T) {
	for name, file := range map[string]string{
		"cp949":  encode(t, korean.EUCKR, "[White \"김민지\"]\n[Event \"똠방각하\"]\n1. e5 {좋은 수} *\n"),
		"latin1": encode(t, charmap.ISO8859_1, "[White \"Müller\"]\n1. e5 {très bien} *\n"),
	} {
		text, err := readAll(t, file, name)
		if err != nil {
			t.Fatal(err)
		}
		if got, err := writeAll(t, text, name, true); err != nil || got != file {
			t.Errorf("%s: wrote %q, %v; want %q", name, got, err, file)
		}
	}
}
