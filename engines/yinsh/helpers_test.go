package yinsh_test

import (
	"testing"

	"github.com/arbiter-games/arbiter/engines"
	"github.com/arbiter-games/arbiter/engines/yinsh"
	notation "github.com/arbiter-games/arbiter/notation/yinsh"
)

// Positions the tests play from. Rings: R white, r black; markers M, m.
const (
	// After the placement of a boardspace game; no markers.
	fixVector = "4/7/5r2/6r2/8rR/6r2/4r1R2R/3R4R/8/7/4 w 0 0"
	// d4-f4 flips e4 and makes a white line of six, e1-e6.
	fixSix = "R3/6r/7r/3R4r/MMMmMM4/9/9r/R8/r7/6R/3R w 0 0"
	// e6-e4 makes the white row b6-f6 and the black row a5-e5.
	fixBoth = "R2m/4mMr/4mM1r/4mM2r/4MR4/4M4/9r/R8/r7/6R/3R w 0 0"
	// fixBoth with two rings removed by each player.
	fixBoth22 = "R2m/4mMr/4mM1r/4mM2r/4MR4/4M4/10/R8/8/7/4 w 2 2"
	// Moving the ring off e5 makes the rows a5-e5 and e1-e5, crossing at e5.
	fixCross = "r2M/4M1r/4M2r/4M3r/MMMMR5/9/9R/r8/R7/6R/3R w 0 0"
	// 50 markers on the board: the next move places the 51st.
	fixSupply = "R2M/M2Mm1r/mMMmMM1r/MMmMMm2r/MmMMmR4/MMmMM4/MmMMmM3r/R2MMm2m/r1MmMMmM/MmMMm1R/MmMR w 0 0"
	// 50 markers, White has removed a ring.
	fixSupplyLead = "R2M/M2Mm1r/mMMmMM1r/MMmMMm2r/MmMMmR4/MMmMM4/MmMMmM3r/M2MMm2m/r1MmMMmM/MmMMm1R/Mm1R w 1 0"
	// A full board (supply=unlimited): no ring can move.
	fixFull = "RmMM/MmMMmMr/mMMmMMmr/MMmMMmMMr/MmMMmRMmMM/MMmMMmMMm/MmMMmMMmMr/RMmMMmMMm/rMMmMMmM/MmMMmMR/MmMR w 0 0"
	// A full board (supply=unlimited) with White's row a2-e6; once it is
	// removed with the ring at c6, no white ring can move.
	fixStuck = "MmMM/MmMMmMM/mMMMMRmM/MMrrMmMMm/MmMMrMMmMM/MMmRrmMMm/MmMMmMMmMM/MMmMMmMRm/RMMmMMmM/MmrMmMM/RmMM w 0 0"
)

func newPosition(t testing.TB, s engines.Setup) *yinsh.Position {
	t.Helper()
	p, err := yinsh.Game{}.New(s)
	if err != nil {
		t.Fatalf("New(%+v): %v", s, err)
	}
	return p.(*yinsh.Position)
}

// play parses a turn as written and plays it.
func play(p engines.Position, text string) (engines.Played, error) {
	m, err := notation.ParseMove(text)
	if err != nil {
		return engines.Played{}, err
	}
	return p.Play(m)
}

func pt(t testing.TB, s string) yinsh.Point {
	t.Helper()
	p, err := yinsh.ParsePoint(s)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func asYinsh(p engines.Position) *yinsh.Position { return p.(*yinsh.Position) }
