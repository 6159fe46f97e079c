package ingenious

import (
	"testing"
)

// naive is the test's own, deliberately simple model of the board and the
// score track: colours by axial coordinates, lines walked step by step.
type naive struct {
	radius int
	colour map[[2]int]Colour
}

var axialDirs = [6][2]int{{1, 0}, {1, -1}, {0, -1}, {-1, 0}, {-1, 1}, {0, 1}}

func naiveOf(p *Position) naive {
	n := naive{radius: p.Board().Radius, colour: map[[2]int]Colour{}}
	for _, s := range p.Board().Spaces() {
		if c := p.At(s).Colour; c != 0 {
			n.colour[[2]int{s.Q(), s.R()}] = c
		}
	}
	return n
}

func (n naive) on(q, r int) bool {
	return abs(q) <= n.radius && abs(r) <= n.radius && abs(q+r) <= n.radius
}

// score counts the hexes of the colour at (q, r) in the runs along the
// five lines that do not point at the partner (pq, pr).
func (n naive) score(q, r, pq, pr int) int {
	c := n.colour[[2]int{q, r}]
	total := 0
	for _, d := range axialDirs {
		if q+d[0] == pq && r+d[1] == pr {
			continue
		}
		for k := 1; n.on(q+k*d[0], r+k*d[1]) && n.colour[[2]int{q + k*d[0], r + k*d[1]}] == c; k++ {
			total++
		}
	}
	return total
}

// emptyPair reports whether two adjacent empty spaces remain.
func (n naive) emptyPair() bool {
	for q := -n.radius; q <= n.radius; q++ {
		for r := -n.radius; r <= n.radius; r++ {
			for _, d := range axialDirs {
				a, b := [2]int{q, r}, [2]int{q + d[0], r + d[1]}
				if n.on(q, r) && n.on(b[0], b[1]) && n.colour[a] == 0 && n.colour[b] == 0 {
					return true
				}
			}
		}
	}
	return false
}

// track applies points the simple way: up to 18, then (double-length
// tracks) up to 36; it reports whether a bonus mark was reached.
func naiveAdd(v *int, pts int, r Rules) bool {
	stop := 18
	if *v >= 18 {
		stop = r.Top()
	}
	old := *v
	*v = min(old+pts, stop)
	return *v == stop && old < stop && r.Variant != Solo
}

// TestScoresAgreeWithNaiveScorer replays generated games of every player
// count and variant and recomputes every placement with the naive scorer.
func TestScoresAgreeWithNaiveScorer(t *testing.T) {
	for _, sc := range scenarios {
		t.Run(sc.name, func(t *testing.T) {
			bonuses := 0
			for seed := int64(1); seed <= 25; seed++ {
				s, moves := sc.game(t, seed)
				p := mustNew(t, s)
				for i, m := range moves {
					bonuses += checkTurnNaively(t, p, m.(*Turn), i+1)
				}
				if !p.Outcome().Over {
					t.Fatalf("seed %d: the game did not end", seed)
				}
			}
			if sc.score > 0 && sc.variant != Solo && bonuses == 0 {
				t.Errorf("no bonus placement in %s games", sc.name)
			}
		})
	}
}

// checkTurnNaively plays one turn and compares the engine's scores and
// end with the naive model's; it returns the bonus marks reached.
func checkTurnNaively(t *testing.T, p *Position, turn *Turn, n int) int {
	t.Helper()
	r := p.Rules()
	track := r.TrackOf(p.Seat())
	want := p.Scores(track)
	board := naiveOf(p)
	bonus, over := 0, false
	for _, pl := range turn.Placements {
		a, b := pl.First, pl.Second
		board.colour[[2]int{a.Q(), a.R()}] = pl.Tile.A
		board.colour[[2]int{b.Q(), b.R()}] = pl.Tile.B
		pts := map[Colour]int{}
		pts[pl.Tile.A] += board.score(a.Q(), a.R(), b.Q(), b.R())
		pts[pl.Tile.B] += board.score(b.Q(), b.R(), a.Q(), a.R())
		for c, v := range pts {
			if naiveAdd(&want[c-1], v, r) {
				bonus++
			}
		}
		top := true
		for _, v := range want {
			top = top && v == r.Top()
		}
		over = top || !board.emptyPair()
	}
	if _, err := p.Play(turn); err != nil {
		t.Fatalf("turn %d %v: %v", n, turn, err)
	}
	if got := p.Scores(track); got != want {
		t.Fatalf("turn %d %v: scores %v, the naive scorer says %v", n, turn, got, want)
	}
	if p.Outcome().Over != over {
		t.Fatalf("turn %d %v: over=%v, the naive model says %v", n, turn, p.Outcome().Over, over)
	}
	if !over && len(turn.Placements) != 1+bonus && len(turn.Placements) < RackSize {
		t.Fatalf("turn %d %v: %d placements, %d bonus marks reached", n, turn, len(turn.Placements), bonus)
	}
	return bonus
}

// TestScoringRunsAgreeWithNaiveScorer checks, after every turn of a few
// generated games, that the runs ScoringRuns gives for each hex on the
// board are as long, all together, as the naive scorer counts, and that
// each ends on its colour.
func TestScoringRunsAgreeWithNaiveScorer(t *testing.T) {
	for _, sc := range []scenario{scenarios[0], scenarios[2]} {
		for seed := int64(1); seed <= 5; seed++ {
			s, moves := sc.game(t, seed)
			p := mustNew(t, s)
			for _, m := range moves {
				if _, err := p.Play(m); err != nil {
					t.Fatal(err)
				}
				checkRuns(t, p)
			}
		}
	}
	if runs := mustNew(t, scenarios[0].setup(t)).ScoringRuns(mustSpace(0, 0)); runs != nil {
		t.Errorf("runs from an empty space: %v", runs)
	}
}

// checkRuns compares ScoringRuns with the naive scorer on every hex.
func checkRuns(t *testing.T, p *Position) {
	t.Helper()
	board := naiveOf(p)
	for _, s := range p.Board().Spaces() {
		c := p.At(s)
		if c.Partner == 0 {
			continue
		}
		total := 0
		for _, end := range p.ScoringRuns(s) {
			if p.At(end).Colour != c.Colour {
				t.Fatalf("%v: a run ends on %v, not %v", s, end, c.Colour)
			}
			dq, dr := end.Q()-s.Q(), end.R()-s.R()
			total += max(abs(dq), abs(dr), abs(dq+dr))
		}
		if want := board.score(s.Q(), s.R(), c.Partner.Q(), c.Partner.R()); total != want {
			t.Fatalf("%v in %v: runs of %d, the naive scorer counts %d", s, p, total, want)
		}
	}
}
