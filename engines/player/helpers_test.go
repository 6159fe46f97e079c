package player

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/arbiter-games/arbiter/engines"
	"github.com/arbiter-games/arbiter/engines/ingenious"
	"github.com/arbiter-games/arbiter/engines/jungle"
	"github.com/arbiter-games/arbiter/engines/yinsh"
)

// game is a game with the setup its tests start from.
type game struct {
	g     engines.Game
	setup engines.Setup
}

var games = []game{
	{yinsh.Game{}, engines.Setup{}},
	{jungle.Game{}, engines.Setup{}},
	{ingenious.Game{}, engines.Setup{Tags: map[string]string{"Players": "2"}}},
}

// after plays k turns of a random game of seed and returns the position
// (fewer when the game ended first), with the setup it started from.
func after(t testing.TB, gm game, seed int64, k int) engines.Position {
	t.Helper()
	s, moves, err := gm.g.(engines.Generator).RandomGame(seed, gm.setup, k)
	if err != nil {
		t.Fatal(err)
	}
	return replay(t, gm.g, s, moves)
}

// replay plays moves from the setup.
func replay(t testing.TB, g engines.Game, s engines.Setup, moves []engines.Move) engines.Position {
	t.Helper()
	p, err := g.New(s)
	if err != nil {
		t.Fatal(err)
	}
	for i, m := range moves {
		if _, err := p.Play(m); err != nil {
			t.Fatalf("turn %d %v: %v", i+1, m, err)
		}
	}
	return p
}

// mustPlayer makes a player or fails.
func mustPlayer(t testing.TB, g engines.Game, level int, seed int64) *Player {
	t.Helper()
	p, err := New(g, level, seed)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// choose asks for a turn and fails the test on an error.
func choose(t testing.TB, p *Player, pos engines.Position, rack []string, lim Limits) engines.Move {
	t.Helper()
	m, err := p.Choose(context.Background(), pos, rack, lim, nil)
	if err != nil {
		t.Fatalf("Choose at level %d in %s: %v", p.level, pos, err)
	}
	return m
}

// playable plays m on a copy of pos as the referee would: in Ingenious
// the turn is played on the public copy (the draw is the referee's).
func playable(pos engines.Position, m engines.Move) (engines.Position, error) {
	c := pos.Clone()
	if ip, ok := c.(*ingenious.Position); ok {
		c = ip.Public()
	}
	_, err := c.Play(m)
	return c, err
}

// deal writes the draws of an Ingenious turn chosen in a full position:
// the refill (or the swap's new rack) drawn at random from the bag.
func deal(pos *ingenious.Position, chosen *ingenious.Turn, rng *rand.Rand) *ingenious.Turn {
	t := *chosen
	after := pos.Public()
	if _, err := after.Play(&ingenious.Turn{Placements: t.Placements}); err != nil || after.Outcome().Over {
		return &t
	}
	bag, _ := pos.Bag()
	rng.Shuffle(len(bag), func(i, j int) { bag[i], bag[j] = bag[j], bag[i] })
	if t.Swap {
		t.SwapDraw = bag[:min(ingenious.RackSize, len(bag))]
		return &t
	}
	need := min(ingenious.RackSize-(pos.RackSize(pos.Seat())-len(t.Placements)), len(bag))
	if need > 0 {
		t.Refill = bag[:need]
	}
	return &t
}

// ownRack is the rack of the seat to move, as a referee tells it; nil
// without racks (solo).
func ownRack(p *ingenious.Position) []string {
	tiles, ok := p.Rack(p.Seat())
	if !ok {
		return nil
	}
	rack := make([]string, len(tiles))
	for i, tile := range tiles {
		rack[i] = tile.String()
	}
	return rack
}

// match plays a game between players (by seat) from pos, each turn under
// lim, and returns the outcome; a game still going after maxTurns turns is
// a draw (Over false). In Ingenious each player sees what a referee tells
// it (the public position and its own rack), and the draws come from rng.
func match(t testing.TB, pos engines.Position, players []*Player, lim Limits, maxTurns int, rng *rand.Rand) engines.Outcome {
	t.Helper()
	for turn := 0; turn < maxTurns; turn++ {
		if o := pos.Outcome(); o.Over {
			return o
		}
		var m engines.Move
		if ip, ok := pos.(*ingenious.Position); ok {
			// As a referee does: the public position and the mover's own rack.
			m = deal(ip, choose(t, players[pos.Seat()], ip.Public(), ownRack(ip), lim).(*ingenious.Turn), rng)
		} else {
			m = choose(t, players[pos.Seat()], pos, nil, lim)
		}
		if _, err := pos.Play(m); err != nil {
			t.Fatalf("turn %d %v: %v\n%s", turn+1, m, err, pos)
		}
	}
	return engines.Outcome{}
}
