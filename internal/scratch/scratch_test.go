package scratch

import "testing"

type turn struct {
	move   string
	number *int
}

func TestReusesAfterReset(t *testing.T) {
	var s Scratch
	first := Take[turn](&s, 10)
	n := 4
	first[3] = turn{"e5-e9", &n}
	s.Reset()
	again := Take[turn](&s, 10)
	if &again[0] != &first[0] {
		t.Fatal("the memory after Reset is not the memory given out before it")
	}
	for i, x := range again {
		if x != (turn{}) {
			t.Fatalf("value %d is not zero after Reset: %+v", i, x)
		}
	}
}

func TestKeepsWhatItGave(t *testing.T) {
	var s Scratch
	a := Take[int](&s, minStock-1)
	a[0] = 7
	b := Take[int](&s, 10) // does not fit: a bigger buffer
	b[0] = 8
	if a[0] != 7 || b[0] != 8 {
		t.Fatalf("growing overwrote memory given out: %d %d", a[0], b[0])
	}
	if cap(a) != len(a) || cap(b) != len(b) {
		t.Errorf("a slice given out has room beyond its length: %d/%d, %d/%d", len(a), cap(a), len(b), cap(b))
	}
	if c := Take[int](&s, 1); &c[0] == &a[len(a)-1] || &c[0] == &b[0] {
		t.Error("memory given out twice before Reset")
	}
}

func TestDropsLargeBuffers(t *testing.T) {
	var s Scratch
	big := Take[turn](&s, maxStock+1)
	s.Reset()
	if next := Take[turn](&s, 1); &next[0] == &big[0] {
		t.Error("a buffer larger than maxStock was kept after Reset")
	}
	if n := len(Of[turn](&s).buf); n != minStock {
		t.Errorf("after a large buffer, the new one holds %d, want %d", n, minStock)
	}
}

// TestOneStockAType: a Scratch keeps one stock of each type asked for,
// reset with the rest; a nil Scratch gives a nil stock, which gives fresh
// memory.
func TestOneStockAType(t *testing.T) {
	type box struct{ n int }
	var s Scratch
	a := Of[box](&s)
	if Of[box](&s) != a {
		t.Fatal("two stocks of one type")
	}
	if other := Of[turn](&s); any(other) == any(a) || len(s.stocks) != 2 {
		t.Fatalf("%d stocks for two types", len(s.stocks))
	}
	first := a.Take(2)
	first[1].n = 5
	s.Reset()
	if again := a.Take(2); &again[1] != &first[1] || again[1].n != 0 {
		t.Errorf("after Reset: the same memory %v, zero again %v", &again[1] == &first[1], again[1].n == 0)
	}
	var none *Scratch
	if Of[box](none) != nil || len(Take[box](none, 3)) != 3 {
		t.Error("a nil Scratch does not give fresh memory")
	}
	if x, y := Take[box](none, 1), Take[box](none, 1); &x[0] == &y[0] {
		t.Error("a nil Scratch gave the same memory twice")
	}
}
