package ingenious

import "iter"

// Scored is a placement with the points each of its hexes would score: A
// for the hex of Tile.A on First, B for the hex of Tile.B on Second (a
// double scores A+B in its one colour). Gain is what the mover's track
// takes of them, each colour stopping at its next mark, and Earns whether
// a colour reaches a mark that earns a bonus placement. Last is true when
// the placement leaves no two adjacent spaces empty: the game ends with it.
type Scored struct {
	Placement
	A, B  int
	Gain  int
	Earns bool
	Last  bool
}

// ScoredPlacements yields the placements Placements(tiles) lists, in its
// order, each with the points its hexes would score, without placing any:
// a player that weighs thousands of placements (a play-out) needs no copy
// of the position for each.
func (p *Position) ScoredPlacements(tiles []Tile) iter.Seq[Scored] {
	return func(yield func(Scored) bool) {
		if p.ended != notOver || p.rules.HasRacks() && p.rackLen[p.seat] == 0 {
			return
		}
		track := p.rules.TrackOf(p.seat)
		var buf [NumKinds]Tile
		var at spacePair // the pair the runs are of; never a pair at first
		var runA, runB [NumColours + 1]int
		last := false
		for sp, pl := range p.placements(p.kindsOf(tiles, buf[:0]), p.FirstRound()) {
			if sp != at {
				at = sp
				d := direction(sp.a, sp.b)
				runA, runB = p.runsFrom(sp.a, d), p.runsFrom(sp.b, opposite(d))
				last = p.emptyNext(sp.a)+p.emptyNext(sp.b)-1 == p.edges
			}
			sc := Scored{Placement: pl, A: runA[pl.Tile.A], B: runB[pl.Tile.B], Last: last}
			sc.Gain, sc.Earns = p.gainOf(track, pl.Tile, sc.A, sc.B)
			if !yield(sc) {
				return
			}
		}
	}
}

// kindsOf appends to out one tile of each kind among tiles that still has
// tiles off the board, in the order of tiles.
func (p *Position) kindsOf(tiles []Tile, out []Tile) []Tile {
	var seen [NumKinds]bool
	for _, t := range tiles {
		if k := t.kind(); k >= 0 && !seen[k] && p.unplaced[k] > 0 {
			seen[k] = true
			out = append(out, kindTile[k])
		}
	}
	return out
}

// runsFrom counts, for each colour, what a hex of that colour on the empty
// space s would score with its partner in direction pd: the hexes of the
// colour in an unbroken run along each of the five other lines (runScore
// for every colour at once); with pd -1, along all six.
func (p *Position) runsFrom(s Space, pd int) (n [NumColours + 1]int) {
	for d := range dirStep {
		if c := p.colourAt(s.step(d)); d != pd && c != 0 {
			_, k := p.run(s, c, d)
			n[c] += k
		}
	}
	return n
}

// emptyNext counts the empty spaces next to s: the pairs of adjacent empty
// spaces that filling s (empty) takes away.
func (p *Position) emptyNext(s Space) int {
	n := 0
	for d := range dirStep {
		if p.empty(s.step(d)) {
			n++
		}
	}
	return n
}

// gainOf is what a tile whose hexes score a and b adds to track, and
// whether a colour reaches a mark that earns a bonus placement.
func (p *Position) gainOf(track int, t Tile, a, b int) (int, bool) {
	if t.Double() {
		return p.taken(track, t.A, a+b)
	}
	ga, ea := p.taken(track, t.A, a)
	gb, eb := p.taken(track, t.B, b)
	return ga + gb, ea || eb
}
