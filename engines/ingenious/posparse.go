package ingenious

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/arbiter-games/arbiter/engines"
)

// fromSetupPosition starts a record from its Position tag, checking it
// against the tags that say the same things; players names the tag that
// gave the number of players ("" when none did).
func fromSetupPosition(r Rules, players string, s engines.Setup, layout Layout, hasLayout bool) (*Position, error) {
	tagged := r.Players
	p, err := ParsePosition(r, s.Position)
	switch {
	case err != nil:
		return nil, engines.BadPosition(err)
	case players != "" && tagged != p.rules.Players:
		return nil, setupError(players, codePlayers, "the tags give %d players, the position %d", tagged, p.rules.Players)
	case hasLayout && layout != p.Layout():
		return nil, setupError("StartSymbols", codeStartSymbols, "the StartSymbols tag %s differs from the position's start symbols %s", layout, p.Layout())
	}
	if given := rackTags(s.Tags); len(given) > 0 {
		return nil, setupError(rackTag(given[0]), codeRacks, "the position string holds the racks: drop the Rack%d tag", given[0])
	}
	return p, nil
}

// ParsePosition reads a position string for the variant and swap timing of
// r; the number of players comes from the string's score tracks.
func ParsePosition(r Rules, text string) (*Position, error) {
	f := strings.Fields(text)
	if len(f) != 6 {
		return nil, fmt.Errorf("an Ingenious position string has 6 fields (board scores seat claims racks pending), not %d", len(f))
	}
	scores, err := parseScores(f[1], r)
	if err != nil {
		return nil, err
	}
	r.Players = playersFor(r.Variant, len(scores))
	if err := r.check(); err != nil {
		return nil, fmt.Errorf("the position has %d score tracks: %v", len(scores), err)
	}
	p := newPosition(r, DefaultLayout)
	copy(p.scores[:], scores)
	if err := p.parseBoard(f[0]); err != nil {
		return nil, err
	}
	if err := p.parseTurn(f[2], f[3], f[5]); err != nil {
		return nil, err
	}
	p.edges = p.countEdges()
	p.findEnd()
	if err := p.parseRacks(f[4]); err != nil {
		return nil, err
	}
	return p, p.checkSupply()
}

// playersFor is the number of players with a number of score tracks.
func playersFor(variant string, tracks int) int {
	if variant == Teams && tracks == 2 {
		return 4
	}
	return tracks
}

// parseScores reads the scores field.
func parseScores(f string, r Rules) ([][NumColours]uint8, error) {
	tracks := strings.Split(f, "/")
	if len(tracks) > maxSeats {
		return nil, fmt.Errorf("scores: %d tracks; at most %d", len(tracks), maxSeats)
	}
	out := make([][NumColours]uint8, len(tracks))
	for t, track := range tracks {
		vals := strings.Split(track, ",")
		if len(vals) != NumColours {
			return nil, fmt.Errorf("scores: track %d has %d numbers, not 6 (red, green, blue, orange, yellow, purple)", t+1, len(vals))
		}
		for i, v := range vals {
			n, err := strconv.Atoi(v)
			if err != nil || n < 0 || n > r.Top() {
				return nil, fmt.Errorf("scores: %q is not a score from 0 to %d", v, r.Top())
			}
			out[t][i] = uint8(n)
		}
	}
	return out, nil
}

// parseTurn reads the seat to move, the first-round claims and the pending
// bonus placements.
func (p *Position) parseTurn(seat, claims, pending string) error {
	n, err := strconv.Atoi(seat)
	if err != nil || n < 1 || n > p.rules.Players {
		return fmt.Errorf("seat to move: %q is not a seat from 1 to %d", seat, p.rules.Players)
	}
	p.seat, p.turn = n-1, n
	if p.pending, err = strconv.Atoi(pending); err != nil || p.pending < 0 || p.pending > maxBonusLog {
		return fmt.Errorf("pending: %q is not a number of bonus placements from 0 to %d", pending, maxBonusLog)
	}
	if claims != "-" {
		if err := p.parseClaims(claims); err != nil {
			return err
		}
	}
	if p.nClaims < p.rules.Players && (p.seat != p.nClaims || p.pending > 0) {
		return fmt.Errorf("claims: %d first tiles are placed, so seat %d is to move and owes no bonus placement", p.nClaims, p.nClaims+1)
	}
	return nil
}

// parseClaims reads the colours of the start symbols claimed.
func (p *Position) parseClaims(claims string) error {
	if len(claims) > p.rules.Players {
		return fmt.Errorf("claims: %q has more claims than the %d players", claims, p.rules.Players)
	}
	for i := 0; i < len(claims); i++ {
		c, ok := ColourOf(claims[i])
		switch {
		case !ok:
			return fmt.Errorf("claims: %q must be colours (R G B O Y P) or -", claims)
		case p.claimed(c) && !p.rules.AnyStartSymbol:
			return fmt.Errorf("claims: %q must be different colours (R G B O Y P) or - (a colour twice needs first-round=any-symbol)", claims)
		}
		p.claims[p.nClaims] = c
		p.nClaims++
	}
	return nil
}

// parseRacks reads the racks field: known tiles or hidden counts.
func (p *Position) parseRacks(f string) error {
	if !p.rules.HasRacks() {
		if f != "-" {
			return fmt.Errorf("racks: solo has no rack; write -")
		}
		return nil
	}
	racks := strings.Split(f, "/")
	if len(racks) != p.rules.Players {
		return fmt.Errorf("racks: %d racks for %d players", len(racks), p.rules.Players)
	}
	_, err := strconv.Atoi(racks[0])
	p.full = err != nil
	for seat, rack := range racks {
		if err := p.parseRack(seat, rack); err != nil {
			return err
		}
	}
	return nil
}

// parseRack reads one seat's rack.
func (p *Position) parseRack(seat int, rack string) error {
	what := fmt.Sprintf("racks: seat %d", seat+1)
	n, err := strconv.Atoi(rack)
	switch {
	case (err == nil) == p.full:
		return fmt.Errorf("%s: give every rack's tiles, or every rack's count", what)
	case p.full && rack == "-":
		return p.setRack(seat, "", what)
	case p.full:
		return p.setRack(seat, rack, what)
	case n < 0 || n > RackSize:
		return fmt.Errorf("%s: %q is not a number of tiles from 0 to %d", what, rack, RackSize)
	}
	p.rackLen[seat] = n
	return p.checkRackSize(seat, what)
}

// findEnd sets the end of a game read from a position string.
func (p *Position) findEnd() {
	for t := 0; t < p.rules.Tracks() && p.ended != allTop; t++ {
		p.checkEnd(t)
	}
}
