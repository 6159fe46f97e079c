package sgf

// The reader's shortcuts (lower, plainPoint, words) held to the plain
// ways they replace.

import (
	"reflect"
	"strconv"
	"strings"
	"testing"

	engine "github.com/arbiter-games/arbiter/engines/yinsh"
	"github.com/arbiter-games/arbiter/notation"
)

// TestLower holds lower to strings.ToLower, for known words in any case
// and for others.
func TestLower(t *testing.T) {
	for _, s := range []string{"Done", "done", "DONE", "place", "Place", "WR", "br", "White", "P1", "id", "Time",
		"", "x", "OfferDraw", "Unknown", "ÉDIT", "돌", "Ｄone", "averyveryverylongword", "doneX"} {
		if got, want := lower(s), strings.ToLower(s); got != want {
			t.Errorf("lower(%q) = %q, want %q", s, got, want)
		}
	}
}

// TestPlainPoint holds plainPoint to the way point reads a point
// otherwise: what plainPoint reads, ParsePoint reads the same.
func TestPlainPoint(t *testing.T) {
	rows := []string{"", "19", "99", "100", "01", "+1", "-1", "1a", "a", "٣"}
	for r := range 13 {
		rows = append(rows, strconv.Itoa(r))
	}
	read := 0
	for c := range 256 {
		for _, row := range rows {
			col := string([]byte{byte(c)})
			p, ok := plainPoint(col, row)
			if !ok {
				continue
			}
			read++
			want, err := engine.ParsePoint(strings.ToLower(col + row))
			if err != nil || p != want {
				t.Errorf("plainPoint(%q, %q) = %v, ParsePoint gives %v, %v", col, row, p, want, err)
			}
		}
	}
	if read != 2*engine.NumPoints {
		t.Errorf("%d points read plainly, want every point in both cases (%d)", read, 2*engine.NumPoints)
	}
}

// FuzzLower holds lower to strings.ToLower and plainPoint to ParsePoint.
func FuzzLower(f *testing.F) {
	for _, s := range []string{"Done", "F", "5", "g11", "Ｄ", "ß"} {
		f.Add(s, "11")
	}
	f.Fuzz(func(t *testing.T, s, row string) {
		if got, want := lower(s), strings.ToLower(s); got != want {
			t.Fatalf("lower(%q) = %q, want %q", s, got, want)
		}
		if p, ok := plainPoint(s, row); ok {
			if want, err := engine.ParsePoint(strings.ToLower(s + row)); err != nil || p != want {
				t.Fatalf("plainPoint(%q, %q) = %v, ParsePoint gives %v, %v", s, row, p, want, err)
			}
		}
	})
}

// wordsByteByByte is words as it was first written, the place advanced
// byte by byte: FuzzWords holds words to it.
func wordsByteByByte(v value) []word {
	var out []word
	p := v.pos
	start := -1
	for i := 0; i <= len(v.text); i++ {
		space := i == len(v.text) || strings.IndexByte(" \t\r\n", v.text[i]) >= 0
		switch {
		case !space && start < 0:
			start = i
			out = append(out, word{pos: p})
		case space && start >= 0:
			out[len(out)-1].text = v.text[start:i]
			start = -1
		}
		if i < len(v.text) {
			p.Line, p.Column = notation.Advance(p.Line, p.Column, v.text[i:i+1])
			p.Offset++
		}
	}
	return out
}

// FuzzWords holds words, which advances the place a word at a time, to
// the byte-by-byte way.
func FuzzWords(f *testing.F) {
	for _, s := range []string{"1 place wr F 5", " Done\r\n", "김 민지\t돌 \n x", "", "   "} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		v := value{pos: notation.Pos{File: "f", Line: 3, Column: 7, Offset: 40}, text: text}
		got, want := words(nil, v), wordsByteByByte(v)
		if !reflect.DeepEqual(got, want) && (len(got) > 0 || len(want) > 0) {
			t.Fatalf("words(%q) = %+v, want %+v", text, got, want)
		}
	})
}
