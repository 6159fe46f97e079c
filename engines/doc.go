// Package engines defines what every rules engine offers: the Game
// interface, positions that play complete turns, outcomes and rule
// options. One sub-package per game implements it
// (engines/yinsh, engines/jungle, engines/ingenious). Engines know nothing of
// files, records, JSON or the command line.
//
// A Game lists its variants and options and makes the start position of a
// Setup (a variant, rule options, a position string, the record's tags),
// refusing a setup it cannot make with a SetupError that names the tag at
// fault. A Position plays one complete turn at a time (Play), refusing an
// illegal one with a RuleError (the rule broken, under a stable code) and
// no change; it lists the turns it accepts (Legal), tells whose turn it is,
// whether the game is over (Outcome), and counts the turn tree (Perft,
// Divide). Games list their codes, each with its meaning (Coder).
// Moves are each engine's own values; the games' notation packages
// (notation/yinsh, notation/jungle, notation/ingenious) read them from text
// and make each game whole (notation.Game), and notation/all registers
// them.
// The package example of engines/jungle plays turns this way.
//
// Games that can search for forced wins implement Searcher: a Solver proves
// exactly whether the side to move wins or loses within a depth in turns,
// with the principal line. The proof is shared (Prover); each engine walks
// its positions through a Tree, allocating little or nothing. Ingenious, which has no
// forced wins worth searching, implements Reviewer instead. The package
// annotate marks records with both (docs/annotate.md).
//
// The rules each engine enforces are described in docs/rules.
package engines
