package ingenious

import (
	"slices"
	"sync"
)

// This file counts the turns from a position (perft at depth 1) without
// listing them. A turn is its first placement and every bonus placement it
// earns, so the count is a sum over the turn's placements: a placement
// that ends the turn is one way, one after which the turn goes on is as
// many ways as there are to end it from there. Only the placements after
// which the turn goes on are played. Those that end it are counted pair by
// pair from what each hex would score; on the mover's last tile all of
// them at once; and before it, each placement that leaves the last tile to
// place counts the pairs left without being played.

// chainState is where a turn stands: the placements it owes, those it has
// placed, and whether the next is the first of a seat's first turn.
type chainState struct {
	due, placed int
	first       bool
}

// colourSet is a set of colours: bit c-1 for colour c.
type colourSet uint8

// has reports whether the set holds c.
func (s colourSet) has(c Colour) bool { return s&(1<<(c-1)) != 0 }

// colours is the set of the tile's colours.
func (t Tile) colours() colourSet { return 1<<(t.A-1) | 1<<(t.B-1) }

// kindsLeft is what the tile kinds still off the board allow on one pair:
// with[a] the colours b for which a tile placed with a on the pair's first
// space and b on its second is of a kind left (b == a for a double), and
// perPair the number of such placements.
type kindsLeft struct {
	with    [NumColours + 1]colourSet
	perPair uint64
}

// kindsLeft gives the placements the tiles off the board allow on a pair.
func (p *Position) kindsLeft() kindsLeft {
	var k kindsLeft
	for a := Red; a <= Purple; a++ {
		for b := Red; b <= Purple; b++ {
			if p.unplaced[kindOf[a][b]] > 0 {
				k.with[a] |= 1 << (b - 1)
				k.perPair++
			}
		}
	}
	return k
}

// after is what the kinds left allow once a tile of t's kind is placed
// on p: the same, unless it was the last of its kind.
func (k kindsLeft) after(p *Position, t Tile) kindsLeft {
	if p.unplaced[t.kind()] > 1 {
		return k
	}
	k.with[t.A] &^= 1 << (t.B - 1)
	k.with[t.B] &^= 1 << (t.A - 1)
	k.perPair -= 2
	if t.Double() {
		k.perPair++
	}
	return k
}

// cachedLevels is how many placements of a turn the counter keeps the
// runs of; a turn places at most RackSize tiles, the last counted without
// them.
const cachedLevels = RackSize

// counter counts the turns from a position. For each placement of the
// turn so far (level) it keeps what a hex placed on each empty space would
// score by colour: runsFrom the space in every direction, whatever its
// partner's, since the partner is an empty space, which scores nothing.
// A space's runs hold for the board of the count that stamped them. It
// keeps the placements of the turn so far (path), and once a turn has
// two, the counts of the positions reached (the memo's entries), which a
// turn reaches in as many orders as it can make its placements in. The
// counters are kept between counts (counters); each count of turns has a
// gen of its own, and a memo entry of another is stale.
type counter struct {
	runs    [cachedLevels][gridSize][NumColours + 1]uint8 // a run is at most 14 hexes, 6 runs at most 84
	stamp   [cachedLevels][gridSize]uint64
	board   uint64 // the boards counted so far, to stamp the runs
	path    [maxChain]Placement
	gen     uint64
	entries [memoSize]memoEntry
}

// counters keeps the counters between counts.
var counters = sync.Pool{New: func() any { return new(counter) }}

// countTurns counts the turns from p (perft at depth 1). While no colour
// could earn a bonus placement with twice its hexes on the board (a hex
// scores at most each of them once), every placement is a turn.
func (p *Position) countTurns() uint64 {
	st := chainState{due: p.due(), first: p.FirstRound()}
	if st.due == 1 && !p.mayEarn() {
		return p.NextChoices()
	}
	c := counters.Get().(*counter)
	defer counters.Put(c)
	c.gen++
	return c.count(p, st, p.kindsLeft())
}

// NextChoices counts the placements the mover may make next (each tile
// kind the set still has off the board, pair of spaces and way round, as
// Perft sees them), whatever bonus placements they earn
// (engines.Chained): the whole turns with their bonus chains can pass a
// thousand million.
func (p *Position) NextChoices() uint64 {
	if p.ended != notOver {
		return 0
	}
	k, n := p.kindsLeft(), uint64(0)
	for range p.pairs(p.FirstRound()) {
		n += k.perPair
	}
	return n
}

// mayEarn reports whether a placement may earn a bonus placement: whether
// a colour would with twice its hexes on the board.
func (p *Position) mayEarn() bool {
	var on [NumColours + 1]int
	for _, s := range p.rules.Board().spaces() {
		on[p.cells[s]&cellColour]++
	}
	need := p.need()
	for c := Red; c <= Purple; c++ {
		if 2*on[c] >= int(need[c]) {
			return true
		}
	}
	return false
}

// count counts the ways to end the turn from p, as walk would list them;
// k is what the kinds left allow. It looks up and keeps in the memo the
// counts after two placements or more.
func (c *counter) count(p *Position, st chainState, k kindsLeft) uint64 {
	if !st.first && p.lastPlacement(st) {
		return uint64(p.edges) * k.perPair // every pair of empty spaces, and the turn ends
	}
	key, ok := c.key(p, st)
	if !ok {
		return c.scan(p, st, k)
	}
	e := c.at(key)
	if e.gen != c.gen || e.key != key {
		*e = memoEntry{key: key, gen: c.gen, n: c.scan(p, st, k)}
	}
	return e.n
}

// scan counts the ways to end the turn from p pair by pair.
func (c *counter) scan(p *Position, st chainState, k kindsLeft) uint64 {
	c.board++
	b := board{p: p, board: c.board, level: st.placed, need: p.need()}
	n, last := uint64(0), p.lastPlacement(st)
	for sp := range p.pairs(st.first) {
		if last {
			n += k.perPair
		} else {
			n += c.countPair(&b, sp, st, &k)
		}
	}
	return n
}

// board is the position a count scans: which board it is, for the runs'
// stamps, the placements made in the turn before it, and by colour the
// points that earn a bonus placement on the mover's track (more than any
// placement scores where none can be earned).
type board struct {
	p     *Position
	board uint64
	level int
	need  [NumColours + 1]uint8
}

// never is more points than a placement can score.
const never = 255

// need gives, by colour, the points that earn a bonus placement on the
// mover's track.
func (p *Position) need() (need [NumColours + 1]uint8) {
	track := p.rules.TrackOf(p.seat)
	for c := Red; c <= Purple; c++ {
		old := int(p.scores[track][c-1])
		need[c] = never
		if stop := p.nextMark(old); old < stop && p.rules.bonuses() {
			need[c] = uint8(stop - old)
		}
	}
	return need
}

// lastPlacement reports whether the next placement ends the turn whatever
// it scores: it places the mover's last tile, or the longest chain perft
// walks is reached.
func (p *Position) lastPlacement(st chainState) bool {
	return p.rules.HasRacks() && p.rackLen[p.seat] <= 1 || st.placed+1 >= maxChain
}

// countPair counts the ways to end the turn that start with a placement
// on the pair sp. Where one placement is owed, one that earns no bonus
// placement ends the turn and is one way; the others go on.
func (c *counter) countPair(b *board, sp spacePair, st chainState, k *kindsLeft) uint64 {
	var bufA, bufB [NumColours + 1]uint8
	ra, rb := c.runsAt(b, sp.a, &bufA), c.runsAt(b, sp.b, &bufB)
	doubles := b.earning(ra, rb)
	if st.due == 1 && doubles == 0 { // a hex earns in a colour only if a double of it would
		return k.perPair
	}
	ea, eb := b.earning(ra, nil), b.earning(rb, nil)
	n := uint64(0)
	for x := Red; x <= Purple; x++ {
		for y := Red; y <= Purple; y++ {
			if !k.with[x].has(y) {
				continue
			}
			bonuses := 0
			switch {
			case x == y && doubles.has(x):
				bonuses = 1
			case x != y && ea.has(x) && eb.has(y):
				bonuses = 2
			case x != y && (ea.has(x) || eb.has(y)):
				bonuses = 1
			}
			if st.due+bonuses == 1 {
				n++ // the turn ends
				continue
			}
			n += c.countAfter(b.p, Placement{Tile: Tile{x, y}, First: sp.a, Second: sp.b}, st, bonuses, k)
		}
	}
	return n
}

// countAfter counts the ways to end the turn from the placement pl on p,
// which earns the bonus placements given and after which one is still
// owed: one if the game ends with it. When the mover has a tile left after
// it, the pairs left are counted without placing it, unless the placement
// may bring the track to the top in all six colours; else pl is played
// on a copy of p, as step does.
func (c *counter) countAfter(p *Position, pl Placement, st chainState, bonuses int, k *kindsLeft) uint64 {
	if p.rules.HasRacks() && p.rackLen[p.seat] == 2 && !p.mayTopOut(pl.Tile) {
		edges := p.edges - p.emptyNext(pl.First) - p.emptyNext(pl.Second) + 1
		if edges == 0 {
			return 1 // the board is full
		}
		return uint64(edges) * k.after(p, pl.Tile).perPair
	}
	next := *p
	_, due := next.placeOne(pl, st.first, st.due)
	c.path[st.placed] = pl
	if st.placed+1 < maxChain && next.goesOn(due) {
		return c.count(&next, chainState{due: due, placed: st.placed + 1}, k.after(p, pl.Tile))
	}
	return 1
}

// mayTopOut reports whether a tile of t's colours may bring the mover's
// track to the top in all six colours: whether the others are there.
func (p *Position) mayTopOut(t Tile) bool {
	track := p.rules.TrackOf(p.seat)
	top := uint8(p.rules.Top())
	for c := Red; c <= Purple; c++ {
		if p.scores[track][c-1] != top && !t.colours().has(c) {
			return false
		}
	}
	return true
}

// runsAt gives the runs from the empty space s of the board, from the
// counter's cache at its level, or worked out in buf beyond them.
func (c *counter) runsAt(b *board, s Space, buf *[NumColours + 1]uint8) *[NumColours + 1]uint8 {
	if b.level < cachedLevels && c.stamp[b.level][s] == b.board {
		return &c.runs[b.level][s]
	}
	if b.level < cachedLevels {
		c.stamp[b.level][s] = b.board
		buf = &c.runs[b.level][s]
	}
	for col, k := range b.p.runsFrom(s, -1) {
		buf[col] = uint8(k)
	}
	return buf
}

// earning is the set of colours in which a hex scoring ra (plus rb, for
// the two hexes of a double) earns a bonus placement.
func (b *board) earning(ra, rb *[NumColours + 1]uint8) colourSet {
	var s colourSet
	for c := Red; c <= Purple; c++ {
		pts := int(ra[c])
		if rb != nil {
			pts += int(rb[c])
		}
		if pts >= int(b.need[c]) {
			s |= 1 << (c - 1)
		}
	}
	return s
}

// The memo holds memoSize counts, its slots chosen by memoBits bits of a
// key's hash.
const (
	memoBits = 16
	memoSize = 1 << memoBits
)

// memoEntry is a count and its key.
type memoEntry struct {
	key memoKey
	gen uint64
	n   uint64
}

// memoKey is a position reached in the turn being counted: its placements
// in order of their spaces and tiles (24 bits each), the mover's scores
// (6 bits each) and the placements owed (4 bits). The position the turn
// started from and these give the board, the tiles and racks left and
// the scores, all that the count after it depends on.
type memoKey [3]uint64

// maxKeyed is the most placements a key holds.
const maxKeyed = 5

// key gives the key of p, reached with the placements of c.path; false
// when it needs none (fewer than two placements, which reach p in one
// order) or cannot hold it.
func (c *counter) key(p *Position, st chainState) (memoKey, bool) {
	if st.placed < 2 || st.placed > maxKeyed || st.due >= 1<<4 {
		return memoKey{}, false
	}
	var packed [maxKeyed]uint64
	for i, pl := range c.path[:st.placed] {
		packed[i] = uint64(pl.First)<<15 | uint64(pl.Second)<<6 | uint64(pl.Tile.A)<<3 | uint64(pl.Tile.B)
	}
	slices.Sort(packed[:st.placed])
	var key memoKey
	bit := 0
	put := func(v uint64, width int) {
		key[bit/64] |= v << (bit % 64)
		if bit%64+width > 64 {
			key[bit/64+1] |= v >> (64 - bit%64)
		}
		bit += width
	}
	for _, v := range packed {
		put(v, 24)
	}
	for _, v := range p.scores[p.rules.TrackOf(p.seat)] {
		put(uint64(v), 6)
	}
	put(uint64(st.due), 4)
	return key, true
}

// at gives the memo's slot for key: a count whose key has the slot of
// another's takes its place.
func (c *counter) at(key memoKey) *memoEntry {
	h := (key[0] ^ key[1]*0xff51afd7ed558ccd ^ key[2]*0xc4ceb9fe1a85ec53) * 0x9e3779b97f4a7c15
	return &c.entries[h>>(64-memoBits)]
}
