package player

import (
	"context"
	"fmt"
	"testing"
)

// BenchmarkChoose times one turn chosen at the default level, and one
// level deeper, in a middle-game position of each game.
func BenchmarkChoose(b *testing.B) {
	for _, gm := range games {
		pos := after(b, gm, 11, 24)
		for _, level := range []int{DefaultLevel, DefaultLevel + 1} {
			b.Run(fmt.Sprintf("%s/level%d", gm.g.Name(), level), func(b *testing.B) {
				p := mustPlayer(b, gm.g, level, 1)
				b.ReportAllocs()
				for b.Loop() {
					if _, err := p.Choose(context.Background(), pos, nil, Limits{Depth: level}, nil); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}
