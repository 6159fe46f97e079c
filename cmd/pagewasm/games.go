package main

import (
	_ "github.com/arbiter-games/arbiter/notation/all"         // the games
	_ "github.com/arbiter-games/arbiter/notation/diagram/all" // their drawers
)
