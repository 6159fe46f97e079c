package yinsh

import (
	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/notation/diagram"
)

// Drawer draws the positions of the game as diagram.Drawer: Draw and Text.
// notation/diagram/all registers it.
type Drawer struct{}

// Draw draws a snapshot (Draw).
func (Drawer) Draw(s notation.Snapshot, o diagram.Options) *diagram.Drawing { return Draw(s, o) }

// Text draws a snapshot for the terminal (Text).
func (Drawer) Text(s notation.Snapshot, o diagram.Options) string { return Text(s, o) }
