package notation

import "github.com/arbiter-games/arbiter/engines"

// Replay is what replaying a record through its game's engine found, turn
// by turn. It mirrors the record's lines: Main has one ReplayTurn for each
// turn of the record's main line, in order, and each of those the
// variations of its turn. The referee makes it (package referee) without
// changing the record; writers, diagrams and the page read it, so that
// none of them needs to know the rules.
type Replay struct {
	// Start is the position the record starts from; nil when it could not
	// be set up (then Main is empty).
	Start engines.Position
	Main  ReplayLine
	// Watched is what watched the replay of the main line for the writer
	// the record is for (a Watching's Watcher); nil when none did.
	Watched Watcher
}

// ReplayLine is the replay of one line: the main line or a variation.
type ReplayLine struct {
	Turns []ReplayTurn
}

// ReplayTurn is what the replay made of one turn as written.
type ReplayTurn struct {
	// Turn is the turn as written, in the record that was replayed.
	Turn *Turn
	// Number is the turn's number as the referee counts it, also for the
	// turns it never reached.
	Number int
	// Reached is false for the turns after an illegal one on their line:
	// they were not played.
	Reached bool
	// Move is the turn as the engine resolved it (its long form), nil
	// when the turn was refused or not reached.
	Move engines.Move
	// After is the position after the turn, when the replay kept
	// positions (nil otherwise, and for a turn refused).
	After engines.Position
	// Err is why a reached turn was refused: a *MoveError when it cannot
	// be read, an *engines.RuleError for a rule broken, or another error
	// (a turn after the end of the game).
	Err error
	// Variations replay the alternatives to the turn, each from the
	// position before it.
	Variations []ReplayLine
}

// Played reports whether the turn was played: reached and accepted.
func (t *ReplayTurn) Played() bool { return t.Move != nil }
