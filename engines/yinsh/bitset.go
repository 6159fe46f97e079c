package yinsh

import "math/bits"

// bitset is a set of points, bit p standing for Point p.
type bitset [2]uint64

// allPoints is the set of all points of the board.
var allPoints = bitset{^uint64(1), 1<<(NumPoints-63) - 1}

func bit(p Point) bitset {
	var s bitset
	s[p>>6] = 1 << (p & 63)
	return s
}

func (s bitset) has(p Point) bool { return s[p>>6]>>(p&63)&1 != 0 }

func (s bitset) or(t bitset) bitset     { return bitset{s[0] | t[0], s[1] | t[1]} }
func (s bitset) and(t bitset) bitset    { return bitset{s[0] & t[0], s[1] & t[1]} }
func (s bitset) andNot(t bitset) bitset { return bitset{s[0] &^ t[0], s[1] &^ t[1]} }
func (s bitset) xor(t bitset) bitset    { return bitset{s[0] ^ t[0], s[1] ^ t[1]} }
func (s bitset) empty() bool            { return s[0]|s[1] == 0 }
func (s bitset) count() int             { return bits.OnesCount64(s[0]) + bits.OnesCount64(s[1]) }

// contains reports whether every point of t is in s.
func (s bitset) contains(t bitset) bool { return t[0]&^s[0]|t[1]&^s[1] == 0 }

// pop removes the lowest point of a non-empty set and returns it.
func (s *bitset) pop() Point {
	if s[0] != 0 {
		p := Point(bits.TrailingZeros64(s[0]))
		s[0] &= s[0] - 1
		return p
	}
	p := Point(64 + bits.TrailingZeros64(s[1]))
	s[1] &= s[1] - 1
	return p
}

// nth returns the n-th lowest point of the set (from 0); n must be below the
// set's count.
func (s bitset) nth(n int) Point {
	for ; n > 0; n-- {
		s.pop()
	}
	return s.pop()
}
