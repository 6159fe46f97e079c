package scratch_test

import (
	"testing"

	"github.com/arbiter-games/arbiter/engines"
	"github.com/arbiter-games/arbiter/engines/jungle"
	"github.com/arbiter-games/arbiter/internal/scratch"
)

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
