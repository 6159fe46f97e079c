package yinsh

import "github.com/arbiter-games/arbiter/notation"

// The package's tests find the game by name, registered as notation/all
// registers it.
func init() { notation.Register(Game{}) }
