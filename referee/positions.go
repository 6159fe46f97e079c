package referee

import (
	"github.com/arbiter-games/arbiter/engines"
	"github.com/arbiter-games/arbiter/notation"
)

// Positions replays a report's record, variations included, and returns
// the position after every turn the referee accepted. The report must come
// from Check with Options.Canonical (it holds the moves).
func Positions(rep *Report) map[*notation.Turn]engines.Position {
	out := map[*notation.Turn]engines.Position{}
	if rep.Start != nil {
		positionsOf(rep.Record.Moves, rep.Start, rep.Moves, out)
	}
	return out
}

// positionsOf plays a line from the position before its first turn; a
// variation starts from the position before the turn it replaces.
func positionsOf(line notation.Line, before engines.Position, moves map[*notation.Turn]engines.Move, out map[*notation.Turn]engines.Position) {
	p := before.Clone()
	for _, t := range line.Turns {
		for _, v := range t.Variations {
			positionsOf(v, p, moves, out)
		}
		m := moves[t]
		if m == nil {
			return
		}
		if _, err := p.Play(m); err != nil {
			return
		}
		out[t] = p.Clone()
	}
}
