// Package searchtest checks forced-win searches against a deliberately
// naive one, for the engines' and annotate's tests: plain recursion over
// the legal turns a position lists, each played on a clone with Play and
// judged with Outcome, with no table, no ordering and no bounds. It shares
// nothing with engines.Prover.
package searchtest

import (
	"fmt"

	"github.com/arbiter-games/arbiter/engines"
)

// Legal lists the legal turns of a position (engines.Position.Legal).
type Legal func(engines.Position) []engines.Move

// Naive is the naive search of one game.
type Naive struct {
	Legal Legal
}

// outcome returns whether p is over and, if so, +1 when the side to move
// has won, -1 when it has lost, 0 for a draw.
func outcome(p engines.Position) (bool, int) {
	o := p.Outcome()
	if !o.Over {
		return false, 0
	}
	if len(o.Places) != 2 {
		return true, 0
	}
	if o.Places[0][0] == p.Seat() {
		return true, 1
	}
	return true, -1
}

// Wins tells whether the side to move at p wins within d turns.
func (n Naive) Wins(p engines.Position, d int) bool {
	if over, r := outcome(p); over {
		return r > 0
	}
	if d == 0 {
		return false
	}
	for _, m := range n.Legal(p) {
		if n.Loses(n.After(p, m), d-1) {
			return true
		}
	}
	return false
}

// Loses tells whether the side to move at p loses within d turns whatever
// it plays.
func (n Naive) Loses(p engines.Position, d int) bool {
	if over, r := outcome(p); over {
		return r < 0
	}
	if d == 0 {
		return false
	}
	for _, m := range n.Legal(p) {
		if !n.Wins(n.After(p, m), d-1) {
			return false
		}
	}
	return true
}

// After plays m on a clone of p; a turn the engine listed but refuses
// panics, as a broken test fixture.
func (n Naive) After(p engines.Position, m engines.Move) engines.Position {
	q := p.Clone()
	if _, err := q.Play(m); err != nil {
		panic(fmt.Sprintf("searchtest: the listed turn %s is refused: %v", m, err))
	}
	return q
}

// Solve is the naive solution of p to depth turns, without a line.
func (n Naive) Solve(p engines.Position, depth int) engines.Solution {
	for k := 0; k <= depth; k++ {
		switch {
		case n.Wins(p, k):
			return engines.Solution{Verdict: engines.Win, Turns: k}
		case n.Loses(p, k):
			return engines.Solution{Verdict: engines.Loss, Turns: k}
		}
	}
	return engines.Solution{Verdict: engines.Open}
}

// Check compares a solver's solution of p with the naive one and checks
// its line: a win or loss line is legal and ends the game after Turns turns
// with the right winner; an open one's turn leaves the opponent no forced
// win within depth-1. It returns the solution and a description of the
// first difference, or "".
func (n Naive) Check(s engines.Solver, p engines.Position, depth int) (engines.Solution, string) {
	got, err := s.Solve(p.Clone(), depth)
	if err != nil {
		return got, err.Error()
	}
	want := n.Solve(p, depth)
	if got.Verdict != want.Verdict || got.Turns != want.Turns {
		return got, fmt.Sprintf("solved %v in %d, naive %v in %d", got.Verdict, got.Turns, want.Verdict, want.Turns)
	}
	return got, n.checkLine(p, got, depth)
}

func (n Naive) checkLine(p engines.Position, s engines.Solution, depth int) string {
	if over, _ := outcome(p); over || (s.Verdict == engines.Open && depth == 0) {
		if len(s.Line) > 0 {
			return fmt.Sprintf("a line %v where none can be", s.Line)
		}
		return ""
	}
	if s.Verdict == engines.Open {
		if len(s.Line) != 1 {
			return fmt.Sprintf("open with the line %v, want one safe turn", s.Line)
		}
		q := p.Clone()
		if _, err := q.Play(s.Line[0]); err != nil {
			return fmt.Sprintf("the safe turn %s is illegal: %v", s.Line[0], err)
		}
		if n.Wins(q, depth-1) {
			return fmt.Sprintf("after the safe turn %s the opponent wins within %d", s.Line[0], depth-1)
		}
		return ""
	}
	return checkEnd(p, s)
}

// checkEnd plays a win or loss line and checks where it ends.
func checkEnd(p engines.Position, s engines.Solution) string {
	if len(s.Line) != s.Turns {
		return fmt.Sprintf("the line %v has %d turns, want %d", s.Line, len(s.Line), s.Turns)
	}
	q := p.Clone()
	for i, m := range s.Line {
		if _, err := q.Play(m); err != nil {
			return fmt.Sprintf("turn %d of the line %v is illegal: %v", i+1, s.Line, err)
		}
	}
	o := q.Outcome()
	winner := p.Seat()
	if s.Verdict == engines.Loss {
		winner = 1 - winner
	}
	if !o.Over || len(o.Places) != 2 || o.Places[0][0] != winner {
		return fmt.Sprintf("the line %v ends in %+v, want a win of seat %d", s.Line, o, winner)
	}
	return ""
}
