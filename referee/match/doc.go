// Package match referees games between engine programs, live: what
// `arbiter match` runs. It starts each engine (Spec, ParseSpec; Start) in a
// process group of its own, runs the protocol's handshake
// (notation/protocol), asks for turns with the position and the clock,
// and plays every answer on its own position, so that the rules engines of
// this repository judge every turn: an unreadable, illegal or unasked
// bestmove, a loss on time, an engine that exits, crashes, stops
// answering, floods its output or fails the handshake loses the game with
// a Fault (its Termination and a message), and the match goes on with the
// engine restarted. Engines are stopped with quit, then SIGTERM and
// SIGKILL to their group, and always waited for.
//
// Play plays one game and gives its Result with its record: tags, turns
// in long form with [%clk]/[%emt] and [%eval] comments, the reason of the
// end on the last turn. Ingenious games are dealt from a seeded bag
// (engines/ingenious Dealer): each engine is told only its own rack and
// the record is a full record. Match is a whole match: its Schedule (round
// robin or gauntlet, seats alternating, openings), Run on several workers
// with never more engines than the games being played need, cancellation
// by its context. Records appends each game's record, checked by the
// referee, in one write and synced, and on resume reads what a file holds
// (cutting off a record cut short), so that a match killed at any moment
// can be resumed to play exactly the games missing. The results
// arithmetic is package tally.
package match
