// Package notation is the record model: what a game record holds as it was
// written — tags, the main line and its variations, each turn's text,
// number, comments, annotations, each with its place in the source (Pos) —
// and the errors of reading one (Error, with its code). It knows nothing of
// whether a move is legal, of pictures or of schemas; every way a record is
// written down has a sub-package of its own:
//
//   - notation/text: the text format (scanner, participle grammar, reader,
//     canonical printer);
//   - notation/jsonform: Arbiter JSON and JSON lines;
//   - notation/sgf: boardspace.net SGF (YINSH); notation/enginelog: Jungle
//     engine logs; notation/charset: the files' encodings;
//   - notation/formats: the registry of those formats, each a reader and a
//     writer, found by name or file ending;
//   - notation/yinsh, notation/jungle, notation/ingenious: each game's turn
//     grammar, sharing notation/grammar; notation/all registers them all;
//   - notation/diagram: the drawings (and notation/diagram/<game> each
//     game's drawer); notation/page: the HTML page;
//   - notation/protocol: the engine protocol (arbiter match and arbiter
//     engine), each game's turns as one word on the wire.
//
// Game is a game as records write it: its engine (engines.Game) with the
// grammar of its turns and how its records are written (Notation); the
// games' packages register theirs with engines.Register, the one registry,
// and LookupGame and GameByFile find them. Replay is what the referee
// (package referee) made of a record's turns, in the shape of its lines,
// and Entry what a writer of a format is given: the types the formats and
// the page share with the referee without depending on it. Scratch is
// memory that a batch of records and their replays are built in when the
// program keeps none of them (validate, convert): the next batch reuses
// it, so reading costs neither allocation nor collection.
//
// The record format is described in docs/records.md.
package notation
