package race

import (
	"fmt"

	"github.com/arbiter-games/arbiter/engines"
)

// DefaultDepth is how deep annotate searches Race: four turns.
func (Game) DefaultDepth() int { return 4 }

// NewSolver returns a Race solver, the shared proof over Race's tree.
func (Game) NewSolver(tableBits int) engines.Solver {
	return &solver{pr: engines.NewProver(tableBits)}
}

// solver solves Race positions.
type solver struct {
	pr *engines.Prover
	t  tree
}

// SetStop makes the solver ask stop whether to give up a search under
// way (engines.Stoppable).
func (s *solver) SetStop(stop func() bool) { s.pr.SetStop(stop) }

// Solve searches p, a *Position, to depth turns.
func (s *solver) Solve(p engines.Position, depth int) (engines.Solution, error) {
	pos, ok := p.(*Position)
	if !ok {
		return engines.Solution{}, fmt.Errorf("the Race solver cannot solve a position of another game (%s)", p)
	}
	if s.t.pos.goal != pos.goal {
		s.pr.Clear()
	}
	s.t.pos = *pos
	return s.pr.Solve(&s.t, depth), nil
}

// tree is Race as engines.Tree: the position, the turns of each ply.
type tree struct {
	pos    Position
	lists  [engines.MaxDepth + 1][]engines.Move
	played [engines.MaxDepth + 1]Move
}

// End: the side to move has lost once the count is the goal.
func (t *tree) End(int) (bool, engines.Verdict) {
	if t.pos.count == t.pos.goal {
		return true, engines.Loss
	}
	return false, engines.Open
}

// Quiet: the game cannot end within depth turns when even adding 2 each
// turn does not reach the goal.
func (t *tree) Quiet(depth int) bool { return t.pos.count+2*depth < t.pos.goal }

// Key is the count and the seat to move.
func (t *tree) Key() (uint64, uint32) {
	return uint64(t.pos.count)<<1 | uint64(t.pos.Seat()), uint32(t.pos.goal)
}

// Expand lists the legal turns, a2 first (the most forcing).
func (t *tree) Expand(ply int) int {
	t.lists[ply] = t.lists[ply][:0]
	for m := Move(2); m >= 1; m-- {
		if t.pos.count+int(m) <= t.pos.goal {
			t.lists[ply] = append(t.lists[ply], m)
		}
	}
	return len(t.lists[ply])
}

// Play plays the i-th turn of ply's list.
func (t *tree) Play(ply, i int) {
	t.played[ply] = t.lists[ply][i].(Move)
	t.pos.count += int(t.played[ply])
	t.pos.turns++
}

// Undo takes back the turn played at ply.
func (t *tree) Undo(ply int) {
	t.pos.turns--
	t.pos.count -= int(t.played[ply])
}

// Turn returns the i-th turn of ply's list.
func (t *tree) Turn(ply, i int) engines.Move { return t.lists[ply][i] }
