package ingenious

import "fmt"

// Tile is two joined hexes, each with a colour. As a kind of tile, RB and BR
// are the same; as part of a placement the order says which colour lies on
// which space.
type Tile struct {
	A, B Colour
}

// NumKinds is the number of kinds of tile: 15 pairs of different colours
// and 6 doubles.
const NumKinds = 21

// TilesInSet is the number of tiles in the game.
const TilesInSet = 120

// kind numbers the tile's kind 0..20 (doubles 15..20); -1 for no tile.
// SameKind reports whether two tiles are of one kind: the same colours,
// either way round (RB and BR).
func (t Tile) SameKind(u Tile) bool { k := t.kind(); return k >= 0 && k == u.kind() }

func (t Tile) kind() int {
	if !t.A.Valid() || !t.B.Valid() {
		return -1
	}
	return int(kindOf[t.A][t.B])
}

// Double reports whether both hexes have the same colour.
func (t Tile) Double() bool { return t.A == t.B }

// Valid reports whether both colours are colours.
func (t Tile) Valid() bool { return t.A.Valid() && t.B.Valid() }

// String writes the tile as its two colour symbols, "RB".
func (t Tile) String() string { return string(t.appendName(nil)) }

// appendName appends what String gives.
func (t Tile) appendName(b []byte) []byte { return append(b, t.A.Letter(), t.B.Letter()) }

// MarshalText writes the tile, "RB".
func (t Tile) MarshalText() ([]byte, error) {
	if !t.Valid() {
		return nil, fmt.Errorf("not a tile: %v", t)
	}
	return []byte(t.String()), nil
}

// UnmarshalText reads a tile, "RB".
func (t *Tile) UnmarshalText(b []byte) error {
	v, err := ParseTile(string(b))
	if err == nil {
		*t = v
	}
	return err
}

// ParseTile reads a tile written as two colour symbols, "RB".
func ParseTile(s string) (Tile, error) {
	if len(s) == 2 {
		a, okA := ColourOf(s[0])
		b, okB := ColourOf(s[1])
		if okA && okB {
			return Tile{a, b}, nil
		}
	}
	return Tile{}, fmt.Errorf("%q is not a tile: write its two colours, e.g. RB (colours R, G, B, O, Y, P)", s)
}

// kindOf maps two colours to their kind; kindTile maps a kind back to a tile
// with its colours in track order; fullSet counts each kind in the set (6 of
// each pair of different colours, 5 of each double).
var (
	kindOf   [NumColours + 1][NumColours + 1]uint8
	kindTile [NumKinds]Tile
	fullSet  [NumKinds]uint8
)

func init() {
	k := 0
	for a := Red; a <= Purple; a++ {
		for b := a + 1; b <= Purple; b++ {
			kindOf[a][b], kindOf[b][a] = uint8(k), uint8(k)
			kindTile[k] = Tile{a, b}
			fullSet[k] = 6
			k++
		}
	}
	for c := Red; c <= Purple; c++ {
		kindOf[c][c] = uint8(k)
		kindTile[k] = Tile{c, c}
		fullSet[k] = 5
		k++
	}
}
