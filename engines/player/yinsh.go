package player

import (
	"github.com/arbiter-games/arbiter/engines"
	"github.com/arbiter-games/arbiter/engines/yinsh"
)

// The YINSH evaluation, in hundredths of a marker: rings removed dominate
// (30 markers each), then rows in the making (five-point windows that hold
// markers of one colour and none of the other, a window of four worth 9
// markers), then ring mobility (the ring moves each side has, 6 each).
const (
	yinshRing     = 3000
	yinshMobility = 6
)

// yinshWindow values a five-point window by the markers of one colour in
// it, when the other colour has none there; a row standing (five) is worth
// more to the side to move, who removes it first.
var yinshWindow = [6]int{0, 2, 8, 30, 90, 1500}

// yinshRowToMove is what a row standing for the side to move is worth: a
// ring it removes at the start of its turn.
const yinshRowToMove = 2500

var yinshLines = yinsh.Lines()

// evalYinsh values a YINSH position for the side to move.
func evalYinsh(p engines.Position) int {
	y := p.(*yinsh.Position)
	var at [yinsh.NumPoints + 1]yinsh.Piece
	for pt := yinsh.Point(1); pt <= yinsh.NumPoints; pt++ {
		at[pt] = y.At(pt)
	}
	me := y.ToMove()
	var v [2]int
	for c := yinsh.White; c <= yinsh.Black; c++ {
		v[c] = y.Removed(c) * yinshRing
	}
	for _, line := range yinshLines {
		windows(&at, line, me, &v)
		mobility(&at, line, &v)
	}
	return v[me] - v[me.Other()]
}

// windows adds the value of the line's five-point windows to each colour.
func windows(at *[yinsh.NumPoints + 1]yinsh.Piece, line []yinsh.Point, me yinsh.Colour, v *[2]int) {
	for i := 0; i+5 <= len(line); i++ {
		var n [2]int
		for _, pt := range line[i : i+5] {
			if pc := at[pt]; pc.IsMarker() {
				n[pc.Colour()]++
			}
		}
		for c := range n {
			if n[1-c] == 0 {
				w := yinshWindow[n[c]]
				if n[c] == 5 && yinsh.Colour(c) == me {
					w = yinshRowToMove
				}
				v[c] += w
			}
		}
	}
}

// mobility adds the ring moves along the line, both ways, to each colour.
func mobility(at *[yinsh.NumPoints + 1]yinsh.Piece, line []yinsh.Point, v *[2]int) {
	for i, pt := range line {
		if pc := at[pt]; pc.IsRing() {
			n := reach(at, line[i+1:], 1) + reach(at, line[:i], -1)
			v[pc.Colour()] += n * yinshMobility
		}
	}
}

// reach counts the points a ring may move to along ray (taken from its
// start, or from its end when step is -1): free points, then over one run
// of markers to the first free point after it, never over a ring.
func reach(at *[yinsh.NumPoints + 1]yinsh.Piece, ray []yinsh.Point, step int) int {
	n := 0
	for k := range ray {
		pt := ray[k]
		if step < 0 {
			pt = ray[len(ray)-1-k]
		}
		switch pc := at[pt]; {
		case pc.IsRing():
			return n
		case pc.IsMarker():
			for k++; k < len(ray); k++ {
				pt = ray[k]
				if step < 0 {
					pt = ray[len(ray)-1-k]
				}
				if q := at[pt]; q.IsRing() {
					return n
				} else if !q.IsMarker() {
					return n + 1
				}
			}
			return n
		}
		n++
	}
	return n
}
