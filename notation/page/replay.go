package page

import (
	"strconv"

	"github.com/arbiter-games/arbiter/engines"
	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/notation/diagram"
	"github.com/arbiter-games/arbiter/referee"
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
	// turned around.
	Board   int `json:"b"`
	Flipped int `json:"f"`
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

// played is what the referee made of one turn.
type played struct {
	number int
	after  engines.Position
	move   engines.Move
	err    error
}

// replay is one record replayed: its moments and what the move list needs.
type replay struct {
	rep   *referee.Report
	nodes []node
	// of gives the node of each turn shown; turns the referee never reached
	// (after an illegal one) have none.
	of map[*notation.Turn]int
	// number is each turn's number, reached or not.
	number map[*notation.Turn]int
	// last is the last legal turn of the main line (or the start).
	last int
}

// drawFunc draws a view of a game and returns its board's numbers, as
// drawn and turned around.
type drawFunc func(notation.Game, diagram.View) (board, flipped int, err error)

// replayRecord referees a record, keeping every position the page shows,
// drawn through draw.
func replayRecord(rec *notation.Record, opts referee.Options, draw drawFunc) (*replay, error) {
	steps := map[*notation.Turn]played{}
	opts.Visit = func(s referee.Step) {
		steps[s.Turn] = played{number: s.Number, after: s.After.Clone(), move: s.Played.Move, err: s.Err}
	}
	r := &replay{rep: referee.Check(rec, opts), of: map[*notation.Turn]int{}, number: map[*notation.Turn]int{}}
	if r.rep.Start == nil {
		return r, nil
	}
	b := builder{r: r, steps: steps, draw: draw, players: players(rec, r.rep.Game)}
	start, err := b.add(node{Turn: strconv.Itoa(r.rep.Start.TurnNumber() - 1), Prev: none, Up: none},
		diagram.View{Position: r.rep.Start}, nil)
	if err != nil {
		return nil, err
	}
	r.last = start
	err = b.line(rec.Moves, start, none, "", true)
	return r, err
}

// players are the names by seat, as referee.View gives them.
func players(rec *notation.Record, g notation.Game) []string {
	var names []string
	for _, tag := range g.Notation().PlayerTags {
		name, _ := rec.Tag(tag)
		names = append(names, name)
	}
	return names
}

// builder walks a record's lines into nodes.
type builder struct {
	r       *replay
	steps   map[*notation.Turn]played
	draw    drawFunc
	players []string
}

// add draws the view of a new node (the previous node's board when view
// has no position) and links it after prev.
func (b *builder) add(n node, view diagram.View, comments []notation.Comment) (int, error) {
	n.Next = none
	if view.Position == nil {
		p := b.r.nodes[n.Prev]
		n.Board, n.Flipped, n.Position = p.Board, p.Flipped, p.Position
	} else {
		view.Players = b.players
		view.Annotate(comments)
		var err error
		if n.Board, n.Flipped, err = b.draw(b.r.rep.Game, view); err != nil {
			return 0, err
		}
		n.Position = view.Position.String()
	}
	b.r.nodes = append(b.r.nodes, n)
	return len(b.r.nodes) - 1, nil
}

// line adds the turns of a line played from the node at, within the
// variation named by path ("" on the main line).
func (b *builder) line(l notation.Line, at, up int, path string, main bool) error {
	number, first := b.r.nodes[at].number(), true
	for _, t := range l.Turns {
		s, reached := b.steps[t]
		number++
		if reached {
			number = s.number
		}
		b.r.number[t] = number
		if !reached || at == none {
			at = none
			continue
		}
		n := node{Turn: path + strconv.Itoa(number), Prev: at, Up: up}
		view := diagram.View{Position: s.after, Last: s.move}
		if s.err != nil {
			n.Illegal, view = s.err.Error(), diagram.View{}
		}
		id, err := b.add(n, view, t.After)
		if err != nil {
			return err
		}
		b.r.of[t] = id
		if !first || main {
			b.r.nodes[at].Next = id
		}
		for i, v := range t.Variations {
			if err := b.line(v, at, id, n.Turn+"."+strconv.Itoa(i+1)+".", false); err != nil {
				return err
			}
			if f, ok := b.firstNode(v); ok {
				b.r.nodes[id].Vars = append(b.r.nodes[id].Vars, f)
			}
		}
		if main && s.err == nil {
			b.r.last = id
		}
		at, first = id, false
		if s.err != nil {
			at = none
		}
	}
	return nil
}

// firstNode is the node of a line's first turn, if it was reached.
func (b *builder) firstNode(l notation.Line) (int, bool) {
	if len(l.Turns) == 0 {
		return 0, false
	}
	id, ok := b.r.of[l.Turns[0]]
	return id, ok
}

// number is the node's turn number: the last part of its name.
func (n node) number() int {
	s := n.Turn
	for i := len(s) - 1; i >= 0; i-- {
		if s[i] == '.' {
			s = s[i+1:]
			break
		}
	}
	v, _ := strconv.Atoi(s)
	return v
}
