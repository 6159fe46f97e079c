// Package all registers the drawer of every game Arbiter knows, the one
// place they are listed, apart from the games (notation/all), so that a
// program that only referees links no drawing. Import it for its side
// effect.
package all

import (
	"github.com/arbiter-games/arbiter/notation/diagram"
	drawingenious "github.com/arbiter-games/arbiter/notation/diagram/ingenious"
	drawjungle "github.com/arbiter-games/arbiter/notation/diagram/jungle"
	drawyinsh "github.com/arbiter-games/arbiter/notation/diagram/yinsh"
	"github.com/arbiter-games/arbiter/notation/ingenious"
	"github.com/arbiter-games/arbiter/notation/jungle"
	"github.com/arbiter-games/arbiter/notation/yinsh"
)

func init() {
	diagram.Register(ingenious.Game{}.Name(), drawingenious.Drawer{})
	diagram.Register(jungle.Game{}.Name(), drawjungle.Drawer{})
	diagram.Register(yinsh.Game{}.Name(), drawyinsh.Drawer{})
}
