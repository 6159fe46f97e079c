// Command arbiter referees, converts and draws game records of YINSH,
// Jungle and Ingenious. See docs/cli.md for the contract scripts rely on.
package main

import (
	"os"
	"runtime/debug"

	_ "github.com/arbiter-games/arbiter/notation/all"
)

// gcPercent is the garbage collector's target when GOGC is not set. Records
// are read a few at a time, so the live heap stays small; letting it grow
// four times between collections instead of twice saves about a third of
// the CPU time of a big batch.
const gcPercent = 400

func main() {
	if _, set := os.LookupEnv("GOGC"); !set {
		debug.SetGCPercent(gcPercent)
	}
	os.Exit(run(os.Args[1:], standardIO()))
}
