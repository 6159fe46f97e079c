package board

import "strconv"

// Node is one node of the board's tree as the page lists it: in the
// order the record's text writes the turns (a turn, then the variations
// that replace it, then the next turn of its line).
//
//	{"id":3,"parent":2,"turn":3,"number":"3.","move":"e5-e9","depth":1,
//	 "starts":true,"marks":["!","$2"],"comment":"…","refused":"…"}
//
// number is the turn's number as the record writes it before the move
// ("3.", or chess style "2." and "2..."); depth counts the variations the node is in (0: the main line); starts
// is true for a variation's first turn; refused says why the referee
// refused the turn ("" when it was played, or not reached).
type Node struct {
	ID      int      `json:"id"`
	Parent  int      `json:"parent"`
	Turn    int      `json:"turn"`
	Number  string   `json:"number"`
	Move    string   `json:"move"`
	Depth   int      `json:"depth"`
	Starts  bool     `json:"starts,omitempty"`
	Marks   []string `json:"marks,omitempty"`
	Comment string   `json:"comment,omitempty"`
	Refused string   `json:"refused,omitempty"`
}

// Tree lists the board's turns (not its start) in the order the record
// writes them, without recursion.
func (b *Board) Tree() []Node {
	type item struct {
		n     *node
		depth int
	}
	var out []Node
	var stack []item
	byOwner := b.variations()
	if f := b.root.next(); f != nil {
		stack = append(stack, item{f, 0})
	}
	for len(stack) > 0 {
		it := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		n := it.n
		if n.turn == nil {
			continue
		}
		out = append(out, b.listed1(n, it.depth))
		if next := n.next(); next != nil {
			stack = append(stack, item{next, it.depth})
		}
		alts := byOwner[n]
		for k := len(alts) - 1; k >= 0; k-- {
			stack = append(stack, item{alts[k], it.depth + 1})
		}
	}
	return out
}

// listed1 is one node as Tree lists it.
func (b *Board) listed1(n *node, depth int) Node {
	l := Node{ID: n.id, Parent: n.parent.id, Turn: n.number, Number: b.Numbers().Numbered(n.number),
		Move: n.turn.Move, Depth: depth, Starts: n.parent.kids[0] != n}
	if n.move != nil {
		l.Move = n.move.String()
	}
	if n.err != nil {
		l.Refused = n.err.Error()
	}
	if n.turn.Suffix != "" {
		l.Marks = append(l.Marks, n.turn.Suffix)
	}
	for _, v := range n.turn.NAGs {
		l.Marks = append(l.Marks, "$"+strconv.Itoa(v))
	}
	l.Comment, _ = b.Comment(n.id)
	return l
}
