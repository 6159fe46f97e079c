package sgf_test

import (
	"errors"
	"fmt"
	"io"
	"strings"
	"testing"

	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/notation/sgf"
	"github.com/arbiter-games/arbiter/notation/yinsh"
)

// FuzzOpen checks that any text gives records or errors, never a panic:
// each error a *notation.Error placed inside the text, each record a YINSH
// record whose turns are long forms the turn grammar reads back, and
// unchanged by the reading of the games after it (which reuses the memory
// a game is read in).
func FuzzOpen(f *testing.F) {
	for _, seed := range []string{
		"(;P0[id \"A\"]P1[id \"Dumbot\"]RE[Игру выиграл(а) A.]; P0[Start White]; P0[place wr  G 2]TM[1]; P0[Done ]; P1[place br  E 7]\n; P0[time 0:00:02 ]P1[time 0:00:03 ])",
		"(;; P0[1 pick wr]; P0[2 drop wr]; P0[3 pick wr]; P0[4 drop board E 5]; P0[5 pick board E 5]; P0[6 drop board E 6]; P1[7 place br F 6])",
		"(;; P0[1 place w B 1]; P0[2 drop board B 2]; P0[3 Reset]; P0[4 pick w]; P0[5 drop board C 2]; P1[6 OfferDraw]; P0[7 Edit])",
		"(;SU[Yinsh-Blitz]; P0[0 Start P1]; P1[1 remove w C 2 C 6]; P1[2 remove wr E 10]; P0[Undo]; P1[Swap])",
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, src string) {
		rd := sgf.NewReader(strings.NewReader(src), "f.sgf")
		var read []*notation.Record
		var asRead []string
		for i := 0; i <= len(src); i++ {
			rec, err := notation.NextRecord(rd)
			switch {
			case err == io.EOF:
				for i, rec := range read {
					if now := fmt.Sprintf("%#v", *rec); now != asRead[i] {
						t.Fatalf("record %d changed by the reading of the games after it:\n%s\nnow\n%s", i+1, asRead[i], now)
					}
				}
				return
			case err != nil:
				checkFuzzError(t, src, err)
			default:
				checkFuzzRecord(t, rec)
				read, asRead = append(read, rec), append(asRead, fmt.Sprintf("%#v", *rec))
			}
		}
		t.Fatalf("more records than bytes in %q", src)
	})
}

func checkFuzzError(t *testing.T, src string, err error) {
	var nerr *notation.Error
	if !errors.As(err, &nerr) || nerr.Record < 1 || nerr.Msg == "" {
		t.Fatalf("bad error %#v", err)
	}
	p := nerr.Pos
	if p.Line < 1 || p.Column < 1 || p.Offset < 0 || p.Offset > len(src) {
		t.Fatalf("error %q placed outside the text", err)
	}
}

func checkFuzzRecord(t *testing.T, rec *notation.Record) {
	if g, _ := rec.Tag("Game"); g != "YINSH" || rec.Game != "YINSH" {
		t.Fatalf("record of game %q", g)
	}
	for _, turn := range rec.Moves.Turns {
		m, err := yinsh.ParseMove(turn.Move)
		if err != nil || m.String() != turn.Move {
			t.Fatalf("turn %q reads back as %v, %v", turn.Move, m, err)
		}
	}
	for _, tag := range rec.Tags {
		if strings.ContainsAny(tag.Value, "\r\n") {
			t.Fatalf("tag %s holds a line end: %q", tag.Name, tag.Value)
		}
	}
}
