// Command arbiter referees, converts and draws game records of YINSH,
// Jungle and Ingenious. See spec/cli.md for the contract scripts rely on.
package main

import (
	"os"

	_ "github.com/arbiter-games/arbiter/notation/all"
)

func main() {
	os.Exit(run(os.Args[1:], standardIO()))
}
