package jungle

import (
	"github.com/arbiter-games/arbiter/engines"
	"github.com/arbiter-games/arbiter/internal/scratch"
)

// Position is a Jungle game state: the board, the side to move, the
// counters of the position string, the rules, and the positions seen since
// the last capture (for repetition). It implements engines.Position.
type Position struct {
	rules      Rules
	b          board
	plies      int // plies since the last capture
	moveNumber int
	// history holds the positions since the last capture, the current one
	// last. Clones share its array: record and restart write only past
	// the length a clone sees, and a clone's capacity is cut to its length.
	history []seen
	// room is where the history grows when full: the referee's scratch
	// memory (cloneIn), or the heap when nil. Clones grow on the heap.
	room *scratch.Stock[seen]
	// recent tells, for the entries of the history at even and at odd
	// places, which layouts may be among them (and which surely are not).
	recent [2]layoutSet
	// reps counts the current board in the history (itself included).
	reps int
	// repeats counts the entries of the history that repeat an earlier one:
	// while it is 0, no move can make a third occurrence.
	repeats int
	// drawnBy is why the current board draws by repetition, or "".
	drawnBy string
	// outcome is the position's outcome once known (outcomeKnown).
	outcome      engines.Outcome
	outcomeKnown bool
}

// newPosition returns a position whose history is b alone, with no room
// for more: the first move played gives it a block (record). A start
// position is cloned before it is played (the referee keeps it), and a
// clone's history never writes in its original's room.
func newPosition(r Rules, b board, plies, moveNumber int) *Position {
	p := &Position{rules: r, b: b, plies: plies, moveNumber: moveNumber, history: make([]seen, 0, 1)}
	l := layoutOf(&b)
	p.record(seen{l: l}, l.bit())
	p.reps = 1
	return p
}

// Rules returns the rules the position is played under.
func (p *Position) Rules() Rules { return p.rules }

// PieceAt returns what stands on s (NoPiece for an empty or invalid square).
func (p *Position) PieceAt(s Square) Piece {
	if !s.Valid() {
		return NoPiece
	}
	return p.b.sq[s]
}

// SideToMove returns the side whose turn it is.
func (p *Position) SideToMove() Side { return p.b.side }

// PliesSinceCapture returns the plies played since the last capture.
func (p *Position) PliesSinceCapture() int { return p.plies }

// MoveNumber returns the move number of the position string: 1 at the
// start, counted up after each of White's turns.
func (p *Position) MoveNumber() int { return p.moveNumber }

// TurnNumber returns the number of the next turn, counted one by one:
// Black's turns are odd, White's even.
func (p *Position) TurnNumber() int { return 2*(p.moveNumber-1) + 1 + int(p.b.side) }

// Seat returns the seat to move: 0 for Black, 1 for White.
func (p *Position) Seat() int { return int(p.b.side) }

// Repetitions returns how often the current position (board and side to
// move) has occurred since the record's start position, this time included.
func (p *Position) Repetitions() int { return p.reps }

// Clone returns an independent copy.
func (p *Position) Clone() engines.Position { return p.copyInto(new(Position), nil) }

// copyInto makes c a copy of p whose history grows into room (the heap
// when nil) once full: it shares p's history array up to its length.
func (p *Position) copyInto(c *Position, room *scratch.Stock[seen]) *Position {
	*c = *p
	c.history, c.room = p.history[:len(p.history):len(p.history)], room
	return c
}

func init() { scratch.RegisterClone(Game{}.Name(), cloneIn) }

// cloneIn is Clone in scratch memory (scratch.CloneIn): the copy, and
// the history it grows into, are taken from s, which the referee reuses
// for the next batch of records once it is done with this one's.
func cloneIn(p engines.Position, s *scratch.Scratch) engines.Position {
	jp, ok := p.(*Position)
	if !ok {
		return p.Clone()
	}
	return jp.copyInto(&scratch.Take[Position](s, 1)[0], scratch.Of[seen](s))
}

// Perft counts the leaves of the move tree to the given depth. Draw rules
// do not apply; a won position has no moves.
func (p *Position) Perft(depth int) uint64 { return p.rules.perft(p.b, depth) }

// Divide returns each move with the perft count below it, in generation
// order.
func (p *Position) Divide(depth int) []engines.Count {
	if depth < 1 || p.b.decided() {
		return nil
	}
	var list moveList
	p.rules.generate(&p.b, &list)
	counts := make([]engines.Count, list.n)
	for i, m := range list.moves[:list.n] {
		child := p.b
		child.apply(m)
		counts[i] = engines.Count{Move: m.String(), Nodes: p.rules.perft(child, depth-1)}
	}
	return counts
}
