package jungle

import "github.com/arbiter-games/arbiter/notation/diagram"

// The colours of the diagram: a grassy board with blue rivers and sandy
// traps and dens, dark animals for Black and ivory ones for White.
var (
	paper         = diagram.Hex(0xf6efdf) // around the board
	wood          = diagram.Hex(0x8b6a43) // the board's edge
	woodDark      = diagram.Hex(0x5e4429)
	land          = diagram.Hex(0xcfe2a4)
	gridLine      = diagram.Hex(0x7f9b55)
	water         = diagram.Hex(0x78b4e3)
	wave          = diagram.Hex(0xe9f4fc)
	trap          = diagram.Hex(0xe5c793)
	trapLine      = diagram.Hex(0xa5773b)
	den           = diagram.Hex(0xc99a5b)
	ink           = diagram.Hex(0x3b2b18) // caption and coordinates
	blackFill     = diagram.Hex(0x2e3336)
	blackEdge     = diagram.Hex(0x101314)
	blackInk      = diagram.Hex(0xfbfbfb)
	blackFaint    = diagram.Hex(0xb9c0c4)
	whiteFill     = diagram.Hex(0xfffaf0)
	whiteEdge     = diagram.Hex(0x3b3f42)
	whiteInk      = diagram.Hex(0x2e3336)
	whiteFaint    = diagram.Hex(0x7a7f83)
	highlight     = diagram.Hex(0xf7d94c)
	highlightEdge = diagram.Hex(0xd9a400)
	captureRed    = diagram.Hex(0xc62828)
)
