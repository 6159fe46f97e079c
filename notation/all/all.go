// Package all registers every game Arbiter knows, the one place they are
// listed. Import it for its side effect; adding a game is one line here
// (and its drawer one line in notation/diagram/all).
package all

import (
	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/notation/ingenious"
	"github.com/arbiter-games/arbiter/notation/jungle"
	"github.com/arbiter-games/arbiter/notation/yinsh"
)

func init() {
	notation.Register(
		ingenious.Game{}, // Ingenious
		jungle.Game{},    // Jungle (Dou Shou Qi)
		yinsh.Game{},     // YINSH
	)
}
