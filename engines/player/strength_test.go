package player

import (
	"fmt"
	"math/rand/v2"
	"os"
	"slices"
	"strconv"
	"testing"
	"time"

	"github.com/arbiter-games/arbiter/internal/longtest"
)

// openings is how many random turns each game of a strength match starts
// with, so that the games differ: the first ring placements in YINSH.
var openings = map[string]int{"YINSH": 4, "Jungle": 2, "Ingenious": 2}

// result is a match's score for the first player: wins, draws, losses.
type result struct{ wins, draws, losses int }

func (r result) score() float64 {
	n := r.wins + r.draws + r.losses
	return (float64(r.wins) + float64(r.draws)/2) / float64(n)
}

// versus plays n games of level a against level b, seats alternating,
// every turn under lim, from seeded random openings.
func versus(t testing.TB, gm game, a, b, n int, lim Limits) result {
	var r result
	for i := 0; i < n; i++ {
		seed := int64(i + 1)
		pa, pb := mustPlayer(t, gm.g, a, seed), mustPlayer(t, gm.g, b, seed+1000)
		seats, mine := []*Player{pa, pb}, 0
		pos := after(t, gm, seed, openings[gm.g.Name()])
		if i%2 == 1 {
			seats, mine = []*Player{pb, pa}, 1
		}
		o := match(t, pos, seats, lim, 400, rand.New(rand.NewPCG(uint64(seed), 7)))
		switch {
		case !o.Over || len(o.Places) == 1:
			r.draws++
		case slices.Contains(o.Places[0], mine):
			r.wins++
		default:
			r.losses++
		}
	}
	return r
}

// TestStrengthQuick: level 2 wins a few games against random play.
func TestStrengthQuick(t *testing.T) {
	longtest.Skip(t, "plays whole games")
	for _, gm := range games {
		start := time.Now()
		r := versus(t, gm, 2, 0, 2, Limits{Depth: 2})
		t.Logf("%s: level 2 against level 0: %+v in %v", gm.g.Name(), r, time.Since(start))
		if r.wins != 2 {
			t.Errorf("%s: level 2 against random: %+v", gm.g.Name(), r)
		}
	}
}

// TestStrength measures the default level against random and greedy play
// over 200 games each (ARBITER_STRENGTH=1; about ten minutes, eight of them
// Ingenious), or as many as ARBITER_STRENGTH says when it is more. The
// targets: 99% against random, 90% against greedy. A game alone, or one
// opponent: -run 'TestStrength$/Ingenious/level1'.
func TestStrength(t *testing.T) {
	env := os.Getenv("ARBITER_STRENGTH")
	if env == "" {
		t.Skip("set ARBITER_STRENGTH=1 to play the 200-game matches")
	}
	n := 200
	if k, err := strconv.Atoi(env); err == nil && k > 1 {
		n = k
	}
	for _, gm := range games {
		t.Run(gm.g.Name(), func(t *testing.T) {
			for _, c := range []struct {
				opponent int
				want     float64
			}{{0, 0.99}, {1, 0.90}} {
				t.Run(fmt.Sprintf("level%d", c.opponent), func(t *testing.T) {
					start := time.Now()
					r := versus(t, gm, DefaultLevel, c.opponent, n, Limits{Depth: DefaultLevel})
					t.Logf("%s: level %d against level %d: %+v, score %.3f, %v", gm.g.Name(), DefaultLevel, c.opponent, r, r.score(), time.Since(start))
					if r.score() < c.want {
						t.Errorf("%s: level %d scores %.3f against level %d, want %.2f", gm.g.Name(), DefaultLevel, r.score(), c.opponent, c.want)
					}
				})
			}
		})
	}
}
