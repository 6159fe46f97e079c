package match

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/referee/match/tally"
)

// Match is a match to play: its engines, how they are paired, and the
// settings of its games.
type Match struct {
	Settings
	Engines []Spec
	// Games is how many games each group of engines plays (each pair,
	// for two seats).
	Games int
	// Seats is the number of seats of a game (0: 2); Ingenious takes 2 to
	// 4, one engine process a seat.
	Seats int
	// Gauntlet pairs the first engine with each other one; else every
	// engine meets every other (round robin).
	Gauntlet bool
	// Openings, when given, start the games: each pair of games of a
	// pairing from the next opening (in an order Seed shuffles), once
	// with each engine first.
	Openings []Opening
	// Concurrency is how many games are played at once (1 when 0).
	Concurrency int
	// Debug, when set, shows the protocol traffic.
	Debug *Debug
	// Logs names the file each engine's standard error is appended to
	// (nil: discarded), bounded game by game: of each game the first and
	// the last 64 KiB, with a line that says how much was left out between.
	Logs func(engine string) string
	// Time is the clock of the match (nil: the real one).
	Time Clock
	// Played lists the rounds already played (a match resumed): they are not
	// played again.
	Played map[int]bool
	// Shard, when set, is the part of the match played: only its games
	// (Part) are played, resumed and counted.
	Shard Shard
}

// resume takes the games of a records file as played, after checking
// that each is the game the match plays in its round, once; it returns
// them in the order of the rounds.
func (m *Match) resume(played []Result) ([]Result, error) {
	sched := m.Schedule()
	parts := m.Shard.partOf(sched)
	m.Played = map[int]bool{}
	at := map[int]notation.Pos{}
	for _, r := range played {
		pos := r.Record.Pos
		if err := m.ofMatch(sched, r); err != nil {
			return nil, err
		}
		switch first, twice := at[r.Round]; {
		case twice:
			return nil, &FileError{Pos: pos, Problem: fmt.Sprintf("round %d is here a second time (first at %d:%d)", r.Round, first.Line, first.Column)}
		case m.Shard.N > 0 && parts[r.Round-1] != m.Shard.I:
			return nil, &FileError{Pos: pos, Problem: fmt.Sprintf("round %d is played by part %d/%d, and this is part %s: is it this part's file?", r.Round, parts[r.Round-1], m.Shard.N, m.Shard)}
		}
		at[r.Round] = pos
	}
	var done []Result
	for _, r := range played {
		r.Pair = sched[r.Round-1].Pair
		m.Played[r.Round] = true
		done = append(done, r)
	}
	slices.SortFunc(done, func(a, b Result) int { return a.Round - b.Round })
	return done, nil
}

// ofMatch checks that a game read is one the match plays: a round it has,
// the players of its pairing in their seats.
func (m *Match) ofMatch(sched []Pairing, r Result) error {
	pos := r.Record.Pos
	if r.Round < 1 || r.Round > len(sched) {
		return &FileError{Pos: pos, Problem: fmt.Sprintf("the records hold round %d, and this match has %d games: is it the same match?", r.Round, len(sched))}
	}
	if want := m.players(sched[r.Round-1]); !slices.Equal(want, r.Players) {
		return &FileError{Pos: pos, Problem: fmt.Sprintf("round %d in the records is %s, and this match plays %s there: is it the same match?", r.Round, vs(r.Players), vs(want))}
	}
	return nil
}

// players are the names of a game's engines, by seat.
func (m *Match) players(p Pairing) []string {
	names := make([]string, len(p.Seats))
	for seat, idx := range p.Seats {
		names[seat] = m.Engines[idx].Name
	}
	return names
}

// Tally is a game as the results count it: by its termination, or, for a
// game played out, the code of the rule that ended it (jungle/den,
// yinsh/supply), so that games that ended alike count together; the
// seats of a teams game as two teams.
func (m *Match) Tally(r Result) tally.Game {
	reason := r.Termination
	if reason == termNormal && r.Outcome.Code != "" {
		reason = string(r.Outcome.Code)
	}
	return tally.Game{Players: r.Players, Places: r.Outcome.Places, Reason: reason, Teams: m.teams(), Pair: r.Pair}
}

// Schedule lists the games of the match in the order they are played:
// game k of every group of engines before game k+1 of any, the engines
// moving one seat on from one game of a group to the next (two engines
// change colours). A group is seatCount engines (every combination of
// them; with a gauntlet, those with the first engine), or all of them when
// there are fewer engines than seats, each then holding every other seat
// (Ingenious teams of one engine).
func (m *Match) Schedule() []Pairing {
	seats := m.seatCount()
	size := min(seats, len(m.Engines))
	var groups [][]int
	for _, c := range combinations(len(m.Engines), size) {
		if !m.Gauntlet || c[0] == 0 {
			groups = append(groups, c)
		}
	}
	order := rand.New(rand.NewPCG(m.Settings.Seed, 0x6f70656e)).Perm(max(len(m.Openings), 1))
	var ps []Pairing
	for k := range m.Games {
		for g, c := range groups {
			p := Pairing{Round: len(ps) + 1, Seats: make([]int, seats)}
			if seats == 2 && size == 2 && k/2*2+1 < m.Games {
				p.Pair = k/2*len(groups) + g + 1
			}
			for i := range p.Seats {
				p.Seats[i] = c[(i+k)%size]
			}
			if len(m.Openings) > 0 {
				p.Opening = m.Openings[order[(k/size)%len(order)]]
			}
			ps = append(ps, p)
		}
	}
	return ps
}

// seatCount is the number of seats a game has: Seats, else what the
// game's variant fixes (notation.Seating), else 2.
func (m *Match) seatCount() int {
	if m.Seats > 0 {
		return m.Seats
	}
	if s := notation.AbilitiesOf(m.Game).Seating; s != nil {
		if n, _ := s.Seating(m.Variant); n > 0 {
			return n
		}
	}
	return 2
}

// teams tells whether the match's variant plays in two teams, seats 1+3
// against 2+4 (notation.Seating), as tally counts them.
func (m *Match) teams() bool {
	s := notation.AbilitiesOf(m.Game).Seating
	if s == nil {
		return false
	}
	_, teams := s.Seating(m.Variant)
	return len(teams) == 2
}

// gameSettings are the settings each game is played with: the match's,
// the Event tag naming the engines when none is given.
func (m *Match) gameSettings() Settings {
	s := m.Settings
	if s.Event == "" {
		names := make([]string, len(m.Engines))
		for i, e := range m.Engines {
			names[i] = e.Name
		}
		s.Event = strings.Join(names, " vs ")
	}
	return s
}

// combinations lists the sets of k of the numbers 0..n-1, each in
// increasing order, in lexicographic order.
func combinations(n, k int) [][]int {
	var out [][]int
	var walk func(start int, c []int)
	walk = func(start int, c []int) {
		if len(c) == k {
			out = append(out, append([]int(nil), c...))
			return
		}
		for i := start; i < n; i++ {
			walk(i+1, append(c, i))
		}
	}
	walk(0, nil)
	return out
}

// ErrDealtOpenings is Check's error for openings given to a game whose
// hands the referee deals (notation.Dealing): it starts from its start
// position, the hands dealt.
var ErrDealtOpenings = errors.New("its games start from the start position, the hands dealt: they take no opening")

// Check refuses a match that cannot be played, before any engine starts.
func (m *Match) Check() error {
	if len(m.Engines) < 2 {
		return errors.New("a match needs two engines or more")
	}
	names := map[string]bool{}
	for _, e := range m.Engines {
		if names[e.Name] {
			return fmt.Errorf("two engines are named %q: give each its own name=", e.Name)
		}
		names[e.Name] = true
	}
	if notation.AbilitiesOf(m.Game).Dealing != nil && len(m.Openings) > 0 {
		return ErrDealtOpenings
	}
	if sh := m.Shard; sh.N != 0 {
		if _, err := ParseShard(sh.String()); err != nil {
			return err
		}
	}
	lo, hi := m.Game.Seats()
	if n := m.seatCount(); n < max(lo, 2) || n > hi {
		return fmt.Errorf("%s is played by %d to %d, not %d (a match needs two seats or more)", m.Game.Name(), max(lo, 2), hi, n)
	}
	return nil
}

// Run plays the games of its part (Part) not yet played, Concurrency at a
// time, and hands each result to done as its game ends, one at a time;
// done returning true (a decided test) or an error stops the match. When
// ctx ends, the games being played are abandoned (not handed on), every
// engine is stopped, and Run returns ctx's error. Run returns once every
// engine it started has exited.
func (m *Match) Run(parent context.Context, done func(Result) (stop bool, err error)) error {
	ctx, cancel := context.WithCancel(parent)
	defer cancel()
	logs, err := m.openLogs()
	if err != nil {
		return err
	}
	defer closeAll(logs)
	jobs := make(chan Pairing)
	results := make(chan Result)
	var failed error
	var failOnce sync.Once
	fail := func(err error) { failOnce.Do(func() { failed = err; cancel() }) }
	var wg sync.WaitGroup
	for range max(m.Concurrency, 1) {
		wg.Go(func() {
			w := &worker{m: m, s: m.gameSettings(), logs: logs, running: map[slot]*engine{}}
			defer w.stopAll()
			stop := context.AfterFunc(ctx, w.stopAll)
			defer stop()
			for p := range jobs {
				res, err := w.play(p)
				switch {
				case ctx.Err() != nil:
					return
				case err != nil:
					fail(err)
					return
				}
				select {
				case results <- res:
				case <-ctx.Done():
					return
				}
			}
		})
	}
	go func() {
		defer close(jobs)
		for _, p := range m.Part() {
			if m.Played[p.Round] {
				continue
			}
			select {
			case jobs <- p:
			case <-ctx.Done():
				return
			}
		}
	}()
	go func() {
		wg.Wait()
		close(results)
	}()
	for res := range results {
		if ctx.Err() != nil {
			continue
		}
		stop, err := done(res)
		if err != nil {
			fail(err)
		} else if stop {
			cancel()
		}
	}
	if failed != nil {
		return failed
	}
	return parent.Err()
}

// openLogs opens the log file of each engine, to append to.
func (m *Match) openLogs() (map[string]*os.File, error) {
	logs := map[string]*os.File{}
	if m.Logs == nil {
		return logs, nil
	}
	for _, e := range m.Engines {
		f, err := os.OpenFile(m.Logs(e.Name), os.O_WRONLY|os.O_CREATE|os.O_APPEND, 0o644)
		if err != nil {
			closeAll(logs)
			return nil, fmt.Errorf("the log of engine %s: %w", e.Name, err)
		}
		logs[e.Name] = f
	}
	return logs, nil
}

func closeAll(files map[string]*os.File) {
	for _, f := range files {
		f.Close()
	}
}

// worker plays games one after another, keeping the engines of its last
// game running while the next game needs them.
type worker struct {
	m *Match
	s Settings // the games'

	logs    map[string]*os.File
	mu      sync.Mutex
	running map[slot]*engine
	stopped bool
	// stopping counts the engines stopAll is stopping, so that a second
	// call (the worker's own, after the one of the match's end) returns
	// only once they are gone.
	stopping sync.WaitGroup
}

// slot names a running engine: its index in Match.Engines and, for an
// engine that holds several seats of a game, which of its processes.
type slot struct{ engine, copy int }

// slots are the engine processes a game needs, by seat.
func slots(seats []int) []slot {
	copies := map[int]int{}
	out := make([]slot, len(seats))
	for i, idx := range seats {
		out[i] = slot{idx, copies[idx]}
		copies[idx]++
	}
	return out
}

// play plays one game: its engines started (and through their
// handshake) where they are not running yet.
func (w *worker) play(p Pairing) (Result, error) {
	need := slots(p.Seats)
	w.keepOnly(need)
	players := make([]*engine, len(p.Seats))
	names := w.m.players(p)
	for seat, sl := range need {
		e, f, err := w.engine(sl)
		if err != nil {
			return Result{}, err
		}
		if f != nil {
			return forfeit(w.s, p, names, seat, f)
		}
		players[seat] = e
	}
	res, err := playGame(w.s, p, players)
	for seat, bad := range res.Faulted {
		if bad {
			w.drop(need[seat])
		}
	}
	return res, err
}

// keepOnly stops the running engines a game does not need.
func (w *worker) keepOnly(need []slot) {
	w.mu.Lock()
	var extra []slot
	for sl := range w.running {
		if !slices.Contains(need, sl) {
			extra = append(extra, sl)
		}
	}
	w.mu.Unlock()
	for _, sl := range extra {
		w.drop(sl)
	}
}

// engine gives the running engine of a slot, started and through its
// handshake when it was not running. A fault of the handshake is the
// engine's; an engine that cannot start at all stops the match.
func (w *worker) engine(sl slot) (*engine, *fault, error) {
	sp := w.m.Engines[sl.engine]
	w.mu.Lock()
	if e := w.running[sl]; e != nil {
		w.mu.Unlock()
		return e, nil, nil
	}
	if w.stopped {
		w.mu.Unlock()
		return nil, nil, context.Canceled
	}
	var log io.Writer
	if f := w.logs[sp.Name]; f != nil {
		log = f
	}
	e, err := startEngine(sp, log, w.m.Debug, w.m.Time)
	if err == nil {
		w.running[sl] = e
	}
	w.mu.Unlock()
	if err != nil {
		return nil, nil, err
	}
	if f := e.handshake(w.m.settings(), w.m.Timeout); f != nil {
		w.drop(sl)
		return nil, f, nil
	}
	return e, nil, nil
}

// settings are the setoptions every engine is sent: the game and its rules.
func (m *Match) settings() []Option {
	opts := []Option{{"Game", m.Game.Name()}}
	if m.Variant != "" {
		opts = append(opts, Option{"Variant", m.Variant})
	}
	if m.Rules != "" {
		opts = append(opts, Option{"Rules", m.Rules})
	}
	if _, most := m.Game.Seats(); most > 2 {
		opts = append(opts, Option{"Players", strconv.Itoa(m.seatCount())})
	}
	return opts
}

// drop stops a running engine.
func (w *worker) drop(sl slot) {
	w.mu.Lock()
	e := w.running[sl]
	delete(w.running, sl)
	w.mu.Unlock()
	if e != nil {
		e.stop()
	}
}

// stopAll stops every engine of the worker and starts no more.
func (w *worker) stopAll() {
	w.mu.Lock()
	w.stopped = true
	for sl, e := range w.running {
		w.stopping.Go(e.stop)
		delete(w.running, sl)
	}
	w.mu.Unlock()
	w.stopping.Wait()
}
