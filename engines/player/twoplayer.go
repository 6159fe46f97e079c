package player

import (
	"errors"
	"iter"
	"math/rand/v2"
	"slices"

	"github.com/arbiter-games/arbiter/engines"
)

// twoPlayer searches a two-player game (YINSH, Jungle) by iterative
// deepening negamax alpha-beta over the engine's own positions, with the
// game's exact forced-win search at the root where it has one.
type twoPlayer struct {
	legalRandom
	eval   func(engines.Position) int // for the side to move, in centi-units
	solver engines.Solver             // nil when the game has no search
}

func newTwoPlayer(g engines.Game, eval func(engines.Position) int) *twoPlayer {
	t := &twoPlayer{eval: eval}
	if sr, ok := g.(engines.Searcher); ok {
		t.solver = sr.NewSolver(16)
	}
	return t
}

// errNoTurn is returned for a position with no turn listed.
var errNoTurn = errors.New("the position lists no legal turn")

// legalRandom picks a legal turn uniformly: level 0 of the games
// without hands.
type legalRandom struct{}

// random picks a legal turn uniformly.
func (legalRandom) random(pos engines.Position, _ []string, rng *rand.Rand) (engines.Move, error) {
	moves := pos.Legal()
	if len(moves) == 0 {
		return nil, errNoTurn
	}
	return moves[rng.IntN(len(moves))], nil
}

// randomRules plays a legal turn at random at every level.
type randomRules struct{ legalRandom }

// choose picks a legal turn at random.
func (r randomRules) choose(s *search, pos engines.Position, rack []string, _ int) (engines.Move, error) {
	return r.random(pos, rack, s.rng)
}

// node is a turn with the position after it and what the search found.
type node struct {
	move  engines.Move
	pos   engines.Position
	value int
}

// children plays every legal turn of pos on a copy, in Legal's order.
func children(pos engines.Position) []node {
	moves := pos.Legal()
	kids := make([]node, 0, len(moves))
	for _, m := range moves {
		c := pos.Clone()
		if _, err := c.Play(m); err == nil {
			kids = append(kids, node{move: m, pos: c})
		}
	}
	return kids
}

// choose searches to maxDepth turns, or until the limits stop it.
func (t *twoPlayer) choose(s *search, pos engines.Position, _ []string, maxDepth int) (engines.Move, error) {
	root := children(pos)
	if len(root) == 0 {
		return nil, errNoTurn
	}
	s.rng.Shuffle(len(root), func(i, j int) { root[i], root[j] = root[j], root[i] })
	if s.stop() {
		return root[0].move, nil
	}
	m, proven, fallback := t.solved(s, pos)
	if proven {
		return m, nil
	}
	for depth := 1; depth <= maxDepth; depth++ {
		best := t.rootSearch(s, root, depth)
		if s.stopped && depth > 1 {
			break
		}
		slices.SortStableFunc(root, func(a, b node) int { return b.value - a.value })
		if s.stopped {
			break
		}
		s.done(depth, root[0].value, s.pv[0])
		if best > mateBound || best < -mateBound {
			break
		}
	}
	return t.safe(s, root, fallback), nil
}

// rootSearch gives each root turn its value at depth (an upper bound for
// those that fail low) and returns the best. Stopped before the end, it
// leaves the values of the last depth, except at depth 1, where the turns
// not reached get -infinity.
func (t *twoPlayer) rootSearch(s *search, root []node, depth int) int {
	best := -infinity
	s.pvAt(0)
	values := make([]int, len(root))
	for i := range root {
		values[i] = -infinity
	}
	for i := range root {
		s.nodes++
		v := -t.negamax(s, root[i].pos, depth-1, 1, -infinity, -best)
		if s.stopped {
			break
		}
		values[i] = v
		if v > best {
			best = v
			s.setPV(0, root[i].move)
		}
	}
	if !s.stopped || depth == 1 {
		for i := range root {
			root[i].value = values[i]
		}
	}
	return best
}

// negamax returns the value of pos for its side to move, ply turns from the
// root, searched depth turns deeper within the window (alpha, beta).
func (t *twoPlayer) negamax(s *search, pos engines.Position, depth, ply, alpha, beta int) int {
	s.pvAt(ply)
	if o := pos.Outcome(); o.Over {
		return terminal(o, pos.Seat(), ply)
	}
	if s.stop() || depth == 0 {
		return t.eval(pos)
	}
	best := -infinity
	for k := range t.ordered(pos, depth) {
		s.nodes++
		v := -t.negamax(s, k.pos, depth-1, ply+1, -beta, -alpha)
		if s.stopped {
			return max(best, v)
		}
		if v > best {
			best = v
			s.setPV(ply, k.move)
		}
		alpha = max(alpha, v)
		if alpha >= beta {
			break
		}
	}
	if best == -infinity { // no turn listed: judged by the rules' own end
		return t.eval(pos)
	}
	return best
}

// ordered yields the turns of pos, each with the position after it, for
// a search depth turns deep: from depth 2 on, all are played first and
// sorted by the evaluation, worst for the opponent first; at depth 1 each
// is played as it comes, in Legal's order, so that a cut-off plays no
// more.
func (t *twoPlayer) ordered(pos engines.Position, depth int) iter.Seq[node] {
	return func(yield func(node) bool) {
		if depth < 2 {
			for _, m := range pos.Legal() {
				c := pos.Clone()
				if _, err := c.Play(m); err == nil && !yield(node{move: m, pos: c}) {
					return
				}
			}
			return
		}
		kids := children(pos)
		for i := range kids {
			kids[i].value = t.eval(kids[i].pos)
		}
		slices.SortStableFunc(kids, func(a, b node) int { return a.value - b.value })
		for _, k := range kids {
			if !yield(k) {
				return
			}
		}
	}
}

// solved plays a forced win the exact search proves within its depth, or
// the most stubborn turn of a proven loss (proven is true); otherwise it
// returns a turn after which the opponent has no forced win within the
// depth, or nil.
func (t *twoPlayer) solved(s *search, pos engines.Position) (m engines.Move, proven bool, safe engines.Move) {
	if t.solver == nil || s.solveDepth == 0 || s.expired() {
		return nil, false, nil
	}
	if st, ok := t.solver.(engines.Stoppable); ok {
		st.SetStop(s.expired)
	}
	sol, err := t.solver.Solve(pos, s.solveDepth)
	s.nodes += sol.Nodes
	switch {
	case err != nil || sol.Stopped || len(sol.Line) == 0:
		return nil, false, nil
	case sol.Verdict == engines.Open:
		return nil, false, sol.Line[0]
	}
	v := mate - sol.Turns
	if sol.Verdict == engines.Loss {
		v = -v
	}
	s.done(sol.Turns, v, sol.Line)
	return sol.Line[0], true, nil
}

// safe returns the best root turn after which the exact search finds no
// forced win for the opponent: among the best few, else the turn the
// root's exact search found safe, else the search's first.
func (t *twoPlayer) safe(s *search, root []node, fallback engines.Move) engines.Move {
	if t.solver == nil || s.solveDepth < 2 || s.expired() {
		return root[0].move
	}
	for _, k := range root[:min(len(root), 4)] {
		if k.value < -mateBound || s.expired() {
			break
		}
		sol, err := t.solver.Solve(k.pos, s.solveDepth-1)
		s.nodes += sol.Nodes
		if err == nil && (sol.Stopped || sol.Verdict != engines.Win) {
			return k.move // out of time: the best turn not known to lose
		}
	}
	if fallback != nil {
		return fallback
	}
	return root[0].move
}
