package jungle

import (
	"encoding/json"
	"strings"
	"testing"

	engine "github.com/arbiter-games/arbiter/engines/jungle"
	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/notation/jsonform"
)

func TestBoardJSON(t *testing.T) {
	p, err := engine.NewPosition("l6/7/7/7/7/7/7/7/6R b 12 40", engine.StandardRules())
	if err != nil {
		t.Fatal(err)
	}
	b, err := json.Marshal(Game{}.Board(p))
	if err != nil {
		t.Fatal(err)
	}
	want := `{"sideToMove":"White","pliesSinceCapture":12,"moveNumber":40,"pieces":[` +
		`{"square":"g1","side":"Black","animal":"R"},{"square":"a9","side":"White","animal":"L"}]}`
	if string(b) != want {
		t.Errorf("board JSON\n%s\nwant\n%s", b, want)
	}
	start, _ := engine.NewPosition(engine.StartFEN, engine.StandardRules())
	if got := (Game{}).Board(start).(BoardJSON); len(got.Pieces) != 16 || got.Pieces[0] != (PieceJSON{Square: 0, Side: engine.Black, Animal: engine.Tiger}) {
		t.Errorf("start board %+v", got)
	}
	if (Game{}).Board(nil) != nil {
		t.Error("a board for no position")
	}
}

// TestPositionJSON writes positions through the registered game, which
// validates them against jungle-position.json.
func TestPositionJSON(t *testing.T) {
	g, _ := notation.LookupGame("Jungle")
	p, _ := engine.NewPosition("l6/3R3/7/7/7/7/7/7/6r w 0 1", engine.StandardRules())
	d8, _ := engine.ParseSquare("d8")
	d9, _ := engine.ParseSquare("d9")
	last, err := p.Play(engine.Move{From: d8, To: d9})
	if err != nil {
		t.Fatal(err)
	}
	b, err := jsonform.MarshalPosition(g, notation.Snapshot{Position: p, Last: last.Move}, "standard", "")
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`"lastMove": "Rd8-d9"`, `"result": "1-0"`, `"reason": "Black's rat entered the den"`, `"sideToMove": "White"`} {
		if !strings.Contains(string(b), want) {
			t.Errorf("no %s in\n%s", want, b)
		}
	}
}
