package ingenious

import (
	"errors"
	"fmt"
	"strings"

	"github.com/arbiter-games/arbiter/engines"
)

// Play checks a turn (a *Turn, the one form an Ingenious move takes, as
// the notation reads it without a copy) and, when it is legal, applies it.
// The error names the rule broken; the position is then unchanged. In
// public records the facts hidden in the racks are returned as Unchecked.
func (p *Position) Play(m engines.Move) (engines.Played, error) {
	t, ok := m.(*Turn)
	if !ok || t == nil {
		return engines.Played{}, broken(codeMalformed, nil, "not an Ingenious turn: %v", m)
	}
	before := *p // one copy: the position is put back only when the turn is refused
	notes, err := p.playTurn(*t)
	if err != nil {
		*p = before
		return engines.Played{}, err
	}
	if t.isLong() {
		return engines.Played{Move: t, Unchecked: notes}, nil
	}
	return engines.Played{Move: t.resolved(), Unchecked: notes}, nil
}

// isLong reports whether every placement is in long form.
func (t *Turn) isLong() bool {
	for _, pl := range t.Placements {
		if pl.Second < pl.First {
			return false
		}
	}
	return true
}

// resolved returns the turn in long form: each placement with its first
// space the earlier in reading order.
func (t Turn) resolved() *Turn {
	r := t
	r.Placements = make([]Placement, len(t.Placements))
	for i, pl := range t.Placements {
		r.Placements[i] = pl.canonical()
	}
	return &r
}

// bonusLog remembers the marks reached in one turn, each owing a placement.
type bonusLog struct {
	colours [maxBonusLog]Colour
	marks   [maxBonusLog]int
	n       int
}

func (l *bonusLog) add(p *Position, g gain) {
	track := p.rules.TrackOf(p.seat)
	for i := 0; i < g.bonuses && l.n < maxBonusLog; i++ {
		l.colours[l.n], l.marks[l.n] = g.reached[i], p.Score(track, g.reached[i])
		l.n++
	}
}

// owed explains the last due bonus placements: "blue reached 18".
func (l *bonusLog) owed(due int) string {
	var parts []string
	for i := max(0, l.n-due); i < l.n; i++ {
		parts = append(parts, fmt.Sprintf("%s reached %d", l.colours[i].Name(), l.marks[i]))
	}
	what := "a bonus placement is owed"
	if due > 1 {
		what = fmt.Sprintf("%d bonus placements are owed", due)
	}
	if len(parts) == 0 {
		return what
	}
	return what + ": " + strings.Join(parts, ", ")
}

// playTurn applies a turn to p, checking every rule; on error p is spoiled
// and the caller drops it.
func (p *Position) playTurn(t Turn) ([]string, error) {
	if p.ended != notOver {
		return nil, broken(codeGameOver, nil, "the game is over: %s", p.Outcome().Reason)
	}
	if t.Seat != 0 && t.Seat != p.seat+1 {
		return nil, broken(codeWrongSeat, nil, "it is seat %d's turn, not seat %d's", p.seat+1, t.Seat)
	}
	if len(t.Placements) == 0 {
		return nil, broken(codeNoPlacement, nil, "a turn places a tile first")
	}
	notes, err := p.placeAll(t.Placements)
	if err != nil {
		return nil, err
	}
	if p.ended != notOver {
		if len(t.Refill) > 0 || t.Swap {
			return nil, broken(codeDrawAfterEnd, nil, "the game ended with the last placement (%s): no draw or swap follows", p.Outcome().Reason)
		}
	} else if notes, err = p.finishRack(t, notes); err != nil {
		return nil, err
	}
	p.passTurn()
	return notes, nil
}

// passTurn gives the turn to the next seat.
func (p *Position) passTurn() {
	p.pending = 0
	p.seat = (p.seat + 1) % p.rules.Players
	p.turn++
}

// placeAll plays the turn's placements: the first (or the bonus placements
// owed from before the position) and one more for each mark reached.
func (p *Position) placeAll(pls []Placement) ([]string, error) {
	due, first := p.due(), p.FirstRound()
	var log bonusLog
	var notes []string
	for i, pl := range pls {
		if p.ended != notOver {
			return nil, broken(codePlacementAfterEnd, pl.at(), "%v: the game ended with the placement before (%s)", pl, p.Outcome().Reason)
		}
		if due == 0 {
			return nil, broken(codeNoBonusOwed, pl.at(), "%v: no bonus placement is owed (no colour reached 18 with the placements before)", pl)
		}
		if _, err := p.checkPlacement(pl, first && i == 0); err != nil {
			return nil, placementError(pls, i, err)
		}
		notes = append(notes, p.rackNote(pl.Tile)...)
		var g gain
		g, due = p.placeOne(pl, first && i == 0, due)
		if err := checkDeclared(pl, &g); err != nil {
			return nil, placementError(pls, i, err)
		}
		log.add(p, g)
	}
	if p.goesOn(due) {
		return nil, broken(codeBonusOwed, nil, "%s", log.owed(due))
	}
	return notes, nil
}

// placementError names the placement in a turn of several.
func placementError(pls []Placement, i int, err error) error {
	var re *engines.RuleError
	if len(pls) == 1 || !errors.As(err, &re) {
		return err
	}
	return &engines.RuleError{Code: re.Code, Message: fmt.Sprintf("%v: %s", pls[i], re.Message), At: re.At}
}
