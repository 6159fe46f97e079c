package match

import "time"

// Clock is the time a match runs on: the time each turn takes, the
// deadlines of turns and of the handshake, and the grace an engine has to
// exit when it is stopped are all read from it. Match.Time nil is the
// real clock; a test gives one whose time moves only when the test moves
// it, so that no verdict depends on how fast the machine is.
type Clock interface {
	Now() time.Time
	// NewTimer returns a timer that fires d from now.
	NewTimer(d time.Duration) Timer
}

// Timer is a timer of a Clock, as a time.Timer: C receives the time once
// it fires; Reset sets it to fire d from now and Stop stops it, both
// dropping a firing not received yet.
type Timer interface {
	C() <-chan time.Time
	Reset(d time.Duration)
	Stop()
}

// realClock is the machine's clock.
type realClock struct{}

func (realClock) Now() time.Time { return time.Now() }

func (realClock) NewTimer(d time.Duration) Timer { return realTimer{time.NewTimer(d)} }

type realTimer struct{ t *time.Timer }

func (t realTimer) C() <-chan time.Time   { return t.t.C }
func (t realTimer) Reset(d time.Duration) { t.t.Reset(d) }
func (t realTimer) Stop()                 { t.t.Stop() }

// orReal is c, or the real clock when c is nil.
func orReal(c Clock) Clock {
	if c == nil {
		return realClock{}
	}
	return c
}
