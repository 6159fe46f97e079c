package text

import (
	"fmt"
	"strings"
	"testing"

	"github.com/arbiter-games/arbiter/notation"
)

// TestTextsSpanBlocks: records cut one after another, many to a block of
// texts, some longer than a block and one refused for its length, keep
// their texts as written after every later record is cut (a text never
// moves or changes once handed out).
func TestTextsSpanBlocks(t *testing.T) {
	var want []string
	var src strings.Builder
	for i := 0; i < 400; i++ {
		turns := 1 + i%7
		if i%50 == 49 {
			turns = textBlock / 6 // a record longer than a block
		}
		rec := fmt.Sprintf("[Game \"YINSH\"]\n[Event \"%d\"]\n\n%s*\n\n", i, strings.Repeat("1. e5 ", turns))
		if i == 200 {
			rec = "[Game \"YINSH\"]\n" + strings.Repeat("1. e5 ", notation.MaxRecordSize/6+1) + "*\n\n"
		}
		want = append(want, rec)
		src.WriteString(rec)
	}
	rd := NewReader(strings.NewReader(src.String()), "t.txt")
	var cut []notation.Unparsed
	for {
		u, err := rd.Next()
		if err != nil {
			break
		}
		cut = append(cut, u)
	}
	if len(cut) != len(want) {
		t.Fatalf("cut %d records, want %d", len(cut), len(want))
	}
	for i, u := range cut {
		switch got := u.Text(); {
		case i == 200 && got != "":
			t.Errorf("the refused record keeps %d bytes", len(got))
		case i != 200 && got != want[i]:
			t.Errorf("record %d: text %.40q…, want %.40q…", i+1, got, want[i])
		}
	}
	rec, err := cut[399].Parse()
	if err != nil || rec.Number != 400 || len(rec.Moves.Turns) != textBlock/6 {
		t.Errorf("the last record parsed: %v, %v", rec, err)
	}
}
