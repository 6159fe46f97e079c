package notation

import (
	"reflect"
	"testing"

	"github.com/arbiter-games/arbiter/engines"
)

// TestParseResultToken reads result tokens of both forms into places, and
// refuses what ResultToken never writes: the other form, "*", seats out of
// range, twice or missing, empty groups and numbers written otherwise.
func TestParseResultToken(t *testing.T) {
	twoPlayer, ranking := Notation{}, Notation{Ranking: true}
	cases := []struct {
		n      Notation
		token  string
		seats  int
		places [][]int // nil: refused
	}{
		{twoPlayer, "1-0", 2, [][]int{{0}, {1}}},
		{twoPlayer, "0-1", 2, [][]int{{1}, {0}}},
		{twoPlayer, "1/2-1/2", 2, [][]int{{0, 1}}},
		{ranking, "2>1=3", 3, [][]int{{1}, {0, 2}}},
		{ranking, "3=1>2", 3, [][]int{{2, 0}, {1}}},
		{ranking, "1>2", 2, [][]int{{0}, {1}}},
		{ranking, "1=2=3=4", 4, [][]int{{0, 1, 2, 3}}},
		{ranking, "4>3>2>1", 4, [][]int{{3}, {2}, {1}, {0}}},

		{twoPlayer, "1-0", 3, nil},
		{twoPlayer, "*", 2, nil},
		{twoPlayer, "", 2, nil},
		{twoPlayer, "1>2", 2, nil},
		{twoPlayer, "1-0 ", 2, nil},
		{ranking, "1-0", 2, nil},
		{ranking, "*", 3, nil},
		{ranking, "", 3, nil},
		{ranking, "1>2", 3, nil},   // seat 3 missing
		{ranking, "1>2>2", 3, nil}, // seat 2 twice
		{ranking, "1>2>4", 3, nil},
		{ranking, "0>1>2", 3, nil},
		{ranking, "1>>2=3", 3, nil},
		{ranking, "1>2=", 2, nil},
		{ranking, ">1>2", 2, nil},
		{ranking, "1>+2", 2, nil},
		{ranking, "01>2", 2, nil},
		{ranking, "1>-2", 2, nil},
		{ranking, "1 > 2", 2, nil},
		{ranking, "1>99999999999999999999", 2, nil},
		{ranking, "1>2", 0, nil},
	}
	for _, c := range cases {
		places, ok := c.n.ParseResultToken(c.token, c.seats)
		if ok != (c.places != nil) || !reflect.DeepEqual(places, c.places) {
			t.Errorf("ranking %v: ParseResultToken(%q, %d) = %v, %v; want %v", c.n.Ranking, c.token, c.seats, places, ok, c.places)
		}
	}
}

// TestResultTokenRoundTrip: what ResultToken writes, ParseResultToken reads
// back into the same places.
func TestResultTokenRoundTrip(t *testing.T) {
	cases := []struct {
		n      Notation
		places [][]int
	}{
		{Notation{}, [][]int{{0}, {1}}},
		{Notation{}, [][]int{{1}, {0}}},
		{Notation{}, [][]int{{0, 1}}},
		{Notation{Ranking: true}, [][]int{{2}, {0, 1}}},
		{Notation{Ranking: true}, [][]int{{1, 3}, {0, 2}}},
	}
	for _, c := range cases {
		seats := 0
		for _, p := range c.places {
			seats += len(p)
		}
		token := c.n.ResultToken(engines.Outcome{Over: true, Places: c.places})
		if got, ok := c.n.ParseResultToken(token, seats); !ok || !reflect.DeepEqual(got, c.places) {
			t.Errorf("%v written %q reads back as %v, %v", c.places, token, got, ok)
		}
	}
}

// FuzzParseResultToken: no token makes the reader panic, and the places
// of a token it accepts hold every seat once and, written again, read back
// the same.
func FuzzParseResultToken(f *testing.F) {
	for _, seed := range []string{"1-0", "0-1", "1/2-1/2", "*", "2>1=3", "1=2>3>4", "1>>2", "01>2", "1>2=2"} {
		f.Add(seed, 3, true)
		f.Add(seed, 2, false)
	}
	f.Fuzz(func(t *testing.T, token string, seats int, ranking bool) {
		if seats < 0 || seats > 8 {
			return
		}
		n := Notation{Ranking: ranking}
		places, ok := n.ParseResultToken(token, seats)
		if !ok {
			return
		}
		seen := 0
		for _, p := range places {
			seen += len(p)
		}
		if seen != seats {
			t.Fatalf("%q for %d seats: places %v", token, seats, places)
		}
		again := n.ResultToken(engines.Outcome{Over: true, Places: places})
		if back, ok := n.ParseResultToken(again, seats); !ok || !reflect.DeepEqual(back, places) {
			t.Fatalf("%q reads as %v, written %q reads back as %v, %v", token, places, again, back, ok)
		}
	})
}
