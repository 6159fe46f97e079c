package ingenious

import (
	"slices"
	"strings"
	"testing"

	"github.com/arbiter-games/arbiter/engines"
)

// TestGeneratedGamesReplay replays generated games as full records (every
// draw checked, nothing unchecked) and as public records (no racks, no
// draws: the hidden facts come back as unchecked notes), and checks that
// the position string goes round after every turn.
func TestGeneratedGamesReplay(t *testing.T) {
	for _, sc := range scenarios {
		t.Run(sc.name, func(t *testing.T) {
			for seed := int64(1); seed <= 10; seed++ {
				s, moves := sc.game(t, seed)
				full := replay(t, s, moves, false)
				ps, pm := public(s, moves)
				pub := replay(t, ps, pm, sc.variant != Solo)
				if !slices.EqualFunc(full.Outcome().Places, pub.Outcome().Places, slices.Equal) || !full.Outcome().Over {
					t.Fatalf("seed %d: full %v, public %v", seed, full.Outcome(), pub.Outcome())
				}
			}
		})
	}
}

// replay plays moves from the setup and returns the last position.
func replay(t *testing.T, s engines.Setup, moves []engines.Move, wantNotes bool) *Position {
	t.Helper()
	p := mustNew(t, s)
	first := p.Seat() + 1
	for i, m := range moves {
		if p.TurnNumber() != first+i {
			t.Fatalf("turn number %d before turn %d", p.TurnNumber(), first+i)
		}
		played, err := p.Play(m)
		if err != nil {
			t.Fatalf("turn %d %v: %v\n%s", i+1, m, err, p)
		}
		if played.Move.String() != m.String() {
			t.Fatalf("turn %d: long form %q, written %q", i+1, played.Move, m)
		}
		checkNotes(t, played, m.(*Turn), wantNotes)
		roundTrip(t, p)
	}
	return p
}

// checkNotes checks that public records note each tile as unchecked and
// full records note nothing.
func checkNotes(t *testing.T, played engines.Played, turn *Turn, want bool) {
	t.Helper()
	tiles := 0
	for _, n := range played.Unchecked {
		if strings.Contains(n, "was in seat") {
			tiles++
		}
	}
	if !want && len(played.Unchecked) > 0 {
		t.Fatalf("%v: unchecked notes in a full record: %q", turn, played.Unchecked)
	}
	if want && tiles != len(turn.Placements) {
		t.Fatalf("%v: %d tile notes for %d placements: %q", turn, tiles, len(turn.Placements), played.Unchecked)
	}
}

// roundTrip reads the position string back and compares.
func roundTrip(t *testing.T, p *Position) {
	t.Helper()
	q, err := ParsePosition(p.rules, p.String())
	if err != nil {
		t.Fatalf("position %q does not read back: %v", p, err)
	}
	if q.String() != p.String() || q.edges != p.edges || q.unplaced != p.unplaced || q.onBoard != p.onBoard ||
		q.ended != p.ended || q.winner != p.winner || q.cells != p.cells || q.rackLen != p.rackLen {
		t.Fatalf("position %q reads back as %q (or differs inside)", p, q)
	}
	for seat := 0; seat < p.rules.Players; seat++ {
		a, _ := p.Rack(seat)
		b, _ := q.Rack(seat)
		if !slices.Equal(a, b) {
			t.Fatalf("position %q: seat %d's rack reads back as %v", p, seat+1, b)
		}
	}
}
