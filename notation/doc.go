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
//   - notation/yinsh, notation/jungle, notation/ingenious: each game whole
//     (Game), its turn grammar sharing notation/grammar; notation/all
//     registers them all, the one place the games are listed;
//   - notation/diagram: the drawings (notation/diagram/<game> each game's
//     drawer, notation/diagram/all registers them); notation/page: the
//     HTML page;
//   - notation/protocol: the engine protocol (arbiter match and arbiter
//     engine), each game's turns as one word on the wire.
//
// Game is one game, whole: its engine (engines.Game) with the grammar of
// its turns, how its records are written (Notation), its turns on the
// engine protocol's wire, its position keys and boards in JSON; what only
// some games have (an exact search, dealt hands, formats of their own) is
// found once when Register takes the game (Abilities). LookupGame and
// GameByFile find registered games. Format is a file format, a Reader and
// a RecordWriter; Replay is what the referee (package referee) made of a
// record's turns, in the shape of its lines, Entry what a writer of a
// format is given, and Snapshot one position of a record with what to
// point out on it, which a drawer (notation/diagram) draws and the JSON
// form writes: the types the formats, the drawings and the page share with
// the referee without depending on it.
//
// The record format is described in docs/records.md.
package notation
