package jungle

import (
	"fmt"
	"reflect"
	"slices"
	"testing"

	"github.com/arbiter-games/arbiter/engines"
	"github.com/arbiter-games/arbiter/internal/scratch"
)

// TestCloneKeepsItsHistory: a capture starts the original's new history
// in the room after the old one, in the array a clone made before shares.
// That clone keeps its own history, and one made after the capture the
// new one, while the original plays on; each then plays on as a position
// that shared nothing.
func TestCloneKeepsItsHistory(t *testing.T) {
	const (
		fen     = "6l/7/7/7/7/7/7/w6/L5E w 0 1"
		opening = "Eg1-f1 Lg9-f9 "
		// cycle brings the position after the capture back; threefold
		// brings the start back twice, the third time it stands.
		cycle     = "Lf9-g9 Ef1-g1 Lg9-f9 Eg1-f1 "
		threefold = "Ef1-g1 Lf9-g9 Eg1-f1 Lg9-f9 Ef1-g1 Lf9-g9 "
	)
	p := mustPosition(t, fen, "")
	playAll(t, p, opening)
	before := p.Clone().(*Position)
	playAll(t, p, "La1xa2")
	after := p.Clone().(*Position)
	playAll(t, p, cycle+cycle)
	playAll(t, before, threefold)
	playAll(t, after, cycle)
	for _, c := range []struct {
		name  string
		p     *Position
		moves string
	}{
		{"the original", p, opening + "La1xa2 " + cycle + cycle},
		{"the clone before the capture", before, opening + threefold},
		{"the clone after the capture", after, opening + "La1xa2 " + cycle},
	} {
		fresh := mustPosition(t, fen, "")
		playAll(t, fresh, c.moves)
		if !slices.Equal(c.p.history, fresh.history) || c.p.Repetitions() != fresh.Repetitions() || c.p.Outcome().Reason != fresh.Outcome().Reason {
			t.Errorf("%s: history %v, %d repetitions, %+v; played afresh %v, %d, %+v", c.name,
				c.p.history, c.p.Repetitions(), c.p.Outcome(), fresh.history, fresh.Repetitions(), fresh.Outcome())
		}
	}
	if p.Outcome().Reason != "threefold repetition" || before.Outcome().Reason != "threefold repetition" || after.Outcome().Over {
		t.Errorf("outcomes %+v, %+v, %+v; want threefold repetitions and the game going on", p.Outcome(), before.Outcome(), after.Outcome())
	}
}

// TestPlayAllocatesNothing: a turn of Play and Outcome allocates nothing
// while the history has room.
func TestPlayAllocatesNothing(t *testing.T) {
	p := mustPosition(t, "", "repetition=off")
	var moves []engines.Move
	for _, text := range []string{"Lg1-f1", "La9-b9", "Lf1-g1", "Lb9-a9"} {
		moves = append(moves, mv(t, text))
	}
	// 11 runs of 4 turns fit in the first block.
	allocs := testing.AllocsPerRun(10, func() {
		for _, m := range moves {
			if _, err := p.Play(m); err != nil {
				t.Fatal(err)
			}
			p.Outcome()
		}
	})
	if allocs != 0 {
		t.Errorf("4 turns allocate %v times, want 0", allocs)
	}
}

// TestBoxes checks the table of boxed moves: a move at each of its places
// that the board has, each in its place.
func TestBoxes(t *testing.T) {
	targets := 0
	for from := Square(0); from < NumSquares; from++ {
		targets += len(from.Neighbours()) + len(from.JumpLandings())
	}
	n := 0
	for i, e := range boxes() {
		if e == nil {
			continue
		}
		n++
		if m := e.(Move); boxIndex(m) != i || m.Piece == NoAnimal {
			t.Fatalf("%s at %d, its place is %d", m, i, boxIndex(m))
		}
	}
	if want := (numAnimals - 1) * targets * 2; n != want {
		t.Errorf("%d moves boxed, want %d", n, want)
	}
}

// TestRecentHoldsTheHistory: every board of the history is in the set of
// its places' parity, so that occurrences never skips a board that stood;
// a capture empties both sets with the history.
func TestRecentHoldsTheHistory(t *testing.T) {
	p := mustPosition(t, "6l/7/7/7/7/7/7/w6/L5E w 0 1", "")
	check := func(when string) {
		t.Helper()
		for i, e := range p.history {
			if !p.recent[i%2].mayHold(e.l.bit()) {
				t.Fatalf("%s: board %d of the history is not in its set", when, i)
			}
		}
	}
	check("at the start")
	playAll(t, p, "Eg1-f1 Lg9-f9 Ef1-g1 Lf9-g9")
	check("after four moves")
	playAll(t, p, "Eg1-f1 Lg9-f9 La1xa2")
	check("after a capture")
	if len(p.history) != 1 || p.recent[1] != (layoutSet{}) {
		t.Errorf("after a capture: %d boards, odd set %v", len(p.history), p.recent[1])
	}
	var none layoutSet
	if l := layoutOf(&p.b); none.mayHold(l.bit()) {
		t.Error("the empty set holds a layout")
	}
}

// TestHistoryInScratch: a copy made in scratch memory (the referee's, for a
// batch of records) plays every game as a copy on the heap does, move for
// move, under each rule set; it and its history lie in the scratch
// memory (a Reset clears them), and a clone of it grows on the heap (a
// Reset leaves its history be).
func TestHistoryInScratch(t *testing.T) {
	var s scratch.Scratch
	for _, rules := range []string{"", "repetition=draw", "repetition=forbid-chaser", "no-capture-limit=16"} {
		for seed := range int64(30) {
			name := fmt.Sprintf("%q seed %d", rules, seed)
			set, moves, err := Game{}.RandomGame(seed, setup("", rules), 300)
			if err != nil {
				t.Fatal(err)
			}
			start, err := Game{}.New(set)
			if err != nil {
				t.Fatal(err)
			}
			heap := start.Clone().(*Position)
			in, ok := scratch.Clone(Game{}.Name(), start, &s).(*Position)
			if !ok || in.room == nil {
				t.Fatalf("%s: the copy in scratch memory is a %T (a Jungle position: %t) that grows on the heap", name, in, ok)
			}
			var half *Position
			for i, m := range moves {
				if _, err := heap.Play(m); err != nil {
					t.Fatalf("%s: %v", name, err)
				}
				if _, err := in.Play(m); err != nil {
					t.Fatalf("%s, in scratch memory: %v", name, err)
				}
				if !slices.Equal(in.history, heap.history) || in.Repetitions() != heap.Repetitions() ||
					!reflect.DeepEqual(in.Outcome(), heap.Outcome()) || in.String() != heap.String() {
					t.Fatalf("%s, turn %d: in scratch memory %v; on the heap %v", name, i+1, in, heap)
				}
				if i == len(moves)/2 {
					half = in.Clone().(*Position)
				}
			}
			if half == nil || half.room != nil {
				t.Fatalf("%s: a clone of the copy in scratch memory grows into %v", name, half)
			}
			for _, m := range moves[len(moves)/2+1:] {
				if _, err := half.Play(m); err != nil {
					t.Fatalf("%s, the clone: %v", name, err)
				}
			}
			history := in.history
			s.Reset()
			if !reflect.DeepEqual(*in, Position{}) || slices.ContainsFunc(history, func(e seen) bool { return e != seen{} }) {
				t.Fatalf("%s: the copy or its history is not in the scratch memory: a Reset left %v, %v", name, in, history)
			}
			if !slices.Equal(half.history, heap.history) {
				t.Fatalf("%s: the clone's history, after the scratch's Reset, is %v; played on the heap %v", name, half.history, heap.history)
			}
		}
	}
}
