package bridge

import (
	"encoding/json"
	"os"
	"strings"
	"testing"

	"github.com/arbiter-games/arbiter/notation/page/board"
	"github.com/arbiter-games/arbiter/referee"
)

// boardAt is a board of the record at the turn numbered turn of its main
// line, and the arguments that name its position.
func boardAt(t *testing.T, src string, turn int) (*board.Board, WordArgs) {
	t.Helper()
	b, err := board.Load(referee.Boards{}, src, "")
	if err != nil {
		t.Fatal(err)
	}
	for range turn {
		b.Forward()
	}
	a := WordArgs{Game: b.Game().Name(), Position: b.Position().String()}
	for _, tag := range b.Tags() {
		a.Tags = append(a.Tags, board.Tag{Name: tag.Name, Value: tag.Value})
	}
	return b, a
}

// TestSolve finds the forced win annotate found in the Jungle club game
// (after 14... Ef7-e7, #3 for Black), and none at the start.
func TestSolve(t *testing.T) {
	src, err := os.ReadFile("../../examples/jungle/club-night-annotated.jungle")
	if err != nil {
		t.Fatal(err)
	}
	var s Session
	_, a := boardAt(t, string(src), 28)
	got := call[SolveAnswer](t, &s, "solve", a)
	if got.Verdict != "win" || got.Turns != 3 || got.Depth != 5 || !strings.HasPrefix(got.Says, "win for Black (Lee Seo-yeon) in 3 turns: Tc8-c9") {
		t.Errorf("solve after 14... Ef7-e7: %+v", got)
	}
	_, a = boardAt(t, string(src), 0)
	a.Depth = 3
	if got := call[SolveAnswer](t, &s, "solve", a); got.Verdict != "open" || got.Says != "no forced win within 3 turns" {
		t.Errorf("solve at the start: %+v", got)
	}
}

// TestSolveRefuses says why a position cannot be searched.
func TestSolveRefuses(t *testing.T) {
	var s Session
	for _, c := range []struct {
		args WordArgs
		want string
	}{
		{WordArgs{Game: "Ingenious"}, "Ingenious has no forced-win search"},
		{WordArgs{Game: "YINSH", Position: "nonsense"}, "cannot set up the record"},
		{WordArgs{Game: "Jungle", Depth: 1000}, "100 turns deep at most"},
		{WordArgs{Game: "Chess"}, "Chess"},
	} {
		out := string(s.Call("solve", mustJSON(t, c.args)))
		if !strings.Contains(out, `"error"`) || !strings.Contains(out, c.want) {
			t.Errorf("solve %+v: %s, want an error with %q", c.args, out, c.want)
		}
	}
}

// TestSpar plays the sparring engine's turn at each level on the boards
// of the games: the board takes it as a turn.
func TestSpar(t *testing.T) {
	var s Session
	for _, src := range []string{"[Game \"YINSH\"]\n\n*\n", "[Game \"Jungle\"]\n\n1. Df2-e2 *\n", "[Game \"Ingenious\"]\n\n*\n"} {
		for level := range 3 {
			b, a := boardAt(t, src, 1)
			a.Level = level
			got := call[SparAnswer](t, &s, "spar", a)
			if err := b.Play(got.Move); err != nil {
				t.Errorf("level %d plays %q in %s: %v", level, got.Move, a.Position, err)
			}
		}
	}
}

// TestGames lists the games with their variants, options and seats.
func TestGames(t *testing.T) {
	var s Session
	got := call[GamesAnswer](t, &s, "games", struct{}{})
	names := []string{}
	for _, g := range got.Games {
		names = append(names, g.Name)
		if len(g.Variants) == 0 || len(g.Players) < g.Seats[1] {
			t.Errorf("%s: %+v", g.Name, g)
		}
		for _, o := range g.Options {
			if !o.Numeric && (len(o.Values) == 0 || o.Values[0] != o.Default) {
				t.Errorf("%s option %s: %+v", g.Name, o.Key, o)
			}
		}
	}
	if strings.Join(names, " ") != "Ingenious Jungle YINSH" || got.Levels < got.Level || got.Level < 1 {
		t.Errorf("games: %v, levels %d, level %d", names, got.Levels, got.Level)
	}
}

// mustJSON is a call's arguments as JSON.
func mustJSON(t *testing.T, v any) []byte {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return b
}
