package match

import (
	"strings"
	"sync"
	"testing"
	"time"
)

// fakeClock is a Clock whose time moves only when Advance moves it: a
// test on it never runs out of time unless it says so, however slow the
// machine is.
type fakeClock struct {
	mu     sync.Mutex
	now    time.Time
	timers map[*fakeTimer]time.Time // the timers set, and when they fire
}

func newFakeClock() *fakeClock {
	return &fakeClock{now: time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC), timers: map[*fakeTimer]time.Time{}}
}

func (c *fakeClock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.now
}

func (c *fakeClock) NewTimer(d time.Duration) Timer {
	t := &fakeTimer{c: c, ch: make(chan time.Time, 1)}
	t.Reset(d)
	return t
}

// Advance moves the time on by d and fires the timers due by then.
func (c *fakeClock) Advance(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.now = c.now.Add(d)
	for t, when := range c.timers {
		if !when.After(c.now) {
			delete(c.timers, t)
			t.ch <- c.now
		}
	}
}

type fakeTimer struct {
	c  *fakeClock
	ch chan time.Time
}

func (t *fakeTimer) C() <-chan time.Time { return t.ch }

func (t *fakeTimer) Reset(d time.Duration) {
	t.Stop()
	t.c.mu.Lock()
	t.c.timers[t] = t.c.now.Add(d)
	t.c.mu.Unlock()
	t.c.Advance(0)
}

func (t *fakeTimer) Stop() {
	t.c.mu.Lock()
	defer t.c.mu.Unlock()
	delete(t.c.timers, t)
	select {
	case <-t.ch:
	default:
	}
}

// thinking is a match's traffic (its Debug writer) that moves a fake
// clock: when the referee sends an engine a line (uci, go, quit, a
// signal) the engine takes the time took says to answer it, the clock
// moved at once by that much. The referee sets a deadline before it sends
// what the deadline is for, so the clock moves past it, or not, before
// the engine can answer: a verdict on time does not depend on how fast the
// engine is. took sees the engine's name, the turns it was asked for since
// its uci (its process's, with the one being asked) and the line.
func thinking(c *fakeClock, took func(name string, turn int, line string) time.Duration) *Debug {
	return NewDebug(&script{clock: c, took: took, turns: map[string]int{}})
}

type script struct {
	clock *fakeClock
	took  func(name string, turn int, line string) time.Duration
	turns map[string]int
}

// Write reads a line of the traffic (Debug writes one at a time).
func (s *script) Write(p []byte) (int, error) {
	sent, ok := strings.CutPrefix(strings.TrimSuffix(string(p), "\n"), "> ")
	name, line, _ := strings.Cut(sent, ": ")
	switch {
	case !ok:
	case line == "uci":
		s.turns[name] = 0
	case strings.HasPrefix(line, "go"):
		s.turns[name]++
	}
	if ok {
		if d := s.took(name, s.turns[name], line); d > 0 {
			s.clock.Advance(d)
		}
	}
	return len(p), nil
}

// TestFakeClock: a timer fires once the time reaches it, not before;
// Reset and Stop drop a firing not received.
func TestFakeClock(t *testing.T) {
	c := newFakeClock()
	start := c.Now()
	tm := c.NewTimer(time.Second)
	fired := func() bool {
		select {
		case <-tm.C():
			return true
		default:
			return false
		}
	}
	c.Advance(999 * time.Millisecond)
	if fired() {
		t.Fatal("fired before its time")
	}
	c.Advance(time.Millisecond)
	if !fired() || c.Now().Sub(start) != time.Second {
		t.Fatalf("not fired at its time; now %v", c.Now().Sub(start))
	}
	tm.Reset(time.Second)
	c.Advance(time.Second)
	tm.Reset(time.Second)
	if fired() {
		t.Fatal("Reset kept a firing")
	}
	tm.Stop()
	c.Advance(time.Hour)
	if fired() {
		t.Fatal("a stopped timer fired")
	}
	tm.Reset(0)
	if !fired() {
		t.Fatal("Reset(0) did not fire at once")
	}
}

// TestLineReadBeforeTheTimer: a batch of lines the engine printed before
// its timer fired is taken, however the select chooses between the two,
// and the timer then fires again at the next wait.
func TestLineReadBeforeTheTimer(t *testing.T) {
	c := newFakeClock()
	for i := range 50 {
		e := &engine{lines: make(chan []output, 1), clock: c, timer: c.NewTimer(time.Second)}
		e.lines <- []output{{at: c.Now()}}
		c.Advance(time.Second)
		if _, got := e.take(true); got != gotLine {
			t.Fatalf("try %d: took %d, want the line read before the timer fired", i, got)
		}
		if _, got := e.take(true); got != gotTimeout {
			t.Fatalf("try %d: then %d, want the timer", i, got)
		}
	}
}
