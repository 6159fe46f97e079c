package protocol

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"
)

// Go is what a "go" command asks: a time for this turn, a depth, or the
// clocks of the game.
type Go struct {
	// MoveTime is the time for this turn: go movetime MS.
	MoveTime time.Duration
	// Depth is the depth to search to: go depth D.
	Depth int
	// Clock is the time left per seat, from seat 0 (the first player):
	// wtime and btime for two seats, t1 t2 t3 t4 otherwise or when
	// Numbered.
	Clock []time.Duration
	// Inc is the increment per seat, as Clock: winc binc, or inc1 inc2 ...
	Inc []time.Duration
	// MovesToGo is the number of turns to the next time control, written
	// when > 0.
	MovesToGo int
	// Numbered writes the clocks by seat number (t1 t2 inc1 inc2) even for
	// two seats, as Ingenious does; a "go" read with them sets it.
	Numbered bool
}

// Infinite tells whether the command sets no limit: "go infinite",
// think until stop.
func (g Go) Infinite() bool {
	return g.MoveTime <= 0 && g.Depth <= 0 && len(g.Clock) == 0 && len(g.Inc) == 0
}

// String writes the command, exactly one of its three forms: movetime
// when MoveTime > 0, else depth when Depth > 0, else the clocks; with none
// of them it is "go infinite" (think until stop).
func (g Go) String() string {
	switch {
	case g.MoveTime > 0:
		return "go movetime " + ms(g.MoveTime)
	case g.Depth > 0:
		return "go depth " + strconv.Itoa(g.Depth)
	case g.Infinite():
		return "go infinite"
	}
	var b strings.Builder
	b.WriteString("go")
	numbered := g.Numbered || len(g.Clock) > 2 || len(g.Inc) > 2 || len(g.Clock) == 1
	for seat, d := range g.Clock {
		b.WriteString(" " + clockWord(seat, numbered) + " " + ms(d))
	}
	for seat, d := range g.Inc {
		b.WriteString(" " + incWord(seat, numbered) + " " + ms(d))
	}
	if g.MovesToGo > 0 {
		b.WriteString(" movestogo " + strconv.Itoa(g.MovesToGo))
	}
	return b.String()
}

// ms writes a duration in whole milliseconds.
func ms(d time.Duration) string { return strconv.FormatInt(d.Milliseconds(), 10) }

// maxSeats is the most seats a clock is kept for (Ingenious' four).
const maxSeats = 4

// clockWord names a seat's clock (seat from 0): wtime, btime or t1 ... t4.
func clockWord(seat int, numbered bool) string {
	if !numbered {
		return [2]string{"wtime", "btime"}[seat]
	}
	return "t" + strconv.Itoa(seat+1)
}

// incWord names a seat's increment: winc, binc or inc1 ... inc4.
func incWord(seat int, numbered bool) string {
	if !numbered {
		return [2]string{"winc", "binc"}[seat]
	}
	return "inc" + strconv.Itoa(seat+1)
}

// parseGo reads the words after "go".
func parseGo(words []string) (Go, error) {
	var g Go
	for i := 0; i < len(words); i++ {
		key := words[i]
		if key == "infinite" {
			continue
		}
		if i+1 == len(words) {
			return Go{}, fmt.Errorf("go: %s needs a number after it", key)
		}
		i++
		if err := g.set(key, words[i]); err != nil {
			return Go{}, err
		}
	}
	return g, nil
}

// set reads one limit: key and its number.
func (g *Go) set(key, value string) error {
	n, err := strconv.ParseInt(value, 10, 64)
	if err != nil {
		return fmt.Errorf("go: %s takes a whole number, not %q", key, value)
	}
	if seat, inc, numbered, ok := clockKey(key); ok {
		return g.setClock(seat, inc, numbered, key, n)
	}
	if n < 0 || n > math.MaxInt32 {
		return fmt.Errorf("go: %s must be 0 to %d, not %d", key, math.MaxInt32, n)
	}
	switch key {
	case "movetime":
		g.MoveTime = time.Duration(n) * time.Millisecond
	case "depth":
		g.Depth = int(n)
	case "movestogo":
		g.MovesToGo = int(n)
	default:
		return fmt.Errorf("go: %q is not a limit (movetime, depth, wtime, btime, winc, binc, t1-t4, inc1-inc4, movestogo, infinite)", key)
	}
	return nil
}

// setClock sets a seat's clock or increment to n milliseconds (a clock
// may have run below zero).
func (g *Go) setClock(seat int, inc, numbered bool, key string, n int64) error {
	if n > maxMillis || n < -maxMillis {
		return fmt.Errorf("go: %s %d is out of range", key, n)
	}
	list := &g.Clock
	if inc {
		list = &g.Inc
	}
	for len(*list) <= seat {
		*list = append(*list, 0)
	}
	(*list)[seat] = time.Duration(n) * time.Millisecond
	g.Numbered = g.Numbered || numbered
	return nil
}

// maxMillis is the largest number of milliseconds a time.Duration holds.
const maxMillis = math.MaxInt64 / int64(time.Millisecond)

// clockKey reads a clock word: the seat (from 0), whether it is an
// increment, whether it is numbered (t1, inc1).
func clockKey(key string) (seat int, inc, numbered, ok bool) {
	switch key {
	case "wtime", "btime":
		return strings.Index("wb", key[:1]), false, false, true
	case "winc", "binc":
		return strings.Index("wb", key[:1]), true, false, true
	}
	rest, inc := strings.CutPrefix(key, "inc")
	if !inc {
		var found bool
		if rest, found = strings.CutPrefix(key, "t"); !found {
			return 0, false, false, false
		}
	}
	if len(rest) != 1 || rest[0] < '1' || rest[0] > '0'+maxSeats {
		return 0, false, false, false
	}
	return int(rest[0] - '1'), inc, true, true
}
