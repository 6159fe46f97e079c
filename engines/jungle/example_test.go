package jungle_test

import (
	"errors"
	"fmt"

	"github.com/arbiter-games/arbiter/engines"
	"github.com/arbiter-games/arbiter/engines/jungle"
	notation "github.com/arbiter-games/arbiter/notation/jungle"
)

// A program plays turns on a position through the engines.Game and
// engines.Position interfaces, which every game implements: the game makes
// the start position of a setup (variant, rule options, position string),
// the game's notation reads each turn, and the position checks and plays
// it. A turn that breaks a rule is refused with the reason, its stable code
// and the squares involved (an *engines.RuleError), and changes nothing.
// Legal lists the turns the position accepts, in long form, as every
// engine does.
func Example() {
	var game engines.Game = jungle.Game{}
	pos, err := game.New(engines.Setup{Rules: "tiger-jump=vertical"})
	if err != nil {
		panic(err)
	}
	for _, text := range []string{"Ea3-a4", "a7a6", "Ea4-a5", "Pc7-c6"} {
		move, err := notation.ParseMove(text)
		if err != nil {
			panic(err) // a syntax error in the turn
		}
		played, err := pos.Play(move)
		var broken *engines.RuleError
		if errors.As(err, &broken) {
			fmt.Printf("turn %d (%s): %v [%s at %v]\n", pos.TurnNumber(), text, err, broken.Code, broken.At)
			continue
		}
		fmt.Printf("%s, now %s\n", played.Move, pos)
	}
	fmt.Println("seat to move:", pos.Seat(), "over:", pos.Outcome().Over)
	legal := pos.Legal()
	fmt.Println(len(legal), "legal turns, the first", legal[0], "and the last", legal[len(legal)-1])
	fmt.Println("perft 2:", pos.Perft(2))
	// Output:
	// Ea3-a4, now l5t/1d3c1/r1p1w1e/7/7/E6/2W1P1R/1C3D1/T5L b 1 1
	// Ra7-a6, now l5t/1d3c1/2p1w1e/r6/7/E6/2W1P1R/1C3D1/T5L w 2 2
	// Ea4-a5, now l5t/1d3c1/2p1w1e/r6/E6/7/2W1P1R/1C3D1/T5L b 3 2
	// turn 4 (Pc7-c6): only the rat may enter water [jungle/water at [c7 c6]]
	// seat to move: 1 over: false
	// 24 legal turns, the first Ra6xa5 and the last Tg9-f9
	// perft 2: 529
}
