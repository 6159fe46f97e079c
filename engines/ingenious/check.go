package ingenious

import "fmt"

// checkPlacement checks the spaces of a placement and, for a seat's first
// tile, the start symbol it touches, which it returns.
func (p *Position) checkPlacement(pl Placement, first bool) (Colour, error) {
	if !pl.Tile.Valid() {
		return 0, broken(codeMalformed, nil, "%v is not a tile", pl.Tile)
	}
	if err := p.checkSpaces(pl.First, pl.Second); err != nil {
		return 0, err
	}
	if err := p.checkTile(pl); err != nil {
		return 0, err
	}
	if !first {
		return 0, nil
	}
	return p.checkFirstTile(pl)
}

// checkSpaces checks that a and b are two adjacent empty spaces in use.
func (p *Position) checkSpaces(a, b Space) error {
	if a == b {
		return broken(codeSameSpace, spaces(a), "a tile covers two spaces, not %v twice", a)
	}
	for _, s := range [2]Space{a, b} {
		if err := p.checkEmpty(s); err != nil {
			return err
		}
	}
	if direction(a, b) < 0 {
		return broken(codeNotAdjacent, spaces(a, b), "%v and %v are not adjacent", a, b)
	}
	return nil
}

// checkEmpty checks that s is an empty space of the board in use.
func (p *Position) checkEmpty(s Space) error {
	if !s.Valid() || p.cells[s]&cellOff != 0 {
		return broken(codeOffBoard, spaces(s), "%v is off the %d-player board", s, p.boardPlayers())
	}
	switch c := p.cells[s]; {
	case c&cellStart != 0:
		return broken(codeStartSymbol, spaces(s), "%v holds the %s start symbol", s, Colour(c&cellColour).Name())
	case c != 0:
		return broken(codeSpaceTaken, spaces(s), "%v is taken", s)
	}
	return nil
}

// boardPlayers names the board in use by its number of players.
func (p *Position) boardPlayers() int {
	if p.rules.Variant == Solo {
		return 2
	}
	return max(2, p.rules.Players)
}

// checkFirstTile checks that a seat's first tile touches a start symbol it
// may use (by default one no earlier first tile touched), and returns that
// symbol's colour.
func (p *Position) checkFirstTile(pl Placement) (Colour, error) {
	if c := p.claimOf(pl); c != 0 {
		return c, nil
	}
	if p.rules.AnyStartSymbol {
		return 0, broken(codeFirstTile, pl.at(), "%s's first tile must touch a start symbol", seatName(p.seat))
	}
	var free []Colour
	for _, c := range Colours() {
		if !p.claimed(c) {
			free = append(free, c)
		}
	}
	return 0, broken(codeFirstTile, pl.at(), "%s's first tile must touch a start symbol not yet used: %s",
		seatName(p.seat), colourList(free))
}

// claimOf returns the colour of a start symbol the placement touches that
// the seat to move may use, or 0.
func (p *Position) claimOf(pl Placement) Colour {
	if c := p.freeStartNear(pl.First); c != 0 {
		return c
	}
	return p.freeStartNear(pl.Second)
}

// freeStartNear returns the colour of a start symbol next to s that a
// first tile may touch, or 0: any symbol under first-round=any-symbol,
// else one no first tile has touched.
func (p *Position) freeStartNear(s Space) Colour {
	for d := range dirStep {
		n := s.step(d)
		if c := p.colourAt(n); p.cells[n]&cellStart != 0 && (p.rules.AnyStartSymbol || !p.claimed(c)) {
			return c
		}
	}
	return 0
}

// claimed reports whether an earlier first tile touched the start symbol of
// colour c.
func (p *Position) claimed(c Colour) bool {
	for _, x := range p.claims[:p.nClaims] {
		if x == c {
			return true
		}
	}
	return false
}

// rackNote is the fact a public record leaves unchecked when the mover
// places t: the tile was in the hidden rack. None when the racks are known
// or there are none.
func (p *Position) rackNote(t Tile) []string {
	if !p.rules.HasRacks() || p.full {
		return nil
	}
	return []string{fmt.Sprintf("the tile %v was in %s's rack", t, seatName(p.seat))}
}

// takeTile takes a tile of t's kind from the mover's rack (of a hidden
// rack, one tile fewer).
func (p *Position) takeTile(t Tile) {
	if !p.rules.HasRacks() {
		return
	}
	seat := p.seat
	p.rackLen[seat]--
	if !p.full {
		return
	}
	rack := &p.racks[seat]
	for i, r := range rack[:p.rackLen[seat]] {
		if r.kind() == t.kind() {
			rack[i] = rack[p.rackLen[seat]]
			break
		}
	}
}

// checkTile checks that the mover can place a tile of the placement's
// kind.
func (p *Position) checkTile(pl Placement) error {
	seat, t := p.seat, pl.Tile
	switch {
	case p.unplaced[t.kind()] == 0:
		return broken(codeAllPlaced, pl.at(), "all %d %v tiles are already on the board", fullSet[t.kind()], kindTile[t.kind()])
	case !p.rules.HasRacks():
		return nil
	case p.rackLen[seat] == 0:
		return broken(codeRackEmpty, pl.at(), "%s has no tile left to place", seatName(seat))
	case p.full && !p.inRack(seat, t):
		return broken(codeNotInRack, pl.at(), "%v is not in %s's rack", t, seatName(seat))
	}
	return nil
}

// inRack reports whether a seat's rack holds a tile of t's kind.
func (p *Position) inRack(seat int, t Tile) bool {
	for _, r := range p.racks[seat][:p.rackLen[seat]] {
		if r.kind() == t.kind() {
			return true
		}
	}
	return false
}

// checkDeclared compares the points a record declares with what the
// placement scored; a colour of the tile left out of a declaration counts
// as declared 0.
func checkDeclared(pl Placement, g *gain) error {
	if len(pl.Declared) == 0 {
		return nil
	}
	seen := [NumColours + 1]bool{}
	for _, d := range pl.Declared {
		switch {
		case !d.Colour.Valid():
			return broken(codeMalformed, pl.at(), "declared points need a colour")
		case seen[d.Colour]:
			return broken(codeDeclaredTwice, pl.at(), "a declaration names each colour once: %s twice", d.Colour.Name())
		}
		seen[d.Colour] = true
		if got := g.pointsFor(d.Colour); got != d.Points {
			return broken(codeDeclaredScore, pl.at(), "declared score %d for %s, the placement scores %d", d.Points, d.Colour.Name(), got)
		}
	}
	for i := 0; i < g.n; i++ {
		if c := g.colours[i]; !seen[c] && g.points[i] != 0 {
			return broken(codeDeclaredScore, pl.at(), "declared score 0 for %s (not declared), the placement scores %d", c.Name(), g.points[i])
		}
	}
	return nil
}
