package jungle

import "fmt"

// Terrain is what a square is made of.
type Terrain uint8

// The terrains of the board.
const (
	Land Terrain = iota
	Water
	Trap
	Den
)

var terrainNames = [...]string{Land: "land", Water: "water", Trap: "trap", Den: "den"}

// String names the terrain.
func (t Terrain) String() string {
	if int(t) >= len(terrainNames) {
		return fmt.Sprintf("terrain(%d)", uint8(t))
	}
	return terrainNames[t]
}

// Terrain masks, one bit per square.
const (
	waterMask uint64 = 1<<(1+3*Files) | 1<<(2+3*Files) | 1<<(1+4*Files) | 1<<(2+4*Files) | 1<<(1+5*Files) | 1<<(2+5*Files) |
		1<<(4+3*Files) | 1<<(5+3*Files) | 1<<(4+4*Files) | 1<<(5+4*Files) | 1<<(4+5*Files) | 1<<(5+5*Files)
)

// dens and traps by the side whose den they are (the side they guard).
var (
	denSquare = [2]Square{SquareAt(3, 0), SquareAt(3, 8)}
	trapMask  = [2]uint64{
		SquareAt(2, 0).bit() | SquareAt(4, 0).bit() | SquareAt(3, 1).bit(),
		SquareAt(2, 8).bit() | SquareAt(4, 8).bit() | SquareAt(3, 7).bit(),
	}
	allTraps = trapMask[Black] | trapMask[White]
)

// Terrain returns the terrain of s.
func (s Square) Terrain() Terrain {
	switch b := s.bit(); {
	case !s.Valid():
		return Land
	case b&waterMask != 0:
		return Water
	case s == denSquare[Black] || s == denSquare[White]:
		return Den
	case b&allTraps != 0:
		return Trap
	}
	return Land
}

// Owner returns the side whose den s is or guards, for dens and traps.
func (s Square) Owner() (Side, bool) {
	for _, side := range []Side{Black, White} {
		if s == denSquare[side] || s.bit()&trapMask[side] != 0 {
			return side, true
		}
	}
	return Black, false
}
