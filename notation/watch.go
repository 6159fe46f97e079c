package notation

import "github.com/arbiter-games/arbiter/engines"

// Watcher is handed the positions of one record's main line while the
// referee replays it, so that a writer that reads its positions (the
// training rows; an engine log, the end) need not replay the record
// again: the position before
// each turn the referee plays there, in order (also before a turn it
// then refuses), and, once every turn of the line was played, the
// position the line ends in. It reads them there and then: the referee
// goes on with the same position.
type Watcher interface {
	// Before is handed the position before a turn of the main line.
	Before(p engines.Position)
	// End is handed the position the main line ends in.
	End(p engines.Position)
}

// Watching is a Preparer that watches the replays of the records it is to
// write: a program that referees the records it writes through it asks it
// for a Watcher for each record (called on the goroutine that referees
// the record) and keeps it in the record's Replay (Replay.Watched), where
// Prepare finds it. Such a writer reads the turns off the replay, not
// their texts: the program may hand it the records as read, not
// rewritten in canonical form.
type Watching interface {
	Preparer
	// Watch gives the Watcher of one record's replay.
	Watch() Watcher
}
