package ingenious

import (
	"fmt"
	"strings"
	"testing"

	"github.com/arbiter-games/arbiter/engines"
	engine "github.com/arbiter-games/arbiter/engines/ingenious"
	"github.com/arbiter-games/arbiter/notation"
)

// TestPlacings: a tile is named by its colours in track order, then the
// space of its first colour and of its second; a double's spaces either
// way; bonus placements follow.
func TestPlacings(t *testing.T) {
	for _, c := range []struct {
		turn string
		want []string
	}{
		{"RB@h8-h9", []string{"[tile RB at h8 at h9]"}},
		{"BR@h8-h9", []string{"[tile RB at h9 at h8]"}},
		{"GG@m2-n2", []string{"[tile GG at m2 at n2]", "[tile GG at n2 at m2]"}},
		{"YG@h8-h9;PB@i13-j12", []string{"[tile GY at h9 at h8 tile BP at j12 at i13]"}},
	} {
		m, err := ParseMove(c.turn)
		if err != nil {
			t.Fatal(err)
		}
		turn, _ := engines.MoveAs[engine.Turn](m)
		w := writer{names: map[engine.Space]notation.Gesture{}, tiles: map[engine.Tile]notation.Gesture{}}
		w.turn(m, turn)
		var got []string
		for _, e := range w.out {
			got = append(got, fmt.Sprint(e.Gestures))
		}
		if fmt.Sprint(got) != fmt.Sprint(c.want) {
			t.Errorf("%s: %v, want %v", c.turn, got, c.want)
		}
	}
}

// TestSwapGestures: where racks are held, each turn is offered again
// after the choice "swap", as the same turn with a swap.
func TestSwapGestures(t *testing.T) {
	p, err := Game{}.New(engines.Setup{})
	if err != nil {
		t.Fatal(err)
	}
	offered := Game{}.Gestures(p)
	swaps := 0
	for _, e := range offered {
		if e.Gestures[0] == swapChoice {
			swaps++
			if !strings.HasSuffix(e.Move.String(), ";swap") {
				t.Fatalf("%v enters %s, not a swap", e.Gestures, e.Move)
			}
		}
	}
	if swaps == 0 || 2*swaps != len(offered) {
		t.Errorf("%d of %d turns offered swap", swaps, len(offered))
	}
}
