// Package notation reads and writes game records: the record model (tags,
// turns, comments, annotations, variations, each with its place in the
// source), the reader of the text format, the canonical writer, the JSON
// form, and the registry that binds each game's engine to its turn
// notation. It knows nothing of whether a move is legal: that is the
// referee's job (package referee).
//
// # Reading
//
// Parse reads one record from a string; NewReader and ReadAll read a file of
// records, one at a time or all at once. A record that cannot be read is an
// *Error with its place (file, line, column, record), and reading goes on
// with the next. Format names a file format (the text format, JSON, and the
// foreign formats the games register: boardspace SGF, Jungle engine logs);
// FormatOf chooses one by the file ending, and Format.Records opens a file
// in it.
//
// # Writing
//
// Write and WriteAll give records as text in the canonical layout, turns as
// the record holds them (the referee's Options.Canonical first rewrites
// them in long form, numbered, as `arbiter convert` does). ToJSON gives a
// record's JSON form and JSONWriter writes a records document, checked
// against its schema (package schemas); FromJSON and JSONReader read it
// back.
//
// # Games
//
// Game binds a rules engine (package engines) to its turn grammar
// (ParseMove), file endings, player tags, board JSON and diagrams.
// notation/yinsh, notation/jungle and notation/ingenious each register
// theirs; import notation/all to register every game, then find one with
// LookupGame or GameByFile.
//
// The record format itself is described in docs/records.md.
package notation
