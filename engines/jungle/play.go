package jungle

import "github.com/arbiter-games/arbiter/engines"

// Play checks a move and, when it is legal, makes it. The move may name no
// animal (engine form "a3a4"); a capture written with "-" is accepted. The
// returned Played holds the long form. An illegal move leaves the position
// unchanged and returns the reason in Jungle terms.
func (p *Position) Play(em engines.Move) (engines.Played, error) {
	m, ok := asMove(em)
	if !ok {
		return engines.Played{}, broken(codeMalformed, nil, "%v is not a Jungle move", em)
	}
	if p.b.decided() || p.drawRuleEnds() {
		return engines.Played{}, gameOver(p.Outcome())
	}
	resolved, err := p.resolve(m)
	if err != nil {
		return engines.Played{}, p.refused(err)
	}
	next := p.b
	next.apply(resolved)
	rc := p.recur(&next, resolved)
	if p.forbidden(rc) {
		s := p.b.side
		return engines.Played{}, p.refused(broken(codeRepetition, squares(resolved.From, resolved.To),
			"this move would repeat the position a third time, which %s, the chasing side, may not do: %s must deviate", s, s))
	}
	p.commit(&next, resolved.Capture, rc)
	if _, value := em.(Move); value && m == resolved {
		return engines.Played{Move: em}, nil // already the long form: boxed once
	}
	return engines.Played{Move: boxed(resolved)}, nil
}

// refused is the error of a move refused for err, or the end of the game
// when it is over: the side to move may have no legal move, which is
// worked out only for a move refused.
func (p *Position) refused(err error) error {
	if o := p.Outcome(); o.Over {
		return gameOver(o)
	}
	return err
}

// gameOver is the error of a move made after the end of the game o.
func gameOver(o engines.Outcome) error {
	return broken(codeGameOver, nil, "the game is over: %s", o.Reason)
}

// asMove accepts a Move or a non-nil *Move.
func asMove(em engines.Move) (Move, bool) {
	switch m := em.(type) {
	case Move:
		return m, true
	case *Move:
		if m != nil {
			return *m, true
		}
	}
	return Move{}, false
}

// commit makes next, reached by a move that recurs as rc, the current
// board.
func (p *Position) commit(next *board, captured bool, rc recurrence) {
	p.drawnBy = p.repetitionDraw(rc)
	p.b = *next
	p.plies++
	if captured {
		p.plies = 0
		p.restart()
	}
	p.reps = rc.count + 1
	if rc.count > 0 {
		p.repeats++
	}
	p.record(seen{l: rc.l, chase: rc.chase}, rc.bit)
	p.outcomeKnown = false
	if next.side == Black {
		p.moveNumber++
	}
}

// resolve checks m against the board and the rules and returns its long
// form.
func (p *Position) resolve(m Move) (Move, error) {
	if !m.From.Valid() || !m.To.Valid() {
		return Move{}, broken(codeMalformed, nil, "%s is not a move between two squares of the board", m)
	}
	piece := p.b.sq[m.From]
	a := piece.Animal()
	switch {
	case piece == NoPiece:
		return Move{}, broken(codeNoPiece, squares(m.From), "there is no piece at %s", m.From)
	case piece.Side() != p.b.side:
		return Move{}, broken(codeNotYourPiece, squares(m.From), "%s holds %s, and it is %s's turn", m.From, piece, p.b.side)
	case m.Piece != NoAnimal && m.Piece != a:
		return Move{}, broken(codeWrongAnimal, squares(m.From), "%s holds the %s, not the %s", m.From, a, m.Piece)
	}
	if err := p.pathError(a, m.From, m.To); err != nil {
		return Move{}, err
	}
	if f := p.rules.landingFault(&p.b, m.From, m.To); f != noFault {
		return Move{}, p.landingError(f, m.From, m.To)
	}
	captures := p.b.sq[m.To] != NoPiece
	if m.Capture && !captures {
		return Move{}, broken(codeCapturesNothing, squares(m.From, m.To), "%s captures nothing", m)
	}
	return Move{Piece: a, From: m.From, To: m.To, Capture: captures}, nil
}

// pathError checks that the animal a can go from one square to the other:
// a step, or a jump across the river.
func (p *Position) pathError(a Animal, from, to Square) error {
	for d := up; d < numDirections; d++ {
		if geo.step[from][d] == to {
			if to.bit()&waterMask != 0 && a != Rat {
				return broken(codeWater, squares(from, to), "only the rat may enter water")
			}
			return nil
		}
		if geo.jump[from][d].to == to {
			return p.jumpError(a, from, d)
		}
	}
	if p.rules.Jumps[a] != NoJump {
		return broken(codeStep, squares(from, to), "the %s moves one square up, down, left or right, or jumps straight across the river", a)
	}
	return broken(codeStep, squares(from, to), "the %s moves one square up, down, left or right", a)
}

// jumpError explains why the animal a may not jump from in direction d.
func (p *Position) jumpError(a Animal, from Square, d direction) error {
	fault := p.rules.jumpFault(&p.b, a, from, d)
	if fault == noFault {
		return nil // nearly every jump: no names made
	}
	at := squares(from, geo.jump[from][d].to)
	switch fault {
	case faultNoJump:
		return broken(codeJump, at, "the %s cannot jump over the river", a)
	case faultJumpAxis:
		way := "vertically"
		if p.rules.Jumps[a] == Horizontal {
			way = "horizontally"
		}
		return broken(codeJumpAxis, at, "the %s may only jump %s under these rules", a, way)
	case faultBlocked:
		rat := p.firstBlocker(from, d)
		return broken(codeJumpBlocked, append(at, rat.String()), "the rat at %s blocks the %s's jump", rat, a)
	}
	return nil
}

// firstBlocker returns the first square of a jump that holds a blocking rat.
func (p *Position) firstBlocker(from Square, d direction) Square {
	blockers := p.rules.blockers(&p.b)
	for s := geo.step[from][d]; s != NoSquare && s.bit()&waterMask != 0; s = geo.step[s][d] {
		if s.bit()&blockers != 0 {
			return s
		}
	}
	return NoSquare
}

// landingError explains a landing fault of the animal at from on to.
func (p *Position) landingError(f fault, from, to Square) error {
	a, t := p.b.sq[from].Animal(), p.b.sq[to].Animal()
	at := squares(from, to)
	switch f {
	case faultOwnDen:
		return broken(codeOwnDen, at, "the %s cannot enter its own den", a)
	case faultOwnPiece:
		return broken(codeOwnPiece, at, "the %s cannot capture its own %s at %s", a, t, to)
	case faultElephantRat:
		return broken(codeElephantRat, at, "the elephant cannot capture the rat")
	case faultFromWater:
		return broken(codeRatFromWater, at, "the rat in the water cannot capture the %s on land", t)
	case faultTrapped:
		return broken(codeTrapped, at, "the %s on the trap at %s cannot capture anything while it stands there", a, from)
	case faultIntoWater:
		return broken(codeRatInWater, at, "the %s on land cannot capture the rat in the water", a)
	}
	return broken(codeRank, at, "the %s cannot capture the %s: the %s ranks higher", a, t, t)
}
