package notation

import "testing"

func TestScratchReusesAfterReset(t *testing.T) {
	var s Scratch
	first := s.Turns(10)
	first[3].Move = "e5-e9"
	first[3].Number = &TurnNumber{Value: 4}
	s.Reset()
	again := s.Turns(10)
	if &again[0] != &first[0] {
		t.Fatal("the turns after Reset are not the memory given out before it")
	}
	for i, turn := range again {
		if turn.Move != "" || turn.Number != nil {
			t.Fatalf("turn %d is not zero after Reset: %+v", i, turn)
		}
	}
}

func TestScratchKeepsWhatItGave(t *testing.T) {
	var s Scratch
	a := s.Numbers(minStock - 1)
	a[0].Value = 7
	b := s.Numbers(10) // does not fit: a bigger buffer
	b[0].Value = 8
	if a[0].Value != 7 || b[0].Value != 8 {
		t.Fatalf("growing overwrote memory given out: %d %d", a[0].Value, b[0].Value)
	}
	if cap(a) != len(a) || cap(b) != len(b) {
		t.Errorf("a slice given out has room beyond its length: %d/%d, %d/%d", len(a), cap(a), len(b), cap(b))
	}
	c := s.Numbers(1)
	if &c[0] == &a[len(a)-1] || &c[0] == &b[0] {
		t.Error("memory given out twice before Reset")
	}
}

func TestScratchDropsLargeBuffers(t *testing.T) {
	var s Scratch
	big := s.ReplayTurns(maxStock + 1)
	s.Reset()
	if next := s.ReplayTurns(1); &next[0] == &big[0] {
		t.Error("a buffer larger than maxStock was kept after Reset")
	}
	if n := len(s.replay.buf); n != minStock {
		t.Errorf("after a large buffer, the new one holds %d, want %d", n, minStock)
	}
}

func TestNilScratchGivesFreshMemory(t *testing.T) {
	var s *Scratch
	cases := []struct {
		name string
		len  func() (int, int)
	}{
		{"Turns", func() (int, int) { x := s.Turns(3); return len(x), cap(x) }},
		{"Numbers", func() (int, int) { x := s.Numbers(3); return len(x), cap(x) }},
		{"TurnPointers", func() (int, int) { x := s.TurnPointers(3); return len(x), cap(x) }},
		{"ReplayTurns", func() (int, int) { x := s.ReplayTurns(3); return len(x), cap(x) }},
	}
	want := map[string][2]int{"Turns": {3, 3}, "Numbers": {3, 3}, "TurnPointers": {0, 3}, "ReplayTurns": {3, 3}}
	for _, c := range cases {
		l, cp := c.len()
		if w := want[c.name]; l != w[0] || cp != w[1] {
			t.Errorf("%s: len %d cap %d, want %d %d", c.name, l, cp, w[0], w[1])
		}
	}
	if a, b := s.Turns(1), s.Turns(1); &a[0] == &b[0] {
		t.Error("a nil Scratch gave the same memory twice")
	}
}

func TestParseInFallsBack(t *testing.T) {
	rec := &Record{Number: 3}
	var s Scratch
	got, err := ParseIn(Parsed(rec), &s)
	if err != nil || got != rec {
		t.Fatalf("ParseIn of a parsed record = %v, %v; want the record", got, err)
	}
}

// TestStockOf: a Scratch keeps one stock of each type asked for, reset
// with the rest; a nil Scratch gives a nil stock, which gives fresh memory.
func TestStockOf(t *testing.T) {
	type box struct{ n int }
	var s Scratch
	a := StockOf[box](&s)
	if StockOf[box](&s) != a {
		t.Fatal("two stocks of one type")
	}
	if other := StockOf[TurnNumber](&s); any(other) == any(a) || len(s.others) != 2 {
		t.Fatalf("%d stocks for two types", len(s.others))
	}
	first := a.Take(2)
	first[1].n = 5
	s.Reset()
	if again := a.Take(2); &again[1] != &first[1] || again[1].n != 0 {
		t.Errorf("after Reset: the same memory %v, zero again %v", &again[1] == &first[1], again[1].n == 0)
	}
	var none *Stock[box]
	if StockOf[box](nil) != nil || len(none.Take(3)) != 3 {
		t.Error("a nil Scratch's stock does not give fresh memory")
	}
}
