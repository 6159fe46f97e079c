package ingenious

import (
	"github.com/arbiter-games/arbiter/engines"
	engine "github.com/arbiter-games/arbiter/engines/ingenious"
)

// BoardJSON is the JSON form of an Ingenious position's board, the "board"
// of schemas/ingenious-position.json: everything the position string holds
// (the start symbols, the tiles, the score tracks, the seat to move, the
// first-round claims, the racks and the bonus placements owed), with the
// variant and the board in use.
type BoardJSON struct {
	Variant string `json:"variant"`
	Players int    `json:"players"`
	// Radius is the board in use: the spaces within 5 (1–2 players), 6 or 7
	// of the centre h8.
	Radius int `json:"radius"`
	// Top is the end of a score track: 18, or 36 in teams and solo.
	Top          int          `json:"top"`
	StartSymbols []SymbolJSON `json:"startSymbols"`
	// Tiles are the tiles on the board in reading order of their first
	// space, each with its first space the earlier: {"tile":"RB",
	// "first":"h4","second":"h5"}.
	Tiles []engine.Placement `json:"tiles"`
	// Tracks are the score tracks: one per seat, one per team in teams.
	Tracks []TrackJSON `json:"tracks"`
	// Seat is the seat to move, from 1.
	Seat int `json:"seat"`
	// Claims are the colours of the start symbols taken by the first tiles,
	// in seat order.
	Claims []engine.Colour `json:"claims"`
	// Racks are the seats' racks (none in solo).
	Racks   []RackJSON `json:"racks"`
	BagSize int        `json:"bagSize"`
	// Pending is the number of bonus placements the seat to move still owes
	// from a turn begun before the position.
	Pending int `json:"pending"`
}

// SymbolJSON is a start symbol: {"space":"h3","colour":"R"}.
type SymbolJSON struct {
	Space  engine.Space  `json:"space"`
	Colour engine.Colour `json:"colour"`
}

// TrackJSON is a score track and the seats (from 1) that score on it.
type TrackJSON struct {
	Seats  []int      `json:"seats"`
	Scores ScoresJSON `json:"scores"`
}

// ScoresJSON is a track's score in each colour, in track order.
type ScoresJSON struct {
	Red    int `json:"red"`
	Green  int `json:"green"`
	Blue   int `json:"blue"`
	Orange int `json:"orange"`
	Yellow int `json:"yellow"`
	Purple int `json:"purple"`
}

// RackJSON is a seat's rack: its size, and its tiles in full records.
type RackJSON struct {
	Seat  int           `json:"seat"`
	Size  int           `json:"size"`
	Tiles []engine.Tile `json:"tiles,omitempty"`
}

// Board gives the JSON form of a position's board (notation.Game); nil for a position
// that is not an Ingenious position.
func (Game) Board(p engines.Position) any {
	pos, ok := p.(*engine.Position)
	if !ok || pos == nil {
		return nil
	}
	r := pos.Rules()
	b := BoardJSON{Variant: r.Variant, Players: r.Players, Radius: r.Board().Radius, Top: r.Top(),
		Seat: pos.Seat() + 1, Claims: pos.Claims(), BagSize: pos.BagSize(), Pending: pos.Pending(),
		StartSymbols: []SymbolJSON{}, Tiles: []engine.Placement{}, Racks: []RackJSON{}}
	if b.Claims == nil {
		b.Claims = []engine.Colour{}
	}
	for _, s := range r.Board().Spaces() {
		b.addSpace(pos, s)
	}
	for t := range r.Tracks() {
		b.Tracks = append(b.Tracks, trackJSON(pos, t))
	}
	for seat := 0; seat < r.Players && r.HasRacks(); seat++ {
		tiles, _ := pos.Rack(seat)
		b.Racks = append(b.Racks, RackJSON{Seat: seat + 1, Size: pos.RackSize(seat), Tiles: tiles})
	}
	return b
}

// addSpace adds what stands on s: a start symbol, or a tile seen from its
// first space.
func (b *BoardJSON) addSpace(pos *engine.Position, s engine.Space) {
	c := pos.At(s)
	switch {
	case c.Start:
		b.StartSymbols = append(b.StartSymbols, SymbolJSON{Space: s, Colour: c.Colour})
	case c.Partner > s:
		tile := engine.Tile{A: c.Colour, B: pos.At(c.Partner).Colour}
		b.Tiles = append(b.Tiles, engine.Placement{Tile: tile, First: s, Second: c.Partner})
	}
}

// trackJSON returns a score track and its seats.
func trackJSON(pos *engine.Position, track int) TrackJSON {
	r := pos.Rules()
	var seats []int
	for seat := range r.Players {
		if r.TrackOf(seat) == track {
			seats = append(seats, seat+1)
		}
	}
	v := pos.Scores(track)
	return TrackJSON{Seats: seats, Scores: ScoresJSON{Red: v[0], Green: v[1], Blue: v[2], Orange: v[3], Yellow: v[4], Purple: v[5]}}
}
