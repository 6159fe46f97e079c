package tally

import (
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"
)

// SPRT is a sequential probability ratio test of H0 "the engine is elo0
// Elo stronger than its opponent" against H1 "it is elo1 stronger", in
// logistic Elo, with the error rates Alpha (accepting H1 when H0 holds) and
// Beta (accepting H0 when H1 holds), as fishtest runs it.
type SPRT struct {
	Elo0, Elo1, Alpha, Beta float64
}

// Verdict is what an SPRT decides after a number of games.
type Verdict int

const (
	// Continue: the evidence is not enough yet; play on.
	Continue Verdict = iota
	// AcceptH0: the engine is not elo1 stronger (it is about elo0 or less).
	AcceptH0
	// AcceptH1: the engine is elo1 stronger or more.
	AcceptH1
)

// String returns "continue", "H0" or "H1".
func (v Verdict) String() string {
	switch v {
	case AcceptH0:
		return "H0"
	case AcceptH1:
		return "H1"
	}
	return "continue"
}

// MarshalText writes the verdict as String does.
func (v Verdict) MarshalText() ([]byte, error) { return []byte(v.String()), nil }

// maxSPRTElo bounds elo0 and elo1: beyond it a test means nothing.
const maxSPRTElo = 1000

// ParseSPRT reads a test written as "elo0=0 elo1=5 alpha=0.05
// beta=0.05", settings separated by spaces or commas, in any order; alpha
// and beta are 0.05 when left out.
func ParseSPRT(s string) (SPRT, error) {
	values := map[string]float64{}
	for _, word := range strings.FieldsFunc(s, func(r rune) bool { return r == ',' || r == ' ' || r == '\t' }) {
		key, value, ok := strings.Cut(word, "=")
		if !ok {
			return SPRT{}, fmt.Errorf("sprt: %q is not a setting=value (write elo0=0 elo1=5 alpha=0.05 beta=0.05)", word)
		}
		switch key {
		case "elo0", "elo1", "alpha", "beta":
		default:
			return SPRT{}, fmt.Errorf("sprt: unknown setting %q (the settings are elo0, elo1, alpha and beta)", key)
		}
		if _, twice := values[key]; twice {
			return SPRT{}, fmt.Errorf("sprt: %s is given twice", key)
		}
		x, err := strconv.ParseFloat(value, 64)
		if err != nil || math.IsNaN(x) || math.IsInf(x, 0) {
			return SPRT{}, fmt.Errorf("sprt: %s=%s is not a number", key, value)
		}
		values[key] = x
	}
	test := SPRT{Alpha: 0.05, Beta: 0.05}
	e0, ok0 := values["elo0"]
	e1, ok1 := values["elo1"]
	if !ok0 || !ok1 {
		return SPRT{}, errors.New("sprt: elo0 and elo1 are both needed (for example elo0=0 elo1=5)")
	}
	test.Elo0, test.Elo1 = e0, e1
	if a, ok := values["alpha"]; ok {
		test.Alpha = a
	}
	if b, ok := values["beta"]; ok {
		test.Beta = b
	}
	return test, test.check()
}

// check tells whether the test can be run.
func (s SPRT) check() error {
	for _, e := range []struct {
		name string
		x    float64
	}{{"elo0", s.Elo0}, {"elo1", s.Elo1}} {
		if math.IsNaN(e.x) || math.Abs(e.x) > maxSPRTElo {
			return fmt.Errorf("sprt: %s=%s is out of range (%d to %d Elo)", e.name, format(e.x), -maxSPRTElo, maxSPRTElo)
		}
	}
	if !(s.Elo1 > s.Elo0) {
		return fmt.Errorf("sprt: elo1 (%s) must be greater than elo0 (%s)", format(s.Elo1), format(s.Elo0))
	}
	for _, e := range []struct {
		name string
		x    float64
	}{{"alpha", s.Alpha}, {"beta", s.Beta}} {
		if !(e.x > 0 && e.x < 1) {
			return fmt.Errorf("sprt: %s=%s must be between 0 and 1 (a probability of error, such as 0.05)", e.name, format(e.x))
		}
	}
	if s.Alpha+s.Beta >= 1 {
		return fmt.Errorf("sprt: alpha + beta must be below 1 (they are %s and %s)", format(s.Alpha), format(s.Beta))
	}
	return nil
}

// String writes the test as ParseSPRT reads it.
func (s SPRT) String() string {
	return fmt.Sprintf("elo0=%s elo1=%s alpha=%s beta=%s", format(s.Elo0), format(s.Elo1), format(s.Alpha), format(s.Beta))
}

// format writes x in the fewest digits that read back as x.
func format(x float64) string { return strconv.FormatFloat(x, 'g', -1, 64) }

// Bounds returns the log-likelihood ratios at which the test stops:
// log(β/(1-α)), below which it accepts H0, and log((1-β)/α), above which
// it accepts H1.
func (s SPRT) Bounds() (lower, upper float64) {
	return math.Log(s.Beta / (1 - s.Alpha)), math.Log((1 - s.Beta) / s.Alpha)
}

// Test runs the test on the record of the engine against its opponent:
// the log-likelihood ratio of H1 against H0, the bounds, and the verdict.
// A test that ParseSPRT would refuse (one made by hand) always continues,
// with a ratio of NaN.
func (s SPRT) Test(r Record) (llr, lower, upper float64, v Verdict) {
	return s.test([]float64{float64(r.Losses), float64(r.Draws), float64(r.Wins)})
}

// TestPentanomial runs the test on game pairs, as fishtest does when each
// opening is played twice with the colours swapped: counts holds the
// number of pairs that scored 0, ½, 1, 1½ and 2 points for the engine (LL;
// LD+DL; LW+DD+WL; DW+WD; WW). Pairs vary less than single games when the
// opening favours one colour, so the test needs fewer games.
func (s SPRT) TestPentanomial(counts [5]int) (llr, lower, upper float64, v Verdict) {
	c := make([]float64, len(counts))
	for i, n := range counts {
		c[i] = float64(n)
	}
	return s.test(c)
}

// test runs the test on counts of outcomes scored evenly from 0 to 1.
func (s SPRT) test(counts []float64) (llr, lower, upper float64, v Verdict) {
	lower, upper = s.Bounds()
	if s.check() != nil {
		return math.NaN(), lower, upper, Continue
	}
	llr = logLikelihoodRatio(counts, eloScore(s.Elo0), eloScore(s.Elo1))
	switch {
	case llr <= lower:
		v = AcceptH0
	case llr >= upper:
		v = AcceptH1
	}
	return llr, lower, upper, v
}

// unseen is the count given to an outcome never seen, so that every
// outcome has a probability above 0 (fishtest's regularization).
const unseen = 1e-3

// logLikelihoodRatio is the generalized log-likelihood ratio of the
// hypotheses "the expected score is s1" against "it is s0" for counts of
// outcomes scored evenly from 0 to 1 (losses, draws, wins): the observed
// frequencies p, and for each hypothesis the distribution closest to p
// (by likelihood) with that expected score; the ratio is N·Σ p·log(q1/q0).
func logLikelihoodRatio(counts []float64, s0, s1 float64) float64 {
	n := 0.0
	p := make([]float64, len(counts))
	for i, c := range counts {
		p[i] = max(c, unseen)
		n += p[i]
	}
	for i := range p {
		p[i] /= n
	}
	q0, q1 := closest(p, s0), closest(p, s1)
	sum := 0.0
	for i := range p {
		sum += p[i] * (math.Log(q1[i]) - math.Log(q0[i]))
	}
	return n * sum
}

// closest returns the distribution over the scores i/(k-1) with expected
// score s that is the most likely to give the frequencies p: q_i =
// p_i/(1 + x·(a_i - s)), where x solves Σ p_i·(a_i - s)/(1 + x·(a_i - s)) = 0.
func closest(p []float64, s float64) []float64 {
	a := make([]float64, len(p))
	for i := range p {
		a[i] = float64(i)/float64(len(p)-1) - s
	}
	x := secularRoot(p, a)
	q := make([]float64, len(p))
	for i := range p {
		q[i] = p[i] / (1 + x*a[i])
	}
	return q
}

// secularRoot solves Σ p_i·a_i/(1 + x·a_i) = 0 for x by bisection on the
// interval where every 1 + x·a_i is positive; the sum falls as x grows.
// The a_i must have both signs, which they do for a score s strictly
// between 0 and 1.
func secularRoot(p, a []float64) float64 {
	lowA, highA := a[0], a[len(a)-1] // a is ascending
	lo, hi := -1/highA, -1/lowA
	f := func(x float64) float64 {
		sum := 0.0
		for i := range p {
			sum += p[i] * a[i] / (1 + x*a[i])
		}
		return sum
	}
	for range 200 {
		mid := lo + (hi-lo)/2
		if mid <= lo || mid >= hi {
			break
		}
		if f(mid) > 0 {
			lo = mid
		} else {
			hi = mid
		}
	}
	return lo + (hi-lo)/2
}
