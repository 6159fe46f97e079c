package ingenious

import "testing"

// FuzzPosition reads any text as a position string: it must never panic,
// and a position it accepts must write a string that reads back the same.
func FuzzPosition(f *testing.F) {
	f.Add(uint8(0), start2)
	variants := [...]string{Standard, Teams, Solo}
	f.Fuzz(func(t *testing.T, v uint8, text string) {
		r := Rules{Variant: variants[int(v)%len(variants)], SwapAfterRefill: v&4 != 0}
		p, err := ParsePosition(r, text)
		if err != nil {
			return
		}
		out := p.String()
		q, err := ParsePosition(r, out)
		if err != nil {
			t.Fatalf("%q reads, but its string %q does not: %v", text, out, err)
		}
		if q.String() != out {
			t.Fatalf("%q writes %q, which writes %q", text, out, q.String())
		}
		p.Outcome()
		for seat := 0; seat < p.rules.Players; seat++ {
			p.Rack(seat)
		}
		p.Bag()
	})
}
