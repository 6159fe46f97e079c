// Package all registers every game Arbiter knows. Import it for its side
// effect; adding a game is one line here.
package all

import (
	_ "github.com/arbiter-games/arbiter/notation/ingenious" // Ingenious
	_ "github.com/arbiter-games/arbiter/notation/jungle"    // Jungle (Dou Shou Qi)
	_ "github.com/arbiter-games/arbiter/notation/yinsh"     // YINSH
)
