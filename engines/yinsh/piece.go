package yinsh

// Colour is a player's colour; White moves first and sits in seat 0.
type Colour uint8

// The two colours.
const (
	White Colour = iota
	Black
)

// Other returns the opponent's colour.
func (c Colour) Other() Colour { return c ^ 1 }

// String returns "white" or "black".
func (c Colour) String() string {
	if c == White {
		return "white"
	}
	return "black"
}

// title returns "White" or "Black", for the start of a sentence.
func (c Colour) title() string {
	if c == White {
		return "White"
	}
	return "Black"
}

// Piece is what stands on a point.
type Piece uint8

// The pieces, with Empty for a free point.
const (
	Empty Piece = iota
	WhiteRing
	BlackRing
	WhiteMarker
	BlackMarker
)

// pieceChars are the pieces' letters in position strings, by Piece.
const pieceChars = ".RrMm"

// IsRing reports whether the piece is a ring.
func (pc Piece) IsRing() bool { return pc == WhiteRing || pc == BlackRing }

// IsMarker reports whether the piece is a marker.
func (pc Piece) IsMarker() bool { return pc == WhiteMarker || pc == BlackMarker }

// Colour returns the colour of a ring or marker (White for Empty).
func (pc Piece) Colour() Colour {
	if pc == BlackRing || pc == BlackMarker {
		return Black
	}
	return White
}

// String describes the piece for messages: "a white ring", "a black
// marker", "empty".
func (pc Piece) String() string {
	switch pc {
	case WhiteRing, BlackRing:
		return "a " + pc.Colour().String() + " ring"
	case WhiteMarker, BlackMarker:
		return "a " + pc.Colour().String() + " marker"
	}
	return "empty"
}

func ringOf(c Colour) Piece   { return WhiteRing + Piece(c) }
func markerOf(c Colour) Piece { return WhiteMarker + Piece(c) }
