package protocol

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"testing/synctest"
	"time"

	"github.com/arbiter-games/arbiter/engines"
	ingenious "github.com/arbiter-games/arbiter/engines/ingenious"
	"github.com/arbiter-games/arbiter/internal/golden"
	"github.com/arbiter-games/arbiter/notation"
)

// match is a small referee for the tests: it plays served engines, one a
// seat, under fake clocks, keeps the position (Ingenious: the full one,
// dealing the draws), and checks every turn.
type match struct {
	t       *testing.T
	game    notation.Game
	wire    Wire
	options [][2]string
	setup   engines.Setup
	fen     string
	pos     engines.Position
	played  []engines.Move
	seats   []*conn
	clock   []time.Duration
	deal    *rand.Rand
	// first is the seat that played the first turn.
	first int
}

// newMatch sets up a game of g from the position string fen ("": the
// start; Ingenious: with first racks dealt from seed) with an engine a
// seat, after the handshake.
func newMatch(t *testing.T, g notation.Game, variant, rules, fen string, players int, seed uint64, e Engine) *match {
	m := &match{t: t, game: g, wire: NewWire(g), fen: fen, deal: rand.New(rand.NewPCG(seed, 1))}
	m.options = [][2]string{{"Game", g.Name()}, {"Variant", variant}, {"Rules", rules}}
	m.setup = engines.Setup{Variant: variant, Rules: rules, Position: fen}
	if g.Name() == "Ingenious" {
		m.options = append(m.options, [2]string{"Players", strconv.Itoa(players)})
		m.setup.Tags = map[string]string{"Players": strconv.Itoa(players)}
		m.setup, _ = randomGame(t, g, int64(seed), m.setup, 1)
	}
	pos, err := g.New(m.setup)
	if err != nil {
		t.Fatal(err)
	}
	m.pos = pos
	for range players {
		c := serve(t, t.Context(), e)
		c.send("uci")
		c.until(UCIOK)
		for _, o := range m.options {
			c.send(SetOption(o[0], o[1]))
		}
		c.send("isready")
		c.until(ReadyOK)
		c.send("ucinewgame")
		m.seats = append(m.seats, c)
		m.clock = append(m.clock, time.Minute)
	}
	return m
}

// turn asks the engine of the seat to move for a turn and plays it; it
// returns false when the game is over.
func (m *match) turn() bool {
	if m.pos.Outcome().Over {
		return false
	}
	seat := m.pos.Seat()
	if len(m.played) == 0 {
		m.first = seat
	}
	c := m.seats[seat]
	c.send(m.wire.Position(m.fen, m.played))
	if full, ok := m.pos.(*ingenious.Position); ok {
		tiles, _ := full.Rack(seat)
		c.send(Rack(seat+1, tileWords(tiles)))
	}
	inc := make([]time.Duration, len(m.clock))
	for i := range inc {
		inc[i] = 500 * time.Millisecond
	}
	c.send(Go{Clock: m.clock, Inc: inc, Numbered: m.game.Name() == "Ingenious"}.String())
	replies := c.until(BestMove)
	word := replies[len(replies)-1].Value
	mv, err := m.wire.Parse(word)
	if err != nil {
		m.t.Fatalf("turn %d: %v\n%s", m.pos.TurnNumber(), err, c.log)
	}
	played, err := m.play(mv)
	if err != nil {
		m.t.Fatalf("turn %d %q: %v\n%s", m.pos.TurnNumber(), word, err, c.log)
	}
	m.played = append(m.played, played)
	m.clock[seat] += -time.Second + 500*time.Millisecond
	return true
}

// play plays a turn on the referee's position; an Ingenious turn gets its
// draws from the bag first.
func (m *match) play(mv engines.Move) (engines.Move, error) {
	full, ok := m.pos.(*ingenious.Position)
	if !ok {
		p, err := m.pos.Play(mv)
		return p.Move, err
	}
	t, _ := engines.MoveAs[ingenious.Turn](mv)
	if t.Swap {
		return nil, fmt.Errorf("the test referee deals no swaps")
	}
	if p, err := m.pos.Clone().Play(&t); err == nil {
		_, err = m.pos.Play(&t) // the game ended with the placement: no draw
		return p.Move, err
	}
	bag, _ := full.Bag()
	need := min(ingenious.RackSize-(full.RackSize(full.Seat())-len(t.Placements)), len(bag))
	m.deal.Shuffle(len(bag), func(i, j int) { bag[i], bag[j] = bag[j], bag[i] })
	t.Refill = bag[:need]
	p, err := m.pos.Play(&t)
	return p.Move, err
}

// tileWords writes tiles as words.
func tileWords(ts []ingenious.Tile) []string {
	var out []string
	for _, t := range ts {
		out = append(out, t.String())
	}
	return out
}

// quit ends every engine.
func (m *match) quit() {
	for _, c := range m.seats {
		c.send("quit")
		if err := c.end(); err != nil {
			m.t.Errorf("Serve after quit: %v", err)
		}
	}
}

// TestExchanges: a session of each game between two served engines, the
// first few turns; the side of the engine that plays the first turn is the
// golden file the docs show (docs/engine-protocol.md).
func TestExchanges(t *testing.T) {
	for _, tc := range []struct {
		game, variant, rules, fen string
		turns                     int
	}{
		{"Jungle", "standard", "trapped-captures=yes", "", 8},
		{"YINSH", "standard", "", beforeRow(t), 3},
		{"Ingenious", "standard", "", "", 6},
	} {
		t.Run(tc.game, func(t *testing.T) {
			synctest.Test(t, func(t *testing.T) {
				m := newMatch(t, game(t, tc.game), tc.variant, tc.rules, tc.fen, 2, 7, eagerEngine(7))
				for range tc.turns {
					m.turn()
				}
				m.quit()
				golden.Check(t, filepath.Join("testdata", "exchange-"+tc.game+".txt"), []byte(m.seats[m.first].log.String()))
			})
		})
	}
}

// TestFullGames: served engines play whole games of each game (to the end,
// or 300 turns), every turn accepted by the referee's position.
func TestFullGames(t *testing.T) {
	for _, tc := range []struct {
		game, variant string
		players       int
	}{
		{"Jungle", "standard", 2},
		{"YINSH", "blitz", 2},
		{"Ingenious", "standard", 2},
		{"Ingenious", "standard", 3},
		{"Ingenious", "teams", 4},
	} {
		t.Run(fmt.Sprintf("%s-%s-%d", tc.game, tc.variant, tc.players), func(t *testing.T) {
			synctest.Test(t, func(t *testing.T) {
				m := newMatch(t, game(t, tc.game), tc.variant, "", "", tc.players, 3, testEngine(false))
				n := 0
				for n < 300 && m.turn() {
					n++
				}
				m.quit()
				t.Logf("%d turns: %+v", n, m.pos.Outcome())
				if testing.Verbose() && os.Getenv("PROTOCOL_LOG") != "" {
					t.Log(m.seats[0].log)
				}
			})
		})
	}
}

// beforeRow is the position string of a random YINSH game before the turn
// that makes its first row.
func beforeRow(t *testing.T) string {
	g := game(t, "YINSH")
	_, moves := randomGame(t, g, 5, engines.Setup{}, 0)
	pos, err := g.New(engines.Setup{})
	if err != nil {
		t.Fatal(err)
	}
	var fens []string
	for _, mv := range moves {
		fens = append(fens, pos.String())
		if strings.Contains(mv.String(), "x") {
			break
		}
		if _, err := pos.Play(mv); err != nil {
			t.Fatal(err)
		}
	}
	return fens[len(fens)-1]
}

// TestDocsShowExchanges: docs/engine-protocol.md shows the golden
// exchanges as they are.
func TestDocsShowExchanges(t *testing.T) {
	page, err := os.ReadFile(filepath.Join("..", "..", "docs", "engine-protocol.md"))
	if err != nil {
		t.Fatal(err)
	}
	for _, g := range []string{"Jungle", "YINSH", "Ingenious"} {
		want, err := os.ReadFile(filepath.Join("testdata", "exchange-"+g+".txt"))
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(string(page), "```\n"+string(want)+"```\n") {
			t.Errorf("docs/engine-protocol.md does not show testdata/exchange-%s.txt as it is: paste it in", g)
		}
	}
}
