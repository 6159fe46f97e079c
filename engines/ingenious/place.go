package ingenious

// This file is the hot path: putting a tile on the board, scoring it and
// moving the score track. Callers have checked the placement.

// gain is what one placement scored: the points of each of its colours
// (for a double, both hexes add to the one colour) and the colours whose
// track passed a mark that earns a bonus placement.
type gain struct {
	colours [2]Colour
	points  [2]int
	n       int
	reached [2]Colour
	bonuses int
}

// placeOne plays pl as one placement of the mover's turn, which owed due
// placements before it: as the turn's first placement (first), it claims
// the start symbol it touches; it takes the tile from the rack, places and
// scores it. It returns the gain and the placements the turn owes after it;
// the turn goes on while goesOn says so. Every way of playing a turn
// (Play, Place, perft, the reviewer, the generator) places through it.
func (p *Position) placeOne(pl Placement, first bool, due int) (gain, int) {
	if first {
		if c := p.claimOf(pl); c != 0 {
			p.claims[p.nClaims] = c
			p.nClaims++
		}
	}
	p.takeTile(pl.Tile)
	g := p.put(pl)
	return g, due + g.bonuses - 1
}

// goesOn reports whether the mover's turn, owing due placements, goes on
// with another: the game is not over and the mover has a tile to place.
func (p *Position) goesOn(due int) bool {
	return due > 0 && p.ended == notOver && (p.rackLen[p.seat] > 0 || !p.rules.HasRacks())
}

// put places the tile's two hexes, scores them and moves the mover's track.
func (p *Position) put(pl Placement) gain {
	a, b := pl.First, pl.Second
	d := direction(a, b)
	p.fill(a, pl.Tile.A, d)
	p.fill(b, pl.Tile.B, opposite(d))
	p.unplaced[pl.Tile.kind()]--
	p.onBoard++
	var g gain
	g.add(pl.Tile.A, p.runScore(a, pl.Tile.A, d))
	g.add(pl.Tile.B, p.runScore(b, pl.Tile.B, opposite(d)))
	track := p.rules.TrackOf(p.seat)
	for i := 0; i < g.n; i++ {
		if p.advance(track, g.colours[i], g.points[i]) {
			g.reached[g.bonuses] = g.colours[i]
			g.bonuses++
		}
	}
	p.checkEnd(track)
	return g
}

// add counts points for a colour.
func (g *gain) add(c Colour, pts int) {
	if g.n > 0 && g.colours[0] == c {
		g.points[0] += pts
		return
	}
	g.colours[g.n], g.points[g.n] = c, pts
	g.n++
}

// pointsFor returns what the placement scored in colour c.
func (g *gain) pointsFor(c Colour) int {
	for i := 0; i < g.n; i++ {
		if g.colours[i] == c {
			return g.points[i]
		}
	}
	return 0
}

// fill puts a hex of colour c on the empty space s, its partner in
// direction d, and drops the pairs of empty spaces s was part of.
func (p *Position) fill(s Space, c Colour, d int) {
	p.edges -= p.emptyNext(s)
	p.cells[s] = uint8(c) | uint8(d+1)<<partnerSh
}

// runScore counts, along the five lines from s that do not point at its
// partner (direction pd), the hexes of colour c in an unbroken run. The
// runs never reach the partner, so the count is the same before and after
// the tile is placed.
func (p *Position) runScore(s Space, c Colour, pd int) int {
	n := 0
	for d := range dirStep {
		if d != pd {
			_, k := p.run(s, c, d)
			n += k
		}
	}
	return n
}

// run walks from s in direction d over the unbroken run of hexes of colour
// c: it returns the last of them (s when there is none) and their number.
func (p *Position) run(s Space, c Colour, d int) (Space, int) {
	n := 0
	for t := s.step(d); p.colourAt(t) == c; t = t.step(d) {
		s = t
		n++
	}
	return s, n
}

// advance moves a track's colour on by pts, stopping at the next mark (18,
// then the top of a double-length track); points beyond it are lost. It
// reports whether the colour reached a mark that earns a bonus placement.
func (p *Position) advance(track int, c Colour, pts int) bool {
	gain, earns := p.taken(track, c, pts)
	p.scores[track][c-1] += uint8(gain)
	return earns
}

// taken is what pts points of colour c add to track, stopping at the
// next mark, and whether they reach a mark that earns a bonus placement.
func (p *Position) taken(track int, c Colour, pts int) (int, bool) {
	old := int(p.scores[track][c-1])
	return min(p.nextMark(old), old+pts) - old, p.earns(old, pts)
}

// nextMark is where a track standing at old stops next: 18, then the top.
func (p *Position) nextMark(old int) int {
	if old >= 18 {
		return p.rules.Top()
	}
	return 18
}

// earns reports whether pts points from old reach a mark that earns a
// bonus placement.
func (p *Position) earns(old, pts int) bool {
	stop := p.nextMark(old)
	return old < stop && old+pts >= stop && p.rules.bonuses()
}

// checkEnd ends the game when no two adjacent spaces are empty or when the
// track has reached the top in all six colours.
func (p *Position) checkEnd(track int) {
	top := uint8(p.rules.Top())
	all := true
	for _, v := range p.scores[track] {
		all = all && v == top
	}
	switch {
	case all:
		p.ended, p.winner = allTop, track
	case p.edges == 0:
		p.ended = boardFull
	}
}
