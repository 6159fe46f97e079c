package annotate

import (
	"testing"

	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/notation/text"
	"github.com/arbiter-games/arbiter/referee"
)

// FuzzAnnotate annotates any record that reads: annotate never fails on
// it, and annotating the result again changes nothing.
func FuzzAnnotate(f *testing.F) {
	for _, s := range []string{
		"[Game \"Jungle\"]\n[Position \"r6/7/3L3/7/7/7/7/7/7 w 0 1\"]\n\n1. Ld7-c7 2. Ra9-b9 3. Lc7-d7 *\n",
		"[Game \"Jungle\"]\n\n1. Ea3-a4 {[%arbiter $4] old} $4 2. La9-a8 (2. Ta9-b9) *\n",
		"[Game \"YINSH\"]\n[Variant \"blitz\"]\n\n1. e5 2. f6 3. g7 4. d4 5. c3 6. h8 7. b2 8. i9 9. j10 10. k9 11. e5-e9 *\n",
		"[Game \"Ingenious\"]\n\n1. RR@h4-i3 2. PR@c9-d8 *\n",
	} {
		f.Add(s)
	}
	a := New(Options{Depth: 2, Jobs: 1, Points: true})
	f.Fuzz(func(t *testing.T, src string) {
		rec, err := text.Parse(src, notation.Pos{})
		if err != nil {
			return
		}
		res, err := a.Record(rec, referee.Options{})
		if err != nil {
			t.Fatalf("annotate fails: %v", err)
		}
		once := text.String(res.Record)
		again, err := text.Parse(once, notation.Pos{})
		if err != nil {
			t.Fatalf("the annotated record does not read: %v\n%s", err, once)
		}
		res, err = a.Record(again, referee.Options{})
		if err != nil {
			t.Fatal(err)
		}
		if twice := text.String(res.Record); twice != once {
			t.Fatalf("annotating twice differs:\n%s\n---\n%s", once, twice)
		}
	})
}
