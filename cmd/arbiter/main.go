// Command arbiter referees, converts and draws game records of YINSH,
// Jungle and Ingenious. See docs/cli.md for the contract scripts rely on.
package main

import (
	"os"

	"github.com/arbiter-games/arbiter/internal/heapgoal"
	"github.com/arbiter-games/arbiter/internal/hugeheap"
	_ "github.com/arbiter-games/arbiter/notation/all"         // the games
	_ "github.com/arbiter-games/arbiter/notation/diagram/all" // their drawings
)

func main() {
	hugeheap.Reserve(heapgoal.Bound)
	heapgoal.Start()
	os.Exit(run(os.Args[1:], standardIO()))
}
