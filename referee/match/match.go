package match

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"slices"
	"sync"
)

// Match is a match to play: its engines, how they are paired, and the
// settings of its games.
type Match struct {
	Settings
	Engines []Spec
	// Games is how many games each pair of engines plays.
	Games int
	// Gauntlet pairs the first engine with each other one; else every
	// engine meets every other (round robin).
	Gauntlet bool
	// Openings, when given, start the games: each pair of games of a
	// pairing from the next opening (in an order --seed shuffles), once
	// with each engine first.
	Openings []Opening
	Seed     uint64
	// Concurrency is how many games are played at once (1 when 0).
	Concurrency int
	// Debug, when set, shows the protocol traffic.
	Debug *Debug
	// Logs names the file each engine's standard error is appended to
	// (nil: discarded).
	Logs func(engine string) string
	// Played lists the rounds already played (--resume): they are not
	// played again.
	Played map[int]bool
}

// Schedule lists the games of the match in the order they are played:
// game k of every pairing before game k+1 of any, the engines changing
// seats from one game of a pairing to the next.
func (m *Match) Schedule() []Pairing {
	var pairs [][2]int
	for a := range m.Engines {
		for b := a + 1; b < len(m.Engines); b++ {
			if !m.Gauntlet || a == 0 {
				pairs = append(pairs, [2]int{a, b})
			}
		}
	}
	order := rand.New(rand.NewPCG(m.Seed, 0x6f70656e)).Perm(max(len(m.Openings), 1))
	var ps []Pairing
	for k := range m.Games {
		for _, pr := range pairs {
			p := Pairing{Round: len(ps) + 1, Seats: []int{pr[0], pr[1]}}
			if k%2 == 1 {
				p.Seats = []int{pr[1], pr[0]}
			}
			if len(m.Openings) > 0 {
				p.Opening = m.Openings[order[(k/2)%len(order)]]
			}
			ps = append(ps, p)
		}
	}
	return ps
}

// Check refuses a match that cannot be played, before any engine starts.
func (m *Match) Check() error {
	if len(m.Engines) < 2 {
		return errors.New("a match needs two engines or more (--engine, once for each)")
	}
	names := map[string]bool{}
	for _, e := range m.Engines {
		if names[e.Name] {
			return fmt.Errorf("two engines are named %q: give each its own name=", e.Name)
		}
		names[e.Name] = true
	}
	if m.Game.Notation().Ranking {
		return fmt.Errorf("%s matches (hidden racks dealt by the referee) are not played yet: a match plays YINSH or Jungle", m.Game.Name())
	}
	return nil
}

// Run plays the games of the schedule not yet played, Concurrency at a
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
			w := &worker{m: m, logs: logs, running: map[int]*Engine{}}
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
		for _, p := range m.Schedule() {
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
	m       *Match
	logs    map[string]*os.File
	mu      sync.Mutex
	running map[int]*Engine // by index in Match.Engines
	stopped bool
}

// play plays one game: its engines started (and through their
// handshake) where they are not running yet.
func (w *worker) play(p Pairing) (Result, error) {
	w.keepOnly(p.Seats)
	players := make([]*Engine, len(p.Seats))
	names := make([]string, len(p.Seats))
	for seat, idx := range p.Seats {
		names[seat] = w.m.Engines[idx].Name
	}
	for seat, idx := range p.Seats {
		e, f, err := w.engine(idx)
		if err != nil {
			return Result{}, err
		}
		if f != nil {
			return Forfeit(w.m.Settings, p, names, seat, f)
		}
		players[seat] = e
	}
	res, err := Play(w.m.Settings, p, players)
	for seat, bad := range res.Faulted {
		if bad {
			w.drop(p.Seats[seat])
		}
	}
	return res, err
}

// keepOnly stops the running engines a game does not need.
func (w *worker) keepOnly(need []int) {
	w.mu.Lock()
	var extra []int
	for idx := range w.running {
		if !slices.Contains(need, idx) {
			extra = append(extra, idx)
		}
	}
	w.mu.Unlock()
	for _, idx := range extra {
		w.drop(idx)
	}
}

// engine gives the running engine of an index, started and through its
// handshake when it was not running. A fault of the handshake is the
// engine's; an engine that cannot start at all stops the match.
func (w *worker) engine(idx int) (*Engine, *Fault, error) {
	sp := w.m.Engines[idx]
	w.mu.Lock()
	if e := w.running[idx]; e != nil {
		w.mu.Unlock()
		return e, nil, nil
	}
	if w.stopped {
		w.mu.Unlock()
		return nil, nil, context.Canceled
	}
	e, err := Start(sp, w.logs[sp.Name], w.m.Debug)
	if err == nil {
		w.running[idx] = e
	}
	w.mu.Unlock()
	if err != nil {
		return nil, nil, err
	}
	if f := e.Handshake(w.m.settings(), w.m.Timeout); f != nil {
		w.drop(idx)
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
	return opts
}

// drop stops a running engine.
func (w *worker) drop(idx int) {
	w.mu.Lock()
	e := w.running[idx]
	delete(w.running, idx)
	w.mu.Unlock()
	if e != nil {
		e.Stop()
	}
}

// stopAll stops every engine of the worker and starts no more.
func (w *worker) stopAll() {
	w.mu.Lock()
	w.stopped = true
	es := make([]*Engine, 0, len(w.running))
	for idx, e := range w.running {
		es = append(es, e)
		delete(w.running, idx)
	}
	w.mu.Unlock()
	var wg sync.WaitGroup
	for _, e := range es {
		wg.Go(e.Stop)
	}
	wg.Wait()
}
