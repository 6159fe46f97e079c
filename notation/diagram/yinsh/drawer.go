package yinsh

import (
	engine "github.com/arbiter-games/arbiter/engines/yinsh"
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

// Locate gives where a point of the board is drawn (diagram.Locator).
func (Drawer) Locate(_ notation.Snapshot, at string, o diagram.Options) (diagram.Point, bool) {
	p, err := engine.ParsePoint(at)
	if err != nil {
		return diagram.Point{}, false
	}
	return layout{flip: o.Flip}.at(p), true
}

var _ diagram.Locator = Drawer{}
