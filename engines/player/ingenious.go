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
// values most. Depth 2 (level 2 and up) looks further for the best
// lookWidth turns: over racks drawn for the next seat from the tiles it
// may hold (the same racks for every turn), its best reply by its
// evaluation, then the mover's best placement of the tiles left in its
// rack, the mean over replySamples racks; the other seats' turns are not
// searched. This sampled lookahead stands in for max-n or paranoid
// search, which would branch on every tile of every hidden rack. Deeper
// limits search no deeper than 2.

// ingWeights weigh a track's scores sorted from its lowest colour up: the
// game is won on the lowest colour, then the next (added to the expected
// final lowest colour, see trackValue).
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

// after is the hand less the tiles of a turn's placements.
func (h hand) after(pls []ingenious.Placement) hand {
	for _, pl := range pls {
		h = h.without(pl.Tile)
	}
	return h
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
	return &ingenious.Turn{Placements: pls}, nil
}

// choose picks the best turn: greedy at depth 1, with the next seat's
// reply and the mover's next placement at depth 2.
func (ingeniousRules) choose(s *search, pos engines.Position, rack []string, maxDepth int) (engines.Move, error) {
	pub, h, err := prepare(pos, rack)
	if err != nil {
		return nil, err
	}
	if !s.deadline.IsZero() {
		// A lookahead's step is thousands of nodes, and a busy machine
		// stretches it: keep three tenths of the time in hand.
		s.deadline = s.start.Add(s.deadline.Sub(s.start) * 7 / 10)
		s.watch()
	}
	me := pub.Seat()
	cands := turns(s, pub, h, me)
	if len(cands) == 0 {
		return nil, errNoTurn
	}
	cands = highest(s, cands, max(lookWidth(s.width), endWidth))
	if !s.stopped {
		s.done(1, cands[0].value, asMoves(cands[0].pls))
	}
	if maxDepth >= 2 && !s.stopped {
		lookahead(s, pub, cands[:min(len(cands), lookWidth(s.width))], h, me)
	}
	if maxDepth >= 2 && !s.stopped {
		endgame(s, pub, cands, h, me)
	}
	return finish(pub, h, cands[0]), nil
}

// highest returns the k turns of the highest value, the highest first, in a
// random order on a tie (the seed's). It sorts their places, not the
// turns (half a kilobyte each): sorting thousands of turns took
// milliseconds, after the search stopped too.
func highest(s *search, cands []turn, k int) []turn {
	order := make([]int, len(cands))
	for i := range order {
		order[i] = i
	}
	s.rng.Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
	slices.SortStableFunc(order, func(a, b int) int { return cands[b].value - cands[a].value })
	out := make([]turn, 0, min(k, len(order)))
	for _, i := range order[:cap(out)] {
		out = append(out, cands[i])
	}
	return out
}

// lookWidth is the number of turns looked at beyond depth 1, from the
// search's width (4*level-2): 16 a level, 32 at level 2.
func lookWidth(width int) int { return 4 * (width + 2) }

// turns lists the candidate turns of the mover, valued for seat me.
func turns(s *search, pub *ingenious.Position, h hand, me int) []turn {
	pls := pub.Placements(h.tiles)
	out := make([]turn, 0, len(pls)) // a turn is half a kilobyte: no copies as the list grows
	for _, pl := range pls {
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
// evaluation; when the search stops, the best of those looked at (a
// bonus placement is owed: the turn is not whole without it).
func bonus(s *search, t *turn, h hand, owed int, me int) {
	for owed > 0 {
		best, bestOwed, bestValue := ingenious.Placement{}, 0, -infinity
		var bestPos ingenious.Position
		for _, pl := range t.after.Placements(h.tiles) {
			if bestValue > -infinity && s.stop() {
				break // out of time: the best placement so far
			}
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

// replySamples is the number of racks drawn for the next seat.
const replySamples = 64

// lookahead values the candidates one turn further and sorts them by it
// (see reply). Every candidate meets the same racks, drawn once from the
// tiles the next seat may hold (those off the board the mover does not
// hold): the candidates differ by their turns, not by the draw. When the
// search stops, the candidates valued so far (the best at depth 1) are
// sorted, the others dropped.
func lookahead(s *search, pub *ingenious.Position, cands []turn, h hand, me int) {
	pool := unseen(pub, allKinds, h)
	size := min(ingenious.RackSize, len(pool))
	racks := make([][]int, replySamples)
	for i := range racks {
		racks[i] = slices.Clone(sample(s, pool, size))
	}
	n := 0
	for ; n < len(cands) && !s.stopNow(); n++ {
		c := &cands[n]
		if c.after.Outcome().Over || c.after.Seat() == me {
			continue
		}
		v, ok := reply(s, c, h, me, racks)
		if !ok {
			break
		}
		c.value = v
	}
	if n == 0 {
		return
	}
	slices.SortStableFunc(cands[:n], func(a, b turn) int { return b.value - a.value })
	if n == len(cands) {
		s.done(2, cands[0].value, asMoves(cands[0].pls))
	}
}

// stopNow is stop looking at the clock now: a candidate's lookahead is
// thousands of nodes, and stop looks only every 32.
func (s *search) stopNow() bool {
	if !s.stopped {
		s.stopped = s.expired()
	}
	return s.stopped
}

// best is the reply with one kind of tile best for the seat that plays it,
// and the mover's value after it and after its own next placement.
type best struct {
	theirs, mine int
	ok           bool
	after        ingenious.Position
	next         int
	nextDone     bool
}

// reply is the value for me of a candidate turn after the next seat's
// reply and my next placement: for each rack drawn, the next seat places
// the tile of that rack whose best placement its evaluation values most,
// then I place the best of the tiles left in my rack (the draw unknown);
// the mean over the racks. It fails when the search stops.
func reply(s *search, c *turn, h hand, me int, racks [][]int) (int, bool) {
	pos := &c.after
	them := pos.Seat()
	var byKind [ingenious.NumKinds]best
	for _, pl := range pos.Placements(allKinds) {
		if s.stop() {
			return 0, false
		}
		s.nodes++
		next := *pos
		if _, err := next.Place(pl); err != nil {
			continue
		}
		k := kindIndex(allKinds, pl.Tile)
		if v := evalIngenious(&next, them, 2); !byKind[k].ok || v > byKind[k].theirs {
			byKind[k] = best{theirs: v, mine: evalIngenious(&next, me, 2), ok: true, after: next}
		}
	}
	left := h.after(c.pls)
	sum := 0
	for _, pick := range racks {
		bestK := -1
		for _, k := range pick {
			if byKind[k].ok && (bestK < 0 || byKind[k].theirs > byKind[bestK].theirs) {
				bestK = k
			}
		}
		switch {
		case bestK < 0:
			sum += c.value
		case left.known && len(left.tiles) > 0:
			v, ok := mineNext(s, &byKind[bestK], left, me)
			if !ok {
				return 0, false
			}
			sum += v
		default:
			sum += byKind[bestK].mine
		}
	}
	return sum / len(racks), true
}

// mineNext is my value after the reply b and my best placement of the
// tiles left in my rack (the reply's own value when I cannot place, or
// the next seat still owes a bonus placement); worked out once a reply.
// It fails when the search stops.
func mineNext(s *search, b *best, left hand, me int) (int, bool) {
	if b.nextDone {
		return b.next, true
	}
	v := -infinity
	if b.after.Seat() == me {
		for _, pl := range b.after.Placements(left.tiles) {
			if s.stop() {
				return 0, false
			}
			s.nodes++
			next := b.after
			if _, err := next.Place(pl); err != nil {
				continue
			}
			v = max(v, evalIngenious(&next, me, 3))
		}
	}
	b.nextDone, b.next = true, b.mine
	if v > -infinity {
		b.next = v
	}
	return b.next, true
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

// finish writes the chosen turn, with a swap when the rack is known and
// swapWanted says so.
func finish(pub *ingenious.Position, h hand, t turn) *ingenious.Turn {
	out := &ingenious.Turn{Placements: t.pls}
	if !h.known {
		return out
	}
	out.Swap = swapWanted(pub, &t.after, h.after(t.pls).tiles)
	return out
}

// swapWanted tells whether the mover of before, whose turn led to after
// and left it the tiles left, swaps its rack: when the swap comes before
// the refill, the game goes on with two racks' worth of tiles in the bag,
// and the tiles left show none of the track's lowest colours.
func swapWanted(before, after *ingenious.Position, left []ingenious.Tile) bool {
	r := before.Rules()
	if r.SwapAfterRefill || !r.HasRacks() || after.Outcome().Over || before.BagSize() < 2*ingenious.RackSize {
		return false
	}
	low := lowest(after.Scores(r.TrackOf(before.Seat())))
	for _, tile := range left {
		if low[tile.A] || low[tile.B] {
			return false
		}
	}
	return true
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
// track's expected final lowest colour less the best other track's, or the
// game's end.
func evalIngenious(p *ingenious.Position, seat, ply int) int {
	if o := p.Outcome(); o.Over {
		return terminal(o, seat, ply)
	}
	r := p.Rules()
	f := future(p)
	mine := r.TrackOf(seat)
	v, other := trackValue(p.Scores(mine), f, r.Top()), -infinity
	for t := 0; t < r.Tracks(); t++ {
		if t != mine {
			other = max(other, trackValue(p.Scores(t), f, r.Top()))
		}
	}
	if other == -infinity {
		return v
	}
	return v - other
}

// allKinds is one tile of each kind.
var allKinds = func() []ingenious.Tile {
	var out []ingenious.Tile
	for _, a := range ingenious.Colours() {
		for _, b := range ingenious.Colours() {
			if b >= a {
				out = append(out, ingenious.Tile{A: a, B: b})
			}
		}
	}
	return out
}()

// future estimates the points each track still scores, in hundredths: its
// share of the tiles still to be placed (0.85 of the empty spaces' pairs)
// at a hundredth of the points a tile has scored so far for one track,
// with a prior of 4 points a tile for the first tiles: 72 (0.72 points) at
// the start of a two-seat game, less after, so that the expected final
// lowest colour is in effect the lowest score. The whole share (what the
// final division by 100 leaves out) and three tenths of it were measured
// against greedy play and gained nothing (the package doc gives the
// matches).
func future(p *ingenious.Position) int {
	off := 0
	for _, k := range allKinds {
		off += p.Unplaced(k)
	}
	placed := ingenious.TilesInSet - off
	empty := p.Board().Size() - ingenious.NumColours - 2*placed
	total := 0
	r := p.Rules()
	for t := 0; t < r.Tracks(); t++ {
		for _, x := range p.Scores(t) {
			total += x
		}
	}
	rate := 100 * (total + 4*8) / (placed*r.Tracks() + 8)
	return rate * empty * 85 / 200 / 100 / r.Tracks()
}

// trackValue is a track's expected final lowest colour, in hundredths: the
// level its scores reach when the future points f fill the lowest first,
// up to the top of the track; plus its scores sorted from the lowest up and weighed by
// ingWeights. Early in the game every point raises the level, late only
// the lowest colours' points do.
func trackValue(sc [ingenious.NumColours]int, f, top int) int {
	slices.Sort(sc[:])
	sum, level := 0, 0
	for k := 1; k <= len(sc); k++ {
		sum += 100 * sc[k-1]
		level = (sum + f) / k
		if k == len(sc) || level <= 100*sc[k] {
			break
		}
	}
	level = min(level, 100*top)
	v := 0
	for i, x := range sc {
		v += ingWeights[i] * x
	}
	return level + v
}

func asMoves(pls []ingenious.Placement) []engines.Move {
	return []engines.Move{&ingenious.Turn{Placements: pls}}
}
