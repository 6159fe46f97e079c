package ingenious

import (
	"errors"
	"slices"
	"testing"

	"github.com/arbiter-games/arbiter/engines"
)

// TestPlaceWalksTurns plays public records placement by placement with
// Place and turn by turn with Play: the boards, scores and seats agree
// after every turn, and Place owes a placement exactly until the last of
// each turn.
func TestPlaceWalksTurns(t *testing.T) {
	for _, sc := range scenarios {
		t.Run(sc.name, func(t *testing.T) {
			for seed := int64(1); seed <= 3; seed++ {
				s, moves := public(sc.game(t, seed))
				byTurn, byPlace := mustNew(t, s), mustNew(t, s)
				for i, m := range moves {
					pls := m.(*Turn).Placements
					for j, pl := range pls {
						owed, err := byPlace.Place(pl)
						if err != nil {
							t.Fatalf("seed %d turn %d placement %v: %v", seed, i+1, pl, err)
						}
						if last := j == len(pls)-1; (owed == 0) != last {
							t.Fatalf("seed %d turn %d placement %d of %d: owed %d", seed, i+1, j+1, len(pls), owed)
						}
					}
					if _, err := byTurn.Play(m); err != nil {
						t.Fatalf("seed %d turn %d: %v", seed, i+1, err)
					}
					if byTurn.cells != byPlace.cells || byTurn.scores != byPlace.scores || byTurn.seat != byPlace.seat || byTurn.ended != byPlace.ended {
						t.Fatalf("seed %d turn %d: Play gives\n%s\nPlace gives\n%s", seed, i+1, byTurn, byPlace)
					}
				}
			}
		})
	}
}

// TestPlacementsAreLegalFirsts: the placements listed with every kind off
// the board are the first placements of the turns Legal lists, and Place
// accepts each of them.
func TestPlacementsAreLegalFirsts(t *testing.T) {
	for _, sc := range scenarios[:3] {
		s, moves := public(sc.game(t, 7))
		p := mustNew(t, s)
		for i, m := range moves {
			if i%9 == 0 || i == 1 {
				checkPlacements(t, sc.name, i, p)
			}
			if _, err := p.Play(m); err != nil {
				t.Fatal(err)
			}
		}
	}
}

func checkPlacements(t *testing.T, name string, turn int, p *Position) {
	t.Helper()
	var want []string
	for _, m := range p.Legal() {
		want = append(want, m.(*Turn).Placements[0].String())
	}
	slices.Sort(want)
	want = slices.Compact(want)
	var got []string
	for _, pl := range p.Placements(p.OffBoard()) {
		if _, err := p.Clone().(*Position).Place(pl); err != nil {
			t.Fatalf("%s turn %d: Place(%v): %v", name, turn, pl, err)
		}
		got = append(got, pl.String())
	}
	slices.Sort(got)
	if !slices.Equal(got, want) {
		t.Fatalf("%s turn %d: %d placements, Legal starts with %d", name, turn, len(got), len(want))
	}
}

// TestPlacementsWithRack lists only the rack's kinds, each once.
func TestPlacementsWithRack(t *testing.T) {
	p := mustNew(t, engines.Setup{Tags: map[string]string{"Players": "2"}})
	rack := []Tile{{Red, Blue}, {Blue, Red}, {Green, Green}}
	pls := p.Placements(rack)
	kinds := map[string]int{}
	for _, pl := range pls {
		kinds[Tile{min(pl.Tile.A, pl.Tile.B), max(pl.Tile.A, pl.Tile.B)}.String()]++
	}
	if len(kinds) != 2 || kinds["RB"] != 2*kinds["GG"] || kinds["GG"] == 0 {
		t.Fatalf("placements by kind: %v", kinds)
	}
}

// TestPublicCopy: a full position refuses a turn without its draw and
// refuses Place; its public copy accepts both and leaves it unchanged.
func TestPublicCopy(t *testing.T) {
	s, _ := scenarios[0].game(t, 3)
	full := mustNew(t, s)
	rack, _ := full.Rack(0)
	pl := full.Placements(rack)[0]
	turn := &Turn{Placements: []Placement{pl}}
	if _, err := full.Clone().Play(turn); err == nil {
		t.Fatal("a full position accepted a turn without its draw")
	}
	if _, err := full.Clone().(*Position).Place(pl); !errors.Is(err, errPlaceFull) {
		t.Fatalf("Place on a full position: %v", err)
	}
	before := full.String()
	pub := full.Public()
	if _, err := pub.Clone().Play(turn); err != nil {
		t.Fatalf("public copy: %v", err)
	}
	if _, err := pub.Place(pl); err != nil || pub.Seat() != 1 || full.String() != before || !full.Full() || pub.Full() {
		t.Fatalf("Place on the public copy: %v, seat %d", err, pub.Seat())
	}
}

// TestPublicPosition: PublicPosition writes every position of full and
// public games as the String of its Public copy does, and leaves other
// strings as they are.
func TestPublicPosition(t *testing.T) {
	for _, sc := range scenarios {
		full, moves := sc.game(t, 2)
		pub, pubMoves := public(full, moves)
		for _, g := range []struct {
			s     engines.Setup
			moves []engines.Move
		}{{full, moves}, {pub, pubMoves}} {
			p := mustNew(t, g.s)
			for i, m := range g.moves {
				if got, want := (Game{}).PublicPosition(p.String()), p.Public().String(); got != want {
					t.Fatalf("%s turn %d: %q gives\n%q, not\n%q", sc.name, i+1, p.String(), got, want)
				}
				if _, err := p.Play(m); err != nil {
					t.Fatalf("%s turn %d: %v", sc.name, i+1, err)
				}
			}
		}
	}
	for _, s := range []string{"", "not a position", "a b c d e f g"} {
		if got := (Game{}).PublicPosition(s); got != s {
			t.Errorf("%q gives %q", s, got)
		}
	}
}
