package yinsh_test

import (
	"reflect"
	"testing"

	"github.com/arbiter-games/arbiter/engines"
	"github.com/arbiter-games/arbiter/engines/yinsh"
)

// TestRandomGamesReplay plays generated games back through the notation and
// Play: every turn must be legal and come back in the same long form, and
// the game must end where the generator stopped; AppendText appends what
// String writes, of turns and positions; Perft(1), which counts the turns
// without listing them, counts those Legal lists.
func TestRandomGamesReplay(t *testing.T) {
	setups := []engines.Setup{{}, {Variant: "blitz"}, {Rules: "no-move=loss"}, {Rules: "supply=unlimited"},
		{Position: fixBoth}, {Position: fixSupply}}
	for _, s := range setups {
		for seed := range int64(60) {
			_, turns, err := yinsh.Game{}.RandomGame(seed, s, 0)
			if err != nil {
				t.Fatal(err)
			}
			p := newPosition(t, s)
			for i, turn := range turns {
				if n, l := p.Perft(1), len(p.Legal()); n != uint64(l) {
					t.Fatalf("setup %+v seed %d turn %d at %s: Perft(1) counts %d turns, Legal lists %d", s, seed, i+1, p, n, l)
				}
				if b, _ := p.AppendText([]byte("<")); string(b) != "<"+p.String() {
					t.Fatalf("setup %+v seed %d turn %d: the position appends %q", s, seed, i+1, b)
				}
				played, err := play(p, turn.String())
				if err != nil || played.Move.String() != turn.String() {
					t.Fatalf("setup %+v seed %d turn %d %s: played as %v, %v", s, seed, i+1, turn, played.Move, err)
				}
				if b, _ := played.Move.(yinsh.Turn).AppendText([]byte("<")); string(b) != "<"+turn.String() {
					t.Fatalf("setup %+v seed %d turn %d %s: AppendText appends %q", s, seed, i+1, turn, b)
				}
			}
			if !p.Outcome().Over && !endsInPasses(turns) {
				t.Errorf("setup %+v seed %d: the game stopped at %s before its end", s, seed, p)
			}
		}
	}
}

func endsInPasses(turns []engines.Move) bool {
	n := len(turns)
	return n >= 2 && turns[n-1].(yinsh.Turn).Action == yinsh.ActionPass && turns[n-2].(yinsh.Turn).Action == yinsh.ActionPass
}

func TestRandomGameDeterministic(t *testing.T) {
	_, a, _ := yinsh.Game{}.RandomGame(7, engines.Setup{}, 0)
	_, b, _ := yinsh.Game{}.RandomGame(7, engines.Setup{}, 0)
	_, c, _ := yinsh.Game{}.RandomGame(8, engines.Setup{}, 0)
	if !reflect.DeepEqual(a, b) || reflect.DeepEqual(a, c) {
		t.Error("the same seed must give the same game, another seed another game")
	}
	if _, d, _ := (yinsh.Game{}).RandomGame(7, engines.Setup{}, 12); !reflect.DeepEqual(d, a[:12]) {
		t.Error("maxTurns must cut the same game")
	}
	if _, _, err := (yinsh.Game{}).RandomGame(1, engines.Setup{Variant: "speed"}, 0); err == nil {
		t.Error("a bad setup must be an error")
	}
}

// TestRandomGamePasses checks that a game nobody can move in stops after
// two passes.
func TestRandomGamePasses(t *testing.T) {
	_, turns, err := yinsh.Game{}.RandomGame(1, engines.Setup{Rules: "supply=unlimited", Position: fixFull}, 0)
	if err != nil || len(turns) != 2 || !endsInPasses(turns) {
		t.Errorf("turns %v, %v", turns, err)
	}
}

func TestMoveGenerationAllocates(t *testing.T) {
	p := newPosition(t, at(fixVector))
	if n := testing.AllocsPerRun(5, func() { p.Perft(2) }); n != 0 {
		t.Errorf("Perft(2) allocates %v times", n)
	}
}

func BenchmarkRandomGame(b *testing.B) {
	var turns int
	for seed := int64(0); b.Loop(); seed++ {
		_, ts, err := yinsh.Game{}.RandomGame(seed, engines.Setup{}, 0)
		if err != nil {
			b.Fatal(err)
		}
		turns += len(ts)
	}
	b.ReportMetric(float64(turns)/float64(b.N), "turns/game")
}
