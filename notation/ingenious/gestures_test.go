package ingenious

import (
	"fmt"
	"strings"
	"testing"

	"github.com/arbiter-games/arbiter/engines"
	"github.com/arbiter-games/arbiter/notation"
)

// gestures reads gestures written as notation.Gesture writes them, "tile
// RB; at h8".
func gestures(s string) []notation.Gesture {
	var out []notation.Gesture
	for _, g := range strings.Split(s, "; ") {
		if kind, text, ok := strings.Cut(g, " "); ok {
			out = append(out, notation.Gesture{Kind: notation.GestureKind(kind), Text: text})
		}
	}
	return out
}

// after is the start of a two-player game after the turns given.
func after(t *testing.T, turns ...string) engines.Position {
	t.Helper()
	p, err := Game{}.New(engines.Setup{})
	if err != nil {
		t.Fatal(err)
	}
	for _, turn := range turns {
		m, err := ParseMove(turn)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := p.Play(m); err != nil {
			t.Fatal(err)
		}
	}
	return p
}

// TestWay: a tile is named by its colours in track order, then the space
// of its first colour and of its second; bonus placements follow; a swap
// is asked for first.
func TestWay(t *testing.T) {
	p := after(t)
	for _, c := range []struct{ turn, want string }{
		{"RB@h8-h9", "[tile RB at h8 at h9]"},
		{"BR@h8-h9", "[tile RB at h9 at h8]"},
		{"GG@m2-n2", "[tile GG at m2 at n2]"},
		{"YG@h8-h9;PB@i13-j12", "[tile GY at h9 at h8 tile BP at j12 at i13]"},
		{"RB@h8-h9;swap", "[choice swap tile RB at h8 at h9]"},
	} {
		m, err := ParseMove(c.turn)
		if err != nil {
			t.Fatal(err)
		}
		way, ok := Game{}.Way(p, m)
		if got := fmt.Sprint(way); !ok || got != c.want {
			t.Errorf("%s: %s, want %s", c.turn, got, c.want)
		}
	}
}

// TestNext: what can be clicked after the gestures made, step by step;
// a second space that earns no bonus placement makes the turn whole; a
// double's spaces either way; nothing after gestures that start no turn.
func TestNext(t *testing.T) {
	start := after(t)
	opened := after(t, "GG@l3-l4", "PO@c9-c10")
	for _, c := range []struct {
		p    engines.Position
		made string
		want string // the gestures offered, "=" and the turn a gesture makes whole
	}{
		{start, "tile RB; at h8", ""},
		{opened, "tile RB; at h8", "at g8=BR@g8-h8 at g9=BR@g9-h8 at h7=BR@h7-h8 at h9=RB@h8-h9 at i7=RB@h8-i7 at i8=RB@h8-i8"},
		{opened, "tile GG; at k5", "at j5=GG@j5-k5 at j6=GG@j6-k5 at k4=GG@k4-k5 at k6=GG@k5-k6 at l5=GG@k5-l5"},
		{opened, "choice swap; tile GG; at k5", "at j5=GG@j5-k5;swap at j6=GG@j6-k5;swap at k4=GG@k4-k5;swap at k6=GG@k5-k6;swap at l5=GG@k5-l5;swap"},
		{opened, "tile BR", ""},
		{opened, "at h8", ""},
		{opened, "tile RB; at z99", ""},
		{opened, "tile RB; tile RB", ""},
		{opened, "tile RB; at h8; at h9; tile RB", ""},
		{opened, "tile RB; at h8; at h8", ""},
		{opened, "choice swap; choice swap", ""},
	} {
		var got []string
		for _, s := range (Game{}).Next(c.p, gestures(c.made)) {
			w := s.Gesture.String()
			if s.Move != nil {
				w += "=" + s.Move.String()
			}
			got = append(got, w)
		}
		if strings.Join(got, " ") != c.want {
			t.Errorf("after %s:\n%s\nwant\n%s", c.made, strings.Join(got, " "), c.want)
		}
	}
}

// TestSwapGestures: where racks are held, a turn may start with the
// choice "swap", offered after the tiles; the solo game has none.
func TestSwapGestures(t *testing.T) {
	for _, c := range []struct {
		variant string
		swap    bool
	}{{"", true}, {"solo", false}} {
		p, err := Game{}.New(engines.Setup{Variant: c.variant})
		if err != nil {
			t.Fatal(err)
		}
		first := (Game{}).Next(p, nil)
		last := first[len(first)-1].Gesture
		if (last == swapChoice) != c.swap || first[0].Gesture.Kind != notation.GestureTile {
			t.Errorf("%q: the first gestures are %v", c.variant, first)
		}
	}
}
