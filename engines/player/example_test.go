package player_test

import (
	"context"
	"fmt"

	"github.com/arbiter-games/arbiter/engines"
	"github.com/arbiter-games/arbiter/engines/jungle"
	"github.com/arbiter-games/arbiter/engines/player"
)

// A level 2 player chooses Black's first Jungle turn, two turns deep,
// reporting each depth.
func Example() {
	pos, err := jungle.Game{}.New(engines.Setup{})
	if err != nil {
		panic(err)
	}
	p, err := player.New(jungle.Game{}, 2, 1)
	if err != nil {
		panic(err)
	}
	m, err := p.Choose(context.Background(), pos, nil, player.Limits{Depth: 2}, func(i player.Info) {
		fmt.Println("depth", i.Depth, "score", i.Score, "pv", i.PV)
	})
	if err != nil {
		panic(err)
	}
	fmt.Println("bestmove", m)
	// Output:
	// depth 1 score cp 27 pv [Pe3-d3]
	// depth 2 score cp 0 pv [Pe3-d3 Pc7-d7]
	// bestmove Pe3-d3
}
