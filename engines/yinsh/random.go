package yinsh

import (
	"math/rand/v2"

	"github.com/arbiter-games/arbiter/engines"
)

// RandomGame plays a random legal game from the setup's position, each
// choice (point, ring move, row, ring) drawn uniformly, until the game ends,
// maxTurns turns are played (no limit when maxTurns <= 0), or both players
// have passed in a row (nothing can change any more). The same seed gives the
// same game.
func (g Game) RandomGame(seed int64, s engines.Setup, maxTurns int) (engines.Setup, []engines.Move, error) {
	p, err := g.newPosition(s)
	if err != nil {
		return s, nil, err
	}
	rng := rand.New(rand.NewPCG(uint64(seed), 0x9e3779b97f4a7c15))
	var turns []engines.Move
	passes := 0
	for (maxTurns <= 0 || len(turns) < maxTurns) && passes < 2 {
		if _, reason := p.ending(); reason != "" {
			break
		}
		t := p.randomTurn(rng)
		turns = append(turns, t)
		if t.Action == ActionPass {
			passes++
		} else {
			passes = 0
		}
	}
	return s, turns, nil
}

// randomTurn plays a random legal turn and returns it in long form.
func (p *Position) randomTurn(rng *rand.Rand) Turn {
	var t Turn
	if p.b.placing() {
		free := allPoints.andNot(p.b.occupied())
		t = Turn{Action: ActionPlace, To: free.nth(rng.IntN(free.count()))}
		p.b.placeRing(t.To)
	} else {
		t = p.b.randomMoveTurn(&p.r, rng)
	}
	p.b.endTurn()
	p.turn++
	return t
}

// randomMoveTurn plays the removals, ring move or pass and removals of a
// random turn after the placement.
func (b *board) randomMoveTurn(r *rules, rng *rand.Rand) Turn {
	var t Turn
	var rows rowList
	b.rowsOf(b.toMove, &rows)
	t.Opening = b.randomRemovals(r, &rows, rng)
	if b.won(b.toMove, r) {
		return t
	}
	var ms moveList
	b.ringMoves(&ms)
	switch {
	case ms.n == 0 && r.noMoveLoss:
		b.end, b.loser = cannotMove, b.toMove
		return t
	case ms.n == 0:
		t.Action = ActionPass
		return t
	}
	m := ms.m[rng.IntN(ms.n)]
	b.rowsThrough(b.toMove, b.moveRing(m.from, m.to), &rows)
	t.Action, t.From, t.To = ActionMove, m.from, m.to
	t.Removals = b.randomRemovals(r, &rows, rng)
	return t
}

// randomRemovals removes random rows of the side to move among rows, each
// with a random ring, until none is left or he has won.
func (b *board) randomRemovals(r *rules, rows *rowList, rng *rand.Rand) []Removal {
	var out []Removal
	c := b.toMove
	for !b.won(c, r) {
		var live rowList
		for _, w := range rows.w[:rows.n] {
			if b.complete(c, w) {
				live.add(w)
			}
		}
		if live.n == 0 {
			break
		}
		w := live.w[rng.IntN(live.n)]
		ring := b.ring[c].nth(rng.IntN(b.ring[c].count()))
		b.removeRow(c, w, ring)
		out = append(out, Removal{Row: windowRow(w), Ring: ring})
	}
	return out
}
