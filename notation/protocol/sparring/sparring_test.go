package sparring

import (
	"bufio"
	"context"
	"io"
	"strings"
	"testing"
	"time"

	"github.com/arbiter-games/arbiter/engines"
	"github.com/arbiter-games/arbiter/engines/ingenious"
	"github.com/arbiter-games/arbiter/engines/player"
	"github.com/arbiter-games/arbiter/notation"
	_ "github.com/arbiter-games/arbiter/notation/all"
	"github.com/arbiter-games/arbiter/notation/protocol"
)

// conn is a conversation with the engine served on pipes.
type conn struct {
	t    *testing.T
	in   *io.PipeWriter
	out  *bufio.Scanner
	done chan error
}

func serve(t *testing.T, e protocol.Engine) *conn {
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	c := &conn{t: t, in: inW, out: bufio.NewScanner(outR), done: make(chan error, 1)}
	go func() { c.done <- protocol.Serve(context.Background(), inR, outW, e); outW.Close() }()
	t.Cleanup(func() { inW.Close(); <-c.done })
	return c
}

func (c *conn) send(line string) {
	c.t.Helper()
	if _, err := io.WriteString(c.in, line+"\n"); err != nil {
		c.t.Fatal(err)
	}
}

// until reads replies up to one of the kind, which it returns with the
// info lines before it.
func (c *conn) until(kind protocol.ReplyKind) (protocol.Reply, []protocol.Reply) {
	c.t.Helper()
	var before []protocol.Reply
	for c.out.Scan() {
		r := protocol.ParseReply(c.out.Text())
		if r.Kind == kind {
			return r, before
		}
		before = append(before, r)
	}
	c.t.Fatalf("the engine stopped before a %v: %v", kind, before)
	return protocol.Reply{}, nil
}

// TestPlaysEveryGame: the engine, told the game by the referee, plays a
// dozen turns of each game, every one legal in the referee's position,
// at each of the first three levels, with info lines from the search.
func TestPlaysEveryGame(t *testing.T) {
	for _, name := range []string{"YINSH", "Jungle", "Ingenious"} {
		g, err := notation.LookupGame(name)
		if err != nil {
			t.Fatal(err)
		}
		for level := 0; level <= 2; level++ {
			c := serve(t, Engine(nil, 0, 7))
			c.send("uci")
			c.until(protocol.UCIOK)
			c.send("setoption name Game value " + name)
			c.send("setoption name Level value " + string(rune('0'+level)))
			c.send("ucinewgame")
			playTurns(t, c, g, level)
		}
	}
}

// playTurns has the engine play turns of both sides from the start; the
// Ingenious racks are not known to the referee here, so the engine is told
// its rack of every tile kind off the board.
func playTurns(t *testing.T, c *conn, g notation.Game, level int) {
	t.Helper()
	pos, err := g.New(engines.Setup{})
	if err != nil {
		t.Fatal(err)
	}
	wire := protocol.NewWire(g)
	var played []engines.Move
	for turn := 1; turn <= 12 && !pos.Outcome().Over; turn++ {
		c.send(wire.Position("", played))
		if rack := rackOf(pos); rack != nil {
			c.send(protocol.Rack(pos.Seat()+1, rack))
		}
		c.send("go depth 2")
		best, infos := c.until(protocol.BestMove)
		m, err := wire.Parse(best.Value)
		if rack := rackOf(pos); rack != nil && err == nil && !inRack(rack, m.(*ingenious.Turn).Placements[0].Tile) {
			t.Errorf("%s level %d, turn %d: %s places a tile not in the rack %v", g.Name(), level, turn, best.Value, rack)
		}
		if err != nil {
			t.Fatalf("%s level %d, turn %d: %q: %v", g.Name(), level, turn, best.Value, err)
		}
		p, err := pos.Play(m)
		if err != nil {
			t.Fatalf("%s level %d, turn %d: %q is refused: %v", g.Name(), level, turn, best.Value, err)
		}
		if level >= 2 && len(infos) == 0 {
			t.Errorf("%s level %d, turn %d: no info line before bestmove", g.Name(), level, turn)
		}
		played = append(played, p.Move)
	}
}

// rackOf is a rack for the engine in a public Ingenious position: a tile
// of each of six kinds still off the board; nil for the other games.
func rackOf(pos engines.Position) []string {
	pub, ok := pos.(*ingenious.Position)
	if !ok {
		return nil
	}
	var rack []string
	for _, tile := range pub.OffBoard() {
		rack = append(rack, tile.String())
	}
	return rack[:min(6, len(rack))]
}

// inRack reports whether a rack holds a tile of the kind, either way
// round.
func inRack(rack []string, tile ingenious.Tile) bool {
	for _, r := range rack {
		if t, err := ingenious.ParseTile(r); err == nil && t.SameKind(tile) {
			return true
		}
	}
	return false
}

// TestOptions: Level and Seed are taken in range, anything else is
// refused with a message.
func TestOptions(t *testing.T) {
	s := &settings{level: 2, seed: 1}
	for _, c := range []struct {
		name, value string
		fails       bool
		level       int
		seed        int64
	}{
		{"Level", "0", false, 0, 1},
		{"level", " 3 ", false, 3, 1},
		{"Seed", "99", false, 3, 99},
		{"Level", "7", true, 3, 99},
		{"Level", "-1", true, 3, 99},
		{"Level", "two", true, 3, 99},
		{"Hash", "16", true, 3, 99},
	} {
		err := s.set(c.name, c.value)
		if (err != nil) != c.fails || s.level != c.level || s.seed != c.seed {
			t.Errorf("set(%q, %q) = %v: level %d, seed %d; want level %d, seed %d (fails %v)", c.name, c.value, err, s.level, s.seed, c.level, c.seed, c.fails)
		}
		if err != nil && strings.Contains(err.Error(), "strconv") {
			t.Errorf("set(%q, %q): a Go message: %v", c.name, c.value, err)
		}
	}
}

// TestLimits: the clock and increment given are the mover's.
func TestLimits(t *testing.T) {
	g := protocol.Go{Clock: []time.Duration{5 * time.Second, 7 * time.Second}, Inc: []time.Duration{time.Second, 2 * time.Second}, MovesToGo: 10}
	for _, c := range []struct {
		g    protocol.Go
		seat int
		want player.Limits
	}{
		{g, 0, player.Limits{Clock: 5 * time.Second, Inc: time.Second, MovesToGo: 10}},
		{g, 1, player.Limits{Clock: 7 * time.Second, Inc: 2 * time.Second, MovesToGo: 10}},
		{g, 2, player.Limits{MovesToGo: 10}},
		{protocol.Go{MoveTime: time.Second}, 0, player.Limits{MoveTime: time.Second}},
		{protocol.Go{Depth: 4}, 1, player.Limits{Depth: 4}},
		{protocol.Go{Clock: []time.Duration{-time.Second}}, 0, player.Limits{Clock: 1}},
	} {
		if got := limits(c.g, c.seat); got != c.want {
			t.Errorf("limits(%v, seat %d) = %+v, want %+v", c.g, c.seat, got, c.want)
		}
	}
}
