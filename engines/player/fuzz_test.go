package player

import (
	"context"
	"strings"
	"testing"

	"github.com/arbiter-games/arbiter/engines/ingenious"
)

// FuzzChooseRack: a rack as a protocol line gives it (tiles split by
// spaces) is refused with an error, or the turn chosen is legal and places
// only its tiles.
func FuzzChooseRack(f *testing.F) {
	for _, seed := range []string{"RB GG PP OY BO RR", "RX", "", "rb", "GG", "RB RB RB RB RB RB RB RB", "YYY P"} {
		f.Add(seed)
	}
	pub := after(f, games[2], 4, 9).(*ingenious.Position).Public()
	p := mustPlayer(f, ingenious.Game{}, 2, 1)
	f.Fuzz(func(t *testing.T, line string) {
		rack := strings.Fields(line)
		m, err := p.Choose(context.Background(), pub, rack, Limits{Depth: 1}, nil)
		if err != nil {
			return
		}
		if _, err := playable(pub, m); err != nil {
			t.Fatalf("rack %q: %v: %v", line, m, err)
		}
		var tiles []ingenious.Tile
		for _, s := range rack {
			tl, _ := ingenious.ParseTile(s)
			tiles = append(tiles, tl)
		}
		for _, pl := range m.(*ingenious.Turn).Placements {
			i := indexKind(tiles, pl.Tile)
			if i < 0 {
				t.Fatalf("rack %q: %v places %v", line, m, pl.Tile)
			}
			tiles = append(tiles[:i], tiles[i+1:]...)
		}
	})
}
