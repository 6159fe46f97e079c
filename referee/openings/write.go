package openings

import (
	"fmt"
	"io"
	"strings"
)

// Summary is the trees as the JSON output holds them (schema openings):
// per game, its positions as a list, each with the turns played from it
// by the node they reach.
type Summary struct {
	// Depth is how many first turns were counted, Min the fewest games a
	// position and a turn need to be listed.
	Depth int           `json:"depth"`
	Min   int           `json:"min"`
	Games []GameSummary `json:"games"`
}

// GameSummary is the tree of one game.
type GameSummary struct {
	Game    string `json:"game"`
	Records int    `json:"records"`
	// Positions counts the distinct positions reached, listed or not.
	Positions int `json:"positions"`
	// Roots are the ids of the start positions.
	Roots []int         `json:"roots"`
	Nodes []NodeSummary `json:"nodes"`
}

// NodeSummary is one position: its id (its place in Nodes), what Node
// holds, and the score of its seat to move.
type NodeSummary struct {
	ID       int    `json:"id"`
	Key      string `json:"key"`
	Position string `json:"position"`
	Seat     int    `json:"seat"`
	Turn     int    `json:"turn"`
	Tally
	Score  *float64      `json:"score"`
	Sample string        `json:"sample"`
	Moves  []MoveSummary `json:"moves"`
}

// MoveSummary is one turn played from a position: its long form, the id
// of the node it reaches, and the games that played it there by their
// result for its player.
type MoveSummary struct {
	Move string `json:"move"`
	To   int    `json:"to"`
	Tally
	Score  *float64 `json:"score"`
	Sample string   `json:"sample"`
}

// scoreOf is a tally's score, nil when no game is finished.
func scoreOf(t Tally) *float64 {
	s, ok := t.Score()
	if !ok {
		return nil
	}
	return &s
}

// Summary lists the trees' nodes that at least min games reach, by the
// turns at least min games played, from the roots.
func (o *Openings) Summary(min int) Summary {
	s := Summary{Depth: o.Depth, Min: min, Games: []GameSummary{}}
	for _, t := range o.Trees() {
		s.Games = append(s.Games, t.summary(min))
	}
	return s
}

// summary lists the tree's nodes breadth first.
func (t *Tree) summary(min int) GameSummary {
	g := GameSummary{Game: t.Game, Records: t.Records, Positions: len(t.nodes), Roots: []int{}, Nodes: []NodeSummary{}}
	ids := map[*Node]int{}
	var queue []*Node
	id := func(n *Node) int {
		if i, ok := ids[n]; ok {
			return i
		}
		ids[n] = len(queue)
		queue = append(queue, n)
		return ids[n]
	}
	for _, r := range t.Roots() {
		if r.Tally.Games >= min {
			g.Roots = append(g.Roots, id(r))
		}
	}
	for i := 0; i < len(queue); i++ {
		n := queue[i]
		ns := NodeSummary{ID: i, Key: n.Key, Position: n.Position, Seat: n.Seat, Turn: n.Turn, Tally: n.Tally,
			Score: scoreOf(n.Tally), Sample: n.Sample, Moves: []MoveSummary{}}
		for _, c := range n.Moves() {
			if c.Tally.Games >= min {
				ns.Moves = append(ns.Moves, MoveSummary{Move: c.Move, To: id(c.To), Tally: c.Tally, Score: scoreOf(c.Tally), Sample: c.Sample})
			}
		}
		g.Nodes = append(g.Nodes, ns)
	}
	return g
}

// WriteText writes the trees as indented lines: each start position, then
// each turn played from a position under it, with the games that played
// it there, their results for its player and a sample game. A position
// reached again by another order of turns (a transposition) is followed
// further only where it is first written.
func (s Summary) WriteText(w io.Writer) error {
	p := &textPrinter{w: w}
	for _, g := range s.Games {
		p.printf("%s: %d records, %d positions within %d turns; listed: those at least %d %s reach\n",
			g.Game, g.Records, g.Positions, s.Depth, s.Min, plural(s.Min, "game", "games"))
		expanded := map[int]bool{}
		for _, r := range g.Roots {
			n := g.Nodes[r]
			p.printf("start %s: %s, e.g. %s\n", n.Position, tallyText(n.Tally, "the seat to move"), n.Sample)
			p.moves(g, n, 1, expanded)
		}
	}
	return p.err
}

// textPrinter writes lines and keeps the first error.
type textPrinter struct {
	w   io.Writer
	err error
}

func (p *textPrinter) printf(format string, args ...any) {
	if p.err == nil {
		_, p.err = fmt.Fprintf(p.w, format, args...)
	}
}

// moves writes the turns played from n, indented by depth, and those
// below each, once per node.
func (p *textPrinter) moves(g GameSummary, n NodeSummary, depth int, expanded map[int]bool) {
	if expanded[n.ID] {
		return
	}
	expanded[n.ID] = true
	for _, m := range n.Moves {
		to := g.Nodes[m.To]
		more := ""
		switch {
		case to.Games > m.Games:
			more = fmt.Sprintf("; %d games reach the position", to.Games)
		}
		if expanded[to.ID] && len(to.Moves) > 0 {
			more += "; its turns are listed above (a transposition)"
		}
		p.printf("%s%d. %s: %s%s, e.g. %s\n", strings.Repeat("  ", depth), n.Turn, m.Move, tallyText(m.Tally, "its player"), more, m.Sample)
		p.moves(g, to, depth+1, expanded)
	}
}

// tallyText writes a tally: its games, results and score for whom.
func tallyText(t Tally, whom string) string {
	s := fmt.Sprintf("%d %s, for %s %d won, %d drawn, %d lost", t.Games, plural(t.Games, "game", "games"), whom, t.Wins, t.Draws, t.Losses)
	if t.Unfinished > 0 {
		s += fmt.Sprintf(", %d unfinished", t.Unfinished)
	}
	if score, ok := t.Score(); ok {
		s += fmt.Sprintf(", score %.1f%%", 100*score)
	}
	return s
}

// plural is one or many as n asks.
func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
