package tally

import (
	"encoding/json"
	"math"
)

// Record is wins, losses and draws of one engine against all, or of one
// engine against another.
type Record struct {
	Games  int `json:"games"`
	Wins   int `json:"wins"`
	Losses int `json:"losses"`
	Draws  int `json:"draws"`
}

// add counts one game: result 1 a win, -1 a loss, 0 a draw.
func (r *Record) add(result int) {
	r.Games++
	switch {
	case result > 0:
		r.Wins++
	case result < 0:
		r.Losses++
	default:
		r.Draws++
	}
}

// Points is wins plus half the draws.
func (r Record) Points() float64 { return float64(r.Wins) + float64(r.Draws)/2 }

// Score is the share of the points won, (wins + draws/2) / games: NaN
// without games.
func (r Record) Score() float64 {
	if r.Games == 0 {
		return math.NaN()
	}
	return r.Points() / float64(r.Games)
}

// Elo is what a record says of the strength of its engine against its
// opponents, as cutechess-cli computes it. Undefined values are NaN (no
// games); a record of only wins (or only losses) has an infinite Diff.
type Elo struct {
	// Score is the record's score, the expected score the Elo comes from.
	Score float64
	// Diff is the Elo difference that expects Score: -400·log10(1/Score - 1).
	Diff float64
	// Margin is the half-width of the 95% confidence interval of Diff:
	// +Inf when the interval reaches a score of 0 or 1.
	Margin float64
	// LOS is the likelihood of superiority, from 0 to 1: the probability
	// that the engine is the stronger, from its wins and losses.
	LOS float64
	// DrawRatio is the share of the games drawn.
	DrawRatio float64
}

// z95 is the 97.5% quantile of the standard normal law: a 95% interval
// spans z95 standard deviations either side of the mean.
const z95 = 1.959963984540054

// Elo computes the record's Elo difference, margin, LOS and draw ratio.
func (r Record) Elo() Elo {
	if r.Games == 0 {
		nan := math.NaN()
		return Elo{Score: nan, Diff: nan, Margin: nan, LOS: nan, DrawRatio: nan}
	}
	n := float64(r.Games)
	w, l, d := float64(r.Wins)/n, float64(r.Losses)/n, float64(r.Draws)/n
	mu := w + d/2
	variance := w*sq(1-mu) + l*sq(mu) + d*sq(0.5-mu) // of one game's score
	sd := math.Sqrt(variance / n)                    // of the mean score
	low, high := eloDiff(mu-z95*sd), eloDiff(mu+z95*sd)
	margin := (high - low) / 2
	if math.IsInf(low, 0) || math.IsInf(high, 0) {
		margin = math.Inf(1)
	}
	return Elo{Score: mu, Diff: eloDiff(mu), Margin: margin, LOS: los(r.Wins, r.Losses), DrawRatio: d}
}

func sq(x float64) float64 { return x * x }

// eloDiff is the logistic Elo difference that expects score p: -Inf at 0
// and below, +Inf at 1 and above.
func eloDiff(p float64) float64 {
	switch {
	case p <= 0:
		return math.Inf(-1)
	case p >= 1:
		return math.Inf(1)
	}
	return -400*math.Log10(1/p-1) + 0 // + 0: no -0 at p = 0.5
}

// eloScore is the score that an Elo difference expects, the inverse of
// eloDiff.
func eloScore(elo float64) float64 { return 1 / (1 + math.Pow(10, -elo/400)) }

// los is the likelihood of superiority of wins against losses under the
// normal approximation: 0.5·(1 + erf((W-L)/√(2(W+L)))); 0.5 without
// decisive games.
func los(wins, losses int) float64 {
	if wins+losses == 0 {
		return 0.5
	}
	return 0.5 * (1 + math.Erf(float64(wins-losses)/math.Sqrt(2*float64(wins+losses))))
}

// MarshalJSON writes the values as JSON numbers; an infinite one as the
// string "inf" or "-inf", an undefined (NaN) one as null.
func (e Elo) MarshalJSON() ([]byte, error) {
	return json.Marshal(struct {
		Score     any `json:"score"`
		Diff      any `json:"diff"`
		Margin    any `json:"margin"`
		LOS       any `json:"los"`
		DrawRatio any `json:"drawRatio"`
	}{jsonNumber(e.Score), jsonNumber(e.Diff), jsonNumber(e.Margin), jsonNumber(e.LOS), jsonNumber(e.DrawRatio)})
}

// jsonNumber is x as JSON can hold it: a number, "inf", "-inf" or null.
func jsonNumber(x float64) any {
	switch {
	case math.IsNaN(x):
		return nil
	case math.IsInf(x, 1):
		return "inf"
	case math.IsInf(x, -1):
		return "-inf"
	}
	return x
}
