package ingenious

import "fmt"

// Variant names.
const (
	Standard = "standard"
	Teams    = "teams"
	Solo     = "solo"
)

// Rules are the fixed settings of one game: the variant, the number of
// players, the swap timing and the first-round rule.
type Rules struct {
	// Variant is standard, teams or solo.
	Variant string
	// Players is the number of seats, 1 to 4.
	Players int
	// SwapAfterRefill is true when the swap check comes after the refill
	// (option swap=after-refill).
	SwapAfterRefill bool
	// AnyStartSymbol is true when a first tile may touch any start symbol,
	// one an earlier first tile touched too (option first-round=any-symbol,
	// the seed's reading); by default each takes a symbol not yet used.
	AnyStartSymbol bool
}

// Board is the board in use.
func (r Rules) Board() Board {
	if r.Variant == Solo {
		return BoardFor(2)
	}
	return BoardFor(r.Players)
}

// Tracks is the number of score tracks: one per seat, one per team.
func (r Rules) Tracks() int {
	if r.Variant == Teams {
		return 2
	}
	return r.Players
}

// TrackOf is the score track a seat (from 0) scores on; in teams seats 1+3
// share track 0 and seats 2+4 track 1.
func (r Rules) TrackOf(seat int) int {
	if r.Variant == Teams {
		return seat % 2
	}
	return seat
}

// Top is the end of a score track: 18, or 36 on the double-length track of
// teams and solo.
func (r Rules) Top() int {
	if r.Variant == Standard {
		return 18
	}
	return 36
}

// HasRacks is false in solo, where each tile is drawn and placed at once.
func (r Rules) HasRacks() bool { return r.Variant != Solo }

// bonuses tells whether reaching 18 (and 36 in teams) earns bonus
// placements.
func (r Rules) bonuses() bool { return r.Variant != Solo }

// check verifies that the number of players suits the variant.
func (r Rules) check() error {
	switch {
	case r.Variant == Solo && r.Players != 1:
		return fmt.Errorf("solo is for 1 player, not %d", r.Players)
	case r.Variant == Teams && r.Players != 4:
		return fmt.Errorf("teams is for 4 players, not %d", r.Players)
	case r.Variant == Standard && (r.Players < 2 || r.Players > 4):
		return fmt.Errorf("standard Ingenious is for 2 to 4 players, not %d (1 player: variant solo)", r.Players)
	}
	return nil
}

// seatName names a seat (from 0) for messages: "seat 2".
func seatName(seat int) string { return numbered(&seatNames4, "seat ", seat+1) }

// seatNames4 are the names of the seats for messages, made once.
var seatNames4 = numberedNames("seat ")

// trackName names the owner of a track for messages: "seat 2" or
// "seats 1 and 3".
func (r Rules) trackName(track int) string {
	if r.Variant == Teams {
		return fmt.Sprintf("seats %d and %d", track+1, track+3)
	}
	return seatName(track)
}
