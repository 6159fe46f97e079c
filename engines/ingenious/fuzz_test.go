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

// FuzzSymmetries maps any text as a position string under the twelve
// symmetries: no panic; a string the engine reads maps to strings it reads
// under the same rules, and each rotation six times over and each
// reflection twice give the position back.
func FuzzSymmetries(f *testing.F) {
	f.Add(start2)
	for _, sc := range scenarios {
		s, moves := sc.game(f, 1)
		p := mustNew(f, s)
		for _, m := range moves[:min(len(moves), 15)] {
			p.Play(m)
		}
		f.Add(p.String())
	}
	f.Fuzz(func(t *testing.T, text string) {
		r := shapeRules(text)
		p, err := ParsePosition(r, text)
		for i := range symmetryNames {
			image, ierr := (Game{}).TransformPosition(i, text)
			if (err == nil) != (ierr == nil) {
				t.Fatalf("%q: read %v, mapped under %s %v", text, err, symmetryNames[i], ierr)
			}
			if err != nil {
				continue
			}
			if _, err := ParsePosition(r, image); err != nil {
				t.Fatalf("%q maps under %s to %q, which does not read: %v", text, symmetryNames[i], image, err)
			}
			if back := repeat(t, i, image); back != p.String() {
				t.Fatalf("%q: %s repeated to the identity gives %q", p, symmetryNames[i], back)
			}
		}
	})
}

// repeat maps a position string under symmetry i until the maps make the
// identity: six rotations (those by 120 and 240 degrees three times over,
// by 180 twice, the same) or two reflections, counting the map already made.
func repeat(t *testing.T, i int, position string) string {
	t.Helper()
	times := 2
	if i < 6 {
		times = 6
	}
	for range times - 1 {
		var err error
		if position, err = (Game{}).TransformPosition(i, position); err != nil {
			t.Fatal(err)
		}
	}
	return position
}
