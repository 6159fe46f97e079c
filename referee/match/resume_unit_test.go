package match

import (
	"errors"
	"testing"

	"github.com/arbiter-games/arbiter/engines"
	"github.com/arbiter-games/arbiter/notation"
)

// TestResumeChecksTheRounds: games of the records count as played when
// each is the game the match plays in its round, once; a round the match
// has not, other players in a round, or a round twice is another match,
// said at the record's place.
func TestResumeChecksTheRounds(t *testing.T) {
	newMatch := func() *Match {
		return &Match{Engines: []Spec{{Name: "A"}, {Name: "B"}}, Games: 4}
	}
	game := func(m *Match, round, line int, players ...string) Result {
		if players == nil {
			players = m.players(m.Schedule()[round-1])
		}
		return Result{Pairing: Pairing{Round: round}, Players: players, Record: &notation.Record{Pos: notation.Pos{File: "f", Line: line, Column: 1}}}
	}
	m := newMatch()
	done, err := m.resume([]Result{game(m, 3, 1), game(m, 1, 9)})
	if err != nil || len(done) != 2 || done[0].Round != 1 || done[1].Round != 3 || !m.Played[1] || !m.Played[3] || m.Played[2] {
		t.Fatalf("resume = %v, %v; played %v", done, err, m.Played)
	}
	m = newMatch()
	for _, c := range []struct {
		played []Result
		want   string
	}{
		{[]Result{game(m, 2, 5, "C", "A")}, "f:5:1: round 2 in the records is C vs A, and this match plays B vs A there: is it the same match?"},
		{[]Result{game(m, 9, 5, "A", "B")}, "f:5:1: the records hold round 9, and this match has 4 games: is it the same match?"},
		{[]Result{game(m, 1, 1), game(m, 1, 7)}, "f:7:1: round 1 is here a second time (first at 1:1)"},
	} {
		_, err := newMatch().resume(c.played)
		var ferr *FileError
		if !errors.As(err, &ferr) || err.Error() != c.want {
			t.Errorf("resume: %v, want %q", err, c.want)
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
