package ingenious

import (
	"fmt"
	"strings"

	"github.com/arbiter-games/arbiter/engines"
	engine "github.com/arbiter-games/arbiter/engines/ingenious"
	"github.com/arbiter-games/arbiter/notation"
)

// Game is Ingenious, whole, as notation.Register takes it: the engine
// (with its exact review of each turn), the grammar of its turns, its
// board in JSON, and the dealer of its tiles in a match (notation.Dealing),
// each engine told only its own rack. notation/all registers it; its
// drawings are notation/diagram/ingenious's.
type Game struct{ engine.Game }

// writing is how Ingenious records are written.
var writing = notation.Notation{Extensions: []string{".ingenious"}, Ranking: true,
	PlayerTags: []string{"Seat1", "Seat2", "Seat3", "Seat4"}}

// ParseMove reads one turn (see the package ParseMove).
func (Game) ParseMove(text string) (engines.Move, error) { return ParseMove(text) }

// Notation says how Ingenious records are written.
func (Game) Notation() notation.Notation { return writing }

// Word writes a turn for the engine protocol: the record form without its
// draws ("+tiles", "swap+tiles"), which the referee deals (the swap itself
// stays: "swap").
func (Game) Word(m engines.Move) string {
	t, ok := engines.MoveAs[engine.Turn](m)
	if !ok {
		return m.String()
	}
	t.Refill, t.SwapDraw = nil, nil
	return t.String()
}

// ParseWord reads a turn an engine sent, as a record writes it but for
// its draws: an engine does not draw its own tiles.
func (Game) ParseWord(word string) (engines.Move, error) {
	m, err := ParseMove(word)
	if err != nil {
		return nil, err
	}
	if t, ok := engines.MoveAs[engine.Turn](m); ok && (len(t.Refill) > 0 || len(t.SwapDraw) > 0) {
		return nil, fmt.Errorf("%q writes draws: the referee deals the tiles, so a turn is sent without its +tiles part", word)
	}
	return m, nil
}

// Key is the whole position string: every field of it makes the position.
func (Game) Key(position string) string { return position }

// NewDealer deals a match's game from a seeded bag (notation.Dealing).
func (Game) NewDealer(seed uint64) notation.Dealer { return dealer{engine.NewDealer(seed)} }

// CheckHand tells whether the words are tiles, as a rack holds them.
func (Game) CheckHand(words []string) error {
	for _, w := range words {
		if _, err := engine.ParseTile(w); err != nil {
			return err
		}
	}
	return nil
}

// Seating is 1 seat for solo, 4 in two teams (seats 1+3 and 2+4) for
// teams, else the game's default of 2.
func (Game) Seating(variant string) (int, [][]int) {
	switch {
	case strings.EqualFold(variant, engine.Solo):
		return 1, nil
	case strings.EqualFold(variant, engine.Teams):
		return 4, [][]int{{0, 2}, {1, 3}}
	}
	return 2, nil
}

// dealer is the engine's dealer as a notation.Dealer.
type dealer struct{ d *engine.Dealer }

// Deal deals the first racks.
func (d dealer) Deal(s engines.Setup, seats int) (engines.Setup, error) { return d.d.Deal(s, seats) }

// Complete draws the tiles a turn sent without them takes, for a position
// of a full record; other turns and positions are left as they are.
func (d dealer) Complete(p engines.Position, m engines.Move) engines.Move {
	ip, ok := p.(*engine.Position)
	t, isTurn := m.(*engine.Turn)
	if !ok || !isTurn || t == nil {
		return m
	}
	completed := d.d.Complete(ip, *t)
	return &completed
}

// Hand is a seat's rack, tile by tile.
func (dealer) Hand(p engines.Position, seat int) []string {
	ip, ok := p.(*engine.Position)
	if !ok {
		return nil
	}
	rack, _ := ip.Rack(seat)
	tiles := make([]string, len(rack))
	for i, t := range rack {
		tiles[i] = t.String()
	}
	return tiles
}
