package ingenious

import (
	"maps"
	"strconv"
	"strings"

	"github.com/arbiter-games/arbiter/engines"
)

var _ engines.Generator = Game{}

// RandomGame plays a random legal game as a full record, to its end or
// maxTurns turns (no limit when maxTurns <= 0): every seat's first rack is
// dealt at random (and returned in the Players and Rack tags, or in the
// position string when the setup starts from one), and every turn writes
// its draws.
func (g Game) RandomGame(seed int64, s engines.Setup, maxTurns int) (engines.Setup, []engines.Move, error) {
	p, err := g.NewPosition(s)
	if err != nil {
		return s, nil, err
	}
	gen := generator{p: p, r: rng{uint64(seed)}}
	out := gen.dealt(s)
	gen.init()
	for (maxTurns <= 0 || len(gen.turns) < maxTurns) && p.ended == notOver {
		gen.turn()
	}
	moves := make([]engines.Move, len(gen.turns))
	for i := range gen.turns {
		moves[i] = &gen.turns[i]
	}
	return out, moves, nil
}

// generator plays one random game.
type generator struct {
	p *Position
	r rng
	// empties are the spaces that may still have an empty neighbour; spaces
	// filled or cut off are dropped when met.
	empties []Space
	turns   []Turn
	pls     []Placement
	tiles   []Tile
}

// dealt returns the setup s of the generator's position with its tags
// copied and, when the position has racks that s does not give, every
// first rack dealt and written in the tags (or the position string).
func (gen *generator) dealt(s engines.Setup) engines.Setup {
	out := s
	out.Tags = maps.Clone(s.Tags)
	if out.Tags == nil {
		out.Tags = map[string]string{}
	}
	if gen.p.rules.HasRacks() && !gen.p.full {
		gen.deal()
		gen.recordDeal(&out)
	}
	return out
}

// deal gives every seat a random first rack.
func (gen *generator) deal() {
	p := gen.p
	want := p.rackLen
	p.full = true
	p.rackLen = [maxSeats]int{}
	for seat := 0; seat < p.rules.Players; seat++ {
		bag := p.bagCounts()
		for i := 0; i < want[seat]; i++ {
			p.racks[seat][i] = gen.r.pick(&bag, p.BagSize()-i)
		}
		p.rackLen[seat] = want[seat]
	}
}

// recordDeal writes the dealt racks into the setup.
func (gen *generator) recordDeal(s *engines.Setup) {
	p := gen.p
	if s.Position != "" {
		s.Position = p.String()
		return
	}
	s.Tags["Players"] = strconv.Itoa(p.rules.Players)
	for seat := 0; seat < p.rules.Players; seat++ {
		rack, _ := p.Rack(seat)
		names := make([]string, len(rack))
		for i, t := range rack {
			names[i] = t.String()
		}
		s.Tags[rackTag(seat+1)] = strings.Join(names, " ")
	}
}

// init sizes the buffers and lists the empty spaces.
func (gen *generator) init() {
	spaces := gen.p.rules.Board().spaces()
	n := len(spaces)/2 + 8
	gen.turns = make([]Turn, 0, n)
	gen.pls = make([]Placement, 0, n+8)
	gen.tiles = make([]Tile, 0, n+gen.p.rules.Players*RackSize+16)
	for _, s := range spaces {
		if gen.p.empty(s) {
			gen.empties = append(gen.empties, s)
		}
	}
}

// turn plays one random turn and records it.
func (gen *generator) turn() {
	p := gen.p
	t := Turn{}
	start := len(gen.pls)
	due, first := p.due(), p.FirstRound()
	for p.goesOn(due) {
		pl := gen.placement(first)
		_, due = p.placeOne(pl, first, due)
		first = false
		gen.pls = append(gen.pls, pl)
	}
	t.Placements = gen.pls[start:len(gen.pls):len(gen.pls)]
	if p.ended == notOver && p.rules.HasRacks() {
		gen.rack(&t)
	}
	p.passTurn()
	gen.turns = append(gen.turns, t)
}

// placement chooses a random legal placement of a tile the seat holds.
func (gen *generator) placement(first bool) Placement {
	a, b := gen.spaces(first)
	var t Tile
	if gen.p.rules.HasRacks() {
		t = gen.p.racks[gen.p.seat][gen.r.intn(gen.p.rackLen[gen.p.seat])]
	} else {
		bag := gen.p.unplaced
		t = gen.r.pick(&bag, TilesInSet-gen.p.onBoard)
	}
	if gen.r.intn(2) == 0 {
		t = Tile{t.B, t.A}
	}
	return Placement{Tile: t, First: a, Second: b}
}

// spaces chooses two adjacent empty spaces at random (in the first round,
// next to a free start symbol).
func (gen *generator) spaces(first bool) (Space, Space) {
	p := gen.p
	if first {
		var pairs [maxPairs]spacePair
		n := p.emptyPairs(&pairs, true)
		sp := pairs[gen.r.intn(n)]
		return sp.a, sp.b
	}
	for {
		i := gen.r.intn(len(gen.empties))
		a := gen.empties[i]
		var near [6]Space
		n := 0
		for d := range dirStep {
			if b := a.step(d); p.empty(b) {
				near[n] = b
				n++
			}
		}
		if n > 0 && p.empty(a) {
			return a, near[gen.r.intn(n)]
		}
		last := len(gen.empties) - 1
		gen.empties[i] = gen.empties[last]
		gen.empties = gen.empties[:last]
	}
}

// rack refills the rack and swaps it when allowed and the dice say so, in
// the order of the swap option.
func (gen *generator) rack(t *Turn) {
	p := gen.p
	swap := func() bool {
		_, shows := p.rackShows(p.seat, p.lowest(p.rules.TrackOf(p.seat)))
		return !shows && gen.r.intn(2) == 0
	}
	if !p.rules.SwapAfterRefill && swap() {
		gen.swapRack(t)
		return
	}
	t.Refill = gen.draw(p.refillNeed())
	if p.rules.SwapAfterRefill && swap() {
		gen.swapRack(t)
	}
}

// swapRack replaces the mover's rack with a new one from the bag.
func (gen *generator) swapRack(t *Turn) {
	p := gen.p
	t.Swap = true
	size := p.BagSize()
	bag := p.bagCounts()
	p.rackLen[p.seat] = 0
	t.SwapDraw = gen.drawFrom(&bag, min(RackSize, size), size)
}

// draw draws n random tiles from the bag into the mover's rack.
func (gen *generator) draw(n int) []Tile {
	bag := gen.p.bagCounts()
	return gen.drawFrom(&bag, n, gen.p.BagSize())
}

// drawFrom draws n random tiles from bag (holding size tiles) into the
// mover's rack and returns them.
func (gen *generator) drawFrom(bag *[NumKinds]uint8, n, size int) []Tile {
	p := gen.p
	start := len(gen.tiles)
	for i := 0; i < n; i++ {
		tile := gen.r.pick(bag, size-i)
		p.racks[p.seat][p.rackLen[p.seat]] = tile
		p.rackLen[p.seat]++
		gen.tiles = append(gen.tiles, tile)
	}
	if n == 0 {
		return nil
	}
	return gen.tiles[start:len(gen.tiles):len(gen.tiles)]
}
