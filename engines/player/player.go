package player

import (
	"context"
	"errors"
	"fmt"
	"hash/fnv"
	"math/rand/v2"
	"time"

	"github.com/arbiter-games/arbiter/engines"
)

// MaxLevel is the strongest level: New accepts 0 to MaxLevel.
const MaxLevel = 6

// DefaultLevel is the level a sparring partner plays at when none is asked
// for, the one the strength figures of the package doc are for.
const DefaultLevel = 2

// Limits say how long the player thinks about one turn. The zero value sets
// none: the level alone decides.
type Limits struct {
	MoveTime  time.Duration // think this long (0: not set)
	Depth     int           // search this deep, in turns (0: not set)
	Clock     time.Duration // the mover's time left (0: not set)
	Inc       time.Duration // the mover's increment
	MovesToGo int           // turns to the next time control (0: sudden death)
}

// Info is what the player reports after each depth it completed.
type Info struct {
	Depth   int
	Score   engines.Score
	Nodes   uint64
	Elapsed time.Duration
	PV      []engines.Move
}

// Player plays one game at one level. It is not safe for concurrent use.
type Player struct {
	game  engines.Game
	level int
	seed  int64
	rules rules
	now   func() time.Time // the clock its limits are read on
	after afterFunc        // the timer of a search's deadline, on that clock (nil: none)
	// lag is how late its last turns ended past their deadline, or the
	// longest stall between two looks at the clock, decaying turn by
	// turn: what a busy machine costs it (see keep and search.stalled).
	lag time.Duration
}

// SetClock makes the player read the time of its limits from now (nil:
// the machine's clock): a test gives one that moves only when it says,
// so that no result of it depends on how busy the machine is. On the
// machine's clock a timer also halts the search at its deadline, between
// two looks at the clock; on another, the looks alone end it.
func (p *Player) SetClock(now func() time.Time) {
	p.now, p.after = now, nil
	if now == nil {
		p.now, p.after = time.Now, realAfter
	}
}

// rules is what the player knows of one game: how to search it.
type rules interface {
	// choose picks a turn for the side to move of pos at level >= 1.
	choose(s *search, pos engines.Position, rack []string, maxDepth int) (engines.Move, error)
	// random picks a random turn (level 0).
	random(pos engines.Position, rack []string, rng *rand.Rand) (engines.Move, error)
}

// New returns a player of the game g at a level from 0 to MaxLevel; seed
// breaks ties between equal turns (and draws level 0's turns).
func New(g engines.Game, level int, seed int64) (*Player, error) {
	if level < 0 || level > MaxLevel {
		return nil, fmt.Errorf("level %d: the levels go from 0 (random) to %d", level, MaxLevel)
	}
	r, err := rulesOf(g)
	if err != nil {
		return nil, err
	}
	return &Player{game: g, level: level, seed: seed, rules: r, now: time.Now, after: realAfter}, nil
}

// rulesOf finds the player's knowledge of a game.
func rulesOf(g engines.Game) (rules, error) {
	switch g.Name() {
	case "YINSH":
		return newTwoPlayer(g, evalYinsh), nil
	case "Jungle":
		return newTwoPlayer(g, evalJungle), nil
	case "Ingenious":
		return ingeniousRules{}, nil
	}
	return unknownRules(g), nil
}

// unknownRules is what the player knows of a game it has no evaluation
// of: a two-seat game is searched as the others, every position even but
// those the rules end and those the game's exact search proves; a game of
// more seats is played at random at every level.
func unknownRules(g engines.Game) rules {
	if lo, hi := g.Seats(); lo == 2 && hi == 2 {
		return newTwoPlayer(g, func(engines.Position) int { return 0 })
	}
	return randomRules{}
}

// errOver refuses to choose in a finished game.
var errOver = errors.New("the game is over: there is no turn to choose")

// Choose picks a turn for the side to move. rack is the mover's own tiles
// in Ingenious when the position does not know the racks (a public
// position; nil otherwise): the turn then places only those tiles. An
// Ingenious turn never holds the tiles drawn, which the referee deals. It
// returns when the limits say so or ctx ends, with the best turn found so
// far, a margin before the limits' time is up (see budget); report (may
// be nil) is called after each completed depth. The search looks at the
// clock as it goes, every few dozen positions (every thousand or so in a
// game's exact search). It fails
// when the game is over, the rack holds no tile, or no turn can be played.
func (p *Player) Choose(ctx context.Context, pos engines.Position, rack []string, lim Limits, report func(Info)) (engines.Move, error) {
	if pos.Outcome().Over {
		return nil, errOver
	}
	rng := p.rng(pos)
	if p.level == 0 {
		return p.rules.random(pos, rack, rng)
	}
	maxDepth := p.level
	if lim.Depth > 0 && p.level >= 2 {
		maxDepth = lim.Depth
	}
	b := budget(lim)
	s := newSearch(ctx, b, p.keep(b), rng, report, p.now, p.after)
	s.lag = p.lag
	s.watch()
	defer s.end()
	s.solveDepth = solveDepth(p.level)
	if b > 0 && b < time.Second {
		s.solveDepth = min(s.solveDepth, 3)
	}
	s.width = 4*p.level - 2
	s.points = p.level == 1
	m, err := p.rules.choose(s, pos, rack, maxDepth)
	p.late(s)
	return m, err
}

// late notes how late past its deadline a search ended: the player's lag
// becomes that, or the longest time between two of its looks at the
// clock (the machine busy), or three quarters of what it was when that
// is more.
func (p *Player) late(s *search) {
	if s.deadline.IsZero() {
		return
	}
	p.lag = max(s.now().Sub(s.deadline), s.gap, p.lag*3/4, 0)
}

// keep is the time kept back from a turn's budget b: its reserve, or the
// player's lag when its last turns ended later than that past their
// deadlines (the machine busy), never more than half the budget.
func (p *Player) keep(b time.Duration) time.Duration { return min(max(reserve(b), p.lag), b/2) }

// solveDepth is the depth of the exact forced-win search at a level: none
// for greedy play, three turns at level 2, five above (three when a turn
// has less than a second: the exact search is not stopped by the clock).
func solveDepth(level int) int {
	switch {
	case level < 2:
		return 0
	case level == 2:
		return 3
	}
	return 5
}

// rng returns the generator of one choice: the seed and the position
// decide it, so that a choice does not depend on those made before.
func (p *Player) rng(pos engines.Position) *rand.Rand {
	h := fnv.New64a()
	h.Write([]byte(pos.String()))
	return rand.New(rand.NewPCG(uint64(p.seed), h.Sum64()))
}

// maxReserve bounds the time kept back from a turn (see reserve).
const maxReserve = 25 * time.Millisecond

// reserve is the time kept back from a turn's budget, so that the answer
// reaches the referee within its time even when other work holds the
// machine: the turn chosen, written and read back, and the player
// scheduled again after the search's last look at the clock. A quarter
// of the budget, at most maxReserve.
func reserve(b time.Duration) time.Duration { return min(b/4, maxReserve) }

// budget is the time one turn may take: MoveTime when set, else a share of
// the clock (the moves to go, or 30 in sudden death) and most of the
// increment, never more than half the time left; 0 means no time limit.
func budget(lim Limits) time.Duration {
	if lim.MoveTime > 0 {
		if lim.Clock > 0 {
			return min(lim.MoveTime, lim.Clock/2)
		}
		return lim.MoveTime
	}
	if lim.Clock <= 0 {
		return 0
	}
	togo := lim.MovesToGo
	if togo <= 0 {
		togo = 30
	}
	b := lim.Clock/time.Duration(togo) + lim.Inc*3/4
	return max(min(b, lim.Clock/2), time.Millisecond)
}
