package player

import (
	"context"
	"math/rand/v2"
	"slices"
	"testing"
	"testing/synctest"
	"time"
)

// stepClock is a clock that moves on by step each time it is read: a
// search that looks at it as it goes runs out of time after so many
// looks, however fast or busy the machine is.
type stepClock struct {
	now   time.Time
	step  time.Duration
	looks uint64
}

func (c *stepClock) Now() time.Time {
	c.now = c.now.Add(c.step)
	c.looks++
	return c.now
}

// TestDeadlineInsideTheSearch: at the strongest level, asked for 30 turns
// deep within a movetime of 50ms, on a clock that moves 1ms a look, the
// player answers with a legal turn before its deadline (the movetime less
// its reserve, and less again in Ingenious) is past by more than a few
// looks: it looks at the clock inside the search, not only between depths,
// whose last is far from 30.
func TestDeadlineInsideTheSearch(t *testing.T) {
	const moveTime = 50 * time.Millisecond
	for _, gm := range games {
		for seed := int64(1); seed <= 2; seed++ {
			pos := after(t, gm, seed, 12)
			if pos.Outcome().Over {
				continue
			}
			clock := &stepClock{now: time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC), step: time.Millisecond}
			start := clock.now
			p := mustPlayer(t, gm.g, MaxLevel, seed)
			p.SetClock(clock.Now)
			deepest := 0
			m, err := p.Choose(context.Background(), pos, nil, Limits{MoveTime: moveTime, Depth: 30}, func(i Info) { deepest = max(deepest, i.Depth) })
			if err != nil {
				t.Fatal(err)
			}
			if _, err := playable(pos, m); err != nil {
				t.Errorf("%s seed %d: %v: %v", gm.g.Name(), seed, m, err)
			}
			deadline := moveTime - reserve(moveTime)
			if took := clock.now.Sub(start); took > deadline+10*clock.step || deepest >= 30 {
				t.Errorf("%s seed %d: answered after %v on the clock (deadline %v), depth %d reached", gm.g.Name(), seed, took, deadline, deepest)
			}
		}
	}
}

// TestClockStandingStill: on a clock that does not move, a movetime never
// runs out: the player searches every depth of its level, however slow
// the machine, looking at the clock at least once every lookEvery nodes
// (the exact search's nodes, which it counts, looked at less often).
func TestClockStandingStill(t *testing.T) {
	for _, gm := range games {
		pos := after(t, gm, 5, 14)
		clock := &stepClock{now: time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)}
		p := mustPlayer(t, gm.g, 2, 1)
		p.SetClock(clock.Now)
		var depths []int
		var nodes uint64
		report := func(i Info) { depths, nodes = append(depths, i.Depth), i.Nodes }
		if _, err := p.Choose(context.Background(), pos, nil, Limits{MoveTime: time.Millisecond}, report); err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(depths, []int{1, 2}) {
			t.Errorf("%s: depths %v, want 1 and 2", gm.g.Name(), depths)
		}
		if clock.looks < nodes/(2*lookEvery) {
			t.Errorf("%s: %d looks at the clock for %d nodes", gm.g.Name(), clock.looks, nodes)
		}
	}
}

func TestReserve(t *testing.T) {
	for _, c := range []struct{ budget, want time.Duration }{
		{0, 0},
		{time.Millisecond, time.Millisecond / 4},
		{50 * time.Millisecond, 12500 * time.Microsecond},
		{100 * time.Millisecond, 25 * time.Millisecond},
		{time.Minute, 25 * time.Millisecond},
	} {
		if got := reserve(c.budget); got != c.want {
			t.Errorf("reserve(%v) = %v, want %v", c.budget, got, c.want)
		}
	}
}

// TestDeadlineOfTheContext: a context's deadline sooner than the budget's
// end (a movetime counted from when the go was read) ends the search, the
// reserve kept before it.
func TestDeadlineOfTheContext(t *testing.T) {
	for _, gm := range games {
		pos := after(t, gm, 3, 12)
		start := time.Date(2100, 1, 1, 0, 0, 0, 0, time.UTC) // a deadline no test reaches
		clock := &stepClock{now: start, step: time.Millisecond}
		ctx, cancel := context.WithDeadline(context.Background(), start.Add(100*time.Millisecond))
		p := mustPlayer(t, gm.g, MaxLevel, 1)
		p.SetClock(clock.Now)
		m, err := p.Choose(ctx, pos, nil, Limits{MoveTime: time.Second, Depth: 30}, nil)
		cancel()
		if err != nil {
			t.Fatal(err)
		}
		if _, err := playable(pos, m); err != nil {
			t.Errorf("%s: %v: %v", gm.g.Name(), m, err)
		}
		if took, want := clock.now.Sub(start), 100*time.Millisecond-reserve(time.Second); took > want+10*clock.step {
			t.Errorf("%s: answered after %v on the clock, want %v at most", gm.g.Name(), took, want)
		}
	}
}

// TestLagKeepsMore: a search that ended late past its deadline (the
// machine took the player off its core for 40ms just before the deadline
// on a clock that moves 1ms a look) makes the player keep that much back
// from its next turns, less and less as they end on time, never more than
// half the budget.
func TestLagKeepsMore(t *testing.T) {
	const moveTime = 100 * time.Millisecond
	pos := after(t, games[1], 3, 12)
	clock := &stepClock{now: time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC), step: time.Millisecond}
	p := mustPlayer(t, games[1].g, MaxLevel, 1)
	p.SetClock(clock.Now)
	turn := func(jump time.Duration) time.Duration {
		t.Helper()
		start := clock.now
		p.SetClock(func() time.Time {
			if jump > 0 && clock.now.Sub(start) >= moveTime-reserve(moveTime)-2*time.Millisecond {
				clock.now, jump = clock.now.Add(jump), 0
			}
			return clock.Now()
		})
		if _, err := p.Choose(context.Background(), pos, nil, Limits{MoveTime: moveTime, Depth: 30}, nil); err != nil {
			t.Fatal(err)
		}
		return clock.now.Sub(start)
	}
	if took := turn(40 * time.Millisecond); took < moveTime {
		t.Fatalf("the late turn took %v", took)
	}
	// The lag is about 40ms, then 30ms, then 22.5ms: the reserve, 25ms.
	for i, want := range []time.Duration{60, 70, 75, 75} {
		want *= time.Millisecond
		if took := turn(0); took < want || took > want+5*time.Millisecond {
			t.Errorf("turn %d after the late one took %v, want %v", i+1, took, want)
		}
	}
	p.lag = time.Hour
	if got := p.keep(moveTime); got != moveTime/2 {
		t.Errorf("keep with a lag of an hour: %v, want half the budget", got)
	}
}

// fakeTimer is a search's timer that fires only when the test calls fire.
type fakeTimer struct {
	armed    []time.Duration // the durations it was set to, in turn
	f        func()
	canceled int
}

func (ft *fakeTimer) after(d time.Duration, f func()) func() bool {
	ft.armed, ft.f = append(ft.armed, d), f
	return func() bool { ft.canceled++; return true }
}

func (ft *fakeTimer) fire() { ft.f() }

// TestTimerHaltsAtOnce: on a clock that does not move, the timer of the
// deadline, set to the movetime less the reserve (Ingenious: seven
// tenths of that), firing just after the first depth ends the search
// before the second, between two looks at the clock; the turn is legal
// and every timer set is canceled.
func TestTimerHaltsAtOnce(t *testing.T) {
	const moveTime = 50 * time.Millisecond
	for _, gm := range games {
		pos := after(t, gm, 5, 14)
		clock := &stepClock{now: time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)}
		ft := &fakeTimer{}
		p := mustPlayer(t, gm.g, 2, 1)
		p.SetClock(clock.Now)
		p.after = ft.after
		var depths []int
		report := func(i Info) {
			depths = append(depths, i.Depth)
			ft.fire()
		}
		m, err := p.Choose(context.Background(), pos, nil, Limits{MoveTime: moveTime}, report)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := playable(pos, m); err != nil {
			t.Errorf("%s: %v: %v", gm.g.Name(), m, err)
		}
		if !slices.Equal(depths, []int{1}) {
			t.Errorf("%s: depths %v, want 1 alone", gm.g.Name(), depths)
		}
		want := moveTime - reserve(moveTime)
		if gm.g.Name() == "Ingenious" {
			want = want * 7 / 10
		}
		if n := len(ft.armed); n == 0 || ft.armed[n-1] != want || ft.canceled != n {
			t.Errorf("%s: timers set to %v, %d canceled; want the last at %v, all canceled", gm.g.Name(), ft.armed, ft.canceled, want)
		}
	}
}

// TestAnswerAtOnce: on a clock that is past the deadline at its second
// look, the player still answers with a legal turn, whole (an Ingenious
// turn with the bonus placements it earns), in positions from the first
// turns to the last.
func TestAnswerAtOnce(t *testing.T) {
	for _, gm := range games {
		for seed := int64(1); seed <= 3; seed++ {
			for k := 0; k <= 40; k += 8 {
				pos := after(t, gm, seed, k)
				if pos.Outcome().Over {
					continue
				}
				clock := &stepClock{now: time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC), step: time.Hour}
				p := mustPlayer(t, gm.g, 2, seed)
				p.SetClock(clock.Now)
				m, err := p.Choose(context.Background(), pos, nil, Limits{MoveTime: 50 * time.Millisecond}, nil)
				if err != nil {
					t.Fatal(err)
				}
				if _, err := playable(pos, m); err != nil {
					t.Errorf("%s seed %d after %d turns: %v: %v", gm.g.Name(), seed, k, m, err)
				}
			}
		}
	}
}

// TestTimerOnTheMachinesClock: the machine's timer (here synctest's
// bubble clock: no real time passes) halts a search at its deadline, not
// before, and not once the search ended.
func TestTimerOnTheMachinesClock(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		rng := rand.New(rand.NewPCG(1, 2))
		s := newSearch(context.Background(), 50*time.Millisecond, 10*time.Millisecond, rng, nil, time.Now, realAfter)
		s.watch()
		time.Sleep(39 * time.Millisecond)
		synctest.Wait()
		if s.halt.Load() {
			t.Fatal("halted before the deadline")
		}
		time.Sleep(2 * time.Millisecond)
		synctest.Wait()
		if !s.halt.Load() || !s.stop() {
			t.Fatal("not halted after the deadline")
		}
		s.end()
		ended := newSearch(context.Background(), 50*time.Millisecond, 10*time.Millisecond, rng, nil, time.Now, realAfter)
		ended.watch()
		ended.end()
		time.Sleep(time.Second)
		synctest.Wait()
		if ended.halt.Load() {
			t.Fatal("halted after the end")
		}
	})
}

// TestStallEndsEarly: a search taken off its core for 30ms (a clock that
// jumps 30ms at its third look, then moves 1ms a look) ends once a stall
// as long again would carry it past the movetime of 100ms, at 70ms and
// not at its deadline of 75ms; the next turn, on a steady clock, ends
// there too (the lag); and however long the stalls were, a search runs
// an eighth of its time.
func TestStallEndsEarly(t *testing.T) {
	const moveTime = 100 * time.Millisecond
	gm := games[1]
	pos := after(t, gm, 3, 12)
	clock := &stepClock{now: time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC), step: time.Millisecond}
	p := mustPlayer(t, gm.g, MaxLevel, 1)
	turn := func(jump time.Duration) time.Duration {
		t.Helper()
		start := clock.now
		p.SetClock(func() time.Time {
			if jump > 0 && clock.looks > 2 {
				clock.now, jump = clock.now.Add(jump), 0
			}
			return clock.Now()
		})
		clock.looks = 0
		if _, err := p.Choose(context.Background(), pos, nil, Limits{MoveTime: moveTime, Depth: 30}, nil); err != nil {
			t.Fatal(err)
		}
		return clock.now.Sub(start)
	}
	for i, c := range []struct {
		jump, lag, want time.Duration
	}{
		{30 * time.Millisecond, 0, 70 * time.Millisecond},
		{0, 0, 70 * time.Millisecond},
		{0, 95 * time.Millisecond, moveTime / 8},
	} {
		if c.lag > 0 {
			p.lag = c.lag
		}
		if took := turn(c.jump); took < c.want || took > c.want+5*time.Millisecond {
			t.Errorf("turn %d: took %v, want %v", i+1, took, c.want)
		}
	}
}
