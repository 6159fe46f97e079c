package jungle

import (
	"reflect"
	"testing"

	"github.com/arbiter-games/arbiter/engines"
	"github.com/arbiter-games/arbiter/internal/enginetest"
)

func TestRandomGamesReplay(t *testing.T) {
	for _, s := range []engines.Setup{
		setup("", ""), setup("traditional", ""), setup("blinky", "rats-block=enemy,traps=any"),
		setup("", "repetition=forbid-chaser,no-capture-limit=30,no-move=draw"),
	} {
		for seed := int64(1); seed <= 20; seed++ {
			_, moves, err := Game{}.RandomGame(seed, s, 500)
			if err != nil {
				t.Fatal(err)
			}
			p, _ := Game{}.New(s)
			for i, m := range moves {
				if _, err := p.Play(m); err != nil {
					t.Fatalf("%+v seed %d turn %d %s: %v", s, seed, i+1, m, err)
				}
			}
			if len(moves) < 500 && !p.Outcome().Over {
				t.Errorf("%+v seed %d: stopped after %d turns, game not over", s, seed, len(moves))
			}
		}
	}
}

func TestRandomGameIsDeterministic(t *testing.T) {
	_, a, _ := Game{}.RandomGame(7, setup("", ""), 0)
	_, b, _ := Game{}.RandomGame(7, setup("", ""), 0)
	_, c, _ := Game{}.RandomGame(8, setup("", ""), 0)
	if !reflect.DeepEqual(a, b) || reflect.DeepEqual(a, c) {
		t.Error("random games do not depend on the seed alone")
	}
	if _, _, err := (Game{}).RandomGame(1, setup("nope", ""), 0); err == nil {
		t.Error("bad variant accepted")
	}
}

// FuzzPlay plays any moves from the start: a refused move must leave the
// position unchanged, with a rule error of a listed code; canMove must
// agree with playable, and LegalCount with Legal, after every move.
func FuzzPlay(f *testing.F) {
	f.Add([]byte{16, 23, 0, 62, 55, 0})
	f.Add([]byte{6, 5, 7, 200, 3, 1})
	rules := []string{"", "repetition=forbid-chaser", "repetition=forbid-chaser,trapped-captures=yes,traps=any"}
	f.Fuzz(func(t *testing.T, data []byte) {
		data = data[:min(len(data), 3*200)] // 200 moves reach every rule
		// The length picks the rules.
		p := mustPosition(t, "", rules[len(data)%len(rules)])
		for ; len(data) >= 3; data = data[3:] {
			m := Move{From: Square(data[0] % 64), To: Square(data[1] % 64), Piece: Animal(data[2] % 10), Capture: data[2] >= 128}
			before := p.String()
			_, err := p.Play(m)
			if err != nil && p.String() != before {
				t.Fatalf("%v refused (%v) but changed %s to %s", m, err, before, p)
			}
			if err != nil {
				enginetest.Rule(t, Game{}, err)
			}
			checkCanMove(t, p)
			if n, legal := p.LegalCount(), len(p.Legal()); n != uint64(legal) {
				t.Fatalf("%s: LegalCount %d, Legal lists %d", p, n, legal)
			}
		}
	})
}

// BenchmarkRandomGame plays random games of up to 1000 turns: Play,
// the legal moves and Outcome, with the repetition bookkeeping of each rule.
func BenchmarkRandomGame(b *testing.B) {
	for _, rules := range []string{"repetition=draw", "repetition=forbid-chaser"} {
		b.Run(rules, func(b *testing.B) {
			s := setup("", rules+",no-capture-limit=0")
			turns := 0
			seed := int64(0)
			for b.Loop() {
				seed++
				_, moves, err := Game{}.RandomGame(seed, s, 1000)
				if err != nil {
					b.Fatal(err)
				}
				turns += len(moves)
			}
			b.ReportMetric(float64(turns)/float64(b.N), "turns/op")
		})
	}
}
