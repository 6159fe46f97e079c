// Package arbiter is the root of Arbiter, a Go library and a command that
// referee, convert and draw game records of three abstract board games:
// YINSH, Jungle (Dou Shou Qi) and Ingenious. This package holds no code; it
// is the map of the module.
//
// # The command
//
// cmd/arbiter is the arbiter command (build it with go build ./cmd/arbiter
// in a checkout): validate, convert, show, perft, games, schema and
// generate. Its contract is docs/cli.md; the record format is
// docs/records.md; each game's rules are under docs/rules.
//
// # The packages
//
//   - [github.com/arbiter-games/arbiter/engines]: what every rules engine
//     offers (Game, Position, Move, Outcome, rule options) and the registry
//     of games. engines/yinsh, engines/jungle and engines/ingenious are the
//     engines: positions, legal turns, position strings, perft, random games.
//   - [github.com/arbiter-games/arbiter/notation]: the record model, the
//     reader of the text format (and of JSON, SGF and Jungle engine logs),
//     the canonical writer, the JSON form, and the registry that binds each
//     game's engine to its turn notation (notation/yinsh, notation/jungle,
//     notation/ingenious). Import notation/all to register every game.
//   - [github.com/arbiter-games/arbiter/referee]: replays records through
//     the engines, variations included, and reports each problem as a
//     diagnostic with its place in the file; View gives the position after a
//     turn, ready to draw.
//   - [github.com/arbiter-games/arbiter/notation/diagram]: the drawing model
//     every game's diagrams are built with, written as SVG or PNG.
//   - [github.com/arbiter-games/arbiter/schemas]: the JSON Schemas of every
//     JSON document Arbiter reads or writes, and their validation.
//
// # The basic jobs
//
// Each has a runnable example, tested with the packages:
//
//   - read a file and referee it, printing the diagnostics: referee.Run
//     (ExampleRun in package referee), or referee.Check on one record;
//   - play turns on a position: engines.Game's New and engines.Position's
//     Play (the package example of engines/jungle);
//   - convert a record to canonical text and JSON: referee.Options.Canonical,
//     notation.ToJSON and notation.JSONWriter (ExampleOptions in package
//     referee; ExampleToJSON and ExampleWrite in package notation);
//   - draw a diagram: referee.View and the game's Draw (ExampleView in
//     package referee).
//
// A minimal program that referees one record:
//
//	import (
//		"github.com/arbiter-games/arbiter/notation"
//		_ "github.com/arbiter-games/arbiter/notation/all"
//		"github.com/arbiter-games/arbiter/referee"
//	)
//
//	rec, err := notation.Parse(text, notation.Pos{File: "game.yinsh"})
//	if err != nil {
//		return err // a syntax error, with its place
//	}
//	for _, d := range referee.Check(rec, referee.Options{}).Diagnostics {
//		fmt.Println(d)
//	}
package arbiter
