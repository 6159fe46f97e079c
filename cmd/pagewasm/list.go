//go:build !(js && wasm)

package main

import (
	"fmt"

	"github.com/arbiter-games/arbiter/notation"
)

// main lists the games the WebAssembly knows, one a line.
func main() {
	for _, g := range notation.Games() {
		fmt.Println(g.Name())
	}
}
