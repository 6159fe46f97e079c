package jungle

import (
	"reflect"
	"strings"
	"testing"
)

// playAll plays the moves, failing the test on an illegal one.
func playAll(t *testing.T, p *Position, moves string) {
	t.Helper()
	for _, text := range strings.Fields(moves) {
		if _, err := p.Play(mv(t, text)); err != nil {
			t.Fatalf("%s: %v", text, err)
		}
	}
}

// shuffle is four plies that bring the start position back.
const shuffle = "Lg1-f1 La9-b9 Lf1-g1 Lb9-a9 "

var (
	blackWins = [][]int{{0}, {1}}
	whiteWins = [][]int{{1}, {0}}
	drawn     = [][]int{{0, 1}}
)

func TestOutcome(t *testing.T) {
	cases := []struct {
		name   string
		fen    string
		rules  string
		moves  string
		places [][]int
		reason string
	}{
		{name: "start", moves: "Ea3-a4"},
		{name: "den", fen: "7/3R3/7/7/7/7/7/7/e6 b 0 1", moves: "Ea1-a2 Rd8-d9", places: blackWins, reason: "Black's rat entered the den"},
		{name: "White's den entry", fen: "6E/7/7/7/7/7/7/3r3/7 b 0 1", moves: "Rd2-d1", places: whiteWins, reason: "White's rat entered the den"},
		{name: "all captured", fen: "7/7/7/7/7/7/7/w6/L6 w 0 1", moves: "La1xa2", places: blackWins, reason: "Black captured all of White's animals"},
		{name: "no legal move", fen: "cD5/W6/7/7/7/7/7/7/7 b 0 1", places: blackWins, reason: "White has no legal move"},
		{name: "no legal move, no-move=draw", fen: "cD5/W6/7/7/7/7/7/7/7 b 0 1", rules: "no-move=draw", places: drawn, reason: "White has no legal move"},
		{name: "threefold", moves: shuffle + shuffle, places: drawn, reason: "threefold repetition"},
		{name: "twofold goes on", moves: shuffle},
		{name: "repetition=off", rules: "repetition=off", moves: shuffle + shuffle + shuffle},
		{name: "no-capture limit", fen: StartFEN[:len(StartFEN)-3] + "99 7", moves: "Ea3-a4", places: drawn, reason: "100 plies without a capture"},
		{name: "no-capture limit reached in the position string", fen: StartFEN[:len(StartFEN)-3] + "100 7", places: drawn, reason: "100 plies without a capture"},
		{name: "no-capture-limit=120", rules: "no-capture-limit=120", fen: StartFEN[:len(StartFEN)-3] + "100 7", moves: "Ea3-a4"},
		{name: "no-capture-limit=0", rules: "no-capture-limit=0", fen: StartFEN[:len(StartFEN)-3] + "5000 7"},
		{name: "den beats the ply limit", fen: "7/3R3/7/7/7/7/7/7/e6 b 98 1", moves: "Ea1-a2 Rd8-d9", places: blackWins, reason: "Black's rat entered the den"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p := mustPosition(t, c.fen, c.rules)
			playAll(t, p, c.moves)
			o := p.Outcome()
			if o.Over != (c.places != nil) || !reflect.DeepEqual(o.Places, c.places) || o.Reason != c.reason {
				t.Errorf("outcome %+v, want places %v reason %q", o, c.places, c.reason)
			}
			if o.Over && p.LegalMoves() != nil {
				t.Errorf("legal moves after the end: %v", p.LegalMoves())
			}
		})
	}
}

func TestVariantsDraws(t *testing.T) {
	for variant, over := range map[string]bool{"standard": true, "blinky": true, "traditional": false} {
		p, err := Game{}.New(setup(variant, ""))
		if err != nil {
			t.Fatal(err)
		}
		playAll(t, p.(*Position), shuffle+shuffle)
		if p.Outcome().Over != over {
			t.Errorf("%s: after a threefold repetition over = %v, want %v", variant, !over, over)
		}
	}
}

func TestForbidChaser(t *testing.T) {
	p := mustPosition(t, "", "repetition=forbid-chaser")
	playAll(t, p, shuffle+"Lg1-f1 La9-b9 Lf1-g1")
	before := p.String()
	_, err := p.Play(mv(t, "Lb9-a9"))
	const want = "this move would repeat the position a third time, which the chasing side may not do"
	if err == nil || err.Error() != want {
		t.Fatalf("error %v, want %q", err, want)
	}
	if p.String() != before || p.Repetitions() != 2 {
		t.Fatalf("refused move changed the position: %s, %d repetitions", p, p.Repetitions())
	}
	for _, m := range p.LegalMoves() {
		if m.String() == "Lb9-a9" {
			t.Error("the forbidden move is listed as legal")
		}
	}
	if p.Outcome().Over {
		t.Error("forbid-chaser ended the game")
	}
	playAll(t, p, "Lb9-c9")
}

func TestCaptureResetsCounters(t *testing.T) {
	p := mustPosition(t, "7/7/7/7/7/7/7/w6/L5e w 40 3", "")
	playAll(t, p, "La1xa2 Eg1-f1")
	if p.PliesSinceCapture() != 1 || p.Repetitions() != 1 {
		t.Errorf("plies %d, repetitions %d; want 1, 1", p.PliesSinceCapture(), p.Repetitions())
	}
}

func TestCounters(t *testing.T) {
	cases := []struct {
		fen        string
		moves      string
		turn, seat int
		moveNumber int
		plies      int
	}{
		{fen: "", turn: 1, seat: 0, moveNumber: 1},
		{fen: "", moves: "Ea3-a4", turn: 2, seat: 1, moveNumber: 1, plies: 1},
		{fen: "", moves: "Ea3-a4 Eg7-g6", turn: 3, seat: 0, moveNumber: 2, plies: 2},
		{fen: StartFEN[:len(StartFEN)-5] + "b 0 1", turn: 2, seat: 1, moveNumber: 1},
		{fen: StartFEN[:len(StartFEN)-5] + "w 7 3", turn: 5, seat: 0, moveNumber: 3, plies: 7},
	}
	for _, c := range cases {
		p := mustPosition(t, c.fen, "")
		playAll(t, p, c.moves)
		if p.TurnNumber() != c.turn || p.Seat() != c.seat || p.MoveNumber() != c.moveNumber || p.PliesSinceCapture() != c.plies {
			t.Errorf("%q + %q: turn %d seat %d move %d plies %d; want %d %d %d %d", c.fen, c.moves,
				p.TurnNumber(), p.Seat(), p.MoveNumber(), p.PliesSinceCapture(), c.turn, c.seat, c.moveNumber, c.plies)
		}
	}
}

func TestCloneIsIndependent(t *testing.T) {
	p := start(t)
	playAll(t, p, shuffle)
	c := p.Clone().(*Position)
	playAll(t, p, shuffle)
	playAll(t, c, "Ea3-a4")
	if !p.Outcome().Over {
		t.Error("original: threefold repetition not seen")
	}
	if c.Outcome().Over || c.Repetitions() != 1 {
		t.Errorf("clone: %+v, %d repetitions", c.Outcome(), c.Repetitions())
	}
	playAll(t, c, "Eg7-g6 Ea4-a3 Eg6-g7")
	if c.Repetitions() != 3 {
		t.Errorf("clone sees %d repetitions of the start, want 3", c.Repetitions())
	}
}
