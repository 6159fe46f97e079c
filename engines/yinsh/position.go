package yinsh

import (
	"fmt"
	"strings"

	"github.com/arbiter-games/arbiter/engines"
	"github.com/arbiter-games/arbiter/internal/scratch"
)

// Position is a YINSH game state with its rules. The zero value is not
// usable; Game.New makes positions.
type Position struct {
	b    board
	r    rules
	turn int
}

var _ engines.Position = (*Position)(nil)

// At returns what stands on point p (Empty for a value that is no point).
func (p *Position) At(pt Point) Piece {
	if !pt.Valid() {
		return Empty
	}
	return p.b.at(pt)
}

// ToMove returns the colour to move.
func (p *Position) ToMove() Colour { return p.b.toMove }

// Removed returns how many rings colour c has removed (scored).
func (p *Position) Removed(c Colour) int { return int(p.b.removed[c&1]) }

// RingsToWin returns how many rings a player removes to win: 3, or 1 in blitz.
func (p *Position) RingsToWin() int { return int(p.r.win) }

// Supply returns the markers left in the supply; limited is false under
// supply=unlimited, when left means nothing.
func (p *Position) Supply() (left int, limited bool) {
	return supplySize - int(p.b.markers), !p.r.unlimited
}

// Placing reports whether rings are still being placed.
func (p *Position) Placing() bool { return p.b.placing() }

// Rows returns the rows of colour c on the board, each of its five-point
// windows for a line of six or more.
func (p *Position) Rows(c Colour) []Row {
	var l rowList
	p.b.rowsOf(c&1, &l)
	rows := make([]Row, l.n)
	for i, w := range l.w[:l.n] {
		rows[i] = windowRow(w)
	}
	return rows
}

func windowRow(w uint8) Row { return Row{windows[w].start, windows[w].end} }

// TurnNumber returns the number of the next turn, counted one by one; White's
// turns are odd.
func (p *Position) TurnNumber() int { return p.turn }

// Seat returns the seat to move: 0 for White, 1 for Black.
func (p *Position) Seat() int { return int(p.b.toMove) }

// Clone returns an independent copy.
func (p *Position) Clone() engines.Position {
	q := *p
	return &q
}

// The referee copies a record's start into its scratch memory.
func init() { scratch.RegisterClone(Game{}.Name(), scratch.CloneValue[Position]) }

// Outcome tells whether the game is over, who won and why.
func (p *Position) Outcome() engines.Outcome {
	how, winner := p.b.finished(&p.r)
	if how == notFinished {
		return engines.Outcome{}
	}
	winner, reason := p.endOf(how, winner)
	return engines.Outcome{Over: true, Places: engines.TwoPlayerPlaces(winner), Reason: reason, Code: codes[endings[how]].Code}
}

// endings are the codes of the ways a game ends.
var endings = [...]code{byResignation: endResignation, byBlock: endBlocked, byRings: endRings, bySupply: endSupply}

// ending returns the winner's seat (-1 for a draw) and the reason the game
// ended, or an empty reason while it goes on.
func (p *Position) ending() (winner int, reason string) {
	return p.endOf(p.b.finished(&p.r))
}

// endOf is the winner's seat (-1 for a draw) and the reason of a game that
// ended how; an empty reason while it goes on.
func (p *Position) endOf(how finish, winner int) (int, string) {
	switch how {
	case byResignation:
		return winner, p.b.loser.title() + " resigned"
	case byBlock:
		return winner, Colour(1-winner).title() + " cannot move a ring"
	case byRings:
		return winner, winReason(Colour(winner), &p.r)
	case bySupply:
		return p.supplyEnding()
	}
	return 0, ""
}

// finish says how a game ended.
type finish uint8

const (
	notFinished   finish = iota
	byResignation        // a player resigned
	byBlock              // a player could not move a ring (no-move=loss)
	byRings              // a player removed his winning ring
	bySupply             // the marker supply ran out
)

// finished tells how the game on the board ended and the winner's seat
// (-1 for a draw), without allocating: the search asks it of every
// position.
func (b *board) finished(r *rules) (how finish, winner int) {
	switch {
	case b.end == resigned:
		return byResignation, int(b.loser.Other())
	case b.end == cannotMove:
		return byBlock, int(b.loser.Other())
	}
	for c := White; c <= Black; c++ {
		if b.won(c, r) {
			return byRings, int(c)
		}
	}
	// The cheap tests first: most positions end neither way, and a row to
	// remove (which keeps the game going) takes a scan of the board.
	empty := b.supplyEmpty(r)
	switch {
	case b.placing() || !empty && !r.noMoveLoss || b.hasRow(b.toMove):
		return notFinished, 0
	case empty:
		return bySupply, b.supplyWinner()
	case r.noMoveLoss && !b.canMove():
		return byBlock, int(b.toMove.Other())
	}
	return notFinished, 0
}

// supplyWinner is the seat that removed more rings, -1 when they tie.
func (b *board) supplyWinner() int {
	w, k := b.removed[White], b.removed[Black]
	switch {
	case w > k:
		return int(White)
	case k > w:
		return int(Black)
	}
	return -1
}

// winReason says that colour c won by removing rings.
func winReason(c Colour, r *rules) string {
	if r.win == 3 {
		return c.title() + " removed a third ring"
	}
	return c.title() + " removed a ring"
}

// supplyEnding decides a game that ends because the marker supply is empty.
func (p *Position) supplyEnding() (winner int, reason string) {
	winner = p.b.supplyWinner()
	return winner, supplyReason(int(p.b.removed[White]), int(p.b.removed[Black]), winner < 0)
}

// supplyReason is the reason of a game ended by the marker supply, with
// the rings each side removed: said once for each count a game can have.
func supplyReason(white, black int, draw bool) string {
	if white >= len(supplyReasons) || black >= len(supplyReasons) {
		return supplyText(white, black, draw)
	}
	r := &supplyReasons[white][black]
	if draw {
		return r[1]
	}
	return r[0]
}

// supplyReasons are the reasons of supplyReason by the rings removed, won
// and drawn.
var supplyReasons = func() (r [4][4][2]string) {
	for w := range r {
		for k := range r[w] {
			r[w][k] = [2]string{supplyText(w, k, false), supplyText(w, k, true)}
		}
	}
	return r
}()

func supplyText(white, black int, draw bool) string {
	reason := fmt.Sprintf("The marker supply is empty; rings removed: White %d, Black %d", white, black)
	if draw {
		reason += ": a draw"
	}
	return reason
}

// gameOver returns the error for a turn played after the end.
func gameOver(reason string) error {
	return broken(codeGameOver, nil, "the game is over: %s", strings.ToLower(reason[:1])+reason[1:])
}
