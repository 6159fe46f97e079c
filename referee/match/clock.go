package match

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/arbiter-games/arbiter/notation/protocol"
)

// TimeControl is how long engines may think: a Fischer clock (Base for
// every Moves turns of a side, or the whole game when Moves is 0, plus Inc
// after each turn), or a fixed time or depth a turn.
type TimeControl struct {
	Moves    int
	Base     time.Duration
	Inc      time.Duration
	MoveTime time.Duration
	Depth    int
}

// ParseClock reads a Fischer clock: MOVES/SECONDS+INC, SECONDS+INC,
// MOVES/SECONDS or SECONDS (seconds may have decimals: 40/60+0.5). The
// error is a *SyntaxError.
func ParseClock(s string) (TimeControl, error) {
	var tc TimeControl
	rest := s
	if moves, after, ok := strings.Cut(rest, "/"); ok {
		n, err := strconv.Atoi(moves)
		if err != nil || n < 1 {
			return tc, &SyntaxError{s, "the moves before / must be a whole number, 1 or more"}
		}
		tc.Moves, rest = n, after
	}
	base, inc, hasInc := strings.Cut(rest, "+")
	var err error
	if tc.Base, err = seconds(base); err != nil || tc.Base <= 0 {
		return tc, &SyntaxError{s, "the time must be seconds above 0 (40/60+0.5, 60+1, 300)"}
	}
	if hasInc {
		if tc.Inc, err = seconds(inc); err != nil {
			return tc, &SyntaxError{s, "the increment after + must be seconds, 0 or more"}
		}
	}
	return tc, nil
}

// SyntaxError is the text of a setting that cannot be read (a clock, an
// engine, a resign rule): the text, and why, in words that name no flag.
type SyntaxError struct {
	Text string
	Why  string
}

func (e *SyntaxError) Error() string { return fmt.Sprintf("%q: %s", e.Text, e.Why) }

// seconds reads a number of seconds, 0 or more.
func seconds(s string) (time.Duration, error) {
	f, err := strconv.ParseFloat(s, 64)
	if err != nil || f < 0 || f > 1e6 {
		return 0, fmt.Errorf("not seconds: %q", s)
	}
	return time.Duration(f * float64(time.Second)), nil
}

// String is the TimeControl tag: the form ParseClock reads (40/60+0.5),
// "movetime 0.1" (seconds a turn) or "depth 6".
func (tc TimeControl) String() string {
	switch {
	case tc.MoveTime > 0:
		return "movetime " + secs(tc.MoveTime)
	case tc.Depth > 0:
		return fmt.Sprintf("depth %d", tc.Depth)
	}
	s := secs(tc.Base)
	if tc.Moves > 0 {
		s = fmt.Sprintf("%d/%s", tc.Moves, s)
	}
	if tc.Inc > 0 {
		s += "+" + secs(tc.Inc)
	}
	return s
}

func secs(d time.Duration) string { return strconv.FormatFloat(d.Seconds(), 'f', -1, 64) }

// clock is one game's clocks, a seat each.
type clock struct {
	tc     TimeControl
	left   []time.Duration
	played []int
	// numbered sends the clocks by seat number (t1 t2 …), as Ingenious
	// engines read them.
	numbered bool
}

func newClock(tc TimeControl, seats int, numbered bool) *clock {
	c := &clock{tc: tc, left: make([]time.Duration, seats), played: make([]int, seats), numbered: numbered}
	for i := range c.left {
		c.left[i] = tc.Base
	}
	return c
}

// running tells whether the game is played on a clock.
func (c *clock) running() bool { return c.tc.MoveTime == 0 && c.tc.Depth == 0 }

// goCommand is the go message for the seat to move.
func (c *clock) goCommand(seat int) protocol.Go {
	switch {
	case c.tc.MoveTime > 0:
		return protocol.Go{MoveTime: c.tc.MoveTime}
	case c.tc.Depth > 0:
		return protocol.Go{Depth: c.tc.Depth}
	}
	g := protocol.Go{Clock: c.left, Inc: make([]time.Duration, len(c.left)), Numbered: c.numbered}
	for i := range g.Inc {
		g.Inc[i] = c.tc.Inc
	}
	if c.tc.Moves > 0 {
		g.MovesToGo = c.tc.Moves - c.played[seat]%c.tc.Moves
	}
	return g
}

// limit is the longest the seat may think, margin included (0: no
// limit, a search to a fixed depth).
func (c *clock) limit(seat int, margin time.Duration) time.Duration {
	switch {
	case c.tc.MoveTime > 0:
		return c.tc.MoveTime + margin
	case c.tc.Depth > 0:
		return 0
	}
	return c.left[seat] + margin
}

// spend takes a turn's time off the seat's clock and adds what it earns.
func (c *clock) spend(seat int, took time.Duration) {
	if !c.running() {
		return
	}
	c.left[seat] = max(c.left[seat]-took, 0) + c.tc.Inc
	c.played[seat]++
	if c.tc.Moves > 0 && c.played[seat]%c.tc.Moves == 0 {
		c.left[seat] += c.tc.Base
	}
}

// clk writes a duration as [%clk H:MM:SS] does (tenths below a minute).
func clk(d time.Duration) string {
	h, m := int(d.Hours()), int(d.Minutes())%60
	s := d.Seconds() - float64(int(d.Minutes())*60)
	if d < time.Minute {
		return fmt.Sprintf("%d:%02d:%04.1f", h, m, s)
	}
	return fmt.Sprintf("%d:%02d:%02d", h, m, int(s))
}

// emt writes the time a turn took as [%emt H:MM:SS.mmm] does.
func emt(d time.Duration) string {
	h, m := int(d.Hours()), int(d.Minutes())%60
	s := d.Seconds() - float64(int(d.Minutes())*60)
	return fmt.Sprintf("%d:%02d:%06.3f", h, m, s)
}
