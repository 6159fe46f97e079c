package player

import (
	"context"

	"github.com/arbiter-games/arbiter/engines/ingenious"
)

// The Ingenious endgame: the evaluation is weakest in the last turns,
// when a point of the lowest colour decides the game and the board may
// no longer offer it. Once few pairs of adjacent empty spaces are left,
// the lookahead's best turns are each played out to the end over the same
// random deals of the unseen tiles (the other racks, then the bag), every
// seat playing the greedy turn of level 1 (the most points, its swap
// rule), and the turn whose play-outs win most is played.

const (
	// endPairs is the most pairs of adjacent empty spaces the endgame
	// search starts with.
	endPairs = 40
	// endWidth is the number of the lookahead's best turns played out.
	endWidth = 12
	// endDeals is the number of deals each turn is played out over.
	endDeals = 128
	// maxPlayout bounds a play-out's turns.
	maxPlayout = 200
)

// endgame moves to the front of cands (sorted by the lookahead) the turn
// whose play-outs score most (a win 2, a draw 1), the first of them on a
// tie; it leaves cands as they are unless the mover's rack is known, the
// game has racks and two seats or more, and endPairs pairs or fewer are
// left. Every turn meets the same deals, so that the turns differ by
// their play, not by the draw. When the search stops, the deals played
// out for every turn decide.
func endgame(s *search, pub *ingenious.Position, cands []turn, h hand, me int) {
	r := pub.Rules()
	if !h.known || !r.HasRacks() || r.Players < 2 || len(cands) < 2 || pub.EmptyPairs() > endPairs {
		return
	}
	cands = cands[:min(len(cands), endWidth)]
	pool := unseen(pub, allKinds, h)
	total := make([]int, len(cands))
	deal := make([]int, len(cands))
	var o playout
	for range endDeals {
		s.rng.Shuffle(len(pool), func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
		for k := range cands {
			if s.stopNow() {
				pickEnd(cands, total)
				return
			}
			o.start(&cands[k], h, me, pool)
			deal[k] = o.play(me)
			s.nodes += o.nodes
		}
		for k, v := range deal {
			total[k] += v
		}
	}
	pickEnd(cands, total)
}

// pickEnd moves the turn of the highest total to the front, keeping the
// order of the others.
func pickEnd(cands []turn, total []int) {
	best := 0
	for k, v := range total {
		if v > total[best] {
			best = k
		}
	}
	t := cands[best]
	copy(cands[1:best+1], cands[:best])
	cands[0] = t
}

// playout is one play-out: the position, every seat's rack and the bag.
type playout struct {
	pos    ingenious.Position
	racks  [][]ingenious.Tile
	bag    []ingenious.Tile
	greedy search
	nodes  uint64
}

// start sets up the play-out of the candidate c of seat me, whose rack
// was h: the other racks dealt from pool (shuffled), then the mover's
// refill, the rest the bag.
func (o *playout) start(c *turn, h hand, me int, pool []int) {
	o.pos, o.nodes = c.after, 0
	o.greedy = search{ctx: context.Background(), points: true}
	n := o.pos.Rules().Players
	o.racks = o.racks[:0]
	o.bag = o.bag[:0]
	for _, k := range pool {
		o.bag = append(o.bag, allKinds[k])
	}
	for seat := range n {
		o.racks = append(o.racks, nil)
		if seat != me {
			o.racks[seat] = o.draw(nil, o.pos.RackSize(seat))
		}
	}
	o.racks[me] = o.refill(me, append([]ingenious.Tile(nil), h.after(c.pls).tiles...))
}

// draw appends n tiles from the front of the bag to rack.
func (o *playout) draw(rack []ingenious.Tile, n int) []ingenious.Tile {
	n = max(0, min(n, len(o.bag)))
	rack = append(rack, o.bag[:n]...)
	o.bag = o.bag[n:]
	return rack
}

// refill draws seat's rack back to the size the position says.
func (o *playout) refill(seat int, rack []ingenious.Tile) []ingenious.Tile {
	return o.draw(rack, o.pos.RackSize(seat)-len(rack))
}

// play plays greedy turns to the end and scores the game for seat me: a
// win 2, a draw 1, a loss 0 (a game that does not end is a draw).
func (o *playout) play(me int) int {
	for range maxPlayout {
		if out := o.pos.Outcome(); out.Over {
			switch v := terminal(out, me, 0); {
			case v > 0:
				return 2
			case v < 0:
				return 0
			}
			return 1
		}
		if !o.turn() {
			break
		}
	}
	return 1
}

// turn plays the seat to move's greedy turn with its rack, then its swap
// or refill; false when it cannot place.
func (o *playout) turn() bool {
	seat := o.pos.Seat()
	before := o.pos
	t, ok := o.choose(o.racks[seat])
	if !ok {
		return false
	}
	o.pos = t.after
	rack := hand{tiles: o.racks[seat], known: true}.after(t.pls).tiles
	if swapWanted(&before, &t.after, rack) {
		o.bag = append(o.bag, rack...)
		rack = nil
	}
	o.racks[seat] = o.refill(seat, rack)
	return true
}

// choose is the greedy turn of level 1 with the tiles of rack: the most
// points, bonus placements included, a won game before all and a lost one
// after; false when no tile can be placed.
func (o *playout) choose(rack []ingenious.Tile) (turn, bool) {
	t, _, ok := o.best(&o.pos, hand{tiles: rack, known: true}, true)
	return t, ok
}

// best is the placement with the tiles of h of the highest value for p's
// mover, the first on a tie, as a turn: its points read off the board,
// or, when it earns a bonus placement or ends the game, the value of the
// position it leaves (with chain, after the bonus placements it earns,
// each the best in turn). It returns the placements the turn still owes.
func (o *playout) best(p *ingenious.Position, h hand, chain bool) (turn, int, bool) {
	seat, r := p.Seat(), p.Rules()
	sc := p.Scores(r.TrackOf(seat))
	var best turn
	bestOwed, found := 0, false
	for sp := range p.ScoredPlacements(h.tiles) {
		o.nodes++
		if found && !sp.Earns && !sp.Last && sp.Gain <= best.value {
			continue
		}
		t := turn{pls: []ingenious.Placement{sp.Placement}, after: *p, value: sp.Gain}
		owed, err := t.after.Place(sp.Placement)
		if err != nil {
			continue
		}
		if sp.Earns || sp.Last {
			if chain {
				o.bonus(&t, h.without(sp.Tile), owed)
				owed = 0
			}
			t.value = o.greedy.valueIngenious(&t.after, seat) - sum(sc)
		}
		if !found || t.value > best.value {
			best, bestOwed, found = t, owed, true
		}
	}
	return best, bestOwed, found
}

// bonus adds to t the bonus placements it owes, each the best by best.
func (o *playout) bonus(t *turn, h hand, owed int) {
	for owed > 0 {
		next, o2, ok := o.best(&t.after, h, false)
		if !ok {
			return
		}
		t.pls, t.after, owed = append(t.pls, next.pls[0]), next.after, o2
		h = h.without(next.pls[0].Tile)
	}
}

// sum adds a track's scores.
func sum(sc [ingenious.NumColours]int) int {
	total := 0
	for _, x := range sc {
		total += x
	}
	return total
}
