package tally

// sprtSetting is the test the table and the summary report (SetSPRT).
type sprtSetting struct {
	test             SPRT
	engine, opponent string
}

// SetSPRT sets the test the match stops by: s, of engine against opponent.
// SPRT reports it after each game, and the table and the summary show it.
// A test that ParseSPRT would refuse is refused with the same error.
func (t *Tally) SetSPRT(s SPRT, engine, opponent string) error {
	if err := s.check(); err != nil {
		return err
	}
	t.sprt = &sprtSetting{test: s, engine: engine, opponent: opponent}
	return nil
}

// SPRTResult is the state of the test SetSPRT set.
type SPRTResult struct {
	Test     string `json:"test"` // as ParseSPRT reads it
	Engine   string `json:"engine"`
	Opponent string `json:"opponent"`
	// Pentanomial is there when the engines' games came in pairs
	// (Game.Pair): the test counted the pairs complete, by the engine's
	// points in them (0, ½, 1, 1½, 2); Pairs is their number.
	Pentanomial *[5]int `json:"pentanomial,omitempty"`
	Pairs       int     `json:"pairs,omitempty"`
	LLR         float64 `json:"llr"`
	Lower       float64 `json:"lower"`
	Upper       float64 `json:"upper"`
	Verdict     Verdict `json:"verdict"`
}

// SPRT runs the test SetSPRT set on the games so far: on the game pairs of
// the two engines when their games came in pairs, else on their single
// games. It is nil when no test is set. The match stops when its Verdict
// is not Continue.
func (t *Tally) SPRT() *SPRTResult {
	if t.sprt == nil {
		return nil
	}
	s := t.sprt
	r := &SPRTResult{Test: s.test.String(), Engine: s.engine, Opponent: s.opponent}
	if penta, ok := t.Pentanomial(s.engine, s.opponent); ok {
		r.Pentanomial = &penta
		for _, n := range penta {
			r.Pairs += n
		}
		r.LLR, r.Lower, r.Upper, r.Verdict = s.test.TestPentanomial(penta)
	} else {
		r.LLR, r.Lower, r.Upper, r.Verdict = s.test.Test(t.Pair(s.engine, s.opponent))
	}
	return r
}

// pairing counts the game pairs of two engines, from the first's side.
type pairing struct {
	counts [5]int      // complete pairs by the first engine's points, in halves: 0..4
	open   map[int]int // the first game's result of each pair not yet complete
}

// pairGame counts a game of pair id between a and b (result from a's
// side: 1, 0, -1); the second game of a pair completes it.
func (t *Tally) pairGame(id int, a, b string, result int) {
	key := [2]string{a, b}
	if b < a {
		key, result = [2]string{b, a}, -result
	}
	p, ok := t.paired[key]
	if !ok {
		p = &pairing{open: map[int]int{}}
		t.paired[key] = p
	}
	first, ok := p.open[id]
	if !ok {
		p.open[id] = result
		return
	}
	delete(p.open, id)
	p.counts[first+result+2]++
}

// Pentanomial returns the complete game pairs of engine a against engine
// b, by a's points in them: 0, ½, 1, 1½ and 2 (LL; LD+DL; LW+DD+WL;
// DW+WD; WW). ok tells whether their games came in pairs at all (some
// game between them had a Pair).
func (t *Tally) Pentanomial(a, b string) (counts [5]int, ok bool) {
	if b < a {
		p, ok := t.paired[[2]string{b, a}]
		if !ok {
			return counts, false
		}
		for i, n := range p.counts {
			counts[4-i] = n
		}
		return counts, true
	}
	p, ok := t.paired[[2]string{a, b}]
	if !ok {
		return counts, false
	}
	return p.counts, true
}
