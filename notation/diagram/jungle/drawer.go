package jungle

import (
	engine "github.com/arbiter-games/arbiter/engines/jungle"
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

// Locate gives where the centre of a square is drawn (diagram.Locator).
func (Drawer) Locate(sn notation.Snapshot, at string, o diagram.Options) (diagram.Point, bool) {
	sq, err := engine.ParseSquare(at)
	if err != nil {
		return diagram.Point{}, false
	}
	s := sceneOf(sn, o)
	return s.centre(sq), true
}

var _ diagram.Locator = Drawer{}
