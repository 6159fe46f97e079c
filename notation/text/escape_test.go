package text

import (
	"bytes"
	"fmt"
	"strings"
	"testing"

	"github.com/arbiter-games/arbiter/notation"
)

// TestEscapes: the `%` lines of a record are kept in the order they stood,
// with their places, and the writer puts each back where it stood; what it
// writes reads back with the same `%` lines and writes back the same.
func TestEscapes(t *testing.T) {
	const game = "[Game \"YINSH\"]\n"
	tests := []struct {
		name string
		src  string
		// escapes are each record's `%` lines, as line:column text, one
		// record a line.
		escapes string
		out     string
	}{
		{"before the tags",
			"% a\n%b\n" + game + "\n1. e5 *\n",
			`1:1 " a" 2:1 "b"`,
			"% a\n%b\n" + game + "\n1. e5 *\n"},
		{"between the tags",
			game + "% a\n[Event \"e\"]\n\n1. e5 *\n",
			`2:1 " a"`,
			game + "% a\n[Event \"e\"]\n\n1. e5 *\n"},
		{"between the tags and the movetext",
			game + "% a\n\n1. e5 *\n",
			`2:1 " a"`,
			game + "\n% a\n1. e5 *\n"},
		{"between turns",
			"1. e5\n% a\n% b\n2. f6 3. g7 *\n",
			`2:1 " a" 3:1 " b"`,
			"1. e5\n% a\n% b\n2. f6 3. g7 *\n"},
		{"between a turn and its comment",
			"1. e5\n% a\n{c} 2. f6 *\n",
			`2:1 " a"`,
			"1. e5\n% a\n{c} 2. f6 *\n"},
		{"between a turn and its annotation, which has no place",
			"1. e5\n% a\n$1 2. f6 *\n",
			`2:1 " a"`,
			"1. e5 $1\n% a\n2. f6 *\n"},
		{"between a number and its turn: before the number",
			"1.\n% a\ne5 *\n",
			`2:1 " a"`,
			"% a\n1. e5 *\n"},
		{"inside a variation",
			"1. e5 (1. f6\n% a\n2. g7) 2. h8 *\n",
			`2:1 " a"`,
			"1. e5 (1. f6\n% a\n2. g7) 2. h8 *\n"},
		{"at the start of a variation: before the (",
			"1. e5 (\n% a\n1. f6) *\n",
			`2:1 " a"`,
			"1. e5\n% a\n(1. f6) *\n"},
		{"at the end of a variation: before what follows",
			"1. e5 (1. f6\n% a\n) 2. g7 *\n",
			`2:1 " a"`,
			"1. e5 (1. f6)\n% a\n2. g7 *\n"},
		{"before the result",
			"1. e5 {c}\n% a\n*\n",
			`2:1 " a"`,
			"1. e5 {c}\n% a\n*\n"},
		{"after the result, the last line without its end",
			"1. e5 *\n% a\n\n%b",
			`2:1 " a" 4:1 "b"`,
			"1. e5 *\n% a\n%b\n"},
		{"between records: the first record's",
			game + "1. e5 *\n% a\n" + game + "1. f6 *\n% b\n",
			"3:1 \" a\"\n6:1 \" b\"",
			game + "\n1. e5 *\n% a\n\n" + game + "\n1. f6 *\n% b\n"},
		{"CRLF",
			"% a\r\n" + game + "% b \r\n\r\n1. e5 *\r\n%\r\n",
			`1:1 " a" 3:1 " b " 6:1 ""`,
			"% a\n" + game + "\n% b \n1. e5 *\n%\n"},
		{"byte-order marks",
			"\ufeff\ufeff% a\n" + game + "\ufeff% b\n1. e5 *\n",
			`1:1 " a" 3:2 " b"`,
			"% a\n" + game + "\n% b\n1. e5 *\n"},
		{"text as written",
			"% [Game \"x\"] {not a comment} (no variation) % 1-0\t\n1. e5 *\n",
			`1:1 " [Game \"x\"] {not a comment} (no variation) % 1-0\t"`,
			"% [Game \"x\"] {not a comment} (no variation) % 1-0\t\n1. e5 *\n"},
		{"a % line inside a comment is its text",
			"1. e5 {a\n% b} *\n",
			``,
			"1. e5 {a\n% b} *\n"},
		{"a % inside a tag is its value",
			"[Event \"% a\"]\n1. e5 *\n",
			``,
			"[Event \"% a\"]\n\n1. e5 *\n"},
		{"wrapped movetext",
			strings.Repeat("e5-e9 ", 14) + "\n% a\n" + strings.Repeat("f6-f2 ", 14) + "*",
			`2:1 " a"`,
			strings.TrimSpace(strings.Repeat("e5-e9 ", 13)) + "\ne5-e9\n% a\n" +
				strings.TrimSpace(strings.Repeat("f6-f2 ", 13)) + "\nf6-f2 *\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			recs, errs := readString(t, tt.src)
			if len(errs) > 0 {
				t.Fatal(errs)
			}
			if got := escapesOf(recs); got != tt.escapes {
				t.Errorf("escapes read:\n%s\nwant\n%s", got, tt.escapes)
			}
			var out bytes.Buffer
			if err := WriteAll(&out, recs); err != nil {
				t.Fatal(err)
			}
			if out.String() != tt.out {
				t.Errorf("written:\n%q\nwant\n%q", out.String(), tt.out)
			}
			assertEscapesKept(t, recs)
		})
	}
}

// escapesOf describes the records' escapes: each record's on a line, as
// line:column "text".
func escapesOf(recs []*notation.Record) string {
	lines := make([]string, len(recs))
	for i, r := range recs {
		var words []string
		for _, e := range r.Escapes {
			words = append(words, fmt.Sprintf("%d:%d %q", e.Pos.Line, e.Pos.Column, e.Text))
		}
		lines[i] = strings.Join(words, " ")
	}
	return strings.Join(lines, "\n")
}

// escapeTexts is each record's escapes' texts.
func escapeTexts(recs []*notation.Record) string {
	var b strings.Builder
	for _, r := range recs {
		for _, e := range r.Escapes {
			fmt.Fprintf(&b, "%q ", e.Text)
		}
		b.WriteString("\n")
	}
	return b.String()
}

// assertEscapesKept checks that the records, written together, read and
// write back the same, with the same `%` lines, each record its own.
func assertEscapesKept(t *testing.T, recs []*notation.Record) {
	t.Helper()
	var b bytes.Buffer
	if err := WriteAll(&b, recs); err != nil {
		t.Fatal(err)
	}
	assertRoundTrip(t, b.String())
	again, errs := readString(t, b.String())
	if len(errs) > 0 || escapeTexts(again) != escapeTexts(recs) {
		t.Fatalf("written and read back, the %% lines\n%s\nare\n%s(errors %v)\n%s", escapeTexts(recs), escapeTexts(again), errs, b.String())
	}
}

// TestEscapesOfProgramRecords: elements with no place (added by a
// program) do not move the `%` lines around them; `%` lines with no place
// go before the next element, those with line ends in them on lines of
// their own.
func TestEscapesOfProgramRecords(t *testing.T) {
	recs, _ := readString(t, "1. e5\n% a\n2. f6 *\n")
	rec := recs[0]
	rec.Moves.Turns[0].After = []notation.Comment{{Text: "added"}}
	rec.Moves.Turns[1].Variations = []notation.Line{{Turns: []*notation.Turn{{Move: "g7"}}}}
	if got, want := String(rec), "1. e5 {added}\n% a\n2. f6 (g7) *\n"; got != want {
		t.Errorf("added elements: wrote %q, want %q", got, want)
	}
	rec.Escapes = append(rec.Escapes, notation.Escape{Text: "b\nc\r\n"})
	if got, want := String(rec), "1. e5 {added}\n% a\n%b\n%c\n%\n2. f6 (g7) *\n"; got != want {
		t.Errorf("an escape with no place: wrote %q, want %q", got, want)
	}
	built := &notation.Record{Tags: []notation.Tag{{Name: "Game", Value: "YINSH"}},
		Moves: notation.Line{Turns: []*notation.Turn{{Move: "e5"}}}, Escapes: []notation.Escape{{Text: " made"}}}
	if got, want := String(built), "% made\n[Game \"YINSH\"]\n\ne5 *\n"; got != want {
		t.Errorf("a record with no places: wrote %q, want %q", got, want)
	}
}

// TestEscapesBeforeALaterRecord: a record written after another whose `%`
// lines stood before its tags (the first of another file) gives them to the
// record before, as reading it again does, so that the text is the same
// when written again.
func TestEscapesBeforeALaterRecord(t *testing.T) {
	first, _ := readString(t, "1. e5 *\n")
	second, _ := readString(t, "% top\n[Game \"YINSH\"]\n1. f6 *\n")
	var b bytes.Buffer
	w := NewWriter(&b)
	for _, rec := range []*notation.Record{first[0], second[0]} {
		if _, err := w.Write(notation.Entry{Record: rec}); err != nil {
			t.Fatal(err)
		}
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	want := "1. e5 *\n% top\n\n[Game \"YINSH\"]\n\n1. f6 *\n"
	if b.String() != want {
		t.Fatalf("wrote %q, want %q", b.String(), want)
	}
	assertRoundTrip(t, want)
}
