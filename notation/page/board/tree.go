package board

import (
	"github.com/arbiter-games/arbiter/engines"
	"github.com/arbiter-games/arbiter/notation"
)

// node is one turn of the record's tree, or its start (the root). The
// turns that follow a node are its kids: the first goes on with the line
// the node is on, the others start variations, in the order the record
// writes them. A kid without a turn (a ghost) is an empty variation,
// kept only to be written as it was read; it is never the first kid.
type node struct {
	id     int
	turn   *notation.Turn // nil for the root and for ghosts
	parent *node
	kids   []*node
	// trail holds the comments after the last turn of the line this node
	// heads: the main line's for the root, a variation's for its first
	// node (a ghost's: all its variation holds).
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

// lineJob is a line still to be made into nodes (load) or turns (record).
type lineJob struct {
	parent *node
	line   notation.Line
	replay notation.ReplayLine
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
			b.add(parent, nil).trail = j.line.Trailing
			continue
		}
		for i, t := range j.line.Turns {
			rt := j.replay.Turns[i]
			n := b.add(parent, t)
			n.move, n.err, n.number = rt.Move, rt.Err, rt.Number
			if i == 0 && parent.kids[0] != n { // a variation's first turn heads it
				n.trail = j.line.Trailing
			}
			for k := len(t.Variations) - 1; k >= 0; k-- { // kept in order: the last pushed is made first
				jobs = append(jobs, lineJob{parent: parent, line: t.Variations[k], replay: rt.Variations[k]})
			}
			t.Variations = nil
			parent = n
		}
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
	rec.Moves = notation.Line{Trailing: b.root.trail}
	type job struct {
		first *node
		into  *notation.Line
	}
	jobs := []job{{b.root.next(), &rec.Moves}}
	for len(jobs) > 0 {
		j := jobs[len(jobs)-1]
		jobs = jobs[:len(jobs)-1]
		for n := j.first; n != nil && n.turn != nil; n = n.next() {
			alts := n.parent.kids[1:]
			n.turn.Variations = nil
			if len(alts) > 0 {
				n.turn.Variations = make([]notation.Line, len(alts))
			}
			for k, a := range alts {
				n.turn.Variations[k].Trailing = a.trail
				jobs = append(jobs, job{a, &n.turn.Variations[k]})
			}
			j.into.Turns = append(j.into.Turns, n.turn)
		}
	}
	return &rec
}
