package ingenious

import (
	"strconv"
	"strings"

	"github.com/arbiter-games/arbiter/engines"
)

// Hidden racks, as a program that plays sees them: the referee tells it
// only its own rack, and it replays the public turns. These functions let
// it walk its own turns placement by placement on a public position.

// Public returns a copy of p as a public record sees it: the racks hidden,
// their sizes kept. Play then accepts a turn of placements alone, noting
// the rack's tiles and the draws as unchecked.
func (p *Position) Public() *Position {
	c := *p
	c.full = false
	return &c
}

var _ engines.Hiding = Game{}

// PublicPosition gives a position string with each rack written as the
// number of its tiles, as the String of Public writes it: what every player
// sees (engines.Hiding). A string of another form is given back as it is.
func (Game) PublicPosition(position string) string {
	fields := strings.Fields(position)
	if len(fields) != 6 || fields[4] == "-" {
		return position
	}
	racks := strings.Split(fields[4], "/")
	for i, r := range racks {
		racks[i] = strconv.Itoa(rackSize(r))
	}
	fields[4] = strings.Join(racks, "/")
	return strings.Join(fields, " ")
}

// PublicMove gives a turn without its draws, as a public record writes
// it (engines.Hiding); the swap itself stays.
func (Game) PublicMove(m engines.Move) engines.Move {
	t, ok := engines.MoveAs[Turn](m)
	if !ok {
		return m
	}
	t.Refill, t.SwapDraw = nil, nil
	return &t
}

// rackSize is the number of tiles of a rack as a position string writes
// it: "-" for none, its tiles joined by ",", or their number when hidden.
func rackSize(rack string) int {
	if n, err := strconv.Atoi(rack); err == nil {
		return n
	}
	if rack == "-" {
		return 0
	}
	return strings.Count(rack, ",") + 1
}

// errPlaceFull refuses Place on a position that knows the racks.
var errPlaceFull = broken(codePublicDraw, nil, "a placement alone is played on a public position (racks hidden): the draw of a full record is not known yet")

// Place plays one placement of the turn of the seat to move in a public
// position: it checks the spaces, the first-round rule and that a tile of
// the kind is left off the board, scores the placement and returns how
// many placements the turn still owes (the bonus placements). When none is
// owed, or the game ended, or the rack is empty, the turn ends: the hidden
// rack is refilled and the next seat is to move. A broken rule is a
// *engines.RuleError and leaves p unchanged.
func (p *Position) Place(pl Placement) (owed int, err error) {
	switch {
	case p.full:
		return 0, errPlaceFull
	case p.ended != notOver:
		return 0, broken(codeGameOver, nil, "the game is over: %s", p.Outcome().Reason)
	}
	first := p.FirstRound()
	if _, err := p.checkPlacement(pl, first); err != nil {
		return 0, err
	}
	if _, due := p.placeOne(pl, first, p.due()); p.goesOn(due) {
		p.pending = due
		return due, nil
	}
	p.endTurn()
	return 0, nil
}

// Placements lists the placements Place accepts now with a tile of one of
// the kinds of tiles: every pair of adjacent empty spaces (in the first
// round, those by a start symbol the seat may take) with each kind of tiles
// still off the board, both ways round, each kind once. None when the game
// is over or the mover's rack is empty.
func (p *Position) Placements(tiles []Tile) []Placement {
	if p.ended != notOver || p.rules.HasRacks() && p.rackLen[p.seat] == 0 {
		return nil
	}
	var buf [NumKinds]Tile
	var out []Placement
	for _, pl := range p.placements(p.kindsOf(tiles, buf[:0]), p.FirstRound()) {
		out = append(out, pl)
	}
	return out
}

// OffBoard lists one tile of each kind that still has tiles off the board
// (in racks or the bag), in kind order: the tiles an opponent whose rack is
// hidden may hold.
func (p *Position) OffBoard() []Tile { return p.offBoard(nil) }

// offBoard appends to out one tile of each kind still off the board.
func (p *Position) offBoard(out []Tile) []Tile {
	for k, n := range p.unplaced {
		if n > 0 {
			out = append(out, kindTile[k])
		}
	}
	return out
}
