package jungle

import (
	"fmt"
	"math/bits"

	"github.com/arbiter-games/arbiter/engines"
)

// Outcome tells whether the game is over and who won. A win on the board
// (an animal in the den, all of a side's animals captured) comes first,
// then a player to move without a legal move, then the draw rules.
func (p *Position) Outcome() engines.Outcome {
	if !p.outcomeKnown {
		p.outcome, p.outcomeKnown = p.judge(), true
	}
	return p.outcome
}

// judge works the outcome out.
func (p *Position) judge() engines.Outcome {
	if o, over := p.b.won(); over {
		return o
	}
	if !p.canMove() {
		return p.noMove()
	}
	return p.drawRuled()
}

// BoardOutcome is the outcome without the draw rules: a win on the board,
// or the player to move without a move on the board (a loss, or a draw
// with no-move=draw); none else. Where the position was reached under
// rules r, the same moves played from the same start under
// r.WithoutDraws() end in it: the draw rules only end a game, and a move
// the forbid-chaser rule allows is a move without it.
func (p *Position) BoardOutcome() engines.Outcome {
	if o, over := p.b.won(); over {
		return o
	}
	if !p.rules.anyMove(&p.b) {
		return p.noMove()
	}
	return engines.Outcome{}
}

// drawRuled is the draw the draw rules end the game with, if they do.
func (p *Position) drawRuled() engines.Outcome {
	switch {
	case p.drawnBy != "":
		return draw(endRepetition, p.drawnBy)
	case p.noCaptureLimitReached():
		return draw(endNoCapture, fmt.Sprintf("%d plies without a capture", p.rules.NoCaptureLimit))
	}
	return engines.Outcome{}
}

// drawRuleEnds reports whether the draw rules end the game (drawRuled).
func (p *Position) drawRuleEnds() bool { return p.drawnBy != "" || p.noCaptureLimitReached() }

// noCaptureLimitReached reports whether the no-capture rule draws the game.
func (p *Position) noCaptureLimitReached() bool {
	limit := p.rules.NoCaptureLimit
	return limit > 0 && p.plies >= limit
}

// Legal lists the moves Play accepts now, as Move values in long form, in
// the order Divide lists them: Divide's moves less those the forbid-chaser
// rule refuses. None when the game is over, by a draw rule too.
func (p *Position) Legal() []engines.Move {
	var list moveList
	p.legal(&list)
	moves := make([]engines.Move, list.n)
	for i, m := range list.moves[:list.n] {
		moves[i] = boxed(m)
	}
	return moves
}

// LegalCount counts the moves Legal lists (engines.Counted): none once
// the game is won or drawn (a side without a move counts none anyway), the
// moves the forbid-chaser rule allows where it may forbid one, else the
// board's moves counted off their targets, as Perft(1) counts them.
func (p *Position) LegalCount() uint64 {
	switch {
	case p.b.decided() || p.drawRuleEnds():
		return 0
	case p.chaseMatters():
		var list moveList
		p.playable(&list)
		return uint64(list.n)
	}
	return p.rules.count(&p.b)
}

// legal lists the moves Play accepts now: none when the game is over.
func (p *Position) legal(list *moveList) {
	if p.Outcome().Over {
		list.n = 0
		return
	}
	p.playable(list)
}

// playable lists the moves of the side to move that the forbid-chaser rule
// allows.
func (p *Position) playable(list *moveList) {
	p.rules.generate(&p.b, list)
	if !p.chaseMatters() {
		return
	}
	kept := 0
	for _, m := range list.moves[:list.n] {
		if p.allowed(m) {
			list.moves[kept] = m
			kept++
		}
	}
	list.n = kept
}

// canMove reports whether playable would list a move; it stops at the
// first it finds.
func (p *Position) canMove() bool {
	if !p.chaseMatters() {
		return p.rules.anyMove(&p.b)
	}
	var list moveList
	p.rules.generate(&p.b, &list)
	for _, m := range list.moves[:list.n] {
		if p.allowed(m) {
			return true
		}
	}
	return false
}

// noMove is the outcome when the side to move has no legal move.
func (p *Position) noMove() engines.Outcome {
	reason := p.b.side.String() + " has no legal move"
	if p.rules.NoMoveDraw {
		return draw(endNoMove, reason)
	}
	return win(p.b.side.Other(), endNoMove, reason)
}

// won returns the outcome of a game won on the board.
func (b *board) won() (engines.Outcome, bool) {
	if dens := b.denIntruders(); dens != 0 {
		p := b.sq[bits.TrailingZeros64(dens)]
		return win(p.Side(), endDen, fmt.Sprintf("%s entered the den", p)), true
	}
	for _, s := range []Side{Black, White} {
		if b.occ[s.Other()] == 0 {
			return win(s, endAllCaptured, fmt.Sprintf("%s captured all of %s's animals", s, s.Other())), true
		}
	}
	return engines.Outcome{}, false
}

func win(s Side, end code, reason string) engines.Outcome {
	return engines.Outcome{Over: true, Places: engines.TwoPlayerPlaces(int(s)), Reason: reason, Code: codes[end].Code}
}

func draw(end code, reason string) engines.Outcome {
	return engines.Outcome{Over: true, Places: engines.TwoPlayerPlaces(-1), Reason: reason, Code: codes[end].Code}
}
