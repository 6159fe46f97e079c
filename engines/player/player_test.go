package player

import (
	"context"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/arbiter-games/arbiter/internal/longtest"

	"github.com/arbiter-games/arbiter/engines"
	"github.com/arbiter-games/arbiter/engines/ingenious"
	"github.com/arbiter-games/arbiter/engines/jungle"
	"github.com/arbiter-games/arbiter/engines/yinsh"
)

// variants are setups of other rule sets and seat counts.
var variants = []game{
	{yinsh.Game{}, engines.Setup{Variant: "blitz", Rules: "no-move=loss,supply=unlimited"}},
	{jungle.Game{}, engines.Setup{Variant: "traditional"}},
	{jungle.Game{}, engines.Setup{Variant: "blinky"}},
	{ingenious.Game{}, engines.Setup{Tags: map[string]string{"Players": "3"}}},
	{ingenious.Game{}, engines.Setup{Rules: "swap=after-refill,first-round=any-symbol", Tags: map[string]string{"Players": "4"}}},
	{ingenious.Game{}, engines.Setup{Variant: "teams"}},
	{ingenious.Game{}, engines.Setup{Variant: "solo"}},
}

// TestChosenTurnsAreLegal: at every level, the turn chosen in positions of
// random games is one Play accepts, in every variant.
func TestChosenTurnsAreLegal(t *testing.T) {
	seeds := int64(longtest.Pick(12, 3))
	for _, gm := range append(games[:len(games):len(games)], variants...) {
		t.Run(gm.g.Name()+"/"+gm.setup.Variant+gm.setup.Tags["Players"], func(t *testing.T) {
			for seed := int64(1); seed <= seeds; seed++ {
				k := int(seed * 7 % 40)
				pos := after(t, gm, seed, k)
				if pos.Outcome().Over {
					continue
				}
				for level := 0; level <= 2; level++ {
					m := choose(t, mustPlayer(t, gm.g, level, seed), pos, nil, Limits{Depth: 2})
					if _, err := playable(pos, m); err != nil {
						t.Errorf("seed %d, %d turns, level %d: %v: %v\n%s", seed, k, level, m, err, pos)
					}
				}
			}
		})
	}
}

func TestNewRefuses(t *testing.T) {
	if _, err := New(yinsh.Game{}, MaxLevel+1, 1); err == nil {
		t.Error("New accepted a level above MaxLevel")
	}
	if _, err := New(yinsh.Game{}, -1, 1); err == nil {
		t.Error("New accepted level -1")
	}
}

// TestBudget: the time of a turn from the limits.
func TestBudget(t *testing.T) {
	for _, c := range []struct {
		lim  Limits
		want time.Duration
	}{
		{Limits{}, 0},
		{Limits{Depth: 4}, 0},
		{Limits{MoveTime: time.Second}, time.Second},
		{Limits{MoveTime: time.Second, Clock: time.Second}, 500 * time.Millisecond},
		{Limits{Clock: 30 * time.Second}, time.Second},
		{Limits{Clock: 30 * time.Second, Inc: 2 * time.Second}, 2500 * time.Millisecond},
		{Limits{Clock: 10 * time.Second, MovesToGo: 5}, 2 * time.Second},
		{Limits{Clock: 10 * time.Second, MovesToGo: 1}, 5 * time.Second},
		{Limits{Clock: 100 * time.Millisecond, Inc: time.Second}, 50 * time.Millisecond},
	} {
		if got := budget(c.lim); got != c.want {
			t.Errorf("budget(%+v) = %v, want %v", c.lim, got, c.want)
		}
	}
}

// TestDepthReported: with a depth limit the reports go 1, 2, ... up to it.
func TestDepthReported(t *testing.T) {
	for _, gm := range games {
		pos := after(t, gm, 5, 14)
		want := 3
		if gm.g.Name() == "Ingenious" {
			want = 2
		}
		var depths []int
		p := mustPlayer(t, gm.g, 2, 1)
		_, err := p.Choose(context.Background(), pos, nil, Limits{Depth: want}, func(i Info) { depths = append(depths, i.Depth) })
		if err != nil {
			t.Fatal(err)
		}
		if len(depths) != want || depths[len(depths)-1] != want {
			t.Errorf("%s: depths reported %v, want 1..%d", gm.g.Name(), depths, want)
		}
	}
}

// TestCancelled: a context already ended gets a legal turn at once, and so
// does a deep search stopped by its move time.
func TestCancelled(t *testing.T) {
	for _, gm := range games {
		pos := after(t, gm, 3, 12)
		p := mustPlayer(t, gm.g, MaxLevel, 1)
		ctx, cancel := context.WithCancel(context.Background())
		cancel()
		m, err := p.Choose(ctx, pos, nil, Limits{Depth: 30}, nil)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := playable(pos, m); err != nil {
			t.Errorf("%s cancelled: %v: %v", gm.g.Name(), m, err)
		}
		m, err = p.Choose(context.Background(), pos, nil, Limits{Depth: 30, MoveTime: 20 * time.Millisecond}, nil)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := playable(pos, m); err != nil {
			t.Errorf("%s after its move time: %v: %v", gm.g.Name(), m, err)
		}
	}
}

// TestDeterministic: one seed and depth give one turn.
func TestDeterministic(t *testing.T) {
	for _, gm := range games {
		for seed := int64(1); seed <= 3; seed++ {
			pos := after(t, gm, seed, 20)
			a := choose(t, mustPlayer(t, gm.g, 2, seed), pos, nil, Limits{Depth: 2})
			b := choose(t, mustPlayer(t, gm.g, 2, seed), pos.Clone(), nil, Limits{Depth: 2})
			if a.String() != b.String() {
				t.Errorf("%s seed %d: %v then %v", gm.g.Name(), seed, a, b)
			}
		}
	}
}

// TestGameOver: no turn is chosen in a finished game.
func TestGameOver(t *testing.T) {
	pos := after(t, games[1], 1, 0)
	if !pos.Outcome().Over {
		t.Fatal("the random game did not end")
	}
	if _, err := mustPlayer(t, jungle.Game{}, 2, 1).Choose(context.Background(), pos, nil, Limits{}, nil); err == nil {
		t.Error("Choose chose a turn in a finished game")
	}
}

// TestIngeniousRack: on a public position with a rack, the turn places only
// the rack's tiles, each at most as often as the rack holds it.
func TestIngeniousRack(t *testing.T) {
	gm := games[2]
	for seed := int64(1); seed <= 6; seed++ {
		full := after(t, gm, seed, int(seed*5)).(*ingenious.Position)
		tiles, _ := full.Rack(full.Seat())
		var rack []string
		for _, tl := range tiles[:3] {
			rack = append(rack, tl.String())
		}
		pub := full.Public()
		for level := 0; level <= 2; level++ {
			m := choose(t, mustPlayer(t, gm.g, level, seed), pub, rack, Limits{Depth: 2})
			if _, err := playable(pub, m); err != nil {
				t.Fatalf("seed %d level %d: %v: %v", seed, level, m, err)
			}
			left := append([]ingenious.Tile(nil), tiles[:3]...)
			for _, pl := range m.(*ingenious.Turn).Placements {
				i := indexKind(left, pl.Tile)
				if i < 0 {
					t.Fatalf("seed %d level %d: %v places %v, rack %v", seed, level, m, pl.Tile, rack)
				}
				left = append(left[:i], left[i+1:]...)
			}
		}
	}
}

func indexKind(ts []ingenious.Tile, t ingenious.Tile) int {
	for i, x := range ts {
		if x.SameKind(t) {
			return i
		}
	}
	return -1
}

// TestRackRefused: a rack that is no list of tiles is an error.
func TestRackRefused(t *testing.T) {
	pos := after(t, games[2], 1, 3)
	if _, err := mustPlayer(t, ingenious.Game{}, 1, 1).Choose(context.Background(), pos, []string{"RX"}, Limits{}, nil); err == nil {
		t.Error("Choose accepted the tile RX")
	}
}

// TestScoreOf: search values are evaluations or wins and losses in turns.
func TestScoreOf(t *testing.T) {
	if scoreOf(mate-3) != (engines.Score{Kind: engines.WinIn, Value: 3}) || scoreOf(-(mate-2)) != (engines.Score{Kind: engines.LossIn, Value: 2}) || scoreOf(120) != (engines.Score{Kind: engines.Centi, Value: 120}) {
		t.Error("scoreOf misreads the values")
	}
}

// TestMatches plays whole games of every variant between levels 1 and 2
// (Ingenious with the referee's draws written in): every turn is accepted,
// and Ingenious games end.
func TestMatches(t *testing.T) {
	longtest.Skip(t, "plays whole games")
	for i, gm := range append(games[:len(games):len(games)], variants...) {
		pos := after(t, gm, int64(i), 1)
		var seats []*Player
		for seat := 0; seat < 4; seat++ {
			seats = append(seats, mustPlayer(t, gm.g, 1+seat%2, int64(seat)))
		}
		o := match(t, pos, seats, Limits{Depth: 2}, 300, rand.New(rand.NewPCG(uint64(i), 1)))
		if gm.g.Name() == "Ingenious" && !o.Over {
			t.Errorf("%s %+v: the game did not end in 300 turns", gm.g.Name(), gm.setup)
		}
	}
}
