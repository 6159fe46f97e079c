// Package match referees games between engine programs, live: what
// `arbiter match` runs. Match is a whole match: its engines (Spec,
// ParseSpec), its Settings (the game, the clock: TimeControl, ParseClock;
// adjudication: Resign, ParseResign), its Schedule (round robin or
// gauntlet, seats alternating, openings: LoadOpenings), and Run, which
// plays the games on several workers with never more engines than the
// games being played need, cancelled by its context.
//
// Each engine is started in a process group of its own, runs the
// protocol's handshake (notation/protocol), is asked for turns with the
// position and the clock, and every answer is played on the referee's own
// position, so that the rules engines of this repository judge every
// turn: an unreadable, illegal or unasked bestmove, a loss on time, an
// engine that exits, crashes, stops answering, floods its output or fails
// the handshake loses the game (its Termination tag and a comment say
// why), and the match goes on with the engine restarted. Engines are
// stopped with quit, then SIGTERM and SIGKILL to their group, and always
// waited for; NewDebug shows the traffic.
//
// Each game gives a Result with its record: tags, turns in long form with
// [%clk]/[%emt] and [%eval] comments, the reason of the end on the last
// turn. Ingenious games are dealt from a seeded bag (engines/ingenious
// Dealer): each engine is told only its own rack and the record is a full
// record. Records appends each game's record, checked by the referee, in
// one write and synced, and on resume (Match.OpenRecords) reads what a file
// holds, so that a match killed at any moment can be resumed to play
// exactly the games missing: it deletes nothing, refuses a file that holds
// anything but the match's finished records (a *FileError at the place of
// that text), and only a torn last record of the match is cut off, its
// bytes saved beside the file first. Match.Tally counts a Result for the
// results arithmetic of package tally.
//
// Each engine's standard error goes to its log, bounded game by game (the
// first and the last 64 KiB). Time is read from a Clock (Match.Time): the
// real one, or in tests one that moves only when told, so that no verdict
// on time depends on the machine's speed. Errors speak in values: no
// flag of a command is named (SyntaxError, ErrNotEmpty, ...).
package match
