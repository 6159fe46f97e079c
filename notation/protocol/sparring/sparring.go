// Package sparring serves the project's own player (engines/player) over
// the engine protocol: `arbiter engine`, the sparring partner bot authors
// start with, and the opponent of a first `arbiter match`. It turns the
// protocol's limits into the player's and the player's reports into
// protocol info lines, and takes the options Level and Seed.
package sparring

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"sync"

	"github.com/arbiter-games/arbiter/engines"
	"github.com/arbiter-games/arbiter/engines/player"
	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/notation/protocol"
)

// Engine returns the project's engine as Serve presents it: playing game
// (nil: the game the referee names) at a level of 0 to player.MaxLevel,
// its random choices drawn from seed. The referee may change both with
// the options Level and Seed.
func Engine(game notation.Game, level int, seed int64) protocol.Engine {
	s := &settings{level: level, seed: seed}
	return protocol.Engine{
		Name:   "Arbiter " + levelName(level),
		Author: "the Arbiter authors",
		Options: []string{
			fmt.Sprintf("Level type spin default %d min 0 max %d", level, player.MaxLevel),
			fmt.Sprintf("Seed type spin default %d min 0 max %d", seed, int64(1)<<53),
		},
		Set:      s.set,
		NewBrain: s.brain,
		Game:     game,
	}
}

// levelName names a level: "random", "greedy", "level 3".
func levelName(level int) string {
	switch level {
	case 0:
		return "random"
	case 1:
		return "greedy"
	}
	return "level " + strconv.Itoa(level)
}

// settings are the options the referee set; a brain takes them as they
// are when its game starts.
type settings struct {
	mu    sync.Mutex
	level int
	seed  int64
	games int64 // games started: each game's seed differs
}

// set takes the options Level and Seed.
func (s *settings) set(name, value string) error {
	n, err := strconv.ParseInt(strings.TrimSpace(value), 10, 64)
	s.mu.Lock()
	defer s.mu.Unlock()
	switch {
	case !strings.EqualFold(name, "Level") && !strings.EqualFold(name, "Seed"):
		return fmt.Errorf("no option %q: the options are Level and Seed", name)
	case err != nil || n < 0:
		return fmt.Errorf("%s must be a whole number, 0 or more, not %q", name, value)
	case strings.EqualFold(name, "Seed"):
		s.seed = n
	case n > player.MaxLevel:
		return fmt.Errorf("the level goes from 0 to %d, not %d", player.MaxLevel, n)
	default:
		s.level = int(n)
	}
	return nil
}

// brain makes the player of a new game.
func (s *settings) brain(g notation.Game) protocol.Brain {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.games++
	p, err := player.New(g, s.level, s.seed+s.games)
	return &brain{player: p, err: err, wire: protocol.NewWire(g)}
}

// brain is one game's player.
type brain struct {
	player *player.Player
	err    error // the player could not be made
	wire   protocol.Wire
}

// Think asks the player for a turn under the limits of the go command.
func (b *brain) Think(ctx context.Context, pos engines.Position, rack []string, lim protocol.Go, info func(protocol.Info)) (engines.Move, error) {
	if b.err != nil {
		return nil, b.err
	}
	return b.player.Choose(ctx, pos, rack, limits(lim, pos.Seat()), func(i player.Info) {
		info(b.info(i))
	})
}

// limits are the player's limits of a go command for the seat to move.
func limits(g protocol.Go, seat int) player.Limits {
	l := player.Limits{MoveTime: g.MoveTime, Depth: g.Depth, MovesToGo: g.MovesToGo}
	if seat < len(g.Clock) {
		l.Clock = max(g.Clock[seat], 1) // a clock of 0 or less is still a clock: play at once
	}
	if seat < len(g.Inc) {
		l.Inc = g.Inc[seat]
	}
	return l
}

// info is a player's report as a protocol info line.
func (b *brain) info(i player.Info) protocol.Info {
	out := protocol.Info{Depth: i.Depth, Nodes: i.Nodes, Time: i.Elapsed, Score: i.Score}
	for _, m := range i.PV {
		out.PV = append(out.PV, b.wire.Word(m))
	}
	return out
}
