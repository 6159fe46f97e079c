package board

import (
	"fmt"
	"hash/maphash"
	"os"
	"slices"
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
// promises (checkSteps).
func TestGesturesKeepTheirWord(t *testing.T) {
	for _, g := range notation.Games() {
		if notation.AbilitiesOf(g).Gestures == nil {
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
				checkSteps(t, g, p)
				m, _ = g.ParseMove(draws.ReplaceAllString(m.String(), ""))
				if _, err := p.Play(m); err != nil {
					t.Fatalf("turn %d: %v", i+1, err)
				}
			}
		})
	}
}

// TestStepsReachLegalTurns: at positions of each game, the bonus
// positions of a public Ingenious record among them (racks and draws
// left out, as a record a club publishes), the turns the gestures make
// whole step by step are the engine's legal turns, as many (those of the
// paths that start as a legal turn's way does: an Ingenious "swap" makes
// each turn again, with a swap).
func TestStepsReachLegalTurns(t *testing.T) {
	annotated := publicText(t, "../../../examples/ingenious/annotated.ingenious")
	cases := []struct {
		name, text string
		after      int  // turns played from the record's start
		legal      int  // the engine's count
		long       bool // over 5 s: run with the long tests
	}{
		{"YINSH start", "[Game \"YINSH\"]\n", 0, 85, false},
		{"YINSH a row and its rings", randomText(t, "YINSH", 1, 60), 60, 23, false},
		{"Jungle start", "[Game \"Jungle\"]\n", 0, 24, false},
		{"Jungle river jump", readText(t, "../../../examples/jungle/annotated.jungle"), 17, 19, false},
		{"Ingenious start", "[Game \"Ingenious\"]\n", 0, 1944, false},
		{"Ingenious no bonus yet", annotated, 12, 5220, false},
		{"Ingenious busiest", annotated, 25, 325165, true},
		{"Ingenious bonus", annotated, 28, 57095, false},
		{"Ingenious two bonuses played", annotated, 29, 32480, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if c.long {
				longtest.Skip(t, "the busiest position of a public Ingenious record")
			}
			b, err := Load(ref, c.text, "")
			if err != nil {
				t.Fatal(err)
			}
			for range c.after {
				b.Forward()
			}
			if got := b.Position().TurnNumber(); got != c.after+1 {
				t.Fatalf("the board stops at turn %d, not %d", got, c.after+1)
			}
			n := checkSteps(t, b.Game(), b.Position())
			if c.legal != 0 && n != c.legal {
				t.Errorf("%d turns, want %d", n, c.legal)
			}
			t.Logf("%d legal turns, each made whole by gestures", n)
		})
	}
}

// publicText is the first record of an example file as a public record
// writes it: no racks, no draws.
func publicText(t testing.TB, file string) string {
	t.Helper()
	var out []string
	for _, line := range strings.SplitAfter(readText(t, file), "\n") {
		if !strings.HasPrefix(line, "[Rack") {
			out = append(out, line)
		}
	}
	return draws.ReplaceAllString(strings.Join(out, ""), "")
}

// readText is an example file's text.
func readText(t testing.TB, file string) string {
	t.Helper()
	src, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	return string(src)
}

// randomText is a random game's record as text, without its draws.
func randomText(t *testing.T, game string, seed int64, turns int) string {
	t.Helper()
	g, err := notation.LookupGame(game)
	if err != nil {
		t.Fatal(err)
	}
	_, moves, err := g.RandomGame(seed, engines.Setup{}, turns)
	if err != nil {
		t.Fatal(err)
	}
	text := fmt.Sprintf("[Game %q]\n\n", game)
	for _, m := range moves {
		text += draws.ReplaceAllString(m.String(), "") + " "
	}
	return text + "\n"
}

// checkSteps checks at p what notation.Gestures promises, and gives the
// number of legal turns: the paths of gestures Next gives that start as
// the way of a legal turn does make whole each legal turn and nothing
// else; Way's gestures are offered one by one and make the turn whole;
// no gesture is offered twice at a step, and none comes after a turn is
// whole (checked where the turns are not too many to play each again).
func checkSteps(t *testing.T, g notation.Game, p engines.Position) int {
	t.Helper()
	ab := notation.AbilitiesOf(g).Gestures
	legal := p.Legal()
	var want []uint64
	starts := map[notation.Gesture]bool{}
	for i, m := range legal {
		want = append(want, hash(m.String()))
		way, ok := ab.Way(p, m)
		if !ok || len(way) == 0 {
			t.Fatalf("at %s, no way enters %s", p, m)
		}
		starts[way[0]] = true
		if i%max(1, len(legal)/200) == 0 {
			followWay(t, ab, p, m, way)
		}
	}
	w := walker{t: t, ab: ab, p: p, deep: len(legal) < 20000}
	for _, s := range ab.Next(p, nil) {
		if starts[s.Gesture] {
			w.walk([]notation.Gesture{s.Gesture}, s)
		}
	}
	slices.Sort(want)
	slices.Sort(w.made)
	if got := slices.Compact(w.made); !slices.Equal(got, want) {
		t.Fatalf("at %s, the gestures make %d turns whole, the engine has %d legal", p, len(got), len(want))
	}
	return len(want)
}

// followWay clicks the gestures of a turn's way one by one.
func followWay(t *testing.T, ab notation.Gestures, p engines.Position, m engines.Move, way []notation.Gesture) {
	t.Helper()
	for i, g := range way {
		k := slices.IndexFunc(ab.Next(p, way[:i]), func(s notation.Step) bool { return s.Gesture == g })
		if k < 0 {
			t.Fatalf("at %s, %s is not offered after %v (the way of %s)", p, g, way[:i], m)
		}
		step := ab.Next(p, way[:i])[k]
		if whole := step.Move != nil; whole != (i == len(way)-1) || whole && step.Move.String() != m.String() {
			t.Fatalf("at %s, %v makes %v whole, not %s", p, way[:i+1], step.Move, m)
		}
	}
}

// walker walks the paths of gestures at a position.
type walker struct {
	t    *testing.T
	ab   notation.Gestures
	p    engines.Position
	deep bool     // check that nothing comes after a whole turn
	made []uint64 // the hashes of the turns made whole
}

// walk goes on from the gestures made, the last of them the step s.
func (w *walker) walk(made []notation.Gesture, s notation.Step) {
	if s.Move != nil {
		w.made = append(w.made, hash(s.Move.String()))
		if w.deep && len(w.ab.Next(w.p, made)) > 0 {
			w.t.Fatalf("at %s, gestures come after %v, which make %s whole", w.p, made, s.Move)
		}
		return
	}
	next := w.ab.Next(w.p, made)
	seen := map[notation.Gesture]bool{}
	for _, s := range next {
		if seen[s.Gesture] {
			w.t.Fatalf("at %s, %s is offered twice after %v", w.p, s.Gesture, made)
		}
		seen[s.Gesture] = true
		w.walk(append(slices.Clip(made), s.Gesture), s)
	}
	if len(next) == 0 {
		w.t.Fatalf("at %s, nothing comes after %v, and no turn is whole", w.p, made)
	}
}

// seed is the hash's seed of the test.
var seed = maphash.MakeSeed()

// hash is a turn's long form, hashed.
func hash(s string) uint64 { return maphash.String(seed, s) }

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
