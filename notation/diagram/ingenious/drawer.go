package ingenious

import "github.com/arbiter-games/arbiter/notation/diagram"

// Drawer draws the positions of the game as diagram.Drawer: Draw and Text.
// notation/diagram/all registers it.
type Drawer struct{}

// Draw draws a view (Draw).
func (Drawer) Draw(v diagram.View) *diagram.Drawing { return Draw(v) }

// Text draws a view for the terminal (Text).
func (Drawer) Text(v diagram.View) string { return Text(v) }
