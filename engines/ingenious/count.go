package ingenious

// This file counts the turns from a position (perft at depth 1) without
// listing them. A turn is its first placement and every bonus placement it
// earns, so the count is a sum over the turn's placements: a placement
// that ends the turn is one way, one after which the turn goes on is as
// many ways as there are to end it from there. Only the placements after
// which the turn goes on are played; those that end it are counted pair
// by pair from what each hex would score, and all of them at once on the
// turn's last placement (the mover's last tile).

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

// countTurns counts the turns from p (perft at depth 1).
func (p *Position) countTurns() uint64 {
	return p.countFrom(chainState{due: p.due(), first: p.FirstRound()})
}

// countFrom counts the ways to end the turn from p, as walk would list
// them.
func (p *Position) countFrom(st chainState) uint64 {
	k := p.kindsLeft()
	if !st.first && p.lastPlacement(st) {
		return uint64(p.edges) * k.perPair // every pair of empty spaces, and the turn ends
	}
	var pairs [maxPairs]spacePair
	nPairs := p.emptyPairs(&pairs, st.first)
	if p.lastPlacement(st) {
		return uint64(nPairs) * k.perPair
	}
	sc := p.newScan()
	n := uint64(0)
	for _, sp := range pairs[:nPairs] {
		n += p.countPair(sp, &sc, &k, st)
	}
	return n
}

// lastPlacement reports whether the next placement ends the turn whatever
// it scores: it places the mover's last tile, or the longest chain perft
// walks is reached.
func (p *Position) lastPlacement(st chainState) bool {
	return p.rules.HasRacks() && p.rackLen[p.seat] <= 1 || st.placed+1 >= maxChain
}

// countPair counts the ways to end the turn from p that start with a
// placement on the pair sp. Where one placement is owed, one that earns no
// bonus placement ends the turn and is one way; the others are played.
func (p *Position) countPair(sp spacePair, sc *scan, k *kindsLeft, st chainState) uint64 {
	ra, rb := sc.at(p, sp.a), sc.at(p, sp.b)
	doubles := sc.earning(ra, rb)
	if st.due == 1 && doubles == 0 { // a hex earns in a colour only if a double of it would
		return k.perPair
	}
	ea, eb := sc.earning(ra, nil), sc.earning(rb, nil)
	n := uint64(0)
	for a := Red; a <= Purple; a++ {
		for b := Red; b <= Purple; b++ {
			if !k.with[a].has(b) {
				continue
			}
			earns := ea.has(a) || eb.has(b)
			if a == b {
				earns = doubles.has(a)
			}
			if st.due == 1 && !earns {
				n++
				continue
			}
			n += p.countAfter(Placement{Tile: Tile{a, b}, First: sp.a, Second: sp.b}, st)
		}
	}
	return n
}

// countAfter plays pl on a copy of p, as step does, and counts the ways to
// end the turn from there: one when it is over.
func (p *Position) countAfter(pl Placement, st chainState) uint64 {
	next := *p
	_, due := next.placeOne(pl, st.first, st.due)
	if st.placed+1 < maxChain && next.goesOn(due) {
		return next.countFrom(chainState{due: due, placed: st.placed + 1})
	}
	return 1
}

// scan holds, for countPair, what a hex placed on each empty space would
// score by colour, each space's runs counted once: runsFrom the space in
// every direction, whatever its partner's, since the partner is an empty
// space, which scores nothing. need is, by colour, the points that earn a
// bonus placement on the mover's track (more than any placement scores
// where none can be earned).
type scan struct {
	done [gridSize]bool
	runs [gridSize][NumColours + 1]uint8 // a run is at most 14 hexes, 6 runs at most 84
	need [NumColours + 1]uint8
}

// never is more points than a placement can score.
const never = 255

// newScan starts the scan of p for the mover's track.
func (p *Position) newScan() scan {
	var sc scan
	track := p.rules.TrackOf(p.seat)
	for c := Red; c <= Purple; c++ {
		old := int(p.scores[track][c-1])
		sc.need[c] = never
		if stop := p.nextMark(old); old < stop && p.rules.bonuses() {
			sc.need[c] = uint8(stop - old)
		}
	}
	return sc
}

// at gives the runs from the empty space s.
func (sc *scan) at(p *Position, s Space) *[NumColours + 1]uint8 {
	if !sc.done[s] {
		for c, k := range p.runsFrom(s, -1) {
			sc.runs[s][c] = uint8(k)
		}
		sc.done[s] = true
	}
	return &sc.runs[s]
}

// earning is the set of colours in which a hex scoring ra (plus rb, for
// the two hexes of a double) earns a bonus placement.
func (sc *scan) earning(ra, rb *[NumColours + 1]uint8) colourSet {
	var s colourSet
	for c := Red; c <= Purple; c++ {
		pts := int(ra[c])
		if rb != nil {
			pts += int(rb[c])
		}
		if pts >= int(sc.need[c]) {
			s |= 1 << (c - 1)
		}
	}
	return s
}
