package jungle

import (
	"fmt"
	"math/bits"

	"github.com/arbiter-games/arbiter/engines"
)

// The forced-win search: the engine's own move generation, outcome and
// move making (playable, judge, recur, commit) walked with take-back by
// saving the position, and engines.Prover doing the proof. The search
// does not allocate: the history has room for every ply of the search in
// its buffer, a capture's new history taking the rest (restart), and
// judge, which words its reasons, is asked only where a draw rule or a
// player without a move may end the game.

var _ engines.Searcher = Game{}

// DefaultDepth is the depth annotate searches Jungle games to: five
// turns, a den reached on the mover's third turn from the position. A
// club game of about 100 turns then takes about a tenth of a second on one
// core (BenchmarkAnnotateClubNight in referee/annotate).
func (Game) DefaultDepth() int { return 5 }

// NewSolver returns a Jungle solver with a table of 2^tableBits entries.
func (Game) NewSolver(tableBits int) engines.Solver {
	return &solver{pr: engines.NewProver(tableBits), t: &searchTree{}}
}

// solver solves Jungle positions.
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
		return engines.Solution{}, fmt.Errorf("the Jungle solver cannot solve a position of another game (%s)", p)
	}
	if s.t.pos.rules != pos.rules || !s.t.ready {
		s.pr.Clear()
		s.t.ready = true
	}
	s.t.load(pos)
	return s.pr.Solve(s.t, depth), nil
}

// undo is the position before a move of the search.
type undo struct {
	pos  Position
	hist uint64
}

// searchTree is the engines.Tree of Jungle.
type searchTree struct {
	ready bool // the table is the solver's for pos.rules
	// pos is the current position; its history lives in buf.
	pos   Position
	buf   []seen
	hist  uint64 // a hash of the history, in order
	undos [engines.MaxDepth + 1]undo
	lists [engines.MaxDepth + 1]moveList
}

// load makes p the root.
func (t *searchTree) load(p *Position) {
	t.pos = *p
	need := len(p.history) + engines.MaxDepth + 1
	if cap(t.buf) < need {
		t.buf = make([]seen, 0, need)
	}
	t.buf = append(t.buf[:0], p.history...)
	t.pos.history = t.buf
	t.hist = historyHash(t.pos.history)
}

// historyHash hashes the positions of a history and who chased, in order:
// forbid-chaser looks at both.
func historyHash(h []seen) uint64 {
	var sum uint64
	for i := range h {
		sum = seenHash(sum, &h[i])
	}
	return sum
}

// seenHash adds one entry of a history to the hash of those before it.
func seenHash(sum uint64, e *seen) uint64 {
	h := e.l.hash()
	if e.chase {
		h = ^h
	}
	return mix(sum*0x9e3779b97f4a7c15 + h)
}

// End tells whether the game is over and how for the side to move, and
// lists the playable moves at ply for Expand.
func (t *searchTree) End(ply int) (bool, engines.Verdict) {
	b := &t.pos.b
	if b.decided() {
		return true, t.boardWinner(b)
	}
	list := &t.lists[ply]
	t.pos.playable(list)
	limit := t.pos.rules.NoCaptureLimit
	if list.n == 0 || t.pos.drawnBy != "" || (limit > 0 && t.pos.plies >= limit) {
		if o := t.pos.judge(); o.Over {
			return true, verdict(o, int(b.side))
		}
	}
	return false, engines.Open
}

// boardWinner judges a game won on the board as won does: an animal in a
// den wins for its side, else the side left without animals loses.
func (t *searchTree) boardWinner(b *board) engines.Verdict {
	switch dens := b.denIntruders(); {
	case dens != 0 && b.sq[bits.TrailingZeros64(dens)].Side() == b.side:
		return engines.Win
	case dens != 0 || b.occ[b.side] == 0:
		return engines.Loss
	}
	return engines.Win
}

// verdict reads an outcome for the seat to move.
func verdict(o engines.Outcome, seat int) engines.Verdict {
	switch {
	case len(o.Places) != 2:
		return engines.Open
	case o.Places[0][0] == seat:
		return engines.Win
	}
	return engines.Loss
}

// Quiet is always false: a den may be two turns away anywhere.
func (t *searchTree) Quiet(int) bool { return false }

// Key hashes the board, and the history and the plies since the last
// capture where the rules make them matter.
func (t *searchTree) Key() (uint64, uint32) {
	r := &t.pos.rules
	var extra uint64
	if r.Repetition != RepetitionOff {
		extra = t.hist
	}
	if r.NoCaptureLimit > 0 {
		extra ^= uint64(t.pos.plies) * 0x9e3779b97f4a7c15
	}
	key := hash(&t.pos.b, &zobrist) ^ mix(extra)
	check := hash(&t.pos.b, &zobristCheck) + mix(extra^0x632be59bd9b4e019)
	return key, uint32(check >> 32)
}

// Expand orders the moves End listed: den entries and captures of a
// side's last animal first, then captures, each group in generation order.
func (t *searchTree) Expand(ply int) int {
	list := &t.lists[ply]
	b := &t.pos.b
	var sorted moveList
	for rank := 2; rank >= 0; rank-- {
		for _, m := range list.moves[:list.n] {
			if moveRank(b, m) == rank {
				sorted.moves[sorted.n] = m
				sorted.n++
			}
		}
	}
	*list = sorted
	return list.n
}

// moveRank is 2 for a move that wins on the board, 1 for another capture.
func moveRank(b *board, m Move) int {
	enemy := b.side.Other()
	switch {
	case m.To == denSquare[enemy]:
		return 2
	case m.Capture && b.occ[enemy]&^m.To.bit() == 0:
		return 2
	case m.Capture:
		return 1
	}
	return 0
}

// Play makes the i-th move at ply as Play does: the moves listed are
// those playable allows, so none is forbidden.
func (t *searchTree) Play(ply, i int) {
	m := t.lists[ply].moves[i]
	t.undos[ply] = undo{pos: t.pos, hist: t.hist}
	before := len(t.pos.history)
	next := t.pos.b
	next.apply(m)
	t.pos.commit(&next, m.Capture, t.pos.recur(&next, m))
	if h := t.pos.history; len(h) == before+1 {
		t.hist = seenHash(t.hist, &h[before])
	} else {
		t.hist = historyHash(h)
	}
}

// Undo takes back the move made at ply.
func (t *searchTree) Undo(ply int) {
	u := &t.undos[ply]
	t.pos, t.hist = u.pos, u.hist
}

// Turn returns the i-th move at ply in long form.
func (t *searchTree) Turn(ply, i int) engines.Move { return t.lists[ply].moves[i] }

// zobrist and zobristCheck give each piece on each square a random key,
// and the side to move one more (index 0: no piece stands on it).
var zobrist, zobristCheck = zobristTable(1), zobristTable(2)

func zobristTable(seed uint64) (z [32][NumSquares]uint64) {
	for p := range z {
		for s := range z[p] {
			seed = mix(seed + 0x9e3779b97f4a7c15)
			z[p][s] = seed
		}
	}
	return z
}

// hash is the board's key in the table z.
func hash(b *board, z *[32][NumSquares]uint64) uint64 {
	h := uint64(b.side) * z[0][0]
	for occ := b.occ[Black] | b.occ[White]; occ != 0; occ &= occ - 1 {
		s := bits.TrailingZeros64(occ)
		h ^= z[b.sq[s]][s]
	}
	return h
}

// mix is splitmix64's finalizer.
func mix(z uint64) uint64 {
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}
