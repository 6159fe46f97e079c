package yinsh

import (
	"fmt"
	"slices"

	"github.com/arbiter-games/arbiter/engines"
)

// The forced-win search: the engine's turn tree (perft.go) lists each
// position's turns with the boards after them, and engines.Prover does the
// proof. Nothing here allocates once the turn lists have grown to size.

var _ engines.Searcher = Game{}

// DefaultDepth is the depth annotate searches YINSH games to: five turns,
// a win on the mover's third turn from the position. A 70-turn game then
// takes about 3 s on one core (BenchmarkAnnotateClubNight in annotate).
func (Game) DefaultDepth() int { return 5 }

// NewSolver returns a YINSH solver with a table of 2^tableBits entries.
func (Game) NewSolver(tableBits int) engines.Solver {
	return &solver{pr: engines.NewProver(tableBits), t: &searchTree{}}
}

// solver solves YINSH positions.
type solver struct {
	pr *engines.Prover
	t  *searchTree
}

// SetStop makes the solver ask stop whether to give up a search under
// way (engines.Stoppable).
func (s *solver) SetStop(stop func() bool) { s.pr.SetStop(stop) }

// Solve searches p, a *Position, to depth turns.
func (s *solver) Solve(p engines.Position, depth int) (engines.Solution, error) {
	pos, ok := p.(*Position)
	if !ok {
		return engines.Solution{}, fmt.Errorf("the YINSH solver cannot solve a position of another game (%s)", p)
	}
	if s.t.r != pos.r || !s.t.ready {
		s.pr.Clear()
		s.t.r, s.t.ready = pos.r, true
	}
	s.t.stack[0], s.t.cur = pos.b, 0
	return s.pr.Solve(s.t, depth), nil
}

// child is a turn of the search: the board after it, its path in the turn
// tree, and its rank in the search order.
type child struct {
	b    board
	path [maxParts]part
	n    uint8
	rank uint8 // 2: the turn wins; 1: it removes a row; 0: neither
}

func newChild(b *board, path []part) child {
	c := child{b: *b, n: uint8(len(path))}
	copy(c.path[:], path)
	return c
}

// searchTree is the engines.Tree of YINSH: a stack of boards, one per ply.
type searchTree struct {
	r     rules
	ready bool // r is set and the table is the solver's for r
	stack [engines.MaxDepth + 2]board
	kids  [engines.MaxDepth + 1][]child
	cur   int // the ply of the current position
}

// End tells whether the game at ply is over and how for the side to move.
func (t *searchTree) End(ply int) (bool, engines.Verdict) {
	b := &t.stack[ply]
	how, winner := b.finished(&t.r)
	switch {
	case how == notFinished:
		return false, engines.Open
	case winner < 0:
		return true, engines.Open
	case winner == int(b.toMove):
		return true, engines.Win
	}
	return true, engines.Loss
}

// Quiet reports that no ring can be removed and the supply cannot run out
// within depth turns: every row removed takes five markers off the board,
// and each ring move puts only one on it.
func (t *searchTree) Quiet(depth int) bool {
	if t.r.noMoveLoss {
		return false
	}
	b := &t.stack[t.cur]
	placings := 2*ringsEach - b.ringsIn(White) - b.ringsIn(Black)
	markers := int(b.markers) + max(0, depth-placings)
	if !t.r.unlimited && markers >= supplySize {
		return false
	}
	need := int(t.r.win) - int(max(b.removed[White], b.removed[Black]))
	return markers/rowLen < need
}

// Key hashes the current board.
func (t *searchTree) Key() (uint64, uint32) {
	b := &t.stack[t.cur]
	h := uint64(b.toMove) | uint64(b.removed[White])<<8 | uint64(b.removed[Black])<<16 | uint64(b.end)<<24 | uint64(b.loser)<<32
	g := h
	for _, w := range [...]uint64{b.ring[White].lo, b.ring[White].hi, b.ring[Black].lo, b.ring[Black].hi,
		b.marker[White].lo, b.marker[White].hi, b.marker[Black].lo, b.marker[Black].hi} {
		h = mix(h ^ w)
		g = mix(g + w*0x9e3779b97f4a7c15 + 0x632be59bd9b4e019)
	}
	return h, uint32(g >> 32)
}

// mix is splitmix64's finalizer.
func mix(z uint64) uint64 {
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}

// Expand lists the turns at ply: the winning ones first, then those that
// remove a row, each group in the turn tree's order.
func (t *searchTree) Expand(ply int) int {
	b := &t.stack[ply]
	kids := t.kids[ply][:0]
	tr := tree{r: &t.r, depth: 1, search: &kids}
	tr.turns(b)
	mover := b.toMove
	for i := range kids {
		switch k := &kids[i]; {
		case k.b.won(mover, &t.r):
			k.rank = 2
		case k.b.removed[mover] > b.removed[mover]:
			k.rank = 1
		}
	}
	slices.SortStableFunc(kids, func(x, y child) int { return int(y.rank) - int(x.rank) })
	t.kids[ply] = kids
	return len(kids)
}

// Play plays the i-th turn at ply.
func (t *searchTree) Play(ply, i int) {
	t.stack[ply+1] = t.kids[ply][i].b
	t.cur = ply + 1
}

// Undo takes back the turn played at ply.
func (t *searchTree) Undo(ply int) { t.cur = ply }

// Turn returns the i-th turn at ply in long form.
func (t *searchTree) Turn(ply, i int) engines.Move {
	k := &t.kids[ply][i]
	return turnOf(k.path[:k.n])
}
