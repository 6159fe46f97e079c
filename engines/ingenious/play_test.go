package ingenious

import (
	"slices"
	"testing"
)

// TestRefusedTurnLeavesPosition: a turn refused after some of it was
// played (its first placement, then a second on the space the first took)
// leaves the position as it was, in every kind of game.
func TestRefusedTurnLeavesPosition(t *testing.T) {
	for _, sc := range scenarios {
		s, moves := sc.game(t, 1)
		p := mustNew(t, s)
		for i, m := range moves {
			turn := *m.(*Turn)
			bad := turn
			bad.Placements = append(slices.Clone(turn.Placements), turn.Placements[0])
			before := *p
			if _, err := p.Play(&bad); err == nil {
				t.Fatalf("%s turn %d: %v with its first placement again was played", sc.name, i+1, m)
			}
			if *p != before {
				t.Fatalf("%s turn %d: the refused turn changed the position:\n%s\nnow\n%s", sc.name, i+1, before.String(), p.String())
			}
			if _, err := p.Play(m); err != nil {
				t.Fatalf("%s turn %d: %v", sc.name, i+1, err)
			}
		}
	}
}
