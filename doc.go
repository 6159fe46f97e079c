// Package arbiter is the root of Arbiter, a Go library and a command that
// referee, convert and draw game records of three abstract board games:
// YINSH, Jungle (Dou Shou Qi) and Ingenious. This package holds no code; it
// is the map of the module, and its Example is the library's basic jobs in
// one program.
//
// # The command
//
// cmd/arbiter is the arbiter command (build it with go build ./cmd/arbiter
// in a checkout): validate, convert, select, stats, annotate, html, show,
// perft, games, schema, generate, match and engine. It holds flags, output and exit
// statuses only; its contract is docs/cli.md, the record format
// docs/records.md, each game's rules docs/rules, the diagnostic codes
// docs/codes.md.
//
// # The rooms
//
// Data flows one way: bytes → a format's reader (notation) → the referee,
// which replays each record through its game's engine (engines) → a
// format's writer, a picture or a page (notation); JSON is checked by
// schemas. A room imports only rooms below it:
//
//   - [github.com/arbiter-games/arbiter/engines]: the rules, one package per
//     game (engines/yinsh, engines/jungle, engines/ingenious), behind one
//     interface (Game, Position: Legal, Play, Outcome, String), typed rule
//     errors with stable codes, and the one registry of games;
//     engines/player is the project's own game-playing program.
//   - [github.com/arbiter-games/arbiter/schemas]: the JSON Schemas and their
//     validation.
//   - [github.com/arbiter-games/arbiter/notation]: the record model, and a
//     sub-package for every way a game is written down: notation/text (the
//     text format), notation/jsonform (JSON, JSON lines), notation/sgf,
//     notation/enginelog, notation/charset, notation/protocol (the engine
//     protocol; notation/protocol/sparring serves engines/player over
//     it), the format registry
//     notation/formats (each format a reader and a writer), each game's
//     turn grammar (notation/yinsh, notation/jungle, notation/ingenious;
//     notation/all registers them), notation/diagram with each game's
//     drawer, notation/page (the HTML page).
//   - [github.com/arbiter-games/arbiter/referee]: replaying records into
//     reports (their turns carry their moves and positions; the record is
//     never changed), the file pipeline in one call (Files), diagnostics
//     with codes; referee/annotate marks forced wins, referee/archive
//     selects and counts records, referee/match plays engine programs
//     against each other under the referee (referee/match/tally: the
//     results).
//   - internal: the tests' helpers (golden files, perft and search checks,
//     the shared browser) and small shared mechanisms (memo, columns).
//
// # The basic jobs
//
// Each has a runnable example, tested with the packages:
//
//   - referee files and print the diagnostics: referee.Files (ExampleFiles
//     in package referee);
//   - play turns and list the legal ones: engines.Game's New,
//     engines.Position's Legal and Play (the package example of
//     engines/jungle);
//   - convert a record to every format: the report's Entry given to a
//     format's writer (the package example of notation/formats);
//   - draw a position: referee.View gives its notation.Snapshot, the
//     game's diagram.Drawer draws it with diagram.Options (ExampleView in
//     package referee);
//   - write a page: page.Writer (the package example of notation/page);
//   - annotate: annotate.Annotator (ExampleAnnotator_Record);
//   - select and count: archive.Selector and archive.Stats
//     (ExampleSelector).
package arbiter
