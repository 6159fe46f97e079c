package ingenious

import (
	"strconv"
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
func (pl Placement) String() string { return string(pl.appendTo(make([]byte, 0, 16))) }

// appendTo appends what String gives.
func (pl Placement) appendTo(b []byte) []byte {
	pl = pl.canonical()
	b = pl.Tile.appendName(b)
	b = append(b, '@')
	b = pl.First.appendName(b)
	b = append(b, '-')
	b = pl.Second.appendName(b)
	for i, d := range pl.Declared {
		if i == 0 {
			b = append(b, '=')
		}
		b = append(b, d.Colour.Letter())
		b = strconv.AppendInt(b, int64(d.Points), 10)
	}
	return b
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
	b, _ := t.AppendText(make([]byte, 0, 32))
	return string(b)
}

// AppendText appends the text String gives (encoding.TextAppender), so
// that a writer of many turns makes no string for each.
func (t Turn) AppendText(b []byte) ([]byte, error) {
	if t.Seat > 0 {
		b = append(b, 'S')
		b = strconv.AppendInt(b, int64(t.Seat), 10)
		b = append(b, ':')
	}
	for i, pl := range t.Placements {
		if i > 0 {
			b = append(b, ';')
		}
		b = pl.appendTo(b)
	}
	if len(t.Refill) > 0 {
		b = append(b, ";+"...)
		b = appendTiles(b, t.Refill)
	}
	if t.Swap {
		b = append(b, ";swap"...)
		if len(t.SwapDraw) > 0 {
			b = append(b, '+')
			b = appendTiles(b, t.SwapDraw)
		}
	}
	return b, nil
}

// appendTiles appends tiles joined by ",".
func appendTiles(b []byte, ts []Tile) []byte {
	for i, t := range ts {
		if i > 0 {
			b = append(b, ',')
		}
		b = t.appendName(b)
	}
	return b
}
