package sgf_test

import (
	"errors"
	"io"
	"strings"
	"testing"

	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/notation/sgf"
	"github.com/arbiter-games/arbiter/notation/yinsh"
)

// FuzzOpen checks that any text gives records or errors, never a panic:
// each error a *notation.Error placed inside the text, each record a YINSH
// record whose turns are long forms the turn grammar reads back.
func FuzzOpen(f *testing.F) {
	f.Fuzz(func(t *testing.T, src string) {
		rd := sgf.NewReader(strings.NewReader(src), "f.sgf")
		for i := 0; i <= len(src); i++ {
			rec, err := notation.NextRecord(rd)
			switch {
			case err == io.EOF:
				return
			case err != nil:
				checkFuzzError(t, src, err)
			default:
				checkFuzzRecord(t, rec)
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
