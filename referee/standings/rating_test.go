package standings

import (
	"fmt"
	"math"
	"math/rand/v2"
	"testing"
)

// played is one game of a simulated pool: a's score against b.
type played struct {
	a, b  int
	score float64
}

// simulate plays games between players of the true Elo strengths, each
// pair perPair times; with draws, a game is drawn with chance 1/3 of the
// lesser of the two players' chances, the expected score kept.
func simulate(rng *rand.Rand, strengths []float64, perPair int, draws bool) []played {
	var out []played
	for a := range strengths {
		for b := a + 1; b < len(strengths); b++ {
			p := 1 / (1 + math.Pow(10, (strengths[b]-strengths[a])/400))
			for range perPair {
				d := 0.0
				if draws {
					d = min(p, 1-p) * 2 / 3
				}
				x, s := rng.Float64(), 0.0
				switch {
				case x < p-d/2:
					s = 1
				case x < p+d/2:
					s = 0.5
				}
				out = append(out, played{a: a, b: b, score: s})
			}
		}
	}
	return out
}

// ratePlayed rates simulated games with the table, by player "p<i>".
func ratePlayed(games []played, opts Options) Ratings {
	t := NewTable(opts)
	for _, g := range games {
		result := "1/2"
		switch g.score {
		case 1:
			result = "1-0"
		case 0:
			result = "0-1"
		}
		t.Add(game("E", "", fmt.Sprintf("p%d", g.a), fmt.Sprintf("p%d", g.b), result))
	}
	return t.Report().Ratings[0]
}

// referenceRatings maximises the log-likelihood game by game with plain
// gradient ascent in Elo, keeping the average at 1500: slow, and
// independent of the Newton solver and of the pairs' sums.
func referenceRatings(games []played, n int) []float64 {
	r := make([]float64, n)
	k := math.Ln10 / 400
	for range 3000 {
		g := make([]float64, n)
		for _, x := range games {
			p := 1 / (1 + math.Pow(10, (r[x.b]-r[x.a])/400))
			g[x.a] += k * (x.score - p)
			g[x.b] -= k * (x.score - p)
		}
		mean := 0.0
		for i := range r {
			r[i] += 20000 * g[i] / float64(len(games))
			mean += r[i] / float64(n)
		}
		for i := range r {
			r[i] -= mean
		}
	}
	for i := range r {
		r[i] += 1500
	}
	return r
}

// TestRatingsMatchReference: the Newton solver's ratings equal the slow
// reference's on a few hundred games, draws included.
func TestRatingsMatchReference(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	strengths := []float64{-150, -60, 0, 40, 90, 200}
	games := simulate(rng, strengths, 20, true)
	want := referenceRatings(games, len(strengths))
	got := ratePlayed(games, Options{})
	if len(got.Players) != len(strengths) || len(got.Unrated) != 0 {
		t.Fatalf("%d rated, %d unrated", len(got.Players), len(got.Unrated))
	}
	for _, p := range got.Players {
		var i int
		fmt.Sscanf(p.Name, "p%d", &i)
		if math.Abs(p.Rating-want[i]) > 0.005 {
			t.Errorf("%s: %.4f, reference %.4f", p.Name, p.Rating, want[i])
		}
	}
}

// TestErrorBarsCover: on simulated seasons whose true strengths are known,
// the 95% intervals hold the true rating (relative to the pool's
// average) about 95% of the time.
func TestErrorBarsCover(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	held, total := 0, 0
	for range 300 {
		strengths := make([]float64, 8)
		mean := 0.0
		for i := range strengths {
			strengths[i] = rng.Float64()*400 - 200
			mean += strengths[i] / 8
		}
		r := ratePlayed(simulate(rng, strengths, 6, false), Options{})
		if len(r.Unrated) > 0 {
			continue
		}
		for _, p := range r.Players {
			var i int
			fmt.Sscanf(p.Name, "p%d", &i)
			total++
			if math.Abs(p.Rating-1500-(strengths[i]-mean)) <= p.Error {
				held++
			}
		}
	}
	coverage := float64(held) / float64(total)
	t.Logf("coverage %.3f of %d intervals", coverage, total)
	if total < 2000 || coverage < 0.93 || coverage > 0.97 {
		t.Errorf("coverage %.3f of %d intervals, want 0.93 to 0.97", coverage, total)
	}
}

// TestAnchoredOnPlayer: anchored on a player, that player has the anchor's
// rating, the differences stay, and the anchor's error is 0.
func TestAnchoredOnPlayer(t *testing.T) {
	games := simulate(rand.New(rand.NewPCG(5, 6)), []float64{0, 100, 200}, 10, true)
	avg := ratePlayed(games, Options{})
	anch := ratePlayed(games, Options{Anchor: "p1", AnchorRating: 2000})
	byName := func(r Ratings) map[string]Rated {
		m := map[string]Rated{}
		for _, p := range r.Players {
			m[p.Name] = p
		}
		return m
	}
	a, b := byName(avg), byName(anch)
	if b["p1"].Rating != 2000 || b["p1"].Error != 0 || anch.Anchor != "p1" {
		t.Errorf("anchor: %+v", b["p1"])
	}
	if d1, d2 := a["p2"].Rating-a["p0"].Rating, b["p2"].Rating-b["p0"].Rating; math.Abs(d1-d2) > 1e-6 {
		t.Errorf("differences %v and %v", d1, d2)
	}
}

// TestUnrated: only wins, only losses, and a group that never lost to
// the rest are named, not rated.
func TestUnrated(t *testing.T) {
	games := []Game{
		game("E", "", "A", "B", "1-0"), game("E", "", "B", "A", "1-0"), game("E", "", "A", "C", "1/2"), game("E", "", "B", "C", "0-1"),
		game("E", "", "A", "C", "0-1"),
		game("E", "", "Winner", "A", "1-0"), game("E", "", "Loser", "B", "0-1"),
		// X and Y beat each other, and beat A: connected, never a loss
		// to the rated pool.
		game("E", "", "X", "Y", "1-0"), game("E", "", "Y", "X", "1-0"), game("E", "", "X", "A", "1-0"),
		// Z and W meet no one else.
		game("E", "", "Z", "W", "1/2"),
	}
	r := tableOf(Options{}, games...).Ratings[0]
	want := map[string]string{"Winner": reasonOnlyWins, "Loser": reasonOnlyLosses, "X": reasonApart, "Y": reasonApart,
		"Z": reasonApart, "W": reasonApart}
	if len(r.Players) != 3 || len(r.Unrated) != len(want) {
		t.Fatalf("rated %v, unrated %v", r.Players, r.Unrated)
	}
	for _, u := range r.Unrated {
		if want[u.Name] != u.Reason {
			t.Errorf("%s: %q, want %q", u.Name, u.Reason, want[u.Name])
		}
	}
	for _, p := range r.Players {
		if math.IsNaN(p.Rating) || math.IsNaN(p.Error) || p.Error <= 0 {
			t.Errorf("%+v", p)
		}
	}
}

// TestAnchorUnrated: an anchor who cannot be rated (only wins), or who
// did not play, anchors nothing: the pool is rated on its average, and says so.
func TestAnchorUnrated(t *testing.T) {
	games := []Game{game("E", "", "A", "B", "1-0"), game("E", "", "B", "A", "1-0"), game("E", "", "W", "A", "1-0")}
	for _, anchor := range []string{"W", "nobody"} {
		r := tableOf(Options{Anchor: anchor}, games...).Ratings[0]
		if r.Anchor != "" || len(r.Players) != 2 || r.Players[0].Rating+r.Players[1].Rating != 3000 {
			t.Errorf("anchor %s: %+v", anchor, r)
		}
	}
}
