package board

import (
	"github.com/arbiter-games/arbiter/engines"
	"github.com/arbiter-games/arbiter/notation"
)

// node is one turn of the record's tree, or its start (the root). The
// turns that can follow a node are its kids: the first goes on with the
// line the node is on, each other one starts a variation that replaces
// its owner, a kid before it, in the record's text. A kid without a turn
// (a ghost) is an empty variation, kept only to be written as it was
// read; it is never the first kid.
type node struct {
	id     int
	turn   *notation.Turn // nil for the root and for ghosts
	parent *node
	kids   []*node
	// owner is the kid whose turn a variation's first node replaces (nil
	// for a first kid).
	owner *node
	// trail holds the comments after the last turn of a line, kept by the
	// line's last node (the root's: of a main line without turns; a
	// ghost's: all its variation holds).
	trail []notation.Comment
	// move is the turn as the engine resolved it, nil when it was not
	// played (refused, or after a refused turn); err says why it was
	// refused; number is its number as the referee counts turns.
	move   engines.Move
	err    error
	number int
}

// next is the node that goes on with the node's line, nil at its end.
func (n *node) next() *node {
	if len(n.kids) == 0 {
		return nil
	}
	return n.kids[0]
}

// head is the node that heads the line n is on: the root for the main
// line, else the first node of n's variation.
func (n *node) head() *node {
	for n.parent != nil && n.parent.kids[0] == n {
		n = n.parent
	}
	return n
}

// owned are the variations that replace n, in order.
func (n *node) owned() []*node {
	var out []*node
	if n.parent != nil {
		for _, k := range n.parent.kids[1:] {
			if k.owner == n {
				out = append(out, k)
			}
		}
	}
	return out
}

// variations maps each node to the variations that replace it, in
// order, for a walk of the whole tree (owned, once for all).
func (b *Board) variations() map[*node][]*node {
	byOwner := map[*node][]*node{}
	for _, n := range b.nodes {
		if len(n.kids) < 2 {
			continue
		}
		for _, k := range n.kids[1:] {
			byOwner[k.owner] = append(byOwner[k.owner], k)
		}
	}
	return byOwner
}

// played reports whether every turn from the start to n was played, so
// that n has a position.
func (n *node) played() bool {
	for ; n.parent != nil; n = n.parent {
		if n.move == nil {
			return false
		}
	}
	return true
}

// under reports whether n is a or follows it.
func (n *node) under(a *node) bool {
	for ; n != nil; n = n.parent {
		if n == a {
			return true
		}
	}
	return false
}

// lineJob is a line still to be made into nodes: its turns follow parent,
// and its first replaces owner (nil for the main line).
type lineJob struct {
	parent, owner *node
	line          notation.Line
	replay        notation.ReplayLine
}

// grow makes the nodes of a record's main line and variations under the
// root from the referee's replay of them, without recursion (variations
// may nest thousands deep).
func (b *Board) grow(main notation.Line, replay notation.ReplayLine) {
	b.root.trail = main.Trailing
	var jobs []lineJob
	if len(main.Turns) > 0 {
		jobs = append(jobs, lineJob{parent: b.root, line: main, replay: replay})
	}
	for len(jobs) > 0 {
		j := jobs[len(jobs)-1]
		jobs = jobs[:len(jobs)-1]
		parent := j.parent
		if len(j.line.Turns) == 0 {
			ghost := b.add(parent, nil)
			ghost.owner, ghost.trail = j.owner, j.line.Trailing
			continue
		}
		for i, t := range j.line.Turns {
			rt := j.replay.Turns[i]
			n := b.add(parent, t)
			n.move, n.err, n.number = rt.Move, rt.Err, rt.Number
			if i == 0 {
				n.owner = j.owner
			}
			for k := len(t.Variations) - 1; k >= 0; k-- { // kept in order: the last pushed is made first
				jobs = append(jobs, lineJob{parent: parent, owner: n, line: t.Variations[k], replay: rt.Variations[k]})
			}
			t.Variations = nil
			parent = n
		}
		parent.trail = j.line.Trailing
	}
}

// add makes a node for turn t after parent, as its last kid.
func (b *Board) add(parent *node, t *notation.Turn) *node {
	b.last++
	n := &node{id: b.last, turn: t, parent: parent}
	parent.kids = append(parent.kids, n)
	b.nodes[n.id] = n
	return n
}

// record is the board's record with its lines made again from the tree.
// The turns are the tree's own: the record is read, and dropped before
// the tree changes.
func (b *Board) record() *notation.Record {
	rec := *b.rec
	rec.Moves = notation.Line{}
	type job struct {
		first *node
		into  *notation.Line
	}
	jobs := []job{{b.root, &rec.Moves}}
	byOwner := b.variations()
	for len(jobs) > 0 {
		j := jobs[len(jobs)-1]
		jobs = jobs[:len(jobs)-1]
		last := j.first
		n := j.first
		if n == b.root {
			n = n.next()
		}
		for ; n != nil && n.turn != nil; n = n.next() {
			alts := byOwner[n]
			n.turn.Variations = nil
			if len(alts) > 0 {
				n.turn.Variations = make([]notation.Line, len(alts))
			}
			for k, a := range alts {
				jobs = append(jobs, job{a, &n.turn.Variations[k]})
			}
			j.into.Turns = append(j.into.Turns, n.turn)
			last = n
		}
		j.into.Trailing = last.trail
	}
	return &rec
}
