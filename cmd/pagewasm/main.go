//go:build js && wasm

// Command pagewasm is the WebAssembly the shareable page runs (`arbiter
// html`, docs/html.md): Arbiter's referee, notation and drawers, which
// replay the records the page holds as text and draw their boards. It
// sets one function, arbiterCall(name, json) → json, that answers the
// calls of referee/bridge.
//
// It is built, with Go's wasm_exec.js beside it, by
//
//	go generate ./notation/page/
//
// which writes notation/page/pagewasm.wasm.lzma and wasm_exec.js (committed,
// so that building arbiter needs nothing more). Run on the build machine
// (go run ./cmd/pagewasm), it lists the games it knows, one a line, which
// the build writes beside it (notation/page/pagewasm.games): the page
// draws the records of other games (a game built into one arbiter only)
// before it is sent.
package main

import (
	"syscall/js"

	"github.com/arbiter-games/arbiter/referee/bridge"
)

func main() {
	var s bridge.Session
	js.Global().Set("arbiterCall", js.FuncOf(func(_ js.Value, args []js.Value) any {
		if len(args) != 2 {
			return string(s.Call("", nil))
		}
		return string(s.Call(args[0].String(), []byte(args[1].String())))
	}))
	select {} // the page calls until it closes
}
