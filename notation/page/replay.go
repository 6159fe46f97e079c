package page

import (
	"strconv"

	"github.com/arbiter-games/arbiter/notation"
)

// none marks a missing link between nodes.
const none = -1

// node is one moment of a record that the page can show: the start, or the
// position after a turn (before it, for an illegal turn).
type node struct {
	// Turn names the turn as the data-turn attribute does: its number on
	// the main line, "A.v.N" inside variation v of turn A (and so on, when
	// nested); the start's number for the start.
	Turn string `json:"t"`
	// Board and Flipped are the atlas boards of the position, as drawn and
	// turned around: one for each pane of the record's view (the board,
	// then the score tracks and their fillers, if any).
	Board   []int `json:"b"`
	Flipped []int `json:"f"`
	// Position is the position string shown.
	Position string `json:"p"`
	// Prev and Next are the moments before and after along the line; Up is
	// the turn a variation is an alternative to; Vars are the first turns of
	// the alternatives to this turn.
	Prev int   `json:"prev"`
	Next int   `json:"next"`
	Up   int   `json:"up"`
	Vars []int `json:"vars,omitempty"`
	// Illegal is the referee's reason when the turn is illegal; the board
	// then shows the position before it.
	Illegal string `json:"x,omitempty"`
}

// replay is one record replayed: its moments and what the move list needs.
type replay struct {
	nodes []node
	// of gives the node of each turn shown; turns the referee never reached
	// (after an illegal one) have none.
	of map[*notation.Turn]int
	// last is the last legal turn of the main line (or the start).
	last int
}

// drawFunc draws a snapshot of a game and returns its panes' boards, as
// drawn and turned around.
type drawFunc func(notation.Game, notation.Snapshot) (board, flipped []int, err error)

// replayRecord walks a record's replay, keeping every position the page
// shows, drawn through draw.
func replayRecord(e Entry, draw drawFunc) (*replay, error) {
	r := &replay{of: map[*notation.Turn]int{}}
	start := e.Replay.Start
	b := builder{r: r, game: e.Game, draw: draw, players: notation.PlayerNames(e.Record, e.Game)}
	first, err := b.add(node{Turn: strconv.Itoa(start.TurnNumber() - 1), Prev: none, Up: none},
		notation.Snapshot{Position: start}, nil)
	if err != nil {
		return nil, err
	}
	r.last = first
	err = b.line(e.Replay.Main, first, none, "", true)
	return r, err
}

// builder walks a record's lines into nodes.
type builder struct {
	r       *replay
	game    notation.Game
	draw    drawFunc
	players []string
}

// add draws the snapshot of a new node (the previous node's board when
// view has no position) and links it after prev.
func (b *builder) add(n node, view notation.Snapshot, comments []notation.Comment) (int, error) {
	n.Next = none
	if view.Position == nil {
		p := b.r.nodes[n.Prev]
		n.Board, n.Flipped, n.Position = p.Board, p.Flipped, p.Position
	} else {
		view.Players = b.players
		view.Annotate(comments)
		var err error
		if n.Board, n.Flipped, err = b.draw(b.game, view); err != nil {
			return 0, err
		}
		n.Position = view.Position.String()
	}
	b.r.nodes = append(b.r.nodes, n)
	return len(b.r.nodes) - 1, nil
}

// line adds the turns of a line played from the node at, within the
// variation named by path ("" on the main line).
func (b *builder) line(l notation.ReplayLine, at, up int, path string, main bool) error {
	first := true
	for i := range l.Turns {
		rt := &l.Turns[i]
		t := rt.Turn
		if !rt.Reached || at == none {
			at = none
			continue
		}
		n := node{Turn: path + strconv.Itoa(rt.Number), Prev: at, Up: up}
		view := notation.Snapshot{Position: rt.After, Last: rt.Move}
		if rt.Err != nil {
			n.Illegal, view = rt.Err.Error(), notation.Snapshot{}
		}
		id, err := b.add(n, view, t.After)
		if err != nil {
			return err
		}
		b.r.of[t] = id
		if !first || main {
			b.r.nodes[at].Next = id
		}
		for k, v := range rt.Variations {
			if err := b.line(v, at, id, n.Turn+"."+strconv.Itoa(k+1)+".", false); err != nil {
				return err
			}
			if f, ok := b.firstNode(v); ok {
				b.r.nodes[id].Vars = append(b.r.nodes[id].Vars, f)
			}
		}
		if main && rt.Err == nil {
			b.r.last = id
		}
		at, first = id, false
		if rt.Err != nil {
			at = none
		}
	}
	return nil
}

// firstNode is the node of a line's first turn, if it was reached.
func (b *builder) firstNode(l notation.ReplayLine) (int, bool) {
	if len(l.Turns) == 0 {
		return 0, false
	}
	id, ok := b.r.of[l.Turns[0].Turn]
	return id, ok
}
