// Package protocol is the engine protocol of docs/engine-protocol.md, for
// both ends of the pipe: the referee (arbiter match) writes commands with
// Wire, Rack, SetOption and Go and reads the engine's lines with
// ParseReply; an engine program reads commands with ParseCommand, or lets
// Serve run the whole conversation around its Brain. Turns travel as one
// word each, in the form Wire gives every game (Jungle "a3a4", YINSH
// "e5-e9;xe4-e8xa2", Ingenious "RB@h8-h9" without draws).
//
// Every reader here takes untrusted text: ParseReply never fails (what it
// does not know is Unknown), ParseCommand returns an error a player can
// read, and Serve answers bad input with "info string ..." and goes on.
package protocol
