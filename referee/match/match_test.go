package match

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/arbiter-games/arbiter/engines"
	"github.com/arbiter-games/arbiter/engines/ingenious"
	"github.com/arbiter-games/arbiter/notation"
	_ "github.com/arbiter-games/arbiter/notation/all"
	"github.com/arbiter-games/arbiter/notation/formats"
	"github.com/arbiter-games/arbiter/notation/protocol"
	"github.com/arbiter-games/arbiter/notation/text"
	"github.com/arbiter-games/arbiter/referee"
)

// testEngine is the path of the built test engine (internal/testengine).
var testEngine string

func TestMain(m *testing.M) {
	if out := os.Getenv("MATCH_HELPER_OUT"); out != "" {
		testEngine = os.Getenv("MATCH_TEST_ENGINE")
		runHelperMatch(out)
		os.Exit(0)
	}
	dir, err := os.MkdirTemp("", "testengine")
	if err != nil {
		panic(err)
	}
	testEngine = filepath.Join(dir, "testengine")
	build := exec.Command("go", "build", "-o", testEngine, "./internal/testengine")
	build.Stderr = os.Stderr
	if err := build.Run(); err != nil {
		panic(err)
	}
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

// engineSpec is the test engine in a mode.
func engineSpec(name string, args ...string) Spec {
	return Spec{Name: name, Cmd: testEngine, Args: args}
}

// groups records the process groups of the engines a test starts and,
// when it ends, fails it if any process of them is left, once those that
// are dying are gone.
func groups(t *testing.T) {
	t.Helper()
	var mu sync.Mutex
	var pids []int
	onStart = func(pid int) {
		mu.Lock()
		pids = append(pids, pid)
		mu.Unlock()
	}
	t.Cleanup(func() {
		onStart = nil
		mu.Lock()
		defer mu.Unlock()
		if len(pids) == 0 {
			t.Error("no engine was started")
		}
		// An engine's own children, killed with its group, die after it.
		awaitExit(pids)
		for _, left := range leftOver(pids) {
			t.Errorf("process left after the match: %s", left)
		}
	})
}

func lookupGame(name string) (notation.Game, error) { return notation.LookupGame(name) }

// jungle are settings of short Jungle games.
func jungle(t *testing.T) Settings {
	g, err := notation.LookupGame("Jungle")
	if err != nil {
		t.Fatal(err)
	}
	return Settings{Game: g, Clock: TimeControl{MoveTime: 100 * time.Millisecond}, Margin: 50 * time.Millisecond,
		Timeout: 500 * time.Millisecond, MaxTurns: 12, Event: "test"}
}

// play runs a match to its end and returns its results in the order the
// games ended, each record appended to a file of records that is checked
// whole at the end. A match without a clock is played on a fake one that
// stands still: no engine runs out of time, however slow the machine.
func play(t *testing.T, m *Match) []Result {
	t.Helper()
	if m.Time == nil {
		m.Time = newFakeClock()
	}
	out := filepath.Join(t.TempDir(), "out.records")
	recs, _, err := m.OpenRecords(out, formats.ByFile(out), false)
	if err != nil {
		t.Fatal(err)
	}
	var results []Result
	err = m.Run(context.Background(), func(r Result) (bool, error) {
		results = append(results, r)
		return false, recs.Append(r)
	})
	if err != nil {
		t.Fatal(err)
	}
	recs.Close()
	checkFile(t, out, len(results))
	return results
}

// checkFile referees every record of a file: n records, none in error.
func checkFile(t *testing.T, path string, n int) []*notation.Record {
	t.Helper()
	var got []*notation.Record
	_, err := referee.Files([]string{path}, referee.FileOptions{}, func(r referee.Result) error {
		if r.Failed() {
			t.Errorf("%s record %d: %v", path, r.Number, r.Diagnostics())
		}
		if r.Record != nil {
			got = append(got, r.Record)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if n >= 0 && len(got) != n {
		t.Errorf("%s holds %d records, want %d", path, len(got), n)
	}
	return got
}

func TestMisbehaviour(t *testing.T) {
	// The engine that misbehaves on time (thinks) takes an hour to answer
	// uci (-mode handshake) or its second turn (-at 2); every other line
	// is answered at once. The others lose whatever the time: an engine
	// that floods its output is caught by the bytes it printed, the clock
	// standing still.
	tests := []struct {
		mode, term, says string
		depth, thinks    bool
	}{
		{mode: "illegal", term: termIllegal, says: "an illegal turn"},
		{mode: "garbage", term: termUnreadable, says: `sent bestmove "%%nonsense%%", which is not a turn of Jungle`},
		{mode: "unasked", term: termUnasked, says: "when no turn was asked"},
		{mode: "slow", term: termTime, says: "lost on time: no bestmove within 150ms", thinks: true},
		{mode: "exit", term: termCrash, says: "exited with status 1 in the middle of its turn"},
		{mode: "crash", term: termCrash, says: "exited with status 2 in the middle of its turn"},
		{mode: "silent", term: termTime, says: "lost on time", thinks: true},
		{mode: "silent", term: termStalled, says: "stopped answering: silent for 500ms", depth: true, thinks: true},
		{mode: "flood", term: termGarbage, says: "printed more than 4 MB"},
		{mode: "handshake", term: termHandshake, says: "did not answer uci within 500ms", thinks: true},
	}
	for _, tt := range tests {
		name := tt.mode
		if tt.depth {
			name += "-depth"
		}
		t.Run(name, func(t *testing.T) {
			groups(t)
			s := jungle(t)
			if tt.depth {
				s.Clock = TimeControl{Depth: 3}
			}
			m := &Match{Settings: s, Games: 2, Engines: []Spec{engineSpec("good"), engineSpec("bad", "-mode", tt.mode, "-at", "2")}}
			if tt.thinks {
				clock := newFakeClock()
				m.Time, m.Debug = clock, thinking(clock, func(name string, turn int, line string) time.Duration {
					if name == "bad" && (line == "uci" && tt.mode == "handshake" || strings.HasPrefix(line, "go") && turn == 2) {
						return time.Hour
					}
					return 0
				})
			}
			results := play(t, m)
			if len(results) != 2 {
				t.Fatalf("%d games played, want 2", len(results))
			}
			for _, r := range results {
				bad := 1
				if r.Players[0] == "bad" {
					bad = 0
				}
				last := r.Outcome.Places[len(r.Outcome.Places)-1]
				if len(last) != 1 || last[0] != bad || r.Termination != tt.term || !r.Faulted[bad] {
					t.Errorf("round %d: places %v, termination %q, faulted %v; want seat %d last by %q", r.Round, r.Outcome.Places, r.Termination, r.Faulted, bad, tt.term)
				}
				if !strings.Contains(r.Outcome.Reason, tt.says) || !strings.Contains(r.Outcome.Reason, "(bad)") {
					t.Errorf("round %d: reason %q, want it to name bad and say %q", r.Round, r.Outcome.Reason, tt.says)
				}
				if term, _ := r.Record.Tag("Termination"); term != tt.term {
					t.Errorf("round %d: Termination tag %q", r.Round, term)
				}
			}
		})
	}
}

// TestStopsStubbornEngines: engines that ignore quit and SIGTERM, or
// leave a child behind, are killed with their group once the grace after
// quit and the grace after SIGTERM have passed (the stubborn engine's
// clock moves by the grace at quit and at SIGTERM: it is stopped however
// slow the machine is); an engine that prints megabytes of the protocol's
// own info lines in a turn is not garbage.
func TestStopsStubbornEngines(t *testing.T) {
	for _, mode := range []string{"ignore-quit", "spawn", "chatty"} {
		t.Run(mode, func(t *testing.T) {
			groups(t)
			clock := newFakeClock()
			m := &Match{Settings: jungle(t), Games: 2, Engines: []Spec{engineSpec("good"), engineSpec("stubborn", "-mode", mode)}, Time: clock,
				Debug: thinking(clock, func(name string, _ int, line string) time.Duration {
					if name == "stubborn" && (line == "quit" || line == "[SIGTERM]") {
						return grace
					}
					return 0
				})}
			for _, r := range play(t, m) {
				if r.Termination != termAdjudicate {
					t.Errorf("round %d ended by %q: %s", r.Round, r.Termination, r.Outcome.Reason)
				}
			}
		})
	}
}

// TestIngenious plays Ingenious with hidden racks: three engines a game,
// and teams of two engines holding two seats each (a process a seat). The
// records are full records (racks and draws) that the referee accepts; a
// tile an engine does not hold loses.
func TestIngenious(t *testing.T) {
	g, err := notation.LookupGame("Ingenious")
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name    string
		variant string
		seats   int
		engines []Spec
	}{
		{"three", "", 3, []Spec{engineSpec("a"), engineSpec("b", "-mode", "random"), engineSpec("c", "-mode", "random", "-seed", "3")}},
		{"teams", "teams", 4, []Spec{engineSpec("a"), engineSpec("b", "-mode", "random")}},
		{"foreign-tile", "", 2, []Spec{engineSpec("a"), engineSpec("bad", "-mode", "illegal", "-at", "2")}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			groups(t)
			s := Settings{Game: g, Variant: tt.variant, Clock: TimeControl{MoveTime: time.Second}, Timeout: 5 * time.Second, Seed: 9}
			m := &Match{Settings: s, Games: 1, Seats: tt.seats, Engines: tt.engines}
			for _, r := range play(t, m) {
				want := termNormal
				if slices.Contains(r.Players, "bad") {
					want = termIllegal
					if !strings.Contains(r.Outcome.Reason, "not in seat") {
						t.Errorf("round %d: %s", r.Round, r.Outcome.Reason)
					}
				}
				if r.Termination != want {
					t.Errorf("round %d: %s: %s", r.Round, r.Termination, r.Outcome.Reason)
				}
				if _, ok := r.Record.Tag("Rack" + strconv.Itoa(tt.seats)); !ok || !strings.Contains(r.Record.Moves.Turns[0].Move, "+") {
					t.Errorf("round %d is not a full record: %v %s", r.Round, r.Record.Tags, r.Record.Moves.Turns[0].Move)
				}
			}
		})
	}
}

// TestIngeniousSwap: an engine that swaps its rack whenever the rules let
// it sends turns with ";swap" through the protocol: the referee accepts
// them (every game ends by the rules), deals the new rack from its bag
// (written in the record as swap+tiles, and the rack the engine is told
// next), and the records validate.
func TestIngeniousSwap(t *testing.T) {
	groups(t)
	g, err := notation.LookupGame("Ingenious")
	if err != nil {
		t.Fatal(err)
	}
	var traffic syncBuffer
	s := Settings{Game: g, Clock: TimeControl{MoveTime: time.Second}, Timeout: 5 * time.Second, Seed: 9}
	m := &Match{Settings: s, Games: 2, Engines: []Spec{engineSpec("swapper", "-mode", "swap"), engineSpec("a")}, Debug: NewDebug(&traffic)}
	swaps := 0
	for _, r := range play(t, m) {
		if r.Termination != termNormal {
			t.Errorf("round %d: %s: %s", r.Round, r.Termination, r.Outcome.Reason)
		}
		seat := slices.Index(r.Players, "swapper") + 1
		told := racksTold(traffic.String(), r.Round, seat)
		for i, turn := range r.Record.Moves.Turns {
			m, err := g.ParseMove(turn.Move)
			if err != nil {
				t.Fatal(err)
			}
			it := m.(*ingenious.Turn)
			if !it.Swap {
				continue
			}
			swaps++
			if i%2 != seat-1 || len(it.SwapDraw) != ingenious.RackSize {
				t.Errorf("round %d turn %d: a swap by seat %d, drawing %v", r.Round, i+1, i%2+1, it.SwapDraw)
			}
			next := i/2 + 1 // the swapper's turns told a rack before this one
			switch {
			case next >= len(told) && i+2 < len(r.Record.Moves.Turns):
				t.Errorf("round %d turn %d: swapped for %v, then told no rack (%d racks told)", r.Round, i+1, it.SwapDraw, len(told))
			case next < len(told) && sortedTiles(told[next]) != sortedTiles(tileNames(it.SwapDraw)):
				t.Errorf("round %d turn %d: swapped for %v, then told the rack %v", r.Round, i+1, it.SwapDraw, told[next])
			}
		}
	}
	if swaps == 0 {
		t.Error("no game holds a swap")
	}
}

// racksTold lists the racks a seat was told, turn by turn, in the game of
// a round: the rack lines of the traffic between the round's ucinewgame
// and the next.
func racksTold(traffic string, round, seat int) [][]string {
	var racks [][]string
	game := 0
	prefix := "rack " + strconv.Itoa(seat) + " "
	for _, line := range strings.Split(traffic, "\n") {
		_, text, _ := strings.Cut(line, ": ")
		switch {
		case !strings.HasPrefix(line, "> "):
		case text == "ucinewgame" && strings.HasPrefix(line, "> swapper: "):
			game++
		case game == round && strings.HasPrefix(text, prefix):
			racks = append(racks, strings.Split(strings.TrimPrefix(text, prefix), ","))
		}
	}
	return racks
}

func tileNames(tiles []ingenious.Tile) []string {
	var names []string
	for _, t := range tiles {
		names = append(names, t.String())
	}
	return names
}

// sortedTiles writes tiles as one word, in order, each tile's colours in
// order: the same word for the same tiles.
func sortedTiles(tiles []string) string {
	var out []string
	for _, s := range tiles {
		b := []byte(s)
		slices.Sort(b)
		out = append(out, string(b))
	}
	slices.Sort(out)
	return strings.Join(out, ",")
}

// syncBuffer is a buffer the engines' traffic is written to from several
// goroutines.
type syncBuffer struct {
	mu  sync.Mutex
	buf strings.Builder
}

func (b *syncBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *syncBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// TestConcurrency plays three engines round robin two games at a time:
// never more than two engines a game run at once, and every game is
// played once.
func TestConcurrency(t *testing.T) {
	groups(t)
	var mu sync.Mutex
	live, most := 0, 0
	started := onStart
	onStart = func(pid int) {
		started(pid)
		mu.Lock()
		live++
		most = max(most, live)
		mu.Unlock()
	}
	onExit = func(int) {
		mu.Lock()
		live--
		mu.Unlock()
	}
	defer func() { onExit = nil }()
	m := &Match{Settings: jungle(t), Games: 4, Concurrency: 2, Engines: []Spec{
		engineSpec("a", "-delay", "1ms"), engineSpec("b", "-mode", "random", "-delay", "1ms"), engineSpec("c", "-mode", "random", "-seed", "3", "-delay", "1ms")}}
	results := play(t, m)
	rounds := map[int]bool{}
	for _, r := range results {
		rounds[r.Round] = true
	}
	if len(results) != 12 || len(rounds) != 12 {
		t.Errorf("%d games played, %d rounds; want 12 of each", len(results), len(rounds))
	}
	if most > 4 {
		t.Errorf("%d engines ran at once; two games need 4", most)
	}
}

// TestCancel: a match whose context ends stops every engine, hands on no
// game being played, and returns the context's error.
func TestCancel(t *testing.T) {
	groups(t)
	m := &Match{Settings: jungle(t), Games: 20, Concurrency: 2, Engines: []Spec{
		engineSpec("a", "-delay", "5ms"), engineSpec("b", "-delay", "5ms")}}
	m.MaxTurns = 40
	m.Time = newFakeClock()
	ctx, cancel := context.WithCancel(context.Background())
	games := 0
	err := m.Run(ctx, func(r Result) (bool, error) {
		games++
		cancel()
		return false, nil
	})
	if err != context.Canceled || games == 0 || games > 2 {
		t.Errorf("Run returned %v after %d games; want context.Canceled after 1 or 2", err, games)
	}
}

// TestStopWhenDecided: done returning true (the SPRT decided) ends the
// match early.
func TestStopWhenDecided(t *testing.T) {
	groups(t)
	m := &Match{Settings: jungle(t), Games: 10, Engines: []Spec{engineSpec("a"), engineSpec("b")}, Time: newFakeClock()}
	games := 0
	err := m.Run(context.Background(), func(r Result) (bool, error) {
		games++
		return games == 3, nil
	})
	if err != nil || games != 3 {
		t.Errorf("Run: %v after %d games; want nil after 3", err, games)
	}
}

// TestResign: an engine whose own score stays at -5 pawns loses by
// adjudication after --resign's turns; its scores are in the record as
// [%eval] from the first player's view.
func TestResign(t *testing.T) {
	groups(t)
	s := jungle(t)
	s.MaxTurns = 40
	s.Resign = Resign{Turns: 3, Score: 400}
	m := &Match{Settings: s, Games: 2, Engines: []Spec{engineSpec("good"), engineSpec("gloomy", "-mode", "score")}}
	for _, r := range play(t, m) {
		gloomy := slices.Index(r.Players, "gloomy")
		last := r.Outcome.Places[len(r.Outcome.Places)-1]
		if r.Termination != termAdjudicate || last[0] != gloomy || !strings.Contains(r.Outcome.Reason, "resigns by adjudication") {
			t.Errorf("round %d: %s, places %v: %s", r.Round, r.Termination, r.Outcome.Places, r.Outcome.Reason)
		}
		if n := len(r.Record.Moves.Turns); n != 5+gloomy {
			t.Errorf("round %d: %d turns, want %d", r.Round, n, 5+gloomy)
		}
		want := map[int]string{0: "[%eval -5.00]", 1: "[%eval 5.00]"}[gloomy]
		if c := r.Record.Moves.Turns[gloomy].After[0].Text; !strings.Contains(c, want) {
			t.Errorf("round %d: the engine's turn says %q, want %s", r.Round, c, want)
		}
	}
}

// TestOpenings: each pair of games starts from the next opening (its
// first plies turns), once with each engine first.
func TestOpenings(t *testing.T) {
	groups(t)
	s := jungle(t)
	var file strings.Builder
	for seed := int64(1); seed <= 2; seed++ {
		rec, err := notation.Generate(s.Game, seed, engines.Setup{}, 10)
		if err != nil {
			t.Fatal(err)
		}
		text.Write(&file, rec)
		file.WriteString("\n")
	}
	path := filepath.Join(t.TempDir(), "openings.jungle")
	os.WriteFile(path, []byte(file.String()), 0o644)
	ops, err := LoadOpenings(path, s, 4)
	if err != nil || len(ops) != 2 || len(ops[0].Moves) != 4 {
		t.Fatalf("LoadOpenings: %v, %d openings", err, len(ops))
	}
	m := &Match{Settings: s, Games: 4, Openings: ops, Engines: []Spec{engineSpec("a"), engineSpec("b", "-mode", "random")}}
	starts := map[string][]string{}
	for _, r := range play(t, m) {
		var first []string
		for _, turn := range r.Record.Moves.Turns[:4] {
			first = append(first, turn.Move)
		}
		key := strings.Join(first, " ")
		starts[key] = append(starts[key], r.Players[0])
	}
	if len(starts) != 2 {
		t.Fatalf("the games started from %d openings, want 2: %v", len(starts), starts)
	}
	for opening, firsts := range starts {
		if slices.Sort(firsts); !slices.Equal(firsts, []string{"a", "b"}) {
			t.Errorf("opening %s was played first by %v, want once by each", opening, firsts)
		}
	}
}

// TestFischerClock: on a clock, each turn's time comes off the mover's
// clock and the increment goes on (the record's [%clk] after each turn),
// and the engine that runs out of time loses on time, the match going on;
// the record's tags name the engines by seat, the round and the clock.
// The slow engine takes 60ms of the clock a turn, the quick one none: on
// 0.4+0.01 with a margin of 20ms the slow one has 50ms left after its
// seventh turn, takes 60ms (within the margin) for its eighth, and loses
// its ninth, 30ms its limit.
func TestFischerClock(t *testing.T) {
	groups(t)
	s := jungle(t)
	s.MaxTurns = 40
	s.Rules = "repetition=off" // the first legal turns would repeat
	s.Clock = TimeControl{Base: 400 * time.Millisecond, Inc: 10 * time.Millisecond}
	s.Margin = 20 * time.Millisecond
	clock := newFakeClock()
	m := &Match{Settings: s, Games: 2, Engines: []Spec{engineSpec("quick"), engineSpec("slow")}, Time: clock,
		Debug: thinking(clock, func(name string, _ int, line string) time.Duration {
			if name == "slow" && strings.HasPrefix(line, "go") {
				return 60 * time.Millisecond
			}
			return 0
		})}
	for _, r := range play(t, m) {
		slow := slices.Index(r.Players, "slow")
		last := r.Outcome.Places[len(r.Outcome.Places)-1]
		if r.Termination != termTime || len(last) != 1 || last[0] != slow || !strings.Contains(r.Outcome.Reason, "lost on time: no bestmove within 30ms") {
			t.Errorf("round %d: %q, places %v: %s; want slow (seat %d) to lose on time", r.Round, r.Termination, r.Outcome.Places, r.Outcome.Reason, slow)
		}
		if n := len(r.Record.Moves.Turns); n != 16+slow {
			t.Errorf("round %d: %d turns, want the slow engine's 8 and the quick one's before and between", r.Round, n)
		}
		if tc, _ := r.Record.Tag("TimeControl"); tc != "0.4+0.01" {
			t.Errorf("round %d: TimeControl %q", r.Round, tc)
		}
		round, _ := r.Record.Tag("Round")
		if names := notation.PlayerNames(r.Record, s.Game); !slices.Equal(names, r.Players) || round != strconv.Itoa(r.Round) {
			t.Errorf("round %d: the players' tags name %v, want %v; Round %q", r.Round, names, r.Players, round)
		}
		clocks := 0
		for _, turn := range r.Record.Moves.Turns {
			for _, c := range turn.After {
				if strings.Contains(c.Text, "[%clk 0:00:00.") {
					clocks++
				}
			}
		}
		if clocks == 0 || clocks < len(r.Record.Moves.Turns)-1 {
			t.Errorf("round %d: %d of %d turns have their [%%clk]", r.Round, clocks, len(r.Record.Moves.Turns))
		}
	}
}

// TestLateBestmove: a bestmove an engine sends when its game is over (here
// as the next game starts) loses that game, and the match goes on.
func TestLateBestmove(t *testing.T) {
	groups(t)
	m := &Match{Settings: jungle(t), Games: 3, Engines: []Spec{engineSpec("good"), engineSpec("late", "-mode", "late")}}
	results := play(t, m)
	if len(results) != 3 {
		t.Fatalf("%d games played, want 3", len(results))
	}
	if r := results[0]; r.Termination == termUnasked {
		t.Errorf("round 1, before any game was over: %s", r.Outcome.Reason)
	}
	r := results[1]
	late := slices.Index(r.Players, "late")
	last := r.Outcome.Places[len(r.Outcome.Places)-1]
	if r.Termination != termUnasked || len(last) != 1 || last[0] != late || !strings.Contains(r.Outcome.Reason, "sent bestmove a1a2 when no turn was asked") {
		t.Errorf("round 2: %q, places %v: %s; want late (seat %d) to lose for its bestmove after the game", r.Termination, r.Outcome.Places, r.Outcome.Reason, late)
	}
}

// TestOpeningsUnderTheMatchRules: openings are refereed under the
// match's rules, as its games play them: an opening the match's rules
// forbid is refused before any engine starts.
func TestOpeningsUnderTheMatchRules(t *testing.T) {
	s := jungle(t)
	// The tiger jumps the river sideways: the standard rules allow it,
	// tiger-jump=vertical does not.
	const opening = "[Game \"Jungle\"]\n[Position \"l6/7/7/7/7/T6/7/7/7 w 0 1\"]\n\n1. Ta4-d4 *\n"
	path := filepath.Join(t.TempDir(), "openings.jungle")
	os.WriteFile(path, []byte(opening), 0o644)
	for _, c := range []struct {
		rules string
		fails bool
	}{{"", false}, {"tiger-jump=vertical", true}} {
		s.Rules = c.rules
		_, err := LoadOpenings(path, s, 1)
		if (err != nil) != c.fails {
			t.Errorf("match rules %q: LoadOpenings = %v, want it to fail: %v", c.rules, err, c.fails)
		}
	}
}

// TestPositionGrows: the position command grown a turn at a time is the
// one Wire.Position writes for all the turns.
func TestPositionGrows(t *testing.T) {
	for _, name := range []string{"Jungle", "YINSH"} {
		g, _ := notation.LookupGame(name)
		rec, err := notation.Generate(g, 3, engines.Setup{}, 40)
		if err != nil {
			t.Fatal(err)
		}
		gm, err := newGame(Settings{Game: g}, Pairing{Round: 1, Seats: []int{0, 1}}, []string{"a", "b"})
		if err != nil {
			t.Fatal(err)
		}
		wire := protocol.NewWire(g)
		for i, turn := range rec.Moves.Turns {
			m, _ := g.ParseMove(turn.Move)
			played, err := gm.pos.Play(m)
			if err != nil {
				t.Fatal(err)
			}
			gm.addTurn(i+1, played.Move, "")
			if got, want := gm.ask(0)[0], wire.Position("", gm.moves); got != want {
				t.Fatalf("%s after %d turns: %q, want %q", name, i+1, got, want)
			}
		}
	}
}

func TestSchedule(t *testing.T) {
	three := []Spec{{Name: "a"}, {Name: "b"}, {Name: "c"}}
	tests := []struct {
		name string
		m    Match
		want []string // seats, then the pair
	}{
		{"round robin", Match{Engines: three, Games: 3},
			[]string{"01/1", "02/2", "12/3", "10/1", "20/2", "21/3", "01/0", "02/0", "12/0"}},
		{"gauntlet", Match{Engines: three, Games: 2, Gauntlet: true},
			[]string{"01/1", "02/2", "10/1", "20/2"}},
		{"teams of one engine", Match{Engines: three[:2], Games: 2, Seats: 4},
			[]string{"0101/0", "1010/0"}},
		{"three seats", Match{Engines: three, Games: 3, Seats: 3},
			[]string{"012/0", "120/0", "201/0"}},
	}
	for _, tt := range tests {
		var got []string
		for i, p := range tt.m.Schedule() {
			if p.Round != i+1 {
				t.Errorf("%s: game %d is round %d", tt.name, i+1, p.Round)
			}
			seats := ""
			for _, s := range p.Seats {
				seats += strconv.Itoa(s)
			}
			got = append(got, fmt.Sprintf("%s/%d", seats, p.Pair))
		}
		if !slices.Equal(got, tt.want) {
			t.Errorf("%s: %v, want %v", tt.name, got, tt.want)
		}
	}
}

// TestStopAllWaitsForTheOther: when the match's end and the worker's own
// end both stop its engines, the second call returns only once the
// engines the first took are gone (the command exits right after it: an
// engine still being stopped would be left running). The first call is
// held in its grace after quit until the second is made.
func TestStopAllWaitsForTheOther(t *testing.T) {
	var pids []int
	onStart = func(pid int) { pids = append(pids, pid) }
	defer func() { onStart = nil }()
	clock := newFakeClock()
	quitting, goOn := make(chan struct{}), make(chan struct{})
	debug := thinking(clock, func(_ string, _ int, line string) time.Duration {
		switch line {
		case "quit":
			close(quitting)
			<-goOn
			return grace
		case "[SIGTERM]":
			return grace
		}
		return 0
	})
	e, err := startEngine(engineSpec("stubborn", "-mode", "ignore-quit"), nil, debug, clock)
	if err != nil {
		t.Fatal(err)
	}
	w := &worker{m: &Match{}, running: map[slot]*engine{{}: e}}
	first := make(chan struct{})
	go func() { w.stopAll(); close(first) }()
	<-quitting
	go close(goOn)
	w.stopAll()
	if left := leftOver(pids); len(left) > 0 {
		t.Errorf("the second stopAll returned with the engine still there: %v", left)
	}
	<-first
}
