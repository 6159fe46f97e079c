package notation_test

import (
	"fmt"
	"strings"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/arbiter-games/arbiter/internal/race"
	"github.com/arbiter-games/arbiter/notation"
)

// renamed is Race under another name, with its file ending and its own
// format as a test asks.
type renamed struct {
	race.Game
	name, ending, formatGame string
}

func (r renamed) Name() string { return r.name }
func (r renamed) Notation() notation.Notation {
	n := r.Game.Notation()
	n.Extensions = []string{r.ending}
	return n
}
func (r renamed) Formats() []notation.Format {
	if r.formatGame == "" {
		return nil
	}
	return []notation.Format{{Name: "x-" + r.name, Game: r.formatGame}}
}

// registerSprint registers the test's game, once a process (go test
// -count=3 runs the test thrice).
var registerSprint = sync.OnceFunc(func() { notation.Register(renamed{name: "Sprint", ending: ".sprint", formatGame: "Sprint"}) })

// TestRegister: a game is found by its name in any case and by its file
// ending, with its abilities found once; a second game of the same name,
// a file ending another game has or a format naming another game is
// refused at once.
func TestRegister(t *testing.T) {
	registerSprint()
	g, err := notation.LookupGame(" sprint ")
	if err != nil || g.Name() != "Sprint" {
		t.Fatalf("LookupGame: %v %v", g, err)
	}
	if byFile, ok := notation.GameByFile("club.SPRINT"); !ok || byFile.Name() != "Sprint" {
		t.Errorf("GameByFile: %v %v", byFile, ok)
	}
	a := notation.AbilitiesOf(g)
	if a.Searcher == nil || a.Reviewer != nil || a.Dealing != nil || len(a.Formats) != 1 {
		t.Errorf("abilities %+v: want a Searcher and one format", a)
	}
	if _, err := notation.LookupGame("chess"); err == nil || !strings.Contains(err.Error(), "Sprint") {
		t.Errorf("an unknown game: %v, want the games listed", err)
	}
	for _, bad := range []renamed{
		{name: "SPRINT", ending: ".other"},
		{name: "Dash", ending: ".sprint"},
		{name: "Dash", ending: ".dash", formatGame: "Sprint"},
	} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("%+v was registered", bad)
				}
			}()
			notation.Register(bad)
		}()
	}
	if _, err := notation.LookupGame("Dash"); err == nil {
		t.Error("a refused game is found")
	}
}

// relays numbers the games TestLookupWhileRegistering registers.
var relays atomic.Int32

// TestLookupWhileRegistering: look-ups on other goroutines, as the
// referee's workers make them, see each game registered before them and
// race with no Register (go test -race).
func TestLookupWhileRegistering(t *testing.T) {
	registerSprint()
	var wg sync.WaitGroup
	for range 4 {
		wg.Go(func() {
			for range 1000 {
				if g, err := notation.LookupGame("Sprint"); err != nil || g.Name() != "Sprint" {
					t.Errorf("LookupGame: %v %v", g, err)
					return
				}
				_ = notation.GameNames()
			}
		})
	}
	for range 20 {
		name := fmt.Sprintf("Relay%d", relays.Add(1)) // new each run of the test
		notation.Register(renamed{name: name, ending: "." + strings.ToLower(name)})
		if _, err := notation.LookupGame(name); err != nil {
			t.Errorf("%s not found once registered: %v", name, err)
		}
	}
	wg.Wait()
}
