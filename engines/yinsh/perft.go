package yinsh

import "github.com/arbiter-games/arbiter/engines"

// The turn tree: a turn is the opening removals, the placement, ring move or
// pass, then the mover's own removals; every distinct sequence of choices
// has a distinct long form. This file is the hot path of perft.

// maxParts bounds the parts of one turn: at most three rows removed in all
// (the third wins), and the placement, move or pass.
const maxParts = 8

// part is one step of a turn in the tree.
type part struct {
	kind     Action // ActionNone for a removal
	from, to Point  // the move; for a removal: the ring, in to
	window   uint8  // the row removed
}

// leaf is a complete turn collected by the tree, with the board after it.
type leaf struct {
	turn  Turn
	child board
}

// tree walks the turns of one position.
type tree struct {
	r       *rules
	depth   int
	path    [maxParts]part
	n       int
	collect *[]leaf  // when set, turns are collected instead of counted below
	search  *[]child // when set, the search's children are collected instead
}

// Perft counts the leaves of the turn tree depth turns deep.
func (p *Position) Perft(depth int) uint64 { return perft(&p.b, &p.r, depth) }

// Divide returns each legal turn's long form with the perft count below it
// (depth-1), in the order the engine generates them.
func (p *Position) Divide(depth int) []engines.Count {
	if depth < 1 {
		return nil
	}
	leaves := p.leaves()
	counts := make([]engines.Count, len(leaves))
	for i := range leaves {
		counts[i] = engines.Count{Move: leaves[i].turn.String(), Nodes: perft(&leaves[i].child, &p.r, depth-1)}
	}
	return counts
}

// Legal lists the turns Play accepts now, as Turn values in long form, in
// the order Divide lists them; none when the game is over.
func (p *Position) Legal() []engines.Move {
	leaves := p.leaves()
	turns := make([]engines.Move, len(leaves))
	for i := range leaves {
		turns[i] = leaves[i].turn
	}
	return turns
}

func (p *Position) leaves() []leaf {
	var leaves []leaf
	if _, reason := p.ending(); reason == "" {
		t := tree{r: &p.r, depth: 1, collect: &leaves}
		t.turns(&p.b)
	}
	return leaves
}

func perft(b *board, r *rules, depth int) uint64 {
	if depth == 0 {
		return 1
	}
	if b.end != notEnded || b.won(White, r) || b.won(Black, r) {
		return 0
	}
	t := tree{r: r, depth: depth}
	return t.turns(b)
}

func (t *tree) turns(b *board) uint64 {
	if b.placing() {
		return t.placements(b)
	}
	var rows rowList
	if b.flipped { // else the side to move has no row (see board)
		b.rowsOf(b.toMove, &rows)
	}
	if rows.n == 0 && b.supplyEmpty(t.r) {
		return 0
	}
	return t.removals(b, &rows, true)
}

func (t *tree) placements(b *board) uint64 {
	var total uint64
	if t.counting() {
		return uint64(allPoints.andNot(b.occupied()).count()) // a turn a free point
	}
	for free := allPoints.andNot(b.occupied()); !free.empty(); {
		p := free.pop()
		nb := *b
		nb.placeRing(p)
		t.push(part{kind: ActionPlace, to: p})
		total += t.endTurn(&nb)
		t.n--
	}
	return total
}

// removals branches on every row of the side to move among rows and every
// ring removed with it, then goes on with the move (opening) or ends the turn.
func (t *tree) removals(b *board, rows *rowList, opening bool) uint64 {
	c := b.toMove
	var total uint64
	var nb board // declared outside the loops so that it stays on the stack
	found := false
	for _, w := range rows.w[:rows.n] {
		if !b.complete(c, w) {
			continue
		}
		found = true
		for rings := b.ring[c]; !rings.empty(); {
			ring := rings.pop()
			nb = *b
			nb.removeRow(c, w, ring)
			t.push(part{to: ring, window: w})
			if nb.won(c, t.r) {
				total += t.endTurn(&nb)
			} else {
				total += t.removals(&nb, rows, opening)
			}
			t.n--
		}
	}
	switch {
	case found:
		return total
	case opening:
		return t.moves(b)
	}
	return t.endTurn(b)
}

func (t *tree) moves(b *board) uint64 {
	if t.counting() {
		return t.countMoves(b)
	}
	var ms moveList
	b.ringMoves(&ms)
	if ms.n == 0 {
		return t.noMove(b)
	}
	var total uint64
	for _, m := range ms.m[:ms.n] {
		total += t.move(b, m)
	}
	return total
}

// move branches on the ring move m at b: it plays it and goes on with the
// removals it makes possible, or ends the turn.
func (t *tree) move(b *board, m move) uint64 {
	var rows rowList
	nb := *b
	changed := nb.moveRing(m.from, m.to)
	nb.rowsThrough(b.toMove, changed, &rows)
	t.push(part{kind: ActionMove, from: m.from, to: m.to})
	total := t.removals(&nb, &rows, false)
	t.n--
	return total
}

// countMoves counts the turns of the ring moves at b (perft at depth 1),
// all rings and a direction at a time (slide), without listing them or
// playing those that surely make no row of the mover's. The mover has no
// row before a move (its opening removals took them all), so a row after
// it is one the move made: with its new marker, where the ring stood, or
// a marker it flipped. Every move is one turn unless the mover's markers
// and rings with the markers jumped in any direction hold a row; then a
// move that flips nothing is one turn unless the ring's marker makes a
// row (quietTurns), and a direction's jumps are one turn each when the
// mover's markers and rings with every marker jumped that way hold no
// row, else each jump is looked at (countJump).
func (t *tree) countMoves(b *board) uint64 {
	c := b.toMove
	own := b.marker[c].or(b.ring[c])
	var jumped, landings [len(directions)]bitset
	var total uint64
	var flips bitset // the markers jumped in any direction
	for d := range directions {
		var slid bitset
		slid, jumped[d], landings[d] = slide(b, d)
		total += uint64(slid.count() + landings[d].count())
		flips = flips.or(jumped[d])
	}
	if total == 0 {
		return t.noMove(b)
	}
	if _, found := rowStarts(own.or(flips)); !found {
		return total
	}
	for d := range directions {
		if landings[d].empty() {
			continue
		}
		if _, found := rowStarts(own.or(jumped[d])); !found {
			continue
		}
		for l := landings[d]; !l.empty(); {
			to := l.pop()
			total += t.countJump(b, move{jumpFrom(b, to, d), to}) - 1 // counted one above
		}
	}
	if _, found := rowStarts(own); found {
		for rings := b.ring[c]; !rings.empty(); {
			total += t.quietTurns(b, rings.pop())
		}
	}
	return total
}

// slide finds the ring moves of the side to move at b in direction d, of
// all its rings at once: the empty points they slide to (slid), the
// markers they would jump (jumped), and the empty points past those, where
// they land (landings). A ring's ray stops at the next ring, so the rays
// of two rings never meet: each point of slid and landings is one move.
func slide(b *board, d int) (slid, jumped, landings bitset) {
	rings, markers := b.ring[b.toMove], b.allMarkers()
	empty := allPoints.andNot(b.rings()).andNot(markers)
	if d < 3 {
		n := dirBits[d]
		slid = reachUp(rings, empty, n)
		jumped = reachUp(rings.or(slid), markers, n)
		return slid, jumped, jumped.up(n).and(empty)
	}
	n := dirBits[d-3]
	slid = reachDown(rings, empty, n)
	jumped = reachDown(rings.or(slid), markers, n)
	return slid, jumped, jumped.down(n).and(empty)
}

// reachUp gives the points of through that the points of from reach in
// 1 to maxRay steps n bits up, every step onto a point of through: filled
// in a fixed number of shifts, without a loop (a step of 1, of 1, of 2
// where the step before is in through too, of 4 likewise, of 1). No step
// between two points of the board wraps (TestStep), so neither do these.
func reachUp(from, through bitset, n uint) bitset {
	g := from.up(n).and(through)
	g = g.or(g.up(n).and(through))
	two := through.and(through.up(n))
	g = g.or(g.up(2 * n).and(two))
	four := two.and(two.up(2 * n))
	g = g.or(g.up(4 * n).and(four))
	return g.or(g.up(n).and(through))
}

// reachDown is reachUp going down. The two are apart so that each
// shifts one way without a test (one function testing the direction at
// every shift made Perft(1) a tenth slower).
func reachDown(from, through bitset, n uint) bitset {
	g := from.down(n).and(through)
	g = g.or(g.down(n).and(through))
	two := through.and(through.down(n))
	g = g.or(g.down(2 * n).and(two))
	four := two.and(two.down(2 * n))
	g = g.or(g.down(4 * n).and(four))
	return g.or(g.down(n).and(through))
}

// jumpFrom gives the ring whose jump in direction d lands on to: the
// first ring back along the line, the nearest of the rings on to's ray
// the other way (its highest point going down, its lowest going up).
func jumpFrom(b *board, to Point, d int) Point {
	back := (d + 3) % len(directions)
	behind := rayBits[to][back].and(b.rings())
	if back >= 3 {
		return behind.last()
	}
	return behind.pop()
}

// countJump counts the turns of the ring move m at b that jumps markers:
// one when it makes no row of the mover's, whose markers are then those
// it had, the markers it jumped flipped, and one where the ring stood.
func (t *tree) countJump(b *board, m move) uint64 {
	flips := b.allMarkers().and(between[m.from][m.to])
	starts, found := rowStarts(b.marker[b.toMove].xor(flips).or(bit(m.from)))
	if !found {
		return 1
	}
	return t.made(b, m, starts)
}

// quietTurns counts the turns of the moves of the ring at from that flip
// no marker, less one a move (counted by countMoves). They all make the
// same rows, of the mover's markers with one where the ring stood, and
// any ring, wherever it went, may be removed with them: one is played.
func (t *tree) quietTurns(b *board, from Point) uint64 {
	starts, found := rowStarts(b.marker[b.toMove].or(bit(from)))
	if !found {
		return 0
	}
	var moves uint64
	var to Point
	occupied := b.occupied()
	for d := range directions {
		for _, p := range rays[from][d][:rayLen[from][d]] {
			if occupied.has(p) {
				break
			}
			moves, to = moves+1, p
		}
	}
	if moves == 0 {
		return 0
	}
	return moves * (t.made(b, move{from, to}, starts) - 1)
}

// made counts the turns of the ring move m at b, which makes the rows of
// the mover's that start at starts (rowStarts; all its rows: it had none
// before): a turn for each ring removed with the row where it makes one
// (each ends the turn), else the move played.
func (t *tree) made(b *board, m move, starts [3]bitset) uint64 {
	if starts[0].count()+starts[1].count()+starts[2].count() == 1 {
		return uint64(b.ring[b.toMove].count())
	}
	return t.move(b, m)
}

// noMove ends the turn of a player who cannot move a ring: a pass, or under
// no-move=loss his loss (no turn at all when nothing was removed before).
func (t *tree) noMove(b *board) uint64 {
	if !t.r.noMoveLoss {
		t.push(part{kind: ActionPass})
		total := t.endTurn(b)
		t.n--
		return total
	}
	if t.n == 0 {
		return 0
	}
	nb := *b
	nb.end, nb.loser = cannotMove, b.toMove
	return t.endTurn(&nb)
}

// counting reports whether the tree counts the turns of its position
// (perft at depth 1), neither listing them nor looking below.
func (t *tree) counting() bool { return t.depth == 1 && t.collect == nil && t.search == nil }

func (t *tree) push(p part) {
	t.path[t.n] = p
	t.n++
}

// endTurn is a leaf of the turn tree: it counts the turns below the board
// after it, or collects the turn.
func (t *tree) endTurn(b *board) uint64 {
	nb := *b
	nb.endTurn()
	if t.search != nil {
		*t.search = append(*t.search, newChild(&nb, t.path[:t.n]))
		return 0
	}
	if t.collect != nil {
		*t.collect = append(*t.collect, leaf{turn: turnOf(t.path[:t.n]), child: nb})
		return 0
	}
	return perft(&nb, t.r, t.depth-1)
}

// turnOf writes a path of the tree as a Turn.
func turnOf(path []part) Turn {
	var turn Turn
	for _, p := range path {
		if p.kind != ActionNone {
			turn.Action, turn.From, turn.To = p.kind, p.from, p.to
			continue
		}
		rm := Removal{Row: windowRow(p.window), Ring: p.to}
		if turn.Action == ActionNone {
			turn.Opening = append(turn.Opening, rm)
		} else {
			turn.Removals = append(turn.Removals, rm)
		}
	}
	return turn
}
