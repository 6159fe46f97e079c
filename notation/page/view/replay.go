// Package view is what the shareable page shows of a record, computed
// from the referee's replay: its moments (Node: the start, then each turn
// shown, with its position and its links along the lines), its move list
// (MovesHTML), and its boards cut into panes (Layout: the board, and
// Ingenious' score tracks beside or under it) and written as SVG
// (Fragment). notation/page writes the page with it; referee/bridge gives
// it to the page's WebAssembly.
package view

import (
	"strconv"

	"github.com/arbiter-games/arbiter/notation"
)

// none marks a missing link between nodes.
const none = -1

// Node is one moment of a record that the page can show: the start, or the
// position after a turn (before it, for an illegal turn).
type Node struct {
	// Turn names the turn as the data-turn attribute does: its number on
	// the main line, "A.v.N" inside variation v of turn A (and so on, when
	// nested); the start's number for the start.
	Turn string `json:"t"`
	// Position is the position string shown.
	Position string `json:"p"`
	// Prev and Next are the moments before and after along the line (-1:
	// none); Up is the turn a variation is an alternative to; Vars are the
	// first turns of the alternatives to this turn.
	Prev int   `json:"prev"`
	Next int   `json:"next"`
	Up   int   `json:"up"`
	Vars []int `json:"vars,omitempty"`
	// Illegal is the referee's reason when the turn is illegal; the board
	// then shows the position before it.
	Illegal string `json:"x,omitempty"`
}

// Replayed is one record replayed: its moments, what is drawn of each and
// what the move list needs.
type Replayed struct {
	Nodes []Node
	// Views are the snapshots the nodes show, one for each.
	Views []notation.Snapshot
	// Of gives the node of each turn shown; turns the referee never
	// reached (after an illegal one) have none.
	Of map[*notation.Turn]int
	// Last is the last legal turn of the main line (or the start).
	Last int
	// turnName names the record's turns as it numbers them, in the move
	// list and the boards' status lines (nil: by their numbers).
	turnName func(turn int) string
}

// Replay walks a record's replay (positions kept), keeping every moment
// the page shows. name names the record's turns as it numbers them, as
// `arbiter show` does (referee.Report's TurnName: 12 and 12... in a
// record numbered chess style); nil names them by their numbers.
func Replay(rec *notation.Record, g notation.Game, rep *notation.Replay, name func(turn int) string) *Replayed {
	r := &Replayed{Of: map[*notation.Turn]int{}, turnName: name}
	start := rep.Start
	b := builder{r: r, players: notation.PlayerNames(rec, g)}
	r.Last = b.add(Node{Turn: strconv.Itoa(start.TurnNumber() - 1), Prev: none, Up: none},
		notation.Snapshot{Position: start}, nil)
	b.line(rep.Main, r.Last, none, "", true)
	return r
}

// builder walks a record's lines into nodes.
type builder struct {
	r       *Replayed
	players []string
}

// add keeps the snapshot of a new node (the previous node's when view has
// no position) and links it after prev.
func (b *builder) add(n Node, view notation.Snapshot, comments []notation.Comment) int {
	n.Next = none
	if view.Position == nil {
		view = b.r.Views[n.Prev]
	} else {
		view.Players = b.players
		view.Annotate(comments)
	}
	n.Position = view.Position.String()
	b.r.Nodes = append(b.r.Nodes, n)
	b.r.Views = append(b.r.Views, view)
	return len(b.r.Nodes) - 1
}

// line adds the turns of a line played from the node at, within the
// variation named by path ("" on the main line).
func (b *builder) line(l notation.ReplayLine, at, up int, path string, main bool) {
	first := true
	for i := range l.Turns {
		rt := &l.Turns[i]
		t := rt.Turn
		if !rt.Reached || at == none {
			at = none
			continue
		}
		n := Node{Turn: path + strconv.Itoa(rt.Number), Prev: at, Up: up}
		view := notation.Snapshot{Position: rt.After, Last: rt.Move}
		if rt.Err != nil {
			n.Illegal, view = rt.Err.Error(), notation.Snapshot{}
		}
		id := b.add(n, view, t.After)
		b.r.Of[t] = id
		if !first || main {
			b.r.Nodes[at].Next = id
		}
		for k, v := range rt.Variations {
			b.line(v, at, id, n.Turn+"."+strconv.Itoa(k+1)+".", false)
			if f, ok := b.firstNode(v); ok {
				b.r.Nodes[id].Vars = append(b.r.Nodes[id].Vars, f)
			}
		}
		if main && rt.Err == nil {
			b.r.Last = id
		}
		at, first = id, false
		if rt.Err != nil {
			at = none
		}
	}
}

// firstNode is the node of a line's first turn, if it was reached.
func (b *builder) firstNode(l notation.ReplayLine) (int, bool) {
	if len(l.Turns) == 0 {
		return 0, false
	}
	id, ok := b.r.Of[l.Turns[0].Turn]
	return id, ok
}
