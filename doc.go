// Package arbiter is the root of Arbiter, a Go library and a command that
// referee, convert and draw game records of abstract board games: YINSH,
// Jungle (Dou Shou Qi) and Ingenious, each one plug-in (docs/games.md).
// This package holds no code: it is the map, and its Example does the
// basic jobs in one program.
//
// Data flows one way, and a package imports only those below it:
//
//   - [github.com/arbiter-games/arbiter/engines]: the rules, one package
//     per game, behind Game and Position (Legal, Play, Outcome).
//   - [github.com/arbiter-games/arbiter/notation]: the record model and
//     the game plug-in (notation.Game, listed in notation/all); a package
//     per format (text, jsonform, the games' own), all found through
//     notation/formats; drawings (notation/diagram) and the HTML page
//     (notation/page) apart, so that a program that draws nothing links
//     nothing of drawing (cmd/lean).
//   - [github.com/arbiter-games/arbiter/referee]: replaying records into
//     reports and diagnostics with codes, the file pipeline in one call
//     (Files); referee/annotate, referee/archive and referee/match build on
//     it.
//   - cmd/arbiter: the command, the only code that knows its flags
//     (docs/cli.md).
//
// Each basic job has a runnable example: referee.Files (ExampleFiles),
// playing turns (engines/jungle), converting (notation/formats), drawing
// (referee's ExampleView), a page (notation/page), annotating
// (ExampleAnnotator_Record), selecting and counting (ExampleSelector).
package arbiter
