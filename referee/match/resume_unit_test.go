package match

import (
	"strings"
	"testing"

	"github.com/arbiter-games/arbiter/engines"
	"github.com/arbiter-games/arbiter/notation"
)

// TestResumeChecksTheRounds: games of the records count as played when
// each is the game the match plays in its round; a round the match has
// not, or other players in a round, is another match.
func TestResumeChecksTheRounds(t *testing.T) {
	newMatch := func() *Match {
		return &Match{Engines: []Spec{{Name: "A"}, {Name: "B"}}, Games: 4}
	}
	players := func(m *Match, round int) []string {
		var names []string
		for _, idx := range m.Schedule()[round-1].Seats {
			names = append(names, m.Engines[idx].Name)
		}
		return names
	}
	m := newMatch()
	played := map[int]Result{}
	for _, round := range []int{3, 1} {
		played[round] = Result{Pairing: Pairing{Round: round}, Players: players(m, round)}
	}
	done, err := m.Resume(played)
	if err != nil || len(done) != 2 || done[0].Round != 1 || done[1].Round != 3 || !m.Played[1] || !m.Played[3] || m.Played[2] {
		t.Fatalf("Resume = %v, %v; played %v", done, err, m.Played)
	}
	for _, c := range []struct {
		round   int
		players []string
		want    string
	}{
		{2, []string{"C", "A"}, "round 2 in the records is C vs A"},
		{9, []string{"A", "B"}, "the records hold round 9, and this match has 4 games"},
	} {
		_, err := newMatch().Resume(map[int]Result{c.round: {Pairing: Pairing{Round: c.round}, Players: c.players}})
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("round %d of %v: %v, want %q", c.round, c.players, err, c.want)
		}
	}
}

// TestTallyByCode: a game played out counts by its ending's code, a
// forfeit by its termination; Ingenious teams games as teams, of four
// seats.

func TestTallyByCode(t *testing.T) {
	played := Result{Players: []string{"A", "B"}, Termination: termNormal, Outcome: engines.Outcome{Over: true, Places: [][]int{{0}, {1}}, Code: "jungle/den", Reason: "Black's rat entered the den"}}
	lost := Result{Players: []string{"A", "B"}, Termination: termTime, Outcome: engines.Outcome{Over: true, Places: [][]int{{1}, {0}}}}
	m := &Match{}
	if g := m.Tally(played); g.Reason != "jungle/den" || g.Teams {
		t.Errorf("a game played out counts as %+v", g)
	}
	if g := m.Tally(lost); g.Reason != termTime {
		t.Errorf("a forfeit counts as %+v", g)
	}
	m.Variant = "Teams"
	if g := m.Tally(played); g.Teams {
		t.Errorf("a Jungle match of variant Teams counts as teams: %+v", g)
	}
	m.Game = ingeniousGame(t)
	if g := m.Tally(played); !g.Teams || m.seatCount() != 4 {
		t.Errorf("an Ingenious teams game counts as %+v, %d seats", g, m.seatCount())
	}
}

// ingeniousGame is the Ingenious game of the registry.
func ingeniousGame(t *testing.T) notation.Game {
	g, err := notation.LookupGame("Ingenious")
	if err != nil {
		t.Fatal(err)
	}
	return g
}
