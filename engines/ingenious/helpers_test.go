package ingenious

import (
	"fmt"
	"strings"
	"testing"

	"github.com/arbiter-games/arbiter/engines"
)

// scenario is a kind of generated game.
type scenario struct {
	name    string
	variant string
	rules   string
	players int
	// score, when not 0, starts every track at this score in every colour,
	// so that bonus placements, chains and six 18s happen.
	score int
}

var scenarios = []scenario{
	{"2p", Standard, "", 2, 0},
	{"3p", Standard, "", 3, 0},
	{"4p", Standard, "", 4, 0},
	{"2p-after-refill", Standard, "swap=after-refill", 2, 0},
	{"4p-any-symbol", Standard, "first-round=any-symbol", 4, 0},
	{"teams", Teams, "", 4, 0},
	{"solo", Solo, "", 1, 0},
	{"2p-high", Standard, "", 2, 15},
	{"3p-high", Standard, "swap=after-refill", 3, 16},
	{"4p-high", Standard, "", 4, 14},
	{"teams-high", Teams, "", 4, 15},
	{"teams-top", Teams, "", 4, 33},
	{"solo-high", Solo, "", 1, 33},
}

// setup returns the scenario's setup: tags only, or a position string whose
// tracks start high (racks hidden: RandomGame deals them).
func (sc scenario) setup(t testing.TB) engines.Setup {
	s := engines.Setup{Variant: sc.variant, Rules: sc.rules, Tags: map[string]string{"Players": fmt.Sprint(sc.players)}}
	if sc.score == 0 {
		return s
	}
	p, err := Game{}.NewPosition(s)
	if err != nil {
		t.Fatal(err)
	}
	f := strings.Fields(p.String())
	track := strings.TrimSuffix(strings.Repeat(fmt.Sprint(sc.score)+",", NumColours), ",")
	f[1] = strings.TrimSuffix(strings.Repeat(track+"/", p.rules.Tracks()), "/")
	s.Position = strings.Join(f, " ")
	return s
}

// game generates the scenario's game for a seed.
func (sc scenario) game(t testing.TB, seed int64) (engines.Setup, []engines.Move) {
	s, moves, err := Game{}.RandomGame(seed, sc.setup(t), 0)
	if err != nil {
		t.Fatalf("%s seed %d: %v", sc.name, seed, err)
	}
	return s, moves
}

// public turns a full record into a public one: no racks, no draws.
func public(s engines.Setup, moves []engines.Move) (engines.Setup, []engines.Move) {
	out := s
	out.Tags = map[string]string{}
	for k, v := range s.Tags {
		if !strings.HasPrefix(k, "Rack") {
			out.Tags[k] = v
		}
	}
	if s.Position != "" {
		f := strings.Fields(s.Position)
		if f[4] != "-" {
			racks := strings.Split(f[4], "/")
			for i, r := range racks {
				racks[i] = fmt.Sprint(len(strings.Split(r, ",")))
			}
			f[4] = strings.Join(racks, "/")
		}
		out.Position = strings.Join(f, " ")
	}
	pub := make([]engines.Move, len(moves))
	for i, m := range moves {
		t := *m.(*Turn)
		t.Refill, t.SwapDraw = nil, nil
		pub[i] = &t
	}
	return out, pub
}

// mustNew starts a position or fails the test.
func mustNew(t testing.TB, s engines.Setup) *Position {
	t.Helper()
	p, err := Game{}.NewPosition(s)
	if err != nil {
		t.Fatalf("New(%+v): %v", s, err)
	}
	return p
}
