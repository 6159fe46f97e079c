package yinsh

import "testing"

// TestStep checks that a step of a point's bit in each direction lands on
// the first point of its ray, and on no point where the ray is empty: no
// bit wraps from one point of the board to another.
func TestStep(t *testing.T) {
	for p := Point(1); p <= NumPoints; p++ {
		for d := range directions {
			got := bit(p).step(d).and(allPoints)
			want := bitset{}
			if rayLen[p][d] > 0 {
				want = bit(rays[p][d][0])
			}
			if got != want {
				t.Errorf("a step from %s in direction %d gives %v, want %v", p, d, got, want)
			}
		}
	}
}
