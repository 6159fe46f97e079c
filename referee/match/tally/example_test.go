package tally_test

import (
	"fmt"
	"os"

	"github.com/arbiter-games/arbiter/referee/match/tally"
)

// A match of two engines: count the games as they end, ask the SPRT
// whether to go on, print the table at the end.
func Example() {
	t := tally.New()
	test, err := tally.ParseSPRT("elo0=0 elo1=200 alpha=0.05 beta=0.05")
	if err != nil {
		fmt.Println(err)
		return
	}
	for i := range 40 {
		g := tally.Game{Players: []string{"deep", "shallow"}, Places: [][]int{{0}, {1}}, Reason: "three rings"}
		if i%2 == 1 { // colours alternate; deep wins three games in four
			g.Players = []string{"shallow", "deep"}
			g.Places = [][]int{{1}, {0}}
			if i%4 == 3 {
				g.Places = [][]int{{0}, {1}}
			}
		}
		t.Add(g)
		if _, _, _, v := test.Test(t.Pair("deep", "shallow")); v != tally.Continue {
			fmt.Printf("SPRT: %v after %d games\n", v, t.Games())
			break
		}
	}
	fmt.Println(t.Score())
	if err := t.WriteTable(os.Stdout); err != nil {
		fmt.Println(err)
	}
	// Output:
	// SPRT: H1 after 19 games
	// deep 15-4 shallow
	// 19 games
	//
	// rank  engine   games  wins  losses  draws  score     Elo   ±95%    LOS
	//    1  deep        19    15       4      0  78.9%  +229.6  273.2  99.4%
	//    2  shallow     19     4      15      0  21.1%  -229.6  273.2   0.6%
	//
	// games  ended by
	//    19  three rings
}
