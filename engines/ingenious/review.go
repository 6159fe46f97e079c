package ingenious

import (
	"fmt"
	"strings"

	"github.com/arbiter-games/arbiter/engines"
)

// The exact facts annotate writes on Ingenious turns: whether the turn's
// first placement could have reached a mark (18 in a colour, a bonus
// placement) with a tile the player held, when the one played reached
// none. In full records the tiles are the rack; in public records only the
// tile played is known, so only its other placements are compared.

var _ engines.Reviewer = Game{}

// Review judges a turn played at p: the placement that would have earned
// a bonus placement when the first placement played earned none, and the
// points of each placement played.
func (Game) Review(ep engines.Position, played engines.Move) (engines.Review, error) {
	p, ok := ep.(*Position)
	t, isTurn := played.(*Turn)
	if !ok || !isTurn || t == nil || len(t.Placements) == 0 {
		return engines.Review{}, fmt.Errorf("the Ingenious reviewer cannot review a turn of another game (%v at %s)", played, ep)
	}
	r := engines.Review{Points: p.placementPoints(*t)}
	if p.pending > 0 || p.ended != notOver {
		return r, nil
	}
	first := p.FirstRound()
	if sim := *p; sim.gainOnly(t.Placements[0], first).bonuses > 0 {
		return r, nil
	}
	tiles, full := p.Rack(p.seat)
	if !full {
		tiles = []Tile{t.Placements[0].Tile}
	}
	best, found := p.bonusPlacement(tiles, first)
	if !found {
		return r, nil
	}
	sim := *p
	g := sim.gainOnly(best, first)
	r.Missed = fmt.Sprintf("misses %v, which reaches %s in %s: a bonus placement", best, markName(&sim, g.reached[0]), g.reached[0].Name())
	if full {
		r.Better = p.betterTurn(best, *t)
	}
	return r, nil
}

// markName names the mark a colour reached: 18, or the top of the track.
func markName(after *Position, c Colour) string {
	return fmt.Sprint(after.scores[after.rules.TrackOf(after.seat)][c-1])
}

// gainOnly places pl on p, as the turn's first placement when first is
// set, and returns its gain, for a reviewer that looks at one placement
// alone.
func (p *Position) gainOnly(pl Placement, first bool) gain {
	g, _ := p.placeOne(pl, first, 1)
	return g
}

// bonusPlacement finds, among the legal placements of the tiles, the one
// that earns the most bonus placements, then scores the most points; the
// first in reading order of the spaces on a tie.
func (p *Position) bonusPlacement(tiles []Tile, first bool) (Placement, bool) {
	var best Placement
	bestBonuses, bestPoints := 0, 0
	for _, pl := range p.placements(tiles, first) {
		if _, err := p.checkPlacement(pl, first); err != nil {
			continue
		}
		sim := *p
		g := sim.gainOnly(pl, first)
		points := 0
		for i := range g.n {
			points += g.points[i]
		}
		if g.bonuses > bestBonuses || (g.bonuses == bestBonuses && g.bonuses > 0 && points > bestPoints) {
			best, bestBonuses, bestPoints = pl, g.bonuses, points
		}
	}
	return best, bestBonuses > 0
}

// betterTurn completes a full record's turn that starts with the placement
// pl: each bonus placement owed with the first legal placement of a tile
// left in the rack, then the refill with the tiles the turn played drew,
// then others of the bag. It returns nil when the turn is not legal.
func (p *Position) betterTurn(pl Placement, played Turn) engines.Move {
	sim := *p
	turn := Turn{Placements: []Placement{pl}}
	_, due := sim.placeOne(pl, p.FirstRound(), 1)
	for sim.goesOn(due) {
		next, ok := sim.anyPlacement()
		if !ok {
			break
		}
		turn.Placements = append(turn.Placements, next)
		_, due = sim.placeOne(next, false, due)
	}
	if sim.ended == notOver && sim.rules.HasRacks() {
		turn.Refill = sim.drawsLike(played.Refill)
	}
	if _, err := p.Clone().Play(&turn); err != nil {
		return nil
	}
	return &turn
}

// anyPlacement is the first legal placement of a tile of the mover's rack.
func (p *Position) anyPlacement() (Placement, bool) {
	for _, pl := range p.placements(p.racks[p.seat][:p.rackLen[p.seat]], false) {
		if _, err := p.checkPlacement(pl, false); err == nil {
			return pl, true
		}
	}
	return Placement{}, false
}

// drawsLike returns the tiles a refill draws: those of drawn first, then
// others of the bag in the order of kinds.
func (p *Position) drawsLike(drawn []Tile) []Tile {
	need := p.refillNeed()
	bag := p.bagCounts()
	var out []Tile
	for _, t := range drawn {
		if len(out) < need && bag[t.kind()] > 0 {
			bag[t.kind()]--
			out = append(out, t)
		}
	}
	for k := range bag {
		for ; bag[k] > 0 && len(out) < need; bag[k]-- {
			out = append(out, kindTile[k])
		}
	}
	return out
}

// placementPoints words the points of each placement of a turn played at
// p, in the notation of declared points: "RB@h8-h9=R2B0".
func (p *Position) placementPoints(t Turn) string {
	sim := *p
	first := sim.FirstRound() && sim.pending == 0
	parts := make([]string, 0, len(t.Placements))
	for i, pl := range t.Placements {
		if _, err := sim.checkPlacement(pl, first && i == 0); err != nil {
			break
		}
		g := sim.gainOnly(pl, first && i == 0)
		pl.Declared = nil
		for j := range g.n {
			pl.Declared = append(pl.Declared, Points{Colour: g.colours[j], Points: g.points[j]})
		}
		parts = append(parts, pl.String())
	}
	return strings.Join(parts, " ")
}
