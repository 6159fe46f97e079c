package referee

import (
	"github.com/arbiter-games/arbiter/internal/race"
	"github.com/arbiter-games/arbiter/notation"
)

// The referee's tests play Race (internal/race), a game small enough to
// see whole, registered as any game is.
func init() { notation.Register(race.Game{}) }
