package protocol_test

import (
	"context"
	"fmt"
	"os"
	"strings"
	"time"

	"github.com/arbiter-games/arbiter/engines"
	"github.com/arbiter-games/arbiter/notation"
	_ "github.com/arbiter-games/arbiter/notation/all"
	"github.com/arbiter-games/arbiter/notation/protocol"
)

// firstTurn is a brain that plays the first legal turn.
type firstTurn struct{}

func (firstTurn) Think(ctx context.Context, pos engines.Position, rack []string, lim protocol.Go, info func(protocol.Info)) (engines.Move, error) {
	info(protocol.Info{Depth: 1, Score: engines.Score{Kind: engines.Centi, Value: 0}})
	return pos.Legal()[0], nil
}

// An engine program is Serve around a Brain.
func ExampleServe() {
	referee := strings.NewReader(`jcei
setoption name Game value Jungle
isready
position startpos moves g3g4 e7d7
go movetime 1000
quit
`)
	engine := protocol.Engine{
		Name:     "First 1.0",
		NewBrain: func(notation.Game) protocol.Brain { return firstTurn{} },
	}
	if err := protocol.Serve(context.Background(), referee, os.Stdout, engine); err != nil {
		fmt.Println(err)
	}
	// Output:
	// id name First 1.0
	// jceiok
	// readyok
	// info depth 1 score cp 0
	// bestmove a1b1
}

// The referee writes the engine's position and reads its answer.
func ExampleWire() {
	g, _ := notation.LookupGame("Jungle")
	w := protocol.NewWire(g)
	pos, _ := g.New(engines.Setup{})
	first, _ := w.Parse("G3G4")
	played, _ := pos.Play(first)
	fmt.Println(w.Position("", []engines.Move{played.Move}))
	fmt.Println(protocol.Go{Clock: []time.Duration{59 * time.Second, 58800 * time.Millisecond}}.String())

	reply := protocol.ParseReply("bestmove e7d7 ponder g4g5")
	m, err := w.Parse(reply.Value)
	if err == nil {
		played, err = pos.Play(m) // the referee's position judges it
	}
	fmt.Println(reply.Kind, played.Move, err)
	// Output:
	// position startpos moves g3g4
	// go wtime 59000 btime 58800
	// bestmove We7-d7 <nil>
}
