package scratch_test

import (
	"reflect"
	"testing"

	"github.com/arbiter-games/arbiter/engines"
	"github.com/arbiter-games/arbiter/engines/ingenious"
	"github.com/arbiter-games/arbiter/engines/jungle"
	"github.com/arbiter-games/arbiter/engines/yinsh"
	"github.com/arbiter-games/arbiter/internal/scratch"
)

// games are the engines, each of which registers its copy in scratch
// memory.
var games = []interface {
	engines.Game
	engines.Generator
}{yinsh.Game{}, jungle.Game{}, ingenious.Game{}}

// TestCloneInScratch: each game's copy of a position in scratch memory
// plays random games as its Clone does, turn by turn, and lies in the
// scratch memory: a Reset clears it.
func TestCloneInScratch(t *testing.T) {
	var s scratch.Scratch
	for _, g := range games {
		for seed := range int64(20) {
			setup, moves, err := g.RandomGame(seed, engines.Setup{}, 200)
			if err != nil {
				t.Fatal(err)
			}
			start, err := g.New(setup)
			if err != nil {
				t.Fatal(err)
			}
			heap, in := start.Clone(), scratch.Clone(g.Name(), start, &s)
			for i, m := range moves {
				if _, err := heap.Play(m); err != nil {
					t.Fatalf("%s seed %d, turn %d: %v", g.Name(), seed, i+1, err)
				}
				if _, err := in.Play(m); err != nil {
					t.Fatalf("%s seed %d, turn %d, in scratch memory: %v", g.Name(), seed, i+1, err)
				}
				if in.String() != heap.String() || !reflect.DeepEqual(in.Outcome(), heap.Outcome()) {
					t.Fatalf("%s seed %d, turn %d: in scratch memory %s %+v, cloned %s %+v",
						g.Name(), seed, i+1, in, in.Outcome(), heap, heap.Outcome())
				}
			}
			s.Reset()
			if !reflect.ValueOf(in).Elem().IsZero() {
				t.Fatalf("%s: the copy is not in the scratch memory: a Reset left it %s", g.Name(), in)
			}
		}
	}
}

// TestCloneFallsBack: without scratch memory, or for a game that
// registered no copy in it, Clone gives the position's own Clone: a new
// position that plays apart from the original.
func TestCloneFallsBack(t *testing.T) {
	var s scratch.Scratch
	start, err := jungle.Game{}.New(engines.Setup{})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name string
		game string
		s    *scratch.Scratch
	}{
		{"no scratch memory", jungle.Game{}.Name(), nil},
		{"a game with no copy registered", "no such game", &s},
	} {
		p := scratch.Clone(c.game, start, c.s)
		if p == start {
			t.Fatalf("%s: Clone gave the original", c.name)
		}
		if _, err := p.Play(p.Legal()[0]); err != nil {
			t.Fatal(err)
		}
		if p.String() == start.String() {
			t.Errorf("%s: a move played on the copy left it %s, as the original", c.name, p)
		}
	}
}
