// Package enginelog reads and writes Jungle engine logs, the format
// "jfen" (Format, which the Jungle plug-in lists): one game a line, a position (startpos, or a
// position string) and the moves played from it in the engine form
// ("a3a4"), as Jungle engines log the UCI-style command that sets up a
// position. Other engines' forms are read too: moves in upper case
// ("G3G4") and the position strings engines/jungle reads (six fields as
// chess FEN has them, "r" for the first player); a log is written in
// Arbiter's forms. Read, each line is a record in long form; written, a record
// keeps only what a log holds (its start and its main line), the rest is
// counted in a notation.LostNote.
package enginelog
