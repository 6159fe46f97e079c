package ingenious

import (
	"maps"
	"strconv"

	"github.com/arbiter-games/arbiter/engines"
)

// Dealer deals the tiles of a game played as a full record from a seeded
// bag: the first racks, and the draws that complete each turn a player
// sends without them. It is what a referee that plays Ingenious between
// programs needs, each program told only its own rack. The same seed
// deals the same tiles to the same turns.
type Dealer struct{ r rng }

// NewDealer returns a dealer seeded with seed.
func NewDealer(seed uint64) *Dealer { return &Dealer{r: rng{seed}} }

// Deal returns the setup of a full record for the number of players with
// every first rack dealt: s with the Players and Rack1..RackN tags (or, for
// a setup that starts from a position string, the position with its
// racks). A setup that has racks already is returned as it is.
func (d *Dealer) Deal(s engines.Setup, players int) (engines.Setup, error) {
	if players > 0 && s.Position == "" {
		s.Tags = maps.Clone(s.Tags)
		if s.Tags == nil {
			s.Tags = map[string]string{}
		}
		s.Tags["Players"] = strconv.Itoa(players)
	}
	p, err := Game{}.NewPosition(s)
	if err != nil {
		return s, err
	}
	gen := generator{p: p, r: d.r}
	out := gen.dealt(s)
	d.r = gen.r
	return out, nil
}

// Complete fills in the draws of a turn sent without them, for the full
// position p: the tiles that refill the rack after its placements and,
// when the turn swaps, the new rack, drawn at random from the bag in the
// order the swap option sets. A turn whose placements the rules refuse,
// that ends the game, or that has its draws already is returned as it is,
// for Play to judge; p is left as it was.
func (d *Dealer) Complete(p *Position, t Turn) Turn {
	if !p.full || !p.rules.HasRacks() || len(t.Refill) > 0 || len(t.SwapDraw) > 0 {
		return t
	}
	next := *p
	if _, err := next.placeAll(t.Placements); err != nil || next.ended != notOver {
		return t
	}
	gen := generator{p: &next, r: d.r}
	if !t.Swap || next.rules.SwapAfterRefill {
		t.Refill = gen.draw(next.refillNeed())
	}
	if t.Swap {
		gen.swapRack(&t)
	}
	d.r = gen.r
	return t
}
