package referee

import (
	"strings"
	"testing"

	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/notation/text"
)

func TestView(t *testing.T) {
	const src = "[White \"Ann\"]\n1. a2 2. a2 {[%arrow a1 a2] [%mark a3]} 3. a1 4. a9 *"
	tests := []struct {
		turn     int
		position string // the view's position, or the error's start
		last     string
		arrows   int
	}{
		{LastTurn, "5 1", "a1", 0},
		{0, "0 0", "", 0},
		{2, "4 0", "a2", 1},
		{4, "record 1 has no legal turn 4 on its main line (turns 1 to 3 are; 0 is the start)", "", 0},
	}
	for _, tt := range tests {
		rec, err := text.Parse(src, notation.Pos{File: "v"})
		if err != nil {
			t.Fatal(err)
		}
		rec.Number = 1
		view, rep, err := View(rec, Options{Game: "race"}, tt.turn)
		game := rep.Game
		switch {
		case err != nil:
			if !strings.HasPrefix(err.Error(), tt.position) {
				t.Errorf("turn %d: %v, want %s", tt.turn, err, tt.position)
			}
			continue
		case game.Name() != "Race" || view.Position.String() != tt.position || len(view.Arrows) != tt.arrows:
			t.Errorf("turn %d: %s %q arrows %v, want %q %d", tt.turn, game.Name(), view.Position, view.Arrows, tt.position, tt.arrows)
		case tt.last != "" && (view.Last == nil || view.Last.String() != tt.last):
			t.Errorf("turn %d: last %v, want %s", tt.turn, view.Last, tt.last)
		}
	}
}
