// Package openings counts the openings of an archive: the tree of the
// positions its games reach in their first turns, merged by position (two
// orders of the same turns that reach one position reach one node: a
// transposition), each node with its games, their results for the side to
// move and a sample game. It names no game: a position is one by its
// game's Key of what every player sees of it (notation.PublicKey: games
// dealt other tiles meet). Its memory grows with the distinct positions
// reached within the depth, not with the games.
package openings

import (
	"cmp"
	"fmt"
	"slices"
	"strings"

	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/referee"
)

// Tally counts games by their result for one seat: won, drawn (first
// place shared), lost, and unfinished (no result declared or reached).
type Tally struct {
	Games      int `json:"games"`
	Wins       int `json:"wins"`
	Draws      int `json:"draws"`
	Losses     int `json:"losses"`
	Unfinished int `json:"unfinished"`
}

// Score is the share of the points of the finished games (a win one, a
// draw one half); false when no game is finished.
func (t Tally) Score() (float64, bool) {
	n := t.Wins + t.Draws + t.Losses
	if n == 0 {
		return 0, false
	}
	return (float64(t.Wins) + float64(t.Draws)/2) / float64(n), true
}

// add counts one game whose result for the seat is r.
func (t *Tally) add(r notation.Standing) {
	t.Games++
	switch r {
	case notation.Won:
		t.Wins++
	case notation.Drawn:
		t.Draws++
	case notation.Defeated:
		t.Losses++
	default:
		t.Unfinished++
	}
}

// Node is one position of the tree.
type Node struct {
	// Key is the position's key (notation.PublicKey: what every player
	// sees of it), Position its public position string as first reached
	// (notation.Public), Seat the seat to move there (from
	// 0) and Turn the number of its next turn.
	Key, Position string
	Seat, Turn    int
	// Tally counts the games that reach the position within the depth,
	// each once, by their result for the seat to move.
	Tally Tally
	// Sample names the first game that reached it: FILE:RECORD.
	Sample string
	moves  []*Continuation
}

// Continuation is one turn played from a position: its long form as every
// player sees it (notation.PublicMove: without the tiles drawn), the
// node it reaches and the games that played it there, by their result
// for the player who played it.
type Continuation struct {
	Move  string
	To    *Node
	Tally Tally
	// Sample names the first game that played it there: FILE:RECORD.
	Sample string
}

// Moves are the turns played from the node, most played first (then by
// their long form).
func (n *Node) Moves() []*Continuation {
	return slices.SortedFunc(slices.Values(n.moves), func(a, b *Continuation) int {
		return cmp.Or(b.Tally.Games-a.Tally.Games, strings.Compare(a.Move, b.Move))
	})
}

// move finds or adds the continuation by the long form m.
func (n *Node) move(m string, to *Node, sample func() string) *Continuation {
	for _, c := range n.moves {
		if c.Move == m {
			return c
		}
	}
	c := &Continuation{Move: m, To: to, Sample: sample()}
	n.moves = append(n.moves, c)
	return c
}

// Tree is the openings of one game: its nodes by key and the positions
// its games start from.
type Tree struct {
	Game    string
	Records int
	roots   []*Node
	nodes   map[string]*Node
}

// Roots are the positions the games start from, the most played first.
func (t *Tree) Roots() []*Node {
	return slices.SortedStableFunc(slices.Values(t.roots), func(a, b *Node) int { return b.Tally.Games - a.Tally.Games })
}

// Positions counts the distinct positions of the tree.
func (t *Tree) Positions() int { return len(t.nodes) }

// Node finds the node of a position key; nil when no game reached it.
func (t *Tree) Node(key string) *Node { return t.nodes[key] }

// Continuations are the turns the archive played from the position of
// key, with their counts and their results for the player who played
// them, most played first: what an explorer shows of the position. None
// when no game reached it within the depth.
func (t *Tree) Continuations(key string) []*Continuation {
	if n := t.nodes[key]; n != nil {
		return n.Moves()
	}
	return nil
}

// node finds or adds the node of a position, by what every player sees
// of it (notation.Public: the racks dealt are left out).
func (t *Tree) node(g notation.Game, position string, seat, turn int, sample func() string) *Node {
	position = notation.Public(g, position)
	key := g.Key(position)
	if n := t.nodes[key]; n != nil {
		return n
	}
	n := &Node{Key: key, Position: position, Seat: seat, Turn: turn, Sample: sample()}
	t.nodes[key] = n
	return n
}

// Openings counts the openings of the records added, per game. Add the
// referee's results one by one (positions need not be kept), then read
// Trees.
type Openings struct {
	// Depth is how many first turns of each main line are counted.
	Depth int
	// Skipped counts the records left out: not refereed, of no known game,
	// or not set up.
	Skipped int
	trees   map[string]*Tree
}

// Trees are the trees of the games, by name.
func (o *Openings) Trees() []*Tree {
	var ts []*Tree
	for _, t := range o.trees {
		ts = append(ts, t)
	}
	slices.SortFunc(ts, func(a, b *Tree) int { return strings.Compare(a.Game, b.Game) })
	return ts
}

// Tree is the tree of the game named; nil when no record of it was added.
func (o *Openings) Tree(game string) *Tree { return o.trees[game] }

// Add counts the first Depth turns of a record's main line, up to the
// first turn the referee did not play.
func (o *Openings) Add(res referee.Result) {
	rep := res.Report
	if rep == nil || rep.Game == nil || rep.Start == nil {
		o.Skipped++
		return
	}
	if o.trees == nil {
		o.trees = map[string]*Tree{}
	}
	t := o.trees[rep.Game.Name()]
	if t == nil {
		t = &Tree{Game: rep.Game.Name(), nodes: map[string]*Node{}}
		o.trees[t.Game] = t
	}
	t.Records++
	o.walk(t, rep, rep.Game.Notation().EndPlaces(rep.Record, rep.Outcome), func() string { return fmt.Sprintf("%s:%d", res.File, res.Number) })
}

// walk counts the positions and turns of a report's main line, each once
// a game.
func (o *Openings) walk(t *Tree, rep *referee.Report, places [][]int, sample func() string) {
	p := rep.Start.Clone()
	seen := map[*Node]bool{}
	played := map[*Continuation]bool{}
	var from *Node
	var move string
	for i := 0; ; i++ {
		n := t.node(rep.Game, p.String(), p.Seat(), p.TurnNumber(), sample)
		if i == 0 && !slices.Contains(t.roots, n) {
			t.roots = append(t.roots, n)
		}
		if from != nil {
			if c := from.move(move, n, sample); !played[c] {
				played[c] = true
				c.Tally.add(notation.StandingOf(places, from.Seat))
			}
		}
		if !seen[n] {
			seen[n] = true
			n.Tally.add(notation.StandingOf(places, n.Seat))
		}
		if i == o.Depth || i >= len(rep.Main.Turns) || !rep.Main.Turns[i].Played() {
			return
		}
		m := rep.Main.Turns[i].Move
		if _, err := p.Play(m); err != nil {
			return
		}
		from, move = n, notation.PublicMove(rep.Game, m).String()
	}
}
