package yinsh

import "strings"

// removeAll removes the rows in list one after the other, appending their
// long forms to out; it stops with an error at a removal after a win.
func (tp *turnPlay) removeAll(list []Removal, out *[]Removal) error {
	for _, rm := range list {
		if tp.b.won(tp.c, tp.r) {
			return gameOver(winReason(tp.c, tp.r))
		}
		w, err := tp.findRow(rm.Row)
		if err != nil {
			return err
		}
		if !tp.b.ring[tp.c].has(rm.Ring) {
			return broken(codeNotYourRing, points(rm.Ring), "%s is not a %s ring", rm.Ring, tp.c)
		}
		tp.b.removeRow(tp.c, w, rm.Ring)
		*out = append(*out, Removal{Row: windowRow(w), Ring: rm.Ring})
	}
	return nil
}

// findRow returns the window of a row of the player's colour: the one named,
// or in the short form the only one on the board.
func (tp *turnPlay) findRow(r Row) (uint8, error) {
	if r == (Row{}) {
		return tp.onlyRow()
	}
	start, end := r.Start, r.End
	if end < start {
		start, end = end, start
	}
	if start == end {
		return 0, broken(codeRowEnds, points(start), "a row has two different end points, not %s-%s", start, end)
	}
	d, steps, ok := direction(start, end)
	if !ok {
		return 0, broken(codeNotOnLine, points(start, end), "%s and %s are not on one line", start, end)
	}
	if steps != rowLen-1 {
		return 0, broken(codeRowLength, points(start, end), "a row is %d markers long, but %s-%s spans %d points", rowLen, start, end, steps+1)
	}
	return tp.rowAt(uint8(windowFrom[start][d]))
}

// onlyRow returns the player's row when he has exactly one.
func (tp *turnPlay) onlyRow() (uint8, error) {
	var l rowList
	tp.b.rowsOf(tp.c, &l)
	switch l.n {
	case 0:
		return 0, broken(codeNoRow, nil, "%s has no row to remove", tp.c)
	case 1:
		return l.w[0], nil
	}
	return 0, broken(codeWhichRow, rowEnds(&l), "which row does %s remove? %s has %s", tp.c, tp.c, listRows(&l))
}

// rowAt checks that window w is a row of the player's colour.
func (tp *turnPlay) rowAt(w uint8) (uint8, error) {
	if tp.b.complete(tp.c, w) {
		return w, nil
	}
	name := windowRow(w)
	at := points(name.Start, name.End)
	if tp.b.complete(tp.c.Other(), w) {
		return 0, broken(codeOpponentsRow, at, "the row %s is %s's, not %s's", name, tp.c.Other(), tp.c)
	}
	missing := windows[w].mask.andNot(tp.b.marker[tp.c])
	gap := missing.pop()
	return 0, broken(codeNoRow, append(at, gap.String()), "there is no %s row %s: %s", tp.c, name, tp.b.describe(gap))
}

// rowEnds writes the end points of the rows of a list, for a rule error's
// At.
func rowEnds(l *rowList) []string {
	at := make([]string, 0, 2*l.n)
	for _, w := range l.w[:l.n] {
		at = append(at, windows[w].start.String(), windows[w].end.String())
	}
	return at
}

// listRows names the rows of a list: "a5-e5", "a5-e5 or b6-f6", "a5-e5,
// a6-e6 or b6-f6".
func listRows(l *rowList) string {
	names := make([]string, l.n)
	for i, w := range l.w[:l.n] {
		names[i] = windowRow(w).String()
	}
	if l.n == 1 {
		return names[0]
	}
	return strings.Join(names[:l.n-1], ", ") + " or " + names[l.n-1]
}

// checkMove checks a ring move of the player from from to to.
func (tp *turnPlay) checkMove(from, to Point) error {
	if !tp.b.ring[tp.c].has(from) {
		return broken(codeNotYourRing, points(from), "there is no %s ring at %s: %s", tp.c, from, tp.b.describe(from))
	}
	if from == to {
		return broken(codeRingStays, points(from), "the ring at %s must move to another point", from)
	}
	d, steps, ok := direction(from, to)
	if !ok {
		return broken(codeNotOnLine, points(from, to), "%s and %s are not on one line", from, to)
	}
	rings, markers := tp.b.rings(), tp.b.allMarkers()
	jumping := false
	for _, q := range rays[from][d][:steps-1] {
		switch {
		case rings.has(q):
			return broken(codeRingPassesRing, points(from, to, q), "the ring at %s cannot pass the ring at %s", from, q)
		case markers.has(q):
			jumping = true
		case jumping:
			return broken(codeJumpStop, points(from, to, q), "a ring that jumps markers must stop on the first empty point after them (%s)", q)
		}
	}
	if !rings.or(markers).has(to) {
		return nil
	}
	switch pc := tp.b.at(to); {
	case pc.IsRing():
		return broken(codeLandsOnRing, points(from, to), "the ring at %s cannot land on the ring at %s", from, to)
	case pc.IsMarker():
		return broken(codeLandsOnMarker, points(from, to), "the ring at %s cannot land on the marker at %s", from, to)
	}
	return nil
}

// describe says what stands on p: "e5 is empty", "e5 holds a black ring".
func (b *board) describe(p Point) string {
	if pc := b.at(p); pc != Empty {
		return p.String() + " holds " + pc.String()
	}
	return p.String() + " is empty"
}
