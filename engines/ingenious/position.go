package ingenious

import (
	"github.com/arbiter-games/arbiter/engines"
	"github.com/arbiter-games/arbiter/internal/scratch"
)

// RackSize is the number of tiles a full rack holds.
const RackSize = 6

// Cell bits: the colour in the low three bits, a start symbol, a space not
// in use, and the direction to the partner hex of a tile, plus one.
const (
	cellColour = 0x07
	cellStart  = 0x08
	cellOff    = 0x10
	partnerSh  = 5
)

// Limits: seats (and score tracks), and the bonus placements one turn can
// owe at once that messages name.
const (
	maxSeats    = 4
	maxBonusLog = 16
)

// end tells why a game is over.
type end uint8

const (
	notOver   end = iota
	boardFull     // no two adjacent empty spaces remain
	allTop        // a track reached the top in all six colours
)

// Position is a game of Ingenious between turns. The zero value is not a
// position: make one with Game.New.
type Position struct {
	rules Rules
	cells [gridSize]uint8
	// scores are the score tracks, one per seat (one per team).
	scores [maxSeats][NumColours]uint8
	seat   int
	turn   int
	// claims are the colours of the start symbols the first tiles touched,
	// in seat order; the first round is over when every seat has one.
	claims  [maxSeats]Colour
	nClaims int
	// full is true when the racks are known.
	full    bool
	racks   [maxSeats][RackSize]Tile
	rackLen [maxSeats]int
	// unplaced counts the tiles of each kind not on the board.
	unplaced [NumKinds]uint8
	onBoard  int
	// edges counts the pairs of adjacent empty spaces.
	edges int
	// pending is the number of bonus placements the seat to move still owes
	// from a turn begun before this position (0 between turns).
	pending int
	ended   end
	winner  int
}

var _ engines.Position = (*Position)(nil)

// Content is what stands on one space.
type Content struct {
	// Colour is the colour of the hex or start symbol; 0 when empty.
	Colour Colour `json:"colour,omitempty"`
	// Start is true on a start symbol.
	Start bool `json:"start,omitempty"`
	// Partner is the other hex of the tile placed here; 0 when none.
	Partner Space `json:"partner,omitempty"`
}

// Rules returns the settings of the game.
func (p *Position) Rules() Rules { return p.rules }

// Board returns the board in use.
func (p *Position) Board() Board { return p.rules.Board() }

// At returns what stands on s (the zero Content when empty or off the board).
func (p *Position) At(s Space) Content {
	if !s.Valid() {
		return Content{}
	}
	c := p.cells[s]
	out := Content{Colour: Colour(c & cellColour), Start: c&cellStart != 0}
	if d := int(c>>partnerSh) - 1; d >= 0 {
		out.Partner = s.step(d)
	}
	return out
}

// Score returns a track's score in a colour.
func (p *Position) Score(track int, c Colour) int {
	if track < 0 || track >= p.rules.Tracks() || !c.Valid() {
		return 0
	}
	return int(p.scores[track][c-1])
}

// Scores returns a track's scores in track order (red, green, blue, orange,
// yellow, purple).
func (p *Position) Scores(track int) [NumColours]int {
	var out [NumColours]int
	for _, c := range Colours() {
		out[c-1] = p.Score(track, c)
	}
	return out
}

// Seat is the seat to move, from 0.
func (p *Position) Seat() int { return p.seat }

// TurnNumber is the number of the next turn.
func (p *Position) TurnNumber() int { return p.turn }

// Claims lists the colours of the start symbols taken by the first tiles,
// in seat order.
func (p *Position) Claims() []Colour { return append([]Colour(nil), p.claims[:p.nClaims]...) }

// FirstRound reports whether the seat to move has yet to place its first
// tile.
func (p *Position) FirstRound() bool { return p.nClaims < p.rules.Players && p.pending == 0 }

// Layout returns the colours of the start symbols on StartCorners.
func (p *Position) Layout() Layout {
	var l Layout
	for i, s := range startCorners {
		l[i] = Colour(p.cells[s] & cellColour)
	}
	return l
}

// Full reports whether the racks are known (a full record).
func (p *Position) Full() bool { return p.full }

// RackSize returns how many tiles a seat holds.
func (p *Position) RackSize(seat int) int {
	if seat < 0 || seat >= p.rules.Players {
		return 0
	}
	return p.rackLen[seat]
}

// Rack returns a seat's tiles when the racks are known.
func (p *Position) Rack(seat int) ([]Tile, bool) {
	if !p.full || seat < 0 || seat >= p.rules.Players {
		return nil, false
	}
	return append([]Tile(nil), p.racks[seat][:p.rackLen[seat]]...), true
}

// BagSize returns the number of tiles in the bag.
func (p *Position) BagSize() int {
	n := TilesInSet - p.onBoard
	for s := 0; s < p.rules.Players; s++ {
		n -= p.rackLen[s]
	}
	return n
}

// Bag returns the bag's tiles by kind when the racks are known.
func (p *Position) Bag() ([]Tile, bool) {
	if !p.full {
		return nil, false
	}
	bag := p.bagCounts()
	var out []Tile
	for k, n := range bag {
		for ; n > 0; n-- {
			out = append(out, kindTile[k])
		}
	}
	return out, true
}

// Unplaced returns how many tiles of the kind of t are not on the board.
func (p *Position) Unplaced(t Tile) int {
	if k := t.kind(); k >= 0 {
		return int(p.unplaced[k])
	}
	return 0
}

// EmptyPairs returns the number of pairs of adjacent empty spaces: the
// game ends when none is left.
func (p *Position) EmptyPairs() int { return p.edges }

// Pending returns the bonus placements the seat to move still owes.
func (p *Position) Pending() int { return p.pending }

// Clone returns an independent copy.
func (p *Position) Clone() engines.Position {
	c := *p
	return &c
}

// The referee copies a record's start into its scratch memory.
func init() { scratch.RegisterClone(Game{}.Name(), scratch.CloneValue[Position]) }

// colourAt returns the colour standing on s (0 if empty or off).
func (p *Position) colourAt(s Space) Colour { return Colour(p.cells[s] & cellColour) }

// empty reports whether s is an empty space of the board in use.
func (p *Position) empty(s Space) bool { return p.cells[s] == 0 }

// bagCounts returns the bag by kind (racks known).
func (p *Position) bagCounts() [NumKinds]uint8 {
	bag := p.unplaced
	for s := 0; s < p.rules.Players; s++ {
		for _, t := range p.racks[s][:p.rackLen[s]] {
			bag[t.kind()]--
		}
	}
	return bag
}

// ScoringRuns returns, for the hex of a tile on s, the last space of each
// unbroken run of its colour along the five lines that do not point at its
// partner: the lines that scored the hex, as the board stands now (a
// diagram draws them for the last turn). Nil when s holds no tile.
func (p *Position) ScoringRuns(s Space) []Space {
	c := p.At(s)
	if c.Partner == 0 {
		return nil
	}
	var ends []Space
	for d := range dirStep {
		if end, n := p.run(s, c.Colour, d); n > 0 && d != direction(s, c.Partner) {
			ends = append(ends, end)
		}
	}
	return ends
}

// SeatScores gives the scores of a seat's track (its team's), in track
// order (engines.Scorer).
func (p *Position) SeatScores(seat int) []int {
	s := p.Scores(p.rules.TrackOf(seat))
	return s[:]
}
