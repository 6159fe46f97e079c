package yinsh

import (
	"slices"

	"github.com/arbiter-games/arbiter/engines"
)

// Play checks a turn (a Turn, in long or short form) and, when it is
// legal, applies it and returns its long form. The error names the rule
// broken, in YINSH terms; the position is then unchanged.
func (p *Position) Play(m engines.Move) (engines.Played, error) {
	t, err := asTurn(m)
	if err != nil {
		return engines.Played{}, err
	}
	if _, reason := p.ending(); reason != "" {
		return engines.Played{}, gameOver(reason)
	}
	tp := turnPlay{b: p.b, r: &p.r, c: p.b.toMove}
	if err := tp.play(&t); err != nil {
		return engines.Played{}, err
	}
	p.b = tp.b
	p.turn++
	if t.noRemovals() || tp.out.equal(t) {
		return engines.Played{Move: m}, nil // already the long form: no copy
	}
	return engines.Played{Move: tp.out}, nil
}

// noRemovals tells whether the turn removes no row: a turn played so is
// its own long form.
func (t *Turn) noRemovals() bool { return len(t.Opening) == 0 && len(t.Removals) == 0 }

// equal tells whether two turns are the same.
func (t Turn) equal(u Turn) bool {
	return t.Action == u.Action && t.From == u.From && t.To == u.To && t.Resign == u.Resign &&
		slices.Equal(t.Opening, u.Opening) && slices.Equal(t.Removals, u.Removals)
}

// asTurn gives m as a YINSH turn, checked: a Turn, the one form a YINSH
// move takes.
func asTurn(m engines.Move) (Turn, error) {
	t, ok := m.(Turn)
	if !ok {
		return t, broken(codeMalformed, nil, "%v is not a YINSH turn", m)
	}
	return t, t.check()
}

// turnPlay plays one turn on a copy of the board, building its long form.
type turnPlay struct {
	b   board
	r   *rules
	c   Colour
	out Turn
}

func (tp *turnPlay) play(t *Turn) error {
	if tp.b.placing() {
		return tp.placement(t)
	}
	if err := tp.removeAll(t.Opening, &tp.out.Opening); err != nil {
		return err
	}
	switch {
	case tp.b.won(tp.c, tp.r):
		return tp.endAfterWin(t.Action != ActionNone || t.Resign)
	case t.Action == ActionNone && t.Resign:
		return tp.finish(true)
	}
	if err := tp.rowsRemoved(); err != nil {
		return err
	}
	if t.Action == ActionNone && tp.r.noMoveLoss && !tp.b.canMove() {
		tp.b.end, tp.b.loser = cannotMove, tp.c
		return tp.finish(false)
	}
	return tp.moveAndRemove(t)
}

// moveAndRemove plays the move or pass of a turn and the removals after it.
func (tp *turnPlay) moveAndRemove(t *Turn) error {
	if err := tp.action(t); err != nil {
		return err
	}
	if err := tp.removeAll(t.Removals, &tp.out.Removals); err != nil {
		return err
	}
	if tp.b.won(tp.c, tp.r) {
		return tp.endAfterWin(t.Resign)
	}
	if !t.Resign {
		if err := tp.noRowsLeft("%s must remove the row %s made by this move"); err != nil {
			return err
		}
	}
	return tp.finish(t.Resign)
}

// placement plays a turn of the placement phase.
func (tp *turnPlay) placement(t *Turn) error {
	switch {
	case len(t.Opening) > 0 || len(t.Removals) > 0:
		return broken(codeRemovalWhilePlacing, nil, "no row can be removed while rings are being placed")
	case t.Action == ActionPlace:
		if tp.b.at(t.To) != Empty {
			return broken(codePointTaken, points(t.To), "%s cannot place a ring on %s: %s", tp.c, t.To, tp.b.describe(t.To))
		}
		tp.b.placeRing(t.To)
		tp.out.Action, tp.out.To = ActionPlace, t.To
	case t.Action != ActionNone || !t.Resign:
		return broken(codeMustPlace, nil, "rings are still being placed: %s must place a ring", tp.c)
	}
	return tp.finish(t.Resign)
}

// action plays the ring move or the pass of a turn after the placement.
func (tp *turnPlay) action(t *Turn) error {
	switch t.Action {
	case ActionPlace:
		return broken(codeRingsPlaced, points(t.To), "all rings are placed; a ring must move")
	case ActionMove:
		if err := tp.checkMove(t.From, t.To); err != nil {
			return err
		}
		tp.b.moveRing(t.From, t.To)
		tp.out.Action, tp.out.From, tp.out.To = ActionMove, t.From, t.To
		return nil
	}
	switch {
	case tp.b.canMove() && t.Action == ActionPass:
		return broken(codeMayNotPass, nil, "%s can move a ring, so %s may not pass", tp.c, tp.c)
	case tp.b.canMove():
		return broken(codeMustMove, nil, "%s must still move a ring", tp.c)
	case tp.r.noMoveLoss:
		return broken(codeBlockedLoses, nil, "%s cannot move a ring and so loses (rule no-move=loss): the turn ends after the removals", tp.c)
	case t.Action == ActionNone:
		return broken(codeMustPass, nil, "%s cannot move a ring and must pass", tp.c)
	}
	tp.out.Action = ActionPass
	return nil
}

// noRowsLeft fails with the message format (colour, rows) while the player
// still has rows of his own on the board.
func (tp *turnPlay) noRowsLeft(format string) error {
	if !tp.b.hasRow(tp.c) { // nearly every turn: no list made
		return nil
	}
	var l rowList
	tp.b.rowsOf(tp.c, &l)
	return broken(codeSkipsRow, rowEnds(&l), format, tp.c, listRows(&l))
}

// rowsRemoved fails while the player still has rows of his own before
// moving, which only a flip of the last move can have made.
func (tp *turnPlay) rowsRemoved() error {
	if !tp.b.flipped {
		return nil
	}
	return tp.noRowsLeft("%s still has a row to remove before moving (%s)")
}

// endAfterWin ends the turn of a player who has just removed his winning
// ring; more parts after it are an error.
func (tp *turnPlay) endAfterWin(more bool) error {
	if more {
		return gameOver(winReason(tp.c, tp.r))
	}
	return tp.finish(false)
}

// finish ends the turn, with the player's resignation if resign is set.
func (tp *turnPlay) finish(resign bool) error {
	if resign {
		tp.b.end, tp.b.loser = resigned, tp.c
		tp.out.Resign = true
	}
	tp.b.endTurn()
	return nil
}
