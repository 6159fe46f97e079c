package ingenious

import (
	engine "github.com/arbiter-games/arbiter/engines/ingenious"
	"github.com/arbiter-games/arbiter/notation/diagram"
)

// The colours of the diagram: a sand-coloured board, dark tiles with
// bright symbols as on the real tiles, and the six colours of the game.
var (
	paper      = diagram.Hex(0xf6efdf) // around the board
	plateFill  = diagram.Hex(0xd9c9a3) // the board's plate
	plateEdge  = diagram.Hex(0xa88f5f)
	spaceFill  = diagram.Hex(0xf3ead6) // an empty space
	spaceEdge  = diagram.Hex(0xb9a67c)
	startFill  = diagram.Hex(0xe6d8b6) // a start symbol's space
	tileFill   = diagram.Hex(0x2b2824)
	symbolEdge = diagram.Hex(0x2b2824) // around the symbols drawn on light ground
	ink        = diagram.Hex(0x3b2b18) // caption, coordinates, track numbers
	faint      = diagram.Hex(0xe4d9c0) // the empty cells of a score track
	highlight  = diagram.Hex(0xf2b705)
)

// colourFill is the paint of each colour's symbol, by engine.Colour.
var colourFill = [engine.NumColours + 1]diagram.Colour{
	engine.Red:    diagram.Hex(0xe53935),
	engine.Green:  diagram.Hex(0x43a047),
	engine.Blue:   diagram.Hex(0x1e88e5),
	engine.Orange: diagram.Hex(0xfb8c00),
	engine.Yellow: diagram.Hex(0xfdd835),
	engine.Purple: diagram.Hex(0xab47bc),
}
