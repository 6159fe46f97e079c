package yinsh

import "math/bits"

// bitset is a set of points laid out on the 11 by 11 grid of columns and
// rows: point (col, row) is bit col*gridRows + row-1. Neighbours along a line
// are then a fixed number of bits apart (see lineSteps), so a row of five
// markers is found with a few shifts. Bits go up with Point numbers, so sets
// are popped in point order. A struct of two words, unlike an array, stays in
// registers.
type bitset struct{ lo, hi uint64 }

// gridRows is the height of the grid: rows 1 to 11.
const gridRows = 11

// noBit is a bit no point uses (column 11, which does not exist); values
// that are no point map to it.
const noBit = 127

// gridBit gives each Point's bit (noBit for a value that is no point), and
// gridPoint gives each bit's Point back (0 for a bit no point uses).
var gridBit, gridPoint = numberBits()

func numberBits() (bitOf [256]uint8, pointOf [128]Point) {
	for i := range bitOf {
		bitOf[i] = noBit
	}
	for p := Point(1); p <= NumPoints; p++ {
		b := uint8(p.Col()*gridRows + p.Row() - 1)
		bitOf[p], pointOf[b] = b, p
	}
	return bitOf, pointOf
}

// allPoints is the set of all points of the board.
var allPoints = func() bitset {
	var s bitset
	for p := Point(1); p <= NumPoints; p++ {
		s = s.or(bit(p))
	}
	return s
}()

func bit(p Point) bitset { return pointBits[p] }

// pointBits gives each Point its one-point set (the empty set for a value
// that is no point).
var pointBits = func() (sets [256]bitset) {
	for p := Point(1); p <= NumPoints; p++ {
		sets[p] = bitAt(uint(gridBit[p]))
	}
	return sets
}()

// bitAt returns the set holding bit b alone.
func bitAt(b uint) bitset {
	if b < 64 {
		return bitset{lo: 1 << b}
	}
	return bitset{hi: 1 << (b - 64)}
}

func (s bitset) has(p Point) bool { return !s.and(pointBits[p]).empty() }

func (s bitset) or(t bitset) bitset     { return bitset{s.lo | t.lo, s.hi | t.hi} }
func (s bitset) and(t bitset) bitset    { return bitset{s.lo & t.lo, s.hi & t.hi} }
func (s bitset) andNot(t bitset) bitset { return bitset{s.lo &^ t.lo, s.hi &^ t.hi} }
func (s bitset) xor(t bitset) bitset    { return bitset{s.lo ^ t.lo, s.hi ^ t.hi} }
func (s bitset) empty() bool            { return s.lo|s.hi == 0 }
func (s bitset) count() int             { return bits.OnesCount64(s.lo) + bits.OnesCount64(s.hi) }

// contains reports whether every point of t is in s.
func (s bitset) contains(t bitset) bool { return t.lo&^s.lo|t.hi&^s.hi == 0 }

// word gives the 64 bits of s from bit i on (i < 128), bit i lowest.
func (s bitset) word(i uint) uint64 {
	switch {
	case i == 0:
		return s.lo
	case i < 64:
		return s.lo>>i | s.hi<<(64-i)
	}
	return s.hi >> ((i - 64) & 63)
}

// down moves every bit n places down (0 < n < 64): bit i of the result is
// bit i+n of s. The shifts are masked so that the compiler need not check
// them.
func (s bitset) down(n uint) bitset {
	return bitset{s.lo>>(n&63) | s.hi<<((64-n)&63), s.hi >> (n & 63)}
}

// up moves every bit n places up (0 < n < 64): bit i+n of the result is
// bit i of s.
func (s bitset) up(n uint) bitset {
	return bitset{s.lo << (n & 63), s.hi<<(n&63) | s.lo>>((64-n)&63)}
}

// step moves every point of s one step in direction d (of directions),
// to the next point of its ray. Bits that leave the board or wrap to
// another column land on no point: the callers keep the result within a
// set of points.
func (s bitset) step(d int) bitset {
	if d < 3 {
		return s.up(dirBits[d])
	}
	return s.down(dirBits[d-3])
}

// dirBits are how many bits apart neighbours are in the first three
// directions (up a column, along a row, up the diagonal).
var dirBits = [3]uint{1, gridRows, gridRows + 1}

// pop removes the lowest point of a non-empty set and returns it.
func (s *bitset) pop() Point {
	if s.lo != 0 {
		b := bits.TrailingZeros64(s.lo)
		s.lo &= s.lo - 1
		return gridPoint[b]
	}
	b := 64 + bits.TrailingZeros64(s.hi)
	s.hi &= s.hi - 1
	return gridPoint[b&127]
}

// last returns the highest point of a non-empty set.
func (s bitset) last() Point {
	if s.hi != 0 {
		return gridPoint[(127-bits.LeadingZeros64(s.hi))&127]
	}
	return gridPoint[(63-bits.LeadingZeros64(s.lo))&127]
}

// nth returns the n-th lowest point of the set (from 0); n must be below the
// set's count.
func (s bitset) nth(n int) Point {
	for ; n > 0; n-- {
		s.pop()
	}
	return s.pop()
}
