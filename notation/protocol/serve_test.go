package protocol

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"testing/synctest"
	"time"

	"github.com/arbiter-games/arbiter/engines"
	ingenious "github.com/arbiter-games/arbiter/engines/ingenious"
	"github.com/arbiter-games/arbiter/notation"
)

// firstLegal is a brain that plays the first legal turn it may (in
// Ingenious the first whose tiles are in its rack), at once, unless wait
// is set: then it thinks until told to stop.
type firstLegal struct {
	wire Wire
	wait bool
}

// Think reports one info line and returns the first legal turn.
func (b firstLegal) Think(ctx context.Context, pos engines.Position, rack []string, lim Go, info func(Info)) (engines.Move, error) {
	legal := pos.Legal()
	if len(legal) == 0 {
		return nil, errors.New("no legal turn: " + pos.Outcome().Reason)
	}
	m := legal[0]
	if i := slices.IndexFunc(legal, func(m engines.Move) bool { return fromRack(m, rack) }); i >= 0 {
		m = legal[i]
	}
	info(Info{Depth: 1, Score: engines.Score{Kind: engines.Centi}, Nodes: uint64(len(legal)), PV: []string{b.wire.Word(m)}})
	if b.wait {
		<-ctx.Done()
	}
	return m, nil
}

// eager is a brain for the docs' exchanges: among the legal turns it may
// play (Ingenious: from its rack) it takes one with the most parts (rows
// removed, bonus placements, captures), at random among equals.
type eager struct {
	wire Wire
	rng  *rand.Rand
}

// Think reports one info line and returns its turn.
func (b eager) Think(ctx context.Context, pos engines.Position, rack []string, lim Go, info func(Info)) (engines.Move, error) {
	var best []engines.Move
	most := -1
	for _, m := range pos.Legal() {
		if rack != nil && !fromRack(m, rack) {
			continue
		}
		switch n := strings.Count(m.String(), ";") + strings.Count(m.String(), "x"); {
		case n > most:
			best, most = []engines.Move{m}, n
		case n == most:
			best = append(best, m)
		}
	}
	if len(best) == 0 {
		return nil, errors.New("no legal turn")
	}
	m := best[b.rng.IntN(len(best))]
	info(Info{Depth: 1, Score: engines.Score{Kind: engines.Centi, Value: 10 * most}, Nodes: uint64(len(best)), PV: []string{b.wire.Word(m)}})
	return m, nil
}

// fromRack tells whether an Ingenious turn places only tiles of the rack.
func fromRack(m engines.Move, rack []string) bool {
	t, ok := engines.MoveAs[ingenious.Turn](m)
	if !ok || rack == nil {
		return false
	}
	left := slices.Clone(rack)
	for _, pl := range t.Placements {
		i := slices.IndexFunc(left, func(s string) bool {
			tile, _ := ingenious.ParseTile(s)
			return tile.SameKind(pl.Tile)
		})
		if i < 0 {
			return false
		}
		left = slices.Delete(left, i, i+1)
	}
	return true
}

// testEngine is the engine the tests serve: the first legal turn.
func testEngine(wait bool) Engine {
	e := eagerEngine(0)
	e.Name = "FirstLegal 1.0"
	e.NewBrain = func(g notation.Game) Brain { return firstLegal{wire: NewWire(g), wait: wait} }
	return e
}

// eagerEngine is the engine of the docs' exchanges, seeded.
func eagerEngine(seed uint64) Engine {
	return Engine{
		Name: "Eager 1.0", Author: "Arbiter tests",
		Options: []string{"Hash type spin default 16 min 1 max 1024"},
		Set: func(name, value string) error {
			if strings.EqualFold(name, "Hash") {
				return nil
			}
			return fmt.Errorf("no option %q", name)
		},
		NewBrain: func(g notation.Game) Brain { return eager{wire: NewWire(g), rng: rand.New(rand.NewPCG(seed, 2))} },
	}
}

// conn is a conversation with a served engine: the referee's end.
type conn struct {
	t     testing.TB
	in    *io.PipeWriter
	lines chan string
	done  chan error
	log   *strings.Builder
}

// serve starts Serve on pipes; the lines it writes are read as they come.
func serve(t testing.TB, ctx context.Context, e Engine) *conn {
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	c := &conn{t: t, in: inW, lines: make(chan string, 1<<12), done: make(chan error, 1), log: &strings.Builder{}}
	go func() {
		err := Serve(ctx, inR, outW, e)
		outW.Close()
		c.done <- err
	}()
	go func() {
		defer close(c.lines)
		sc := bufio.NewScanner(outR)
		for sc.Scan() {
			c.lines <- sc.Text()
		}
	}()
	t.Cleanup(func() { inW.Close() })
	return c
}

// send writes a command.
func (c *conn) send(line string) {
	c.t.Helper()
	fmt.Fprintf(c.log, "> %s\n", line)
	if _, err := io.WriteString(c.in, line+"\n"); err != nil {
		c.t.Fatalf("send %q: %v", line, err)
	}
}

// until reads the engine's lines up to one of the kind, and returns them
// all, read.
func (c *conn) until(kind ReplyKind) []Reply {
	c.t.Helper()
	var got []Reply
	for {
		line, ok := <-c.lines
		if !ok {
			c.t.Fatalf("the engine ended before %v; it wrote %v\n%s", kind, got, c.log)
		}
		fmt.Fprintf(c.log, "< %s\n", line)
		r := ParseReply(line)
		got = append(got, r)
		if r.Kind == kind {
			return got
		}
	}
}

// end waits for Serve to return and gives its error.
func (c *conn) end() error {
	c.t.Helper()
	err := <-c.done
	for line := range c.lines {
		fmt.Fprintf(c.log, "< %s\n", line)
	}
	return err
}

// infos are the texts of the info string lines among replies.
func infos(rs []Reply) []string {
	var out []string
	for _, r := range rs {
		if r.Kind == InfoLine && r.Info.Text != "" {
			out = append(out, r.Info.Text)
		}
	}
	return out
}

// TestServeHandshake: uci and jcei are answered with the engine's id, its
// options, and uciok or jceiok; isready with readyok; quit ends Serve.
func TestServeHandshake(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		c := serve(t, t.Context(), testEngine(false))
		c.send("uci")
		got := c.until(UCIOK)
		want := []Reply{
			{Kind: ID, Name: "name", Value: "FirstLegal 1.0"},
			{Kind: ID, Name: "author", Value: "Arbiter tests"},
			{Kind: OptionDecl, Name: "Hash", Value: "type spin default 16 min 1 max 1024"},
			{Kind: UCIOK},
		}
		if !slices.EqualFunc(got, want, func(a, b Reply) bool { return fmt.Sprint(a) == fmt.Sprint(b) }) {
			t.Errorf("uci answered %+v, want %+v", got, want)
		}
		c.send("jcei")
		c.until(UCIOK)
		if !strings.HasSuffix(c.log.String(), "< jceiok\n") {
			t.Errorf("jcei is not answered jceiok:\n%s", c.log)
		}
		c.send("setoption name Hash value 64")
		c.send("setoption name Colour value blue")
		c.send("isready")
		if got := infos(c.until(ReadyOK)); len(got) != 1 || !strings.Contains(got[0], `setoption Colour: no option "Colour"`) {
			t.Errorf("an option the engine refuses is told %q", got)
		}
		c.send("quit")
		if err := c.end(); err != nil {
			t.Errorf("Serve after quit: %v", err)
		}
	})
}

// TestServeJunk: junk from the referee is answered with info string and
// ignored; the engine goes on and ends at EOF.
func TestServeJunk(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		c := serve(t, t.Context(), testEngine(false))
		for _, tc := range []struct{ line, want string }{
			{"hello", `"hello" is not a command`},
			{"position startpos", "position: no game chosen: setoption name Game value Ingenious|Jungle|YINSH"},
			{"go depth 1", "go: position: no game chosen"},
			{"setoption name Game value Chess", "setoption Game: "},
			{"setoption name Game value jungle", ""},
			{"go depth 1", "go: no position of Jungle was set up"},
			{"position startpos moves g3g4 g3g4", "position: turn 2 (g3g4): "},
			{"go movetime 5", "go: position: turn 2 (g3g4)"},
			{"position startpos moves a3 a4", "position: turn 1 (a3): \"a3\" cannot be read as a turn of Jungle"},
			{"position fen nonsense", "position: "},
			{"rack 1 RB", "rack: only a game whose hands the referee deals has racks"},
			{"go nodes 5", `go: "nodes" is not a limit`},
			{"setoption name Variant value shogi", ""},
			{"position startpos", "position: "},
			{"setoption name Variant value standard", ""},
			{"ucinewgame", ""},
			{"go", "go: no position: ucinewgame came after the last one"},
			{"stop", ""},
			{"setoption name Game value Ingenious", ""},
			{"position startpos", ""},
			{"rack 1 RB,XX", "rack: "},
			{"rack 2 RB,GG,OY,PP,RY,BO", ""},
			{"go depth 1", "go: the rack told is seat 2's, and seat 1 is to move: thinking without it"},
		} {
			c.send(tc.line)
			c.send("isready")
			got := infos(c.until(ReadyOK))
			switch {
			case tc.want == "" && len(got) > 0:
				t.Errorf("%s: told %q, want nothing", tc.line, got)
			case tc.want != "" && (len(got) != 1 || !strings.Contains(got[0], tc.want)):
				t.Errorf("%s: told %q, want %q", tc.line, got, tc.want)
			}
		}
		c.in.Close()
		if err := c.end(); err != nil {
			t.Errorf("Serve at EOF: %v", err)
		}
		for _, want := range []string{"< bestmove (none)", "< bestmove "} {
			if !strings.Contains(c.log.String(), want) {
				t.Errorf("the session has no %q:\n%s", want, c.log)
			}
		}
	})
}

// TestServeStop: stop ends a search that would go on, and its bestmove
// comes; a go during a search ends the first; EOF ends a search too. A
// movetime's bestmove comes at its deadline, on the bubble's clock (which
// moves only once every goroutine of the test waits).
func TestServeStop(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		c := serve(t, t.Context(), testEngine(true))
		c.send("setoption name Game value YINSH")
		c.send("position startpos")
		c.send("go infinite")
		c.send("isready")
		c.until(ReadyOK)
		c.send("stop")
		if got := c.until(BestMove); got[len(got)-1].Value != "a2" {
			t.Errorf("stop gave %+v, want bestmove a2", got)
		}
		c.send("position startpos moves a2")
		c.send("go")
		c.send("go movetime 20")
		c.until(BestMove)
		c.until(BestMove) // the movetime ends the search

		c.send("go infinite")
		c.in.Close()
		if err := c.end(); err != nil {
			t.Errorf("Serve at EOF: %v", err)
		}
		if !strings.HasSuffix(c.log.String(), "< bestmove a3\n") {
			t.Errorf("EOF during a search did not end it with its bestmove:\n%s", c.log)
		}
	})
}

// TestServeContext: Serve returns when its context ends, with its error,
// even while a search goes on and nothing comes in.
func TestServeContext(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		ctx, cancel := context.WithCancel(t.Context())
		c := serve(t, ctx, Engine{Game: game(t, "Jungle"), NewBrain: testEngine(true).NewBrain})
		c.send("position startpos")
		c.send("go infinite")
		c.send("isready")
		c.until(ReadyOK)
		cancel()
		if err := c.end(); !errors.Is(err, context.Canceled) {
			t.Errorf("Serve after its context ended: %v", err)
		}
	})
}

// TestServeWriteError: Serve stops at the first line it cannot write.
func TestServeWriteError(t *testing.T) {
	err := Serve(t.Context(), strings.NewReader("uci\nisready\n"), failingWriter{}, testEngine(false))
	if err == nil || !strings.Contains(err.Error(), "pipe gone") {
		t.Errorf("Serve to a broken pipe: %v", err)
	}
}

// failingWriter fails every write.
type failingWriter struct{}

func (failingWriter) Write([]byte) (int, error) { return 0, errors.New("pipe gone") }

// TestServeLongLine: a line longer than Serve reads is skipped, told, and
// the next line is read.
func TestServeLongLine(t *testing.T) {
	in := "go " + strings.Repeat("x", maxLine+10) + "\nisready\n" + strings.Repeat("y", 2*maxLine)
	var out strings.Builder
	if err := Serve(t.Context(), strings.NewReader(in), &out, testEngine(false)); err != nil {
		t.Fatal(err)
	}
	want := fmt.Sprintf("info string a line of more than %d bytes is ignored\nreadyok\ninfo string a line of more than %d bytes is ignored\n", maxLine, maxLine)
	if out.String() != want {
		t.Errorf("Serve wrote %q, want %q", out.String(), want)
	}
}

// TestServeLeavesNoGoroutine: after quit with lines still to read, and
// after EOF during a search, Serve leaves no goroutine behind: synctest
// fails the test if one of its bubble is still blocked at the end.
func TestServeLeavesNoGoroutine(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		for range 20 {
			in := "setoption name Game value Jungle\nposition startpos\ngo infinite\nquit\nisready\nisready\n"
			if err := Serve(context.Background(), strings.NewReader(in), io.Discard, testEngine(true)); err != nil {
				t.Fatal(err)
			}
			if err := Serve(context.Background(), strings.NewReader(in[:len(in)-20]), io.Discard, testEngine(true)); err != nil {
				t.Fatal(err)
			}
		}
	})
}

// TestServeInfiniteWaitsForStop: under "go infinite" the bestmove comes
// at stop, even from a brain that is done at once.
func TestServeInfiniteWaitsForStop(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		c := serve(t, t.Context(), testEngine(false))
		c.send("setoption name Game value YINSH")
		c.send("position startpos")
		c.send("go infinite")
		synctest.Wait() // the brain is done: its search waits for stop
		c.send("isready")
		for _, r := range c.until(ReadyOK) {
			if r.Kind == BestMove {
				t.Fatalf("bestmove %s before stop", r.Value)
			}
		}
		c.send("stop")
		if got := c.until(BestMove); got[len(got)-1].Value != "a2" {
			t.Errorf("stop gave %+v, want bestmove a2", got)
		}
	})
}

// TestServeBrainBeforeReadyok: the brain of a new game is made at the
// isready after ucinewgame (or after the game is chosen), before readyok,
// not on the clock of its first go; an option set after that isready
// and before the go makes it again, so that it takes the option; a game
// with no isready gets its brain at its first go.
func TestServeBrainBeforeReadyok(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		var made []string // the Hash value each brain was made with
		hash := "16"
		e := testEngine(false)
		e.Set = func(name, value string) error { hash = value; return nil }
		newBrain := e.NewBrain
		e.NewBrain = func(g notation.Game) Brain { made = append(made, hash); return newBrain(g) }
		c := serve(t, t.Context(), e)
		step := func(line string, want ...string) {
			t.Helper()
			c.send(line)
			switch {
			case line == "isready":
				c.until(ReadyOK)
			case strings.HasPrefix(line, "go"):
				c.until(BestMove)
			}
			if !slices.Equal(made, want) {
				t.Fatalf("after %q: brains made with %v, want %v", line, made, want)
			}
		}
		step("uci")
		step("setoption name Game value Jungle")
		step("isready", "16")
		step("ucinewgame", "16")
		step("isready", "16", "16")
		step("position startpos", "16", "16")
		step("go depth 1", "16", "16")
		step("setoption name Hash value 32", "16", "16")
		step("go depth 1", "16", "16")
		step("ucinewgame", "16", "16")
		step("isready", "16", "16", "32")
		step("setoption name Hash value 64", "16", "16", "32")
		step("isready", "16", "16", "32", "64")
		step("ucinewgame", "16", "16", "32", "64")
		step("position startpos", "16", "16", "32", "64")
		step("go depth 1", "16", "16", "32", "64", "64")
		c.send("quit")
		c.end()
	})
}

// deadlineBrain tells, as its info line's time, how long its context
// left it to think.
type deadlineBrain struct{ firstLegal }

func (b deadlineBrain) Think(ctx context.Context, pos engines.Position, rack []string, lim Go, info func(Info)) (engines.Move, error) {
	if d, ok := ctx.Deadline(); ok {
		info(Info{Time: time.Until(d)})
	}
	return b.firstLegal.Think(ctx, pos, rack, lim, func(Info) {})
}

// TestServeMovetimeFromTheGo: a movetime runs from the moment the go was
// read, not from the moment the brain starts to think: a brain whose
// start-up took 30ms of a go of 100ms has 70ms left.
func TestServeMovetimeFromTheGo(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		e := testEngine(false)
		e.NewBrain = func(g notation.Game) Brain {
			time.Sleep(30 * time.Millisecond) // tables, memory: on the bubble's clock, which moves only when every goroutine waits
			return deadlineBrain{firstLegal{wire: NewWire(g)}}
		}
		c := serve(t, t.Context(), e)
		c.send("uci")
		c.until(UCIOK)
		c.send("setoption name Game value Jungle")
		c.send("position startpos")
		c.send("go movetime 100")
		got := c.until(BestMove)
		if len(got) != 2 || got[0].Kind != InfoLine || got[0].Info.Time != 70*time.Millisecond {
			t.Errorf("the brain was told %+v, want 70ms left", got)
		}
		c.send("quit")
		c.end()
	})
}
