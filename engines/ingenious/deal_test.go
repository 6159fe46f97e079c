package ingenious

import (
	"reflect"
	"testing"
)

// TestDealerPlaysWholeGames deals every scenario's first racks, then plays
// whole games whose turns are sent without draws (random legal turns,
// swaps and bonus placements included), each completed by the dealer: Play
// accepts every completed turn, and the game ends.
func TestDealerPlaysWholeGames(t *testing.T) {
	for _, sc := range scenarios {
		t.Run(sc.name, func(t *testing.T) {
			for seed := uint64(1); seed <= 5; seed++ {
				d := NewDealer(seed)
				s, err := d.Deal(sc.setup(t), sc.players)
				if err != nil {
					t.Fatal(err)
				}
				p := mustNew(t, s)
				if p.rules.HasRacks() && !p.full {
					t.Fatalf("seed %d: the deal left the racks unknown: %+v", seed, s)
				}
				chooser := rng{seed * 7919}
				turns := 0
				for ; p.ended == notOver && turns < 500; turns++ {
					sent := randomTurn(p, &chooser)
					done := d.Complete(p, sent)
					if _, err := p.Play(&done); err != nil {
						t.Fatalf("seed %d turn %d: %v sent, completed %v: %v", seed, turns+1, sent, done, err)
					}
				}
				if p.ended == notOver {
					t.Fatalf("seed %d: no end after %d turns", seed, turns)
				}
			}
		})
	}
}

// randomTurn is a random legal turn of the mover, without its draws.
func randomTurn(p *Position, r *rng) Turn {
	next := *p
	gen := generator{p: &next, r: *r}
	gen.init()
	gen.turn()
	*r = gen.r
	t := gen.turns[0]
	t.Refill, t.SwapDraw = nil, nil
	return t
}

func TestDealerIsSeeded(t *testing.T) {
	sc := scenarios[1]
	a, _ := NewDealer(42).Deal(sc.setup(t), 3)
	b, _ := NewDealer(42).Deal(sc.setup(t), 3)
	c, _ := NewDealer(43).Deal(sc.setup(t), 3)
	if !reflect.DeepEqual(a, b) {
		t.Errorf("one seed, two deals: %v and %v", a.Tags, b.Tags)
	}
	if reflect.DeepEqual(a, c) {
		t.Errorf("two seeds, one deal: %v", a.Tags)
	}
	if a.Tags["Players"] != "3" || a.Tags["Rack3"] == "" {
		t.Errorf("the deal's tags: %v", a.Tags)
	}
}

func TestDealerLeavesRefusedTurns(t *testing.T) {
	d := NewDealer(1)
	s, _ := d.Deal(scenarios[0].setup(t), 2)
	p := mustNew(t, s)
	before := *p
	// Two tiles on one space: the rules refuse it, the dealer draws nothing.
	bad := Turn{Placements: []Placement{{Tile: p.racks[0][0], First: mustSpace(0, 0), Second: mustSpace(0, 0)}}}
	if got := d.Complete(p, bad); !reflect.DeepEqual(got, bad) {
		t.Errorf("a refused turn was completed: %v", got)
	}
	if !reflect.DeepEqual(*p, before) {
		t.Error("Complete changed the position")
	}
}
