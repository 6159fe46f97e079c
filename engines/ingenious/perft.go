package ingenious

import "github.com/arbiter-games/arbiter/engines"

// Perft sees turns as the public does: a turn is its placements (the first
// and every bonus placement it earns), each with any kind of tile the set
// still has off the board; racks, draws and swaps are hidden or chance and
// are not branched on. Placements differ by tile, spaces and which colour
// lies where.

const (
	// maxPairs bounds the pairs of adjacent empty spaces (the 4-player board
	// has 468).
	maxPairs = 512
	// maxChain bounds the placements of one turn in perft.
	maxChain = 16
)

// spacePair is two adjacent empty spaces, a earlier in reading order.
type spacePair struct{ a, b Space }

// chain is the placements of one turn, for Divide.
type chain struct {
	pls [maxChain]Placement
	n   int
}

// Perft counts the leaves of the turn tree to the given depth.
func (p *Position) Perft(depth int) uint64 {
	root := p.publicView()
	return root.perft(depth)
}

func (p *Position) perft(depth int) uint64 {
	if depth == 0 {
		return 1
	}
	if p.ended != notOver {
		return 0
	}
	var n uint64
	var path chain
	p.eachTurn(p.due(), p.FirstRound(), &path, func(next *Position, _ *chain) {
		n += next.perft(depth - 1)
	})
	return n
}

// Divide lists each turn's long form and the perft count below it.
func (p *Position) Divide(depth int) []engines.Count {
	root := p.publicView()
	if depth < 1 || root.ended != notOver {
		return nil
	}
	var out []engines.Count
	var path chain
	root.eachTurn(root.due(), root.FirstRound(), &path, func(next *Position, c *chain) {
		t := Turn{Placements: c.pls[:c.n]}
		out = append(out, engines.Count{Move: t.String(), Nodes: next.perft(depth - 1)})
	})
	return out
}

// publicView is a copy of p with the racks hidden.
func (p *Position) publicView() *Position {
	v := *p
	v.full = false
	return &v
}

// due is the number of placements the next turn starts owing.
func (p *Position) due() int {
	if p.pending > 0 {
		return p.pending
	}
	return 1
}

// eachTurn calls visit with the position after every turn from p that
// still owes due placements; first restricts the first placement to the
// first-round rule.
func (p *Position) eachTurn(due int, first bool, path *chain, visit func(*Position, *chain)) {
	var pairs [maxPairs]spacePair
	n := p.emptyPairs(&pairs, first)
	for _, sp := range pairs[:n] {
		for k, left := range p.unplaced {
			if left == 0 {
				continue
			}
			t := kindTile[k]
			p.branch(Placement{Tile: t, First: sp.a, Second: sp.b}, due, first, path, visit)
			if !t.Double() {
				p.branch(Placement{Tile: Tile{t.B, t.A}, First: sp.a, Second: sp.b}, due, first, path, visit)
			}
		}
	}
}

// branch plays one placement on a copy of p and goes on with the turn.
func (p *Position) branch(pl Placement, due int, first bool, path *chain, visit func(*Position, *chain)) {
	next := *p
	if first {
		claim, _ := next.checkFirstTile(pl)
		next.claims[next.nClaims] = claim
		next.nClaims++
	}
	if next.rules.HasRacks() {
		next.rackLen[next.seat]--
	}
	g := next.put(pl)
	due += g.bonuses - 1
	if path.n < maxChain {
		path.pls[path.n] = pl
	}
	path.n++
	if due > 0 && next.ended == notOver && next.rackLen[next.seat] > 0 && path.n < maxChain {
		next.eachTurn(due, false, path, visit)
	} else {
		next.endTurn()
		visit(&next, path)
	}
	path.n--
}

// endTurn refills the hidden rack of the seat that played and passes the
// turn on.
func (p *Position) endTurn() {
	if p.ended == notOver && p.rules.HasRacks() {
		p.rackLen[p.seat] = min(RackSize, p.rackLen[p.seat]+p.BagSize())
	}
	p.passTurn()
}

// emptyPairs lists the pairs of adjacent empty spaces; in the first round
// only those touching a start symbol not yet used.
func (p *Position) emptyPairs(buf *[maxPairs]spacePair, first bool) int {
	n := 0
	for s := range p.cells {
		if p.cells[s] != 0 {
			continue
		}
		a := Space(s)
		for _, d := range forward {
			b := a.step(d)
			if p.empty(b) && (!first || p.touchesFree(a) || p.touchesFree(b)) && n < maxPairs {
				buf[n] = spacePair{a, b}
				n++
			}
		}
	}
	return n
}

// touchesFree reports whether s is next to a start symbol no first tile
// has touched.
func (p *Position) touchesFree(s Space) bool { return p.freeStartNear(s) != 0 }
