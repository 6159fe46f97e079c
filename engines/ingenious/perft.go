package ingenious

import (
	"iter"
	"slices"

	"github.com/arbiter-games/arbiter/engines"
)

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

// chain is the placements of one turn, for Divide and Legal.
type chain struct {
	pls [maxChain]Placement
	n   int
}

// listing gathers the turns of a walk from the root: Divide's counts, or
// Legal's turns.
type listing struct {
	counts []engines.Count
	turns  []engines.Move
	legal  bool // gather turns, not counts
}

// add gathers the turn of the placements pls, with nodes below it.
func (l *listing) add(pls []Placement, nodes uint64) {
	if l.legal {
		l.turns = append(l.turns, &Turn{Placements: slices.Clone(pls)})
		return
	}
	l.counts = append(l.counts, engines.Count{Move: Turn{Placements: pls}.String(), Nodes: nodes})
}

// Perft counts the leaves of the turn tree to the given depth.
func (p *Position) Perft(depth int) uint64 {
	root := *p
	root.full = false
	return root.perft(depth)
}

func (p *Position) perft(depth int) uint64 {
	switch {
	case depth == 0:
		return 1
	case p.ended != notOver:
		return 0
	case depth == 1:
		return p.countTurns()
	}
	var path chain
	return p.walk(p.due(), p.FirstRound(), depth, &path, nil)
}

// Divide lists each turn's long form and the perft count below it.
func (p *Position) Divide(depth int) []engines.Count {
	var l listing
	p.list(depth, &l)
	return l.counts
}

// Legal lists the turns as the public sees them, as Turn values in long
// form, in the order Divide lists them: every chain of placements (the
// first and each bonus placement it earns) with any kind of tile the set
// still has off the board, and no draw or swap; none when the game is over.
//
// Play accepts each of them as it stands in a public record (racks hidden),
// noting the rack's tiles and the draw as unchecked. In a full record it
// needs more than the turn names: each tile placed must be in the mover's
// rack, and the turn must write the tiles it draws (Refill) or the swap.
func (p *Position) Legal() []engines.Move {
	l := listing{legal: true}
	p.list(1, &l)
	return l.turns
}

// list walks the turns from p as the public sees them, gathering each with
// the count depth-1 turns below it.
func (p *Position) list(depth int, l *listing) {
	root := *p
	root.full = false
	if depth < 1 || root.ended != notOver {
		return
	}
	var path chain
	root.walk(root.due(), root.FirstRound(), depth, &path, l)
}

// due is the number of placements the next turn starts owing.
func (p *Position) due() int {
	if p.pending > 0 {
		return p.pending
	}
	return 1
}

// walk counts the leaves depth turns below every turn from p that still
// owes due placements; first restricts the first placement to the
// first-round rule. With out, it gathers each turn and its count.
func (p *Position) walk(due int, first bool, depth int, path *chain, out *listing) uint64 {
	var kinds [NumKinds]Tile
	var n uint64
	for _, pl := range p.placements(p.offBoard(kinds[:0]), first) {
		n += p.step(pl, due, first, depth, path, out)
	}
	return n
}

// step plays one placement on a copy of p and goes on with the turn, or,
// when it is over, counts below it.
func (p *Position) step(pl Placement, due int, first bool, depth int, path *chain, out *listing) uint64 {
	next := *p
	_, due = next.placeOne(pl, first, due)
	if path.n < maxChain {
		path.pls[path.n] = pl
	}
	path.n++
	defer func() { path.n-- }()
	if next.goesOn(due) && path.n < maxChain {
		return next.walk(due, false, depth, path, out)
	}
	next.endTurn()
	n := next.perft(depth - 1)
	if out != nil {
		out.add(path.pls[:min(path.n, maxChain)], n)
	}
	return n
}

// endTurn refills the hidden rack of the seat that played and passes the
// turn on.
func (p *Position) endTurn() {
	if p.ended == notOver && p.rules.HasRacks() {
		p.rackLen[p.seat] += p.refillNeed()
	}
	p.passTurn()
}

// emptyPairs lists the pairs of adjacent empty spaces; in the first round
// only those touching a start symbol not yet used.
func (p *Position) emptyPairs(buf *[maxPairs]spacePair, first bool) int {
	n := 0
	for sp := range p.pairs(first) {
		if n < maxPairs {
			buf[n] = sp
			n++
		}
	}
	return n
}

// pairs yields the pairs of adjacent empty spaces in reading order; in the
// first round only those touching a start symbol not yet used.
func (p *Position) pairs(first bool) iter.Seq[spacePair] {
	return func(yield func(spacePair) bool) {
		for _, a := range p.rules.Board().spaces() { // the spaces of the grid not on the board are never empty
			if p.cells[a] != 0 {
				continue
			}
			for _, d := range forward {
				b := a.step(d)
				if p.empty(b) && (!first || p.touchesFree(a) || p.touchesFree(b)) && !yield(spacePair{a, b}) {
					return
				}
			}
		}
	}
}

// placements yields each placement of the tiles, with its pair, on the
// pairs of adjacent empty spaces (in the first round, those emptyPairs
// allows): pair by pair, as pairPlacements lists them. Whether the mover
// may place it is the caller's check.
func (p *Position) placements(tiles []Tile, first bool) iter.Seq2[spacePair, Placement] {
	return func(yield func(spacePair, Placement) bool) {
		var pairs [maxPairs]spacePair
		for _, sp := range pairs[:p.emptyPairs(&pairs, first)] {
			var buf [2 * NumKinds]Placement
			for _, pl := range pairPlacements(&buf, sp, tiles) {
				if !yield(sp, pl) {
					return
				}
			}
		}
	}
}

// pairPlacements lists in buf the placements of the tiles on the pair sp:
// each tile as given and then turned round unless it is a double.
func pairPlacements(buf *[2 * NumKinds]Placement, sp spacePair, tiles []Tile) []Placement {
	out := buf[:0]
	for _, t := range tiles {
		out = append(out, Placement{Tile: t, First: sp.a, Second: sp.b})
		if !t.Double() {
			out = append(out, Placement{Tile: Tile{t.B, t.A}, First: sp.a, Second: sp.b})
		}
	}
	return out
}

// touchesFree reports whether s is next to a start symbol no first tile
// has touched.
func (p *Position) touchesFree(s Space) bool { return p.freeStartNear(s) != 0 }
