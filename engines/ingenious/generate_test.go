package ingenious

import (
	"fmt"
	"strings"
	"testing"

	"github.com/arbiter-games/arbiter/engines"
)

func TestRandomGameIsSeeded(t *testing.T) {
	text := func(seed int64) string {
		s, moves := scenarios[0].game(t, seed)
		return fmt.Sprint(s.Tags, moves)
	}
	if a, b := text(5), text(5); a != b {
		t.Error("the same seed gives different games")
	}
	if text(5) == text(6) {
		t.Error("different seeds give the same game")
	}
}

func TestRandomGameSetup(t *testing.T) {
	for _, sc := range scenarios {
		given := sc.setup(t)
		s, _ := sc.game(t, 1)
		if given.Position != "" {
			if f := strings.Fields(s.Position); sc.variant != Solo && !strings.Contains(f[4], ",") {
				t.Errorf("%s: the returned position has no racks: %q", sc.name, s.Position)
			}
			continue
		}
		if s.Tags["Players"] != fmt.Sprint(sc.players) {
			t.Errorf("%s: Players tag %q", sc.name, s.Tags["Players"])
		}
		for seat := 1; seat <= sc.players && sc.variant != Solo; seat++ {
			if len(strings.Fields(s.Tags[fmt.Sprintf("Rack%d", seat)])) != RackSize {
				t.Errorf("%s: Rack%d tag %q", sc.name, seat, s.Tags[fmt.Sprintf("Rack%d", seat)])
			}
		}
	}
}

func TestRandomGameStopsAtMaxTurns(t *testing.T) {
	_, moves, err := Game{}.RandomGame(1, engines.Setup{}, 7)
	if err != nil || len(moves) != 7 {
		t.Fatalf("%d moves, %v", len(moves), err)
	}
	s, all, _ := Game{}.RandomGame(1, engines.Setup{}, 0)
	p := mustNew(t, s)
	for _, m := range all {
		if _, err := p.Play(m); err != nil {
			t.Fatal(err)
		}
	}
	if !p.Outcome().Over {
		t.Error("maxTurns 0 did not play to the end")
	}
	if _, _, err := (Game{}).RandomGame(1, engines.Setup{Variant: "chess"}, 7); err == nil {
		t.Fatal("an unknown variant gave a game")
	}
}

func benchmarkRandomGame(b *testing.B, players int) {
	s := engines.Setup{Tags: map[string]string{"Players": fmt.Sprint(players)}}
	seed := int64(0)
	for b.Loop() {
		seed++
		if _, _, err := (Game{}).RandomGame(seed, s, 0); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkRandomGame2p(b *testing.B) { benchmarkRandomGame(b, 2) }
func BenchmarkRandomGame4p(b *testing.B) { benchmarkRandomGame(b, 4) }
