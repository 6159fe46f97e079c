package match

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/arbiter-games/arbiter/engines"
	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/notation/protocol"
)

// BenchmarkTurn measures the referee's own work a turn: the position and
// go sent, the bestmove read back through the pipe, read, played on the
// referee's position, the clock run and the record's turn written, against
// engines that answer at once (-mode replay: a random game's turns). It
// reports ns/turn.
func BenchmarkTurn(b *testing.B) {
	for _, name := range []string{"Jungle", "YINSH"} {
		b.Run(name, func(b *testing.B) {
			g, err := notation.LookupGame(name)
			if err != nil {
				b.Fatal(err)
			}
			rec, err := notation.Generate(g, 1, engines.Setup{}, 200)
			if err != nil {
				b.Fatal(err)
			}
			wire := protocol.NewWire(g)
			pos, _ := g.New(engines.Setup{})
			var words []string
			for _, t := range rec.Moves.Turns {
				m, _ := g.ParseMove(t.Move)
				played, err := pos.Play(m)
				if err != nil {
					b.Fatal(err)
				}
				words = append(words, wire.Word(played.Move))
			}
			file := filepath.Join(b.TempDir(), "moves")
			os.WriteFile(file, []byte(strings.Join(words, " ")), 0o644)
			s := Settings{Game: g, Clock: TimeControl{Base: time.Hour, Inc: time.Second}, Margin: time.Second, Timeout: 5 * time.Second, MaxTurns: len(words)}
			var players []*engine
			for _, n := range []string{"a", "b"} {
				e, err := startEngine(engineSpec(n, "-mode", "replay", "-moves", file), nil, nil, nil)
				if err != nil {
					b.Fatal(err)
				}
				defer e.stop()
				if f := e.handshake(nil, time.Second); f != nil {
					b.Fatal(f)
				}
				players = append(players, e)
			}
			turns := 0
			b.ResetTimer()
			for b.Loop() {
				res, err := playGame(s, Pairing{Round: 1, Seats: []int{0, 1}}, players)
				if err != nil || res.Termination != termNormal && res.Termination != termAdjudicate {
					b.Fatalf("%v %s: %s", err, res.Termination, res.Outcome.Reason)
				}
				turns += len(res.Record.Moves.Turns)
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(turns), "ns/turn")
		})
	}
}
