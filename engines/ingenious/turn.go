package ingenious

import (
	"strconv"
	"strings"
)

// Placement puts one tile on two adjacent spaces, the tile's first colour
// on First: RB@h8-h9.
type Placement struct {
	Tile   Tile  `json:"tile"`
	First  Space `json:"first"`
	Second Space `json:"second"`
	// Declared are the points the record claims the placement scored, per
	// colour, checked when present: RB@h8-h9=R2B0.
	Declared []Points `json:"declared,omitempty"`
}

// Points is a number of points in one colour.
type Points struct {
	Colour Colour `json:"colour"`
	Points int    `json:"points"`
}

// Turn is one seat's whole turn: its placements (the first and any bonus
// placements), then, in full records, the tiles drawn to refill the rack,
// then an optional swap with the tiles of the new rack.
type Turn struct {
	// Seat, when not 0, is the seat (from 1) the record says plays this
	// turn: S2:RB@h8-h9. The referee checks it.
	Seat       int         `json:"seat,omitempty"`
	Placements []Placement `json:"placements"`
	// Refill lists the tiles drawn to refill the rack (full records).
	Refill []Tile `json:"refill,omitempty"`
	// Swap is true when the seat swapped its rack.
	Swap bool `json:"swap,omitempty"`
	// SwapDraw lists the tiles of the new rack (full records).
	SwapDraw []Tile `json:"swapDraw,omitempty"`
}

// String writes the placement, the first space earlier in reading order:
// RB@h8-h9, with declared points as written: RB@h8-h9=R2B3.
func (pl Placement) String() string {
	var b strings.Builder
	pl.write(&b)
	return b.String()
}

func (pl Placement) write(b *strings.Builder) {
	pl = pl.canonical()
	b.WriteString(pl.Tile.String())
	b.WriteByte('@')
	b.WriteString(pl.First.String())
	b.WriteByte('-')
	b.WriteString(pl.Second.String())
	for i, d := range pl.Declared {
		if i == 0 {
			b.WriteByte('=')
		}
		b.WriteByte(d.Colour.Letter())
		b.WriteString(strconv.Itoa(d.Points))
	}
}

// canonical returns the placement with its first space the earlier in
// reading order (row a first, then by column).
func (pl Placement) canonical() Placement {
	if pl.Second < pl.First {
		pl.First, pl.Second = pl.Second, pl.First
		pl.Tile = Tile{pl.Tile.B, pl.Tile.A}
	}
	return pl
}

// String writes the turn in long form: its parts joined by ";".
func (t Turn) String() string {
	var b strings.Builder
	if t.Seat > 0 {
		b.WriteByte('S')
		b.WriteString(strconv.Itoa(t.Seat))
		b.WriteByte(':')
	}
	for i, pl := range t.Placements {
		if i > 0 {
			b.WriteByte(';')
		}
		pl.write(&b)
	}
	if len(t.Refill) > 0 {
		b.WriteString(";+")
		writeTiles(&b, t.Refill)
	}
	if t.Swap {
		b.WriteString(";swap")
		if len(t.SwapDraw) > 0 {
			b.WriteByte('+')
			writeTiles(&b, t.SwapDraw)
		}
	}
	return b.String()
}

// writeTiles writes tiles joined by ",".
func writeTiles(b *strings.Builder, ts []Tile) {
	for i, t := range ts {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(t.String())
	}
}
