package board

import (
	"strings"
	"testing"

	"github.com/arbiter-games/arbiter/engines"
	"github.com/arbiter-games/arbiter/internal/longtest"
	"github.com/arbiter-games/arbiter/internal/race"
	"github.com/arbiter-games/arbiter/notation"
)

func init() { notation.Register(race.Game{}) } // the fourth game, which enters no turn by clicks

// TestGesturesKeepTheirWord checks, for every game that enters turns by
// clicks, in the positions of random games, what notation.Gestures
// promises: every legal turn can be entered (the public ones, for a
// game that deals), one list of gestures enters one turn, and none is
// the start of another.
func TestGesturesKeepTheirWord(t *testing.T) {
	for _, g := range notation.Games() {
		ab := notation.AbilitiesOf(g).Gestures
		if ab == nil {
			continue
		}
		t.Run(g.Name(), func(t *testing.T) {
			_, moves, err := g.RandomGame(3, engines.Setup{}, longtest.Pick(60, 12))
			if err != nil {
				t.Fatal(err)
			}
			p, err := g.New(engines.Setup{})
			if err != nil {
				t.Fatal(err)
			}
			for i, m := range moves {
				checkGestures(t, p, ab.Gestures(p))
				m, _ = g.ParseMove(draws.ReplaceAllString(m.String(), ""))
				if _, err := p.Play(m); err != nil {
					t.Fatalf("turn %d: %v", i+1, err)
				}
			}
		})
	}
}

// checkGestures checks one position's gestures.
func checkGestures(t *testing.T, p engines.Position, offered []notation.Gestured) {
	t.Helper()
	whole := map[string]string{} // gestures → the turn they enter
	starts := map[string]bool{}  // the strict starts of gestures
	entered := map[string]bool{}
	for _, e := range offered {
		var key strings.Builder
		for i, g := range e.Gestures {
			starts[key.String()] = i > 0 || starts[key.String()]
			key.WriteString(g.String() + ";")
		}
		k := key.String()
		if was, ok := whole[k]; ok && was != e.Move.String() {
			t.Fatalf("at %s, %s enter both %s and %s", p, k, was, e.Move)
		}
		whole[k], entered[e.Move.String()] = e.Move.String(), true
	}
	for k := range whole {
		if starts[k] {
			t.Fatalf("at %s, %s is a turn and the start of another", p, k)
		}
	}
	for _, m := range p.Legal() {
		if !entered[m.String()] {
			t.Fatalf("at %s, the legal turn %s cannot be entered", p, m)
		}
	}
}

// TestGameWithoutGestures: a game that does not say how its turns are
// clicked (the fourth game) still loads, plays turns typed and writes
// its text; clicks are refused, saying why.
func TestGameWithoutGestures(t *testing.T) {
	b, err := New(ref, race.Game{}.Name(), "", "", nil)
	if err != nil {
		t.Fatal(err)
	}
	if b.CanEnter() == nil || len(b.Targets()) != 0 {
		t.Fatal("the fourth game enters turns by clicks")
	}
	if _, err := b.Click(notation.At("a1")); err == nil {
		t.Error("a click was not refused")
	}
	m := b.Position().Legal()[0].String()
	if err := b.Play(m); err != nil {
		t.Fatal(err)
	}
	want := convert(t, "[Game \""+race.Game{}.Name()+"\"]\n\n"+m+"\n")
	if got := textOf(t, b); got != want {
		t.Errorf("text\n%s\nwant\n%s", got, want)
	}
}
