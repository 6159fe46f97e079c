package ingenious

import (
	"fmt"
	"strings"
)

// finishRack plays the end of a turn: the refill and the swap, in the order
// the swap option sets. Full records must write every tile drawn; public
// records write none, and the draws are noted as unchecked.
func (p *Position) finishRack(t Turn, notes []string) ([]string, error) {
	if !p.rules.HasRacks() {
		if len(t.Refill) > 0 || t.Swap {
			return nil, broken(codeSoloRack, nil, "solo has no rack: the placed tile is the draw, and there is no swap")
		}
		return notes, nil
	}
	if t.Swap && !p.rules.SwapAfterRefill {
		if len(t.Refill) > 0 {
			return nil, broken(codeSwapRefill, nil, "with swap=before-refill the swap replaces the refill: write swap+<new rack> without a refill")
		}
		return p.swap(t.SwapDraw, notes)
	}
	notes, err := p.refill(t.Refill, notes)
	if err != nil || !t.Swap {
		return notes, err
	}
	return p.swap(t.SwapDraw, notes)
}

// refillNeed is the number of tiles the mover draws to refill the rack:
// back to six, as far as the bag goes.
func (p *Position) refillNeed() int {
	return min(RackSize-p.rackLen[p.seat], p.BagSize())
}

// refill draws the mover's rack back to six tiles.
func (p *Position) refill(drawn []Tile, notes []string) ([]string, error) {
	seat := p.seat
	need := p.refillNeed()
	if !p.full {
		if len(drawn) > 0 {
			return nil, errPublicDraw
		}
		p.rackLen[seat] += need
		if need > 0 {
			notes = append(notes, fmt.Sprintf("%s's draw", seatName(seat)))
		}
		return notes, nil
	}
	if len(drawn) != need {
		return nil, p.drawCountError("to refill the rack", len(drawn), need, "+")
	}
	return notes, p.draw(drawn)
}

// swap sets the mover's rack aside, draws a new one and puts the old tiles
// back in the bag, if the rack shows none of the track's lowest colours.
func (p *Position) swap(drawn []Tile, notes []string) ([]string, error) {
	seat := p.seat
	low := p.lowest(p.rules.TrackOf(seat))
	need := min(RackSize, p.BagSize())
	if !p.full {
		if len(drawn) > 0 {
			return nil, errPublicDraw
		}
		p.rackLen[seat] = need
		return append(notes,
			fmt.Sprintf("%s's rack showed none of its lowest colours (%s)", seatName(seat), colourList(low)),
			fmt.Sprintf("%s's draw", seatName(seat))), nil
	}
	if c, ok := p.rackShows(seat, low); ok {
		return nil, broken(codeNoSwap, nil, "no swap: the rack holds %s, %s", c.Name(), lowestText(low))
	}
	if len(drawn) != need {
		return nil, p.drawCountError("for a new rack", len(drawn), need, "swap+")
	}
	bag := p.bagCounts()
	p.rackLen[seat] = 0
	if err := p.drawFrom(&bag, drawn); err != nil {
		return nil, err
	}
	return notes, nil
}

// errPublicDraw refuses draws in a record without racks.
var errPublicDraw = broken(codePublicDraw, nil, "draws are written only in full records, which give every first rack in Rack1..Rack4 tags")

// drawCountError explains a wrong number of tiles drawn.
func (p *Position) drawCountError(why string, got, need int, form string) error {
	seat := seatName(p.seat)
	switch {
	case need == 0:
		return broken(codeDrawCount, nil, "%s's rack is full: nothing to draw", seat)
	case got == 0:
		return broken(codeDrawCount, nil, "%s must draw %d %s %s: write %s<tiles>", seat, need, plural(need, "tile"), why, form)
	}
	return broken(codeDrawCount, nil, "%s must draw %d %s %s, not %d", seat, need, plural(need, "tile"), why, got)
}

func plural(n int, word string) string {
	if n == 1 {
		return word
	}
	return word + "s"
}

// draw adds tiles from the bag to the mover's rack.
func (p *Position) draw(drawn []Tile) error {
	bag := p.bagCounts()
	return p.drawFrom(&bag, drawn)
}

// drawFrom moves tiles from the bag counts to the mover's rack.
func (p *Position) drawFrom(bag *[NumKinds]uint8, drawn []Tile) error {
	seat := p.seat
	for _, t := range drawn {
		k := t.kind()
		if k < 0 {
			return broken(codeMalformed, nil, "%v is not a tile", t)
		}
		if bag[k] == 0 {
			return broken(codeNotInBag, nil, "the bag has no %v tile left", kindTile[k])
		}
		bag[k]--
		p.racks[seat][p.rackLen[seat]] = t
		p.rackLen[seat]++
	}
	return nil
}

// lowest lists the colours in which a track's score is lowest.
func (p *Position) lowest(track int) []Colour {
	low := p.scores[track][0]
	for _, v := range p.scores[track] {
		low = min(low, v)
	}
	var out []Colour
	for i, v := range p.scores[track] {
		if v == low {
			out = append(out, Colour(i+1))
		}
	}
	return out
}

// lowestText names the lowest colours: "the lowest colour" or "one of the
// lowest colours (red, blue)".
func lowestText(low []Colour) string {
	if len(low) == 1 {
		return "the lowest colour"
	}
	return "one of the lowest colours (" + colourList(low) + ")"
}

// colourList names colours: "red, blue".
func colourList(cs []Colour) string {
	names := make([]string, len(cs))
	for i, c := range cs {
		names[i] = c.Name()
	}
	return strings.Join(names, ", ")
}

// rackShows finds a colour of cs on a tile of the seat's rack.
func (p *Position) rackShows(seat int, cs []Colour) (Colour, bool) {
	for _, t := range p.racks[seat][:p.rackLen[seat]] {
		for _, c := range cs {
			if t.A == c || t.B == c {
				return c, true
			}
		}
	}
	return 0, false
}
