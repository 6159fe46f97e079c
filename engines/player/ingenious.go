package player

import (
	"fmt"
	"math/rand/v2"
	"slices"

	"github.com/arbiter-games/arbiter/engines"
	"github.com/arbiter-games/arbiter/engines/ingenious"
)

// Ingenious is played on a public copy of the position (racks hidden), with
// the mover's own tiles: the rack given, else the position's own when it
// knows the racks, else any tile off the board. A turn is its first
// placement and, for each bonus placement it earns, the best next
// placement by the evaluation.
//
// Depth 1 (level 1) is greedy: the turn whose position the evaluation
// values most. Depth 2 (level 2 and up) looks one turn further for the
// best 4*level-2 turns: the next seat's best reply with a rack drawn at
// random from the tiles it may hold, the mean over replySamples racks; the
// other seats' turns are not searched. This greedy-with-lookahead stands
// in for max-n or paranoid search, which would branch on every tile of
// every hidden rack. Deeper limits search no deeper than 2.

// ingWeights weigh a track's scores sorted from its lowest colour up: the
// game is won on the lowest colour, then the next.
var ingWeights = [ingenious.NumColours]int{100, 45, 22, 11, 6, 3}

// ingeniousRules is the player's knowledge of Ingenious.
type ingeniousRules struct{}

// turn is one candidate turn: its placements and the position after it.
type turn struct {
	pls   []ingenious.Placement
	after ingenious.Position
	value int
}

// hand is the tiles the mover may place: known (a rack) or any kind.
type hand struct {
	tiles []ingenious.Tile
	known bool
}

// handOf reads the mover's tiles.
func handOf(pos *ingenious.Position, rack []string) (hand, error) {
	if rack != nil {
		h := hand{known: true}
		for _, s := range rack {
			t, err := ingenious.ParseTile(s)
			if err != nil {
				return hand{}, fmt.Errorf("rack: %w", err)
			}
			h.tiles = append(h.tiles, t)
		}
		return h, nil
	}
	if tiles, ok := pos.Rack(pos.Seat()); ok {
		return hand{tiles: tiles, known: true}, nil
	}
	return hand{tiles: pos.OffBoard()}, nil
}

// without returns the hand less one tile of t's kind.
func (h hand) without(t ingenious.Tile) hand {
	if !h.known {
		return h
	}
	out := hand{known: true}
	dropped := false
	for _, x := range h.tiles {
		if !dropped && x.SameKind(t) {
			dropped = true
			continue
		}
		out.tiles = append(out.tiles, x)
	}
	return out
}

// prepare returns the public copy of pos and the mover's hand.
func prepare(pos engines.Position, rack []string) (*ingenious.Position, hand, error) {
	ip, ok := pos.(*ingenious.Position)
	if !ok {
		return nil, hand{}, fmt.Errorf("not an Ingenious position: %s", pos)
	}
	h, err := handOf(ip, rack)
	return ip.Public(), h, err
}

// random plays random placements of the hand's tiles.
func (ingeniousRules) random(pos engines.Position, rack []string, rng *rand.Rand) (engines.Move, error) {
	pub, h, err := prepare(pos, rack)
	if err != nil {
		return nil, err
	}
	var pls []ingenious.Placement
	for {
		cands := pub.Placements(h.tiles)
		if len(cands) == 0 {
			break
		}
		pl := cands[rng.IntN(len(cands))]
		owed, err := pub.Place(pl)
		if err != nil {
			return nil, err
		}
		pls, h = append(pls, pl), h.without(pl.Tile)
		if owed == 0 {
			break
		}
	}
	if len(pls) == 0 {
		return nil, errNoTurn
	}
	return ingenious.Turn{Placements: pls}, nil
}

// choose picks the best turn: greedy at depth 1, with the next seat's
// reply at depth 2.
func (ingeniousRules) choose(s *search, pos engines.Position, rack []string, maxDepth int) (engines.Move, error) {
	pub, h, err := prepare(pos, rack)
	if err != nil {
		return nil, err
	}
	me := pub.Seat()
	cands := turns(s, pub, h, me)
	if len(cands) == 0 {
		return nil, errNoTurn
	}
	s.rng.Shuffle(len(cands), func(i, j int) { cands[i], cands[j] = cands[j], cands[i] })
	slices.SortStableFunc(cands, func(a, b turn) int { return b.value - a.value })
	if !s.stopped {
		s.done(1, cands[0].value, asMoves(cands[0].pls))
	}
	if maxDepth >= 2 && !s.stopped {
		lookahead(s, cands[:min(len(cands), s.width)], h, me)
	}
	return finish(pub, h, cands[0]), nil
}

// turns lists the candidate turns of the mover, valued for seat me.
func turns(s *search, pub *ingenious.Position, h hand, me int) []turn {
	var out []turn
	for _, pl := range pub.Placements(h.tiles) {
		if len(out) > 0 && s.stop() {
			break
		}
		s.nodes++
		c := *pub
		owed, err := c.Place(pl)
		if err != nil {
			continue
		}
		t := turn{pls: []ingenious.Placement{pl}, after: c}
		bonus(s, &t, h.without(pl.Tile), owed, me)
		t.value = s.valueIngenious(&t.after, me)
		out = append(out, t)
	}
	return out
}

// bonus adds the bonus placements a turn owes, each the best by the
// evaluation.
func bonus(s *search, t *turn, h hand, owed int, me int) {
	for owed > 0 {
		best, bestOwed, bestValue := ingenious.Placement{}, 0, -infinity
		var bestPos ingenious.Position
		for _, pl := range t.after.Placements(h.tiles) {
			s.nodes++
			c := t.after
			o, err := c.Place(pl)
			if err != nil {
				continue
			}
			if v := s.valueIngenious(&c, me); v > bestValue {
				best, bestOwed, bestValue, bestPos = pl, o, v, c
			}
		}
		if bestValue == -infinity {
			return
		}
		t.pls, t.after, owed = append(t.pls, best), bestPos, bestOwed
		h = h.without(best.Tile)
	}
}

// lookahead values the candidates one turn further and sorts them by it:
// the next seat's best placement with a rack drawn at random from the
// tiles it may hold (those off the board the mover does not hold), the
// mean over replySamples racks.
func lookahead(s *search, cands []turn, h hand, me int) {
	for i := range cands {
		if s.stop() {
			return
		}
		if c := &cands[i]; !c.after.Outcome().Over && c.after.Seat() != me {
			c.value = reply(s, c, h, me)
		}
	}
	slices.SortStableFunc(cands, func(a, b turn) int { return b.value - a.value })
	s.done(2, cands[0].value, asMoves(cands[0].pls))
}

// replySamples is the number of racks drawn for the reply.
const replySamples = 24

// best is the reply with one kind of tile best for the seat that plays it.
type best struct {
	theirs, mine int
	ok           bool
}

// reply is the value for me of a candidate turn after the next seat's
// reply.
func reply(s *search, c *turn, h hand, me int) int {
	pos := &c.after
	them := pos.Seat()
	var byKind [ingenious.NumKinds]best
	kinds := pos.OffBoard()
	for _, pl := range pos.Placements(kinds) {
		s.nodes++
		next := *pos
		if _, err := next.Place(pl); err != nil {
			continue
		}
		k := kindIndex(kinds, pl.Tile)
		if v := evalIngenious(&next, them, 2); !byKind[k].ok || v > byKind[k].theirs {
			byKind[k] = best{theirs: v, mine: evalIngenious(&next, me, 2), ok: true}
		}
	}
	left := h
	for _, pl := range c.pls {
		left = left.without(pl.Tile)
	}
	pool := unseen(pos, kinds, left)
	size := min(ingenious.RackSize, len(pool))
	sum := 0
	for i := 0; i < replySamples; i++ {
		pick, bestK := sample(s, pool, size), -1
		for _, k := range pick {
			if byKind[k].ok && (bestK < 0 || byKind[k].theirs > byKind[bestK].theirs) {
				bestK = k
			}
		}
		if bestK < 0 {
			sum += c.value
			continue
		}
		sum += byKind[bestK].mine
	}
	return sum / replySamples
}

// kindIndex finds the kind of t among kinds (one tile of each).
func kindIndex(kinds []ingenious.Tile, t ingenious.Tile) int {
	for i, k := range kinds {
		if k.SameKind(t) {
			return i
		}
	}
	return -1
}

// unseen lists, by their index in kinds, the tiles off the board that the
// mover does not hold: the bag and the other racks.
func unseen(pos *ingenious.Position, kinds []ingenious.Tile, mine hand) []int {
	var pool []int
	for i, k := range kinds {
		n := pos.Unplaced(k)
		if mine.known {
			for _, t := range mine.tiles {
				if t.SameKind(k) {
					n--
				}
			}
		}
		for ; n > 0; n-- {
			pool = append(pool, i)
		}
	}
	return pool
}

// sample draws n tiles of the pool at random (it shuffles the pool's
// first n places).
func sample(s *search, pool []int, n int) []int {
	for i := 0; i < n; i++ {
		j := i + s.rng.IntN(len(pool)-i)
		pool[i], pool[j] = pool[j], pool[i]
	}
	return pool[:n]
}

// finish writes the chosen turn, with a swap when the rack is known, the
// swap comes before the refill and what is left of the rack shows none of
// the lowest colours.
func finish(pub *ingenious.Position, h hand, t turn) ingenious.Turn {
	out := ingenious.Turn{Placements: t.pls}
	r := pub.Rules()
	if !h.known || r.SwapAfterRefill || !r.HasRacks() || t.after.Outcome().Over || pub.BagSize() < 2*ingenious.RackSize {
		return out
	}
	for _, pl := range t.pls {
		h = h.without(pl.Tile)
	}
	low := lowest(t.after.Scores(r.TrackOf(pub.Seat())))
	for _, tile := range h.tiles {
		if low[tile.A] || low[tile.B] {
			return out
		}
	}
	out.Swap = true
	return out
}

// lowest marks the colours of a track's lowest score.
func lowest(sc [ingenious.NumColours]int) (low [ingenious.NumColours + 1]bool) {
	m := slices.Min(sc[:])
	for i, v := range sc {
		low[i+1] = v == m
	}
	return low
}

// valueIngenious values the position after a turn of seat me: by the
// points its track has (greedy play: the turn that scores most), or by
// evalIngenious.
func (s *search) valueIngenious(p *ingenious.Position, me int) int {
	if !s.points {
		return evalIngenious(p, me, 1)
	}
	if o := p.Outcome(); o.Over {
		return terminal(o, me, 1)
	}
	total := 0
	for _, x := range p.Scores(p.Rules().TrackOf(me)) {
		total += x
	}
	return total
}

// evalIngenious values a position ply turns from the root for a seat: its
// track's weighted sorted scores less the best other track's, or the
// game's end.
func evalIngenious(p *ingenious.Position, seat, ply int) int {
	if o := p.Outcome(); o.Over {
		return terminal(o, seat, ply)
	}
	r := p.Rules()
	mine := r.TrackOf(seat)
	v, other := trackValue(p.Scores(mine)), -infinity
	for t := 0; t < r.Tracks(); t++ {
		if t != mine {
			other = max(other, trackValue(p.Scores(t)))
		}
	}
	if other == -infinity {
		return v
	}
	return v - other
}

// trackValue weighs a track's scores sorted from the lowest up.
func trackValue(sc [ingenious.NumColours]int) int {
	slices.Sort(sc[:])
	v := 0
	for i, x := range sc {
		v += ingWeights[i] * x
	}
	return v
}

func asMoves(pls []ingenious.Placement) []engines.Move {
	return []engines.Move{ingenious.Turn{Placements: pls}}
}
