package archive_test

import (
	"testing"

	"github.com/arbiter-games/arbiter/engines"
	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/notation/text"
	"github.com/arbiter-games/arbiter/referee"
	"github.com/arbiter-games/arbiter/referee/archive"
)

// TestReachesDialects: --reaches reads the position as the record's game
// does, so a Jungle position in another program's dialect (six fields as
// chess FEN has them, r for the first player) finds the position.
func TestReachesDialects(t *testing.T) {
	rec, err := text.Parse("[Game \"Jungle\"]\n\n1. Ea3-a4 2. Ra7-a6 *\n", notation.Pos{File: "t.jungle"})
	if err != nil {
		t.Fatal(err)
	}
	rep := referee.Check(rec, referee.Options{})
	const afterTwo = "l5t/1d3c1/2p1w1e/r6/7/E6/2W1P1R/1C3D1/T5L"
	yinsh, err := notation.LookupGame("YINSH")
	if err != nil {
		t.Fatal(err)
	}
	yinshStart, err := yinsh.New(engines.Setup{})
	if err != nil {
		t.Fatal(err)
	}
	for target, want := range map[string]bool{
		afterTwo + " w 0 2":     true,
		afterTwo + " w - - 0 2": true,
		afterTwo + " r - - 7 9": true,
		afterTwo + " r":         true,
		afterTwo + " b - - 0 2": false,
		// A YINSH position, which Jungle cannot read.
		yinshStart.String(): false,
	} {
		reaches, err := archive.ParsePosition(target, nil)
		if err != nil {
			t.Fatal(err)
		}
		if got := archive.NewSelector(archive.Filter{Reaches: reaches}).Keep(referee.Result{Record: rec, Report: rep}); got != want {
			t.Errorf("--reaches %q: kept %v, want %v", target, got, want)
		}
	}
}
