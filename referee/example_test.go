package referee_test

import (
	"fmt"
	"strings"

	"github.com/arbiter-games/arbiter/notation"
	_ "github.com/arbiter-games/arbiter/notation/all"
	"github.com/arbiter-games/arbiter/notation/diagram"
	"github.com/arbiter-games/arbiter/referee"
)

// A program draws a position of a record the way `arbiter show` does:
// read the record, replay it to a turn, draw the view.
func ExampleView() {
	rec, err := notation.Parse(`[Game "Jungle"]

1. Ea3-a4 2. La9-b9 {[%arrow a4 a5]} *`, notation.Pos{File: "game.jungle"})
	if err != nil {
		panic(err)
	}
	game, view, err := referee.View(rec, referee.Options{}, 1)
	if err != nil {
		panic(err)
	}
	svg, err := game.Draw(view).SVG(diagram.SVGOptions{})
	if err != nil {
		panic(err)
	}
	fmt.Println(view.Position, view.Last)
	fmt.Println(strings.HasPrefix(string(svg), "<svg"), diagram.CheckXML(svg) == nil)
	// Output:
	// l5t/1d3c1/r1p1w1e/7/7/E6/2W1P1R/1C3D1/T5L b 1 1 Ea3-a4
	// true true
}
