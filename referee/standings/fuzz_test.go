package standings

import (
	"bytes"
	"fmt"
	"io"
	"math"
	"strings"
	"testing"
)

// FuzzReadAliases: any aliases file reads or is refused with its line; a
// file read maps every spelling it names, and reading never panics.
func FuzzReadAliases(f *testing.F) {
	for _, seed := range []string{
		"# members\n김민지 = 김 민지, Kim Minji\n박준 = 박 준\n",
		"a = b\nc = b\n",
		"= x\n",
		"no equals sign\n",
		"x = , , y,\n\n\n",
		"\xff = \xfe\n",
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, text string) {
		a, err := ReadAliases(strings.NewReader(text), "aliases.txt")
		if err != nil {
			if !strings.HasPrefix(err.Error(), "aliases.txt") {
				t.Fatalf("the error names no place: %v", err)
			}
			return
		}
		for key, name := range a {
			if a.Name(key) != name {
				t.Fatalf("%q reads as %q, not %q", key, a.Name(key), name)
			}
		}
	})
}

// FuzzTable: games of any players, seats, places and teams table and rate
// without a panic, with finite ratings and errors, and every output
// writes.
func FuzzTable(f *testing.F) {
	f.Add([]byte{0, 1, 0, 1, 2, 0, 2, 0, 1}, uint8(0))
	f.Add([]byte{3, 3, 3, 3, 0, 1, 2, 0, 4, 1, 2, 3, 4}, uint8(5))
	f.Add([]byte{0, 1, 1, 0, 1, 0, 0, 1}, uint8(255))
	f.Fuzz(func(t *testing.T, data []byte, flags uint8) {
		tbs := []Tiebreak{}
		for i, tb := range AllTiebreaks {
			if flags&(1<<i) != 0 {
				tbs = append(tbs, tb)
			}
		}
		opts := Options{ByEvent: flags&0x20 != 0, Tiebreaks: tbs}
		if flags&0x40 != 0 {
			opts.Anchor = "p1"
		}
		table := NewTable(opts)
		for len(data) >= 3 {
			seats := 2 + int(data[0]%3)
			if len(data) < 1+2*seats {
				break
			}
			g := Game{Game: "G", Event: fmt.Sprint(data[1] % 2), Round: fmt.Sprint(data[2] % 4)}
			used := map[string]bool{}
			for s := range seats {
				name := fmt.Sprintf("p%d", data[1+s]%7)
				if used[name] {
					name += "x"
				}
				used[name] = true
				g.Players = append(g.Players, name)
				g.Seats = append(g.Seats, fmt.Sprintf("Seat%d", s+1))
			}
			g.Places = placesOf(data[1+seats : 1+2*seats])
			if flags&0x80 != 0 && seats == 4 {
				g.Teams = [][]int{{0, 2}, {1, 3}}
			}
			table.Read()
			table.Add(g)
			data = data[1+2*seats:]
		}
		r := table.Report()
		for _, rt := range r.Ratings {
			for _, p := range rt.Players {
				if math.IsNaN(p.Rating) || math.IsInf(p.Rating, 0) || math.IsNaN(p.Error) || p.Error < 0 {
					t.Fatalf("rating %+v", p)
				}
			}
		}
		for _, write := range []func(io.Writer) error{r.WriteText, r.WriteCSV, func(w io.Writer) error { return r.WriteHTML(w, "t", nil) }} {
			if err := write(&bytes.Buffer{}); err != nil {
				t.Fatal(err)
			}
		}
	})
}

// placesOf makes places of seats from a byte each: seats of equal bytes
// share a place, lower bytes first.
func placesOf(b []byte) [][]int {
	var places [][]int
	for v := 0; v < 256; v++ {
		var place []int
		for s, x := range b {
			if int(x) == v {
				place = append(place, s)
			}
		}
		if place != nil {
			places = append(places, place)
		}
	}
	return places
}
