package engines

// Tree is a game as the shared forced-win search walks it: a current
// position that turns are played on and taken back, one list of turns per
// ply (the distance from the root). Engines implement it allocating little
// or nothing; the search never sees their positions.
type Tree interface {
	// End tells whether the game is over at the current position at ply
	// and how it ended for the side to move: Win, Loss, or Open for a
	// draw. It is called once on every position before Expand.
	End(ply int) (over bool, v Verdict)
	// Quiet reports, from a cheap exact bound, that the game cannot end
	// within depth turns; false when it may.
	Quiet(depth int) bool
	// Key returns the transposition key of the current position: two
	// independent hashes of everything its future depends on.
	Key() (uint64, uint32)
	// Expand lists the turns of the current position at ply, the most
	// forcing first (wins, then captures or rows), and returns how many.
	Expand(ply int) int
	// Play plays the i-th turn of ply's list.
	Play(ply, i int)
	// Undo takes back the turn played at ply.
	Undo(ply int)
	// Turn returns the i-th turn of ply's list.
	Turn(ply, i int) Move
}

// DefaultTableBits sizes a transposition table of 2^19 entries (8 MiB).
const DefaultTableBits = 19

// unproven marks a depth bound not yet proven in an entry.
const unproven = 127

// entry is what the table knows of one position: the smallest depth at
// which a win (a loss) of the side to move is proven, and the largest at
// which it is proven that there is none.
type entry struct {
	key           uint64
	check         uint32
	win, loss     int8 // proven within this depth; unproven if none
	noWin, noLoss int8 // proven absent within this depth; -1 if none
}

// Prover is the forced-win search shared by the engines: a depth-first
// proof over win, loss and open with a transposition table. It is exact:
// the verdicts do not depend on the table, and lines are chosen in the
// order of the engine's turn lists, so the same position gives the same
// solution whatever was solved before.
type Prover struct {
	table []entry
	nodes uint64
	// stop, when set, is asked every stopEvery positions of a proof
	// whether to give it up; stopped then says it was.
	stop    func() bool
	stopped bool
}

// stopEvery is how many positions a proof visits between two questions
// to stop (a few milliseconds of search at most).
const stopEvery = 1024

// SetStop makes the prover ask stop, every thousand positions or so of a
// search, whether to give it up: a search given up returns Stopped and
// proves nothing, and what the table holds stays proven (an unfinished
// position is not written there). nil: searches run to their end.
func (pr *Prover) SetStop(stop func() bool) { pr.stop = stop }

// NewProver returns a prover with a table of 2^bits entries
// (DefaultTableBits when bits is 0 or out of range).
func NewProver(bits int) *Prover {
	if bits <= 0 || bits > 30 {
		bits = DefaultTableBits
	}
	return &Prover{table: make([]entry, 1<<bits)}
}

// Clear forgets every position, for a solver that changes rules.
func (pr *Prover) Clear() { clear(pr.table) }

// MaxDepth bounds the depth of a search, in turns.
const MaxDepth = 100

// Solve searches the tree's current position to depth turns (at most
// MaxDepth).
func (pr *Prover) Solve(t Tree, depth int) Solution {
	depth = min(depth, MaxDepth)
	start := pr.nodes
	s := pr.solve(t, depth)
	s.Nodes = pr.nodes - start
	return s
}

// solve proves the root depth after depth, asking stop between; the
// lines of what is proven are read from the table, asking it no more.
func (pr *Prover) solve(t Tree, depth int) Solution {
	if over, v := t.End(0); over {
		return Solution{Verdict: v}
	}
	pr.stopped = false
	stop := pr.stop
	defer func() { pr.stop, pr.stopped = stop, false }()
	for k := 1; k <= depth; k++ {
		won, lost := pr.wins(t, 0, k), false
		if !won {
			lost = pr.loses(t, 0, k)
		}
		switch {
		case pr.stopped:
			return Solution{Verdict: Open, Stopped: true}
		case won:
			pr.stop = nil
			return Solution{Verdict: Win, Turns: k, Line: pr.winLine(t, 0, k)}
		case lost:
			pr.stop = nil
			return Solution{Verdict: Loss, Turns: k, Line: pr.lossLine(t, 0, k)}
		}
	}
	pr.stop = nil
	return Solution{Verdict: Open, Line: pr.safeTurn(t, depth)}
}

// halt tells whether the proof under way is given up: asking stop every
// stopEvery positions, once it said so.
func (pr *Prover) halt() bool {
	if pr.stop != nil && !pr.stopped && pr.nodes%stopEvery == 0 {
		pr.stopped = pr.stop()
	}
	return pr.stopped
}

// wins tells whether the side to move wins within d turns.
func (pr *Prover) wins(t Tree, ply, d int) bool {
	pr.nodes++
	if pr.halt() {
		return false
	}
	if over, v := t.End(ply); over {
		return v == Win
	}
	if d <= 0 || t.Quiet(d) {
		return false
	}
	key, check := t.Key()
	if e := pr.find(key, check); e != nil && e.win <= int8(d) {
		return true
	} else if e != nil && e.noWin >= int8(d) {
		return false
	}
	won := false
	for i, n := 0, t.Expand(ply); i < n && !won && !pr.stopped; i++ {
		t.Play(ply, i)
		won = pr.loses(t, ply+1, d-1)
		t.Undo(ply)
	}
	if pr.stopped {
		return false
	}
	e := pr.slot(key, check)
	if won {
		e.win = min(e.win, int8(d))
	} else {
		e.noWin = max(e.noWin, int8(d))
	}
	return won
}

// loses tells whether the side to move loses within d turns whatever it
// plays.
func (pr *Prover) loses(t Tree, ply, d int) bool {
	pr.nodes++
	if pr.halt() {
		return false
	}
	if over, v := t.End(ply); over {
		return v == Loss
	}
	if d <= 0 || t.Quiet(d) {
		return false
	}
	key, check := t.Key()
	if e := pr.find(key, check); e != nil && e.loss <= int8(d) {
		return true
	} else if e != nil && e.noLoss >= int8(d) {
		return false
	}
	lost := true
	for i, n := 0, t.Expand(ply); i < n && lost && !pr.stopped; i++ {
		t.Play(ply, i)
		lost = pr.wins(t, ply+1, d-1)
		t.Undo(ply)
	}
	if pr.stopped {
		return false
	}
	e := pr.slot(key, check)
	if lost {
		e.loss = min(e.loss, int8(d))
	} else {
		e.noLoss = max(e.noLoss, int8(d))
	}
	return lost
}

// find returns the table's entry of a position, or nil.
func (pr *Prover) find(key uint64, check uint32) *entry {
	e := &pr.table[key&uint64(len(pr.table)-1)]
	if e.key != key || e.check != check {
		return nil
	}
	return e
}

// slot returns the entry of a position, taking its place over whatever
// stood there.
func (pr *Prover) slot(key uint64, check uint32) *entry {
	e := &pr.table[key&uint64(len(pr.table)-1)]
	if e.key != key || e.check != check {
		*e = entry{key: key, check: check, win: unproven, loss: unproven, noWin: -1, noLoss: -1}
	}
	return e
}

// winLine is the line of a side to move that wins in exactly k turns: the
// first turn that wins quickest, then the loser's most stubborn defence.
func (pr *Prover) winLine(t Tree, ply, k int) []Move {
	if over, _ := t.End(ply); over || k <= 0 {
		return nil
	}
	for i, n := 0, t.Expand(ply); i < n; i++ {
		t.Play(ply, i)
		if pr.loses(t, ply+1, k-1) {
			line := append([]Move{t.Turn(ply, i)}, pr.lossLine(t, ply+1, k-1)...)
			t.Undo(ply)
			return line
		}
		t.Undo(ply)
	}
	return nil
}

// lossLine is the line of a side to move that loses in exactly k turns:
// the first turn that holds out longest, then the winner's line.
func (pr *Prover) lossLine(t Tree, ply, k int) []Move {
	if over, _ := t.End(ply); over || k <= 0 {
		return nil
	}
	best, longest := -1, -1
	for i, n := 0, t.Expand(ply); i < n; i++ {
		t.Play(ply, i)
		if j := pr.distance(t, ply+1, k-1); j > longest {
			best, longest = i, j
		}
		t.Undo(ply)
	}
	if best < 0 {
		return nil
	}
	t.Play(ply, best)
	line := append([]Move{t.Turn(ply, best)}, pr.winLine(t, ply+1, longest)...)
	t.Undo(ply)
	return line
}

// distance returns the fewest turns, at most k, in which the side to move
// wins, or -1.
func (pr *Prover) distance(t Tree, ply, k int) int {
	for j := 0; j <= k; j++ {
		if pr.wins(t, ply, j) {
			return j
		}
	}
	return -1
}

// safeTurn returns the first turn after which the opponent has no forced
// win within depth-1 turns, as a line of one turn.
func (pr *Prover) safeTurn(t Tree, depth int) []Move {
	if over, _ := t.End(0); over || depth <= 0 {
		return nil
	}
	for i, n := 0, t.Expand(0); i < n; i++ {
		t.Play(0, i)
		safe := !pr.wins(t, 1, depth-1)
		t.Undo(0)
		if safe {
			return []Move{t.Turn(0, i)}
		}
	}
	return nil
}
