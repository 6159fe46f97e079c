package standings

import (
	"cmp"
	"fmt"
	"slices"
	"strings"
)

// Tiebreak is a way of ordering players that score the same points.
type Tiebreak string

// The tie-breaks, as FIDE's tie-break regulations (C.07) define them;
// docs/standings.md gives their formulas.
const (
	// SonnebornBerger sums, over a player's games, the opponent's points
	// times the player's score in the game (1, ½, 0).
	SonnebornBerger Tiebreak = "sb"
	// Buchholz sums the points of the opponents of each game.
	Buchholz Tiebreak = "buchholz"
	// BuchholzCut1 is Buchholz less the lowest of those points.
	BuchholzCut1 Tiebreak = "buchholz-cut1"
	// DirectEncounter is the points scored in the games among the tied
	// players, when each of them met each other; else it leaves them
	// tied.
	DirectEncounter Tiebreak = "h2h"
	// Wins counts the games won.
	Wins Tiebreak = "wins"
)

// AllTiebreaks lists the tie-breaks, as the table's columns show them.
var AllTiebreaks = []Tiebreak{DirectEncounter, Wins, SonnebornBerger, BuchholzCut1, Buchholz}

// DefaultTiebreaks are the tie-breaks used when none are asked for:
// FIDE's order for a round robin (direct encounter, wins,
// Sonneborn-Berger), then the Buchholz scores that a Swiss event needs.
var DefaultTiebreaks = AllTiebreaks

// ParseTiebreaks reads a comma-separated list of tie-breaks ("sb,wins");
// "none" is the empty list.
func ParseTiebreaks(s string) ([]Tiebreak, error) {
	if strings.TrimSpace(s) == "none" {
		return []Tiebreak{}, nil
	}
	var out []Tiebreak
	for _, word := range strings.Split(s, ",") {
		t := Tiebreak(strings.ToLower(strings.TrimSpace(word)))
		switch {
		case !slices.Contains(AllTiebreaks, t):
			return nil, fmt.Errorf("no tie-break %q: give some of %s, or none", word, tiebreakNames())
		case slices.Contains(out, t):
			return nil, fmt.Errorf("tie-break %q is given twice", word)
		}
		out = append(out, t)
	}
	return out, nil
}

// tiebreakNames lists the tie-breaks' names.
func tiebreakNames() string {
	names := make([]string, len(AllTiebreaks))
	for i, t := range AllTiebreaks {
		names[i] = string(t)
	}
	return strings.Join(names, ", ")
}

// scores are an event's players' points and tie-break scores, by player
// number.
type scores struct {
	points []float64
	values map[Tiebreak][]float64
}

// scoresOf computes an event's points and every tie-break but the direct
// encounter (which depends on who is tied).
func (ev *event) scoresOf(pts Points) scores {
	n := len(ev.names)
	s := scores{points: make([]float64, n), values: map[Tiebreak][]float64{}}
	for i, r := range ev.record {
		s.points[i] = r.points(pts)
	}
	sb, bh, low := make([]float64, n), make([]float64, n), make([]float64, n)
	for i := range low {
		low[i] = -1
	}
	meet := func(a, b, games int, score float64) {
		sb[a] += score * s.points[b]
		bh[a] += float64(games) * s.points[b]
		if low[a] < 0 || s.points[b] < low[a] {
			low[a] = s.points[b]
		}
	}
	for k, p := range ev.pairs {
		a, b := int(k.a), int(k.b)
		meet(a, b, p.games, p.score())
		meet(b, a, p.games, float64(p.games)-p.score())
	}
	cut := make([]float64, n)
	wins := make([]float64, n)
	for i := range cut {
		cut[i] = bh[i] - max(low[i], 0)
		wins[i] = float64(ev.record[i].wins)
	}
	s.values[SonnebornBerger], s.values[Buchholz], s.values[BuchholzCut1], s.values[Wins] = sb, bh, cut, wins
	s.values[DirectEncounter] = make([]float64, n)
	return s
}

// directEncounter gives the points each of a group of tied players scored
// against the others, when every two of them met; else nil.
func (ev *event) directEncounter(group []int, pts Points) []float64 {
	out := make([]float64, len(group))
	for i, a := range group {
		for _, b := range group {
			if a == b {
				continue
			}
			_, w, d, l, _, ok := ev.pairs.between(a, b)
			if !ok {
				return nil
			}
			out[i] += pts.worth(w, d, l)
		}
	}
	return out
}

// rank orders an event's players: by points, then by each tie-break in
// turn within the groups still tied, then by name. It returns the order
// and each player's rank (players still tied share theirs), and sets the
// direct encounter's values of the groups it was applied to.
func (ev *event) rank(s scores, opts Options) (order, ranks []int) {
	order = make([]int, len(ev.names))
	for i := range order {
		order[i] = i
	}
	slices.SortFunc(order, func(a, b int) int {
		return cmp.Or(cmp.Compare(s.points[b], s.points[a]), cmp.Compare(ev.names[a], ev.names[b]))
	})
	groups := splitBy(order, s.points)
	for _, t := range opts.Tiebreaks {
		var next [][]int
		for _, g := range groups {
			if len(g) == 1 {
				next = append(next, g)
				continue
			}
			values := s.values[t]
			if t == DirectEncounter {
				if de := ev.directEncounter(g, opts.Points); de != nil {
					for i, p := range g {
						values[p] = de[i]
					}
				}
			}
			slices.SortStableFunc(g, func(a, b int) int { return cmp.Compare(values[b], values[a]) })
			next = append(next, splitBy(g, values)...)
		}
		groups = next
	}
	ranks = make([]int, len(order))
	at := 0
	for _, g := range groups {
		for _, p := range g {
			ranks[p] = at + 1
		}
		at += len(g)
	}
	return order, ranks
}

// splitBy cuts an ordered list of players into runs of equal values.
func splitBy(order []int, values []float64) [][]int {
	var groups [][]int
	start := 0
	for i := 1; i <= len(order); i++ {
		if i == len(order) || values[order[i]] != values[order[start]] {
			groups = append(groups, order[start:i:i])
			start = i
		}
	}
	return groups
}
