package standings

import (
	"math"
	"slices"
)

// eloScale turns the model's natural units into Elo points: a difference
// of d Elo expects the score 1/(1+10^(-d/400)).
const eloScale = 400 / math.Ln10

// z95 is the half-width of a 95% interval in standard errors.
const z95 = 1.959964

// Why a player is not rated.
const (
	reasonOnlyWins   = "only wins"
	reasonOnlyLosses = "only losses"
	reasonApart      = "not connected to the rated pool by both wins and losses"
)

// fit is the ratings of a pool: for each player its rating and the
// half-width of its 95% interval, or why it has none; and the player they
// are anchored on ("" for their average).
type fit struct {
	rating, err []float64
	why         []string
	anchor      string
}

// rate rates a pool's players by maximum likelihood (docs/standings.md):
// the players of the largest group in which every player scored against
// every other through a chain of results (the anchor's group, when the
// anchor is named and can be rated), anchored on the anchor when it is
// rated, else on their average.
func (p *pool) rate(anchor string, at float64) fit {
	n := len(p.names)
	f := fit{rating: make([]float64, n), err: make([]float64, n), why: make([]string, n)}
	rated := p.ratedGroup(anchor)
	games, score := p.totals()
	for i := range f.why {
		f.why[i] = whyNot(games[i], score[i])
	}
	if len(rated) < 2 {
		return f
	}
	local := make(map[int]int, len(rated))
	for i, pl := range rated {
		local[pl] = i
		f.why[pl] = ""
	}
	m := p.model(rated, local)
	theta := m.solve()
	cov := m.covariance(theta)
	a := -1
	if pl, named := p.index[anchor]; named {
		if i, rated := local[pl]; rated {
			a, f.anchor = i, anchor
		}
	}
	mean := 0.0
	for _, t := range theta {
		mean += t / float64(len(theta))
	}
	for i, pl := range rated {
		v := cov.at(i, i)
		base := mean
		if a >= 0 {
			base = theta[a]
			v += cov.at(a, a) - 2*cov.at(i, a)
		}
		f.rating[pl] = at + eloScale*(theta[i]-base)
		f.err[pl] = z95 * eloScale * math.Sqrt(max(v, 0))
	}
	return f
}

// whyNot says why a player outside the rated group has no rating, from
// its games and score.
func whyNot(games int, score float64) string {
	switch {
	case score == float64(games):
		return reasonOnlyWins
	case score == 0:
		return reasonOnlyLosses
	}
	return reasonApart
}

// ratedGroup is the players who can be rated together: the largest
// strongly connected group of the graph in which a player points to each
// opponent it scored against (the maximum likelihood exists, and is one
// up to the anchor, exactly within such a group), or the anchor's.
func (p *pool) ratedGroup(anchor string) []int {
	out := make([][]int, len(p.names))
	for k, pr := range p.pairs {
		a, b := int(k.a), int(k.b)
		if pr.score() > 0 {
			out[a] = append(out[a], b)
		}
		if pr.score() < float64(pr.games) {
			out[b] = append(out[b], a)
		}
	}
	for _, o := range out {
		slices.Sort(o)
	}
	comps := stronglyConnected(out)
	best := -1
	for i, c := range comps {
		if best < 0 || len(c) > len(comps[best]) {
			best = i
		}
	}
	if i, ok := p.index[anchor]; ok {
		for k, c := range comps {
			if len(c) > 1 && slices.Contains(c, i) {
				best = k
			}
		}
	}
	if best < 0 {
		return nil
	}
	slices.Sort(comps[best])
	return comps[best]
}

// stronglyConnected gives the strongly connected components of a graph
// (Tarjan's algorithm, without recursion).
func stronglyConnected(out [][]int) [][]int {
	n := len(out)
	index, low := make([]int, n), make([]int, n)
	onStack := make([]bool, n)
	for i := range index {
		index[i] = -1
	}
	var stack, comps = []int{}, [][]int{}
	next := 0
	type frame struct{ v, edge int }
	for root := range out {
		if index[root] >= 0 {
			continue
		}
		calls := []frame{{v: root}}
		index[root], low[root] = next, next
		next++
		stack = append(stack, root)
		onStack[root] = true
		for len(calls) > 0 {
			f := &calls[len(calls)-1]
			if f.edge < len(out[f.v]) {
				w := out[f.v][f.edge]
				f.edge++
				switch {
				case index[w] < 0:
					index[w], low[w] = next, next
					next++
					stack = append(stack, w)
					onStack[w] = true
					calls = append(calls, frame{v: w})
				case onStack[w]:
					low[f.v] = min(low[f.v], index[w])
				}
				continue
			}
			v := f.v
			calls = calls[:len(calls)-1]
			if len(calls) > 0 {
				u := calls[len(calls)-1].v
				low[u] = min(low[u], low[v])
			}
			if low[v] == index[v] {
				var comp []int
				for {
					w := stack[len(stack)-1]
					stack = stack[:len(stack)-1]
					onStack[w] = false
					comp = append(comp, w)
					if w == v {
						break
					}
				}
				comps = append(comps, comp)
			}
		}
	}
	return comps
}

// model is the log-likelihood of a rated group's results: for each pair
// that met, its games and the first player's score.
type model struct {
	n     int
	pairs []modelPair
}

// modelPair is the games of two players of the model (local numbers).
type modelPair struct {
	a, b         int
	games, score float64
}

// model gathers the pairs of the rated players.
func (p *pool) model(rated []int, local map[int]int) *model {
	m := &model{n: len(rated)}
	for k, pr := range p.pairs {
		a, aok := local[int(k.a)]
		b, bok := local[int(k.b)]
		if aok && bok {
			m.pairs = append(m.pairs, modelPair{a: a, b: b, games: float64(pr.games), score: pr.score()})
		}
	}
	slices.SortFunc(m.pairs, func(x, y modelPair) int {
		if x.a != y.a {
			return x.a - y.a
		}
		return x.b - y.b
	})
	return m
}

// logistic is the expected score of a player d natural units stronger.
func logistic(d float64) float64 { return 1 / (1 + math.Exp(-d)) }

// logLikelihood is the log-likelihood of strengths theta (natural units),
// draws counting as half a win and half a loss.
func (m *model) logLikelihood(theta []float64) float64 {
	l := 0.0
	for _, pr := range m.pairs {
		d := theta[pr.a] - theta[pr.b]
		// log p = -log(1+e^-d), log(1-p) = -log(1+e^d)
		l -= pr.score*math.Log1p(math.Exp(-d)) + (pr.games-pr.score)*math.Log1p(math.Exp(d))
	}
	return l
}

// gradient and information give the log-likelihood's gradient and the
// Fisher information matrix (the Hessian's negative) at theta.
func (m *model) gradient(theta []float64) ([]float64, *matrix) {
	g := make([]float64, m.n)
	info := newMatrix(m.n)
	for _, pr := range m.pairs {
		p := logistic(theta[pr.a] - theta[pr.b])
		r := pr.score - pr.games*p
		g[pr.a] += r
		g[pr.b] -= r
		w := pr.games * p * (1 - p)
		info.add(pr.a, pr.a, w)
		info.add(pr.b, pr.b, w)
		info.add(pr.a, pr.b, -w)
		info.add(pr.b, pr.a, -w)
	}
	return g, info
}

// solve maximises the log-likelihood by Newton's method on strengths of
// average 0, halving a step that does not raise it.
func (m *model) solve() []float64 {
	theta := make([]float64, m.n)
	l := m.logLikelihood(theta)
	for iter := 0; iter < 100; iter++ {
		g, info := m.gradient(theta)
		info.centre()
		step, ok := info.solve(g)
		if !ok {
			break
		}
		size := 1.0
		var next []float64
		var ln float64
		for range 30 {
			next = make([]float64, m.n)
			for i := range next {
				next[i] = theta[i] + size*step[i]
			}
			if ln = m.logLikelihood(next); ln >= l-1e-12 {
				break
			}
			size /= 2
		}
		largest := 0.0
		for i := range step {
			largest = max(largest, math.Abs(size*step[i]))
		}
		theta, l = next, ln
		if largest*eloScale < 1e-7 {
			break
		}
	}
	return theta
}

// covariance is the covariance of the strengths of average 0: the
// pseudo-inverse of the Fisher information, (I + 11ᵀ/n)⁻¹ − 11ᵀ/n.
func (m *model) covariance(theta []float64) *matrix {
	_, info := m.gradient(theta)
	info.centre()
	inv, ok := info.inverse()
	if !ok {
		return newMatrix(m.n)
	}
	for i := range inv.v {
		inv.v[i] -= 1 / float64(m.n)
	}
	return inv
}
