package protocol

import (
	"strings"
	"testing"

	"github.com/arbiter-games/arbiter/engines"
	"github.com/arbiter-games/arbiter/notation"
	_ "github.com/arbiter-games/arbiter/notation/all"
)

// game finds a registered game or stops the test.
func game(t testing.TB, name string) notation.Game {
	t.Helper()
	g, err := notation.LookupGame(name)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// randomGame plays a seeded random game of g and returns its setup and
// turns.
func randomGame(t testing.TB, g notation.Game, seed int64, s engines.Setup, maxTurns int) (engines.Setup, []engines.Move) {
	t.Helper()
	s, moves, err := g.(engines.Generator).RandomGame(seed, s, maxTurns)
	if err != nil {
		t.Fatal(err)
	}
	return s, moves
}

// TestWordParseLegal: every legal turn of the positions of random games
// goes on the wire as one word and comes back as the same turn: Parse
// reads the word as the turn's long form, its Word is the word again, and
// Play accepts it as the turn.
func TestWordParseLegal(t *testing.T) {
	for _, tc := range []struct {
		game  string
		setup engines.Setup
		seeds int
		every int
	}{
		{"Jungle", engines.Setup{}, 6, 1},
		{"Jungle", engines.Setup{Variant: "blinky"}, 2, 1},
		{"YINSH", engines.Setup{}, 4, 1},
		{"YINSH", engines.Setup{Variant: "blitz"}, 2, 1},
		{"Ingenious", engines.Setup{}, 2, 6},
		{"Ingenious", engines.Setup{Tags: map[string]string{"Players": "4"}}, 1, 9},
	} {
		g := game(t, tc.game)
		w := NewWire(g)
		positions, turns := 0, 0
		for seed := range int64(tc.seeds) {
			_, moves := randomGame(t, g, seed+1, tc.setup, 0)
			// The engine's position: Ingenious without the racks.
			pos, err := g.New(tc.setup)
			if err != nil {
				t.Fatal(err)
			}
			for i, m := range moves {
				if i%tc.every == 0 {
					positions++
					turns += checkLegal(t, w, pos)
				}
				back, err := w.Parse(w.Word(m))
				if err == nil {
					_, err = pos.Play(back)
				}
				if err != nil {
					t.Fatalf("%s seed %d turn %d (%v): %v", tc.game, seed+1, i+1, m, err)
				}
			}
		}
		t.Logf("%s %s: %d turns of %d positions", tc.game, tc.setup.Variant, turns, positions)
	}
}

// checkLegal round-trips every legal turn of pos; it returns their number.
func checkLegal(t *testing.T, w Wire, pos engines.Position) int {
	t.Helper()
	legal := pos.Legal()
	for _, m := range legal {
		word := w.Word(m)
		if strings.ContainsAny(word, " \t+") || word == "" {
			t.Fatalf("%v is sent as %q: not one word without draws", m, word)
		}
		back, err := w.Parse(word)
		if err != nil {
			t.Fatalf("position %s: %v sent as %q does not read back: %v", pos, m, word, err)
		}
		if w.Word(back) != word {
			t.Fatalf("position %s: %v sent as %q reads back as %v (word %q)", pos, m, word, back, w.Word(back))
		}
		played, err := pos.Clone().Play(back)
		if err != nil || played.Move.String() != m.String() {
			t.Fatalf("position %s: %q plays as %v, %v; want %v", pos, word, played.Move, err, m)
		}
	}
	return len(legal)
}

// TestIngeniousPublicReplay: the turns of full Ingenious games, sent as
// words, replay on a position without racks (the engine's), from the start,
// to the same position strings as the full game's, and end the same.
func TestIngeniousPublicReplay(t *testing.T) {
	g := game(t, "Ingenious")
	w := NewWire(g)
	for _, players := range []string{"2", "3", "4"} {
		for seed := int64(1); seed <= 3; seed++ {
			s, moves := randomGame(t, g, seed, engines.Setup{Tags: map[string]string{"Players": players}}, 0)
			full, err := g.New(s)
			if err != nil {
				t.Fatal(err)
			}
			public, err := g.New(engines.Setup{Tags: map[string]string{"Players": players}})
			if err != nil {
				t.Fatal(err)
			}
			for i, m := range moves {
				word := w.Word(m)
				if strings.Contains(word, "+") {
					t.Fatalf("turn %d %v is sent as %q, with its draws", i+1, m, word)
				}
				back, err := w.Parse(word)
				if err == nil {
					_, err = public.Play(back)
				}
				if err != nil {
					t.Fatalf("%s players seed %d turn %d %q: %v", players, seed, i+1, word, err)
				}
				if _, err := full.Play(m); err != nil {
					t.Fatal(err)
				}
				if publicFields(full.String()) != publicFields(public.String()) {
					t.Fatalf("turn %d: the public position is %s, the full one %s", i+1, public, full)
				}
			}
			if public.Outcome().Over != full.Outcome().Over {
				t.Errorf("%s players seed %d: the public game ends %v, the full one %v", players, seed, public.Outcome(), full.Outcome())
			}
		}
	}
}

// TestWordForms: the words of each game as the spec writes them.
func TestWordForms(t *testing.T) {
	for _, tc := range []struct{ game, in, word, long string }{
		{"Jungle", "Ea3-a4", "a3a4", "Ea3-a4"},
		{"Jungle", "a3a4", "a3a4", "Ea3-a4"},
		{"Jungle", "A3A4", "a3a4", "Ea3-a4"},
		{"Jungle", "ea3-a4", "a3a4", "Ea3-a4"},
		{"Jungle", "g3g4", "g3g4", "Rg3-g4"},
		{"Jungle", "a7a6", "a7a6", "a7a6"}, // not the side to move's animal: left for Play
		{"Jungle", "d5d6", "d5d6", "d5d6"}, // no animal there
		{"YINSH", "e5", "e5", "e5"},
		{"YINSH", "E5-E9;XE4-E8XA2", "e5-e9;xe4-e8xa2", "e5-e9;xe4-e8xa2"},
		{"YINSH", "xb7", "xb7", "xb7"},
		{"Ingenious", "RB@h8-h9", "RB@h8-h9", "RB@h8-h9"},
		{"Ingenious", "br@h9-h8", "RB@h8-h9", "RB@h8-h9"},
		{"Ingenious", "RB@h8-h9;swap", "RB@h8-h9;swap", "RB@h8-h9;swap"},
		{"Ingenious", "RG@h4-h5;BB@l8-l9", "RG@h4-h5;BB@l8-l9", "RG@h4-h5;BB@l8-l9"},
		{"Ingenious", "S1:RB@h8-h9", "S1:RB@h8-h9", "S1:RB@h8-h9"},
	} {
		g := game(t, tc.game)
		w := NewWire(g)
		pos, err := g.New(engines.Setup{})
		if err != nil {
			t.Fatal(err)
		}
		m, err := w.Parse(tc.in)
		if err != nil {
			t.Errorf("%s: Parse(%q): %v", tc.game, tc.in, err)
			continue
		}
		long := m.String() // the long form, from the position when the turn is legal there
		if played, err := pos.Play(m); err == nil {
			long = played.Move.String()
		}
		if long != tc.long || w.Word(m) != tc.word {
			t.Errorf("%s: Parse(%q) = %v (long form %s), sent as %q; want %s, sent as %q", tc.game, tc.in, m, long, w.Word(m), tc.long, tc.word)
		}
	}
	// The draws of a full record's turn stay off the wire, the swap stays.
	g := game(t, "Ingenious")
	for in, word := range map[string]string{
		"RB@h8-h9;+OY,PB":                     "RB@h8-h9",
		"RB@h8-h9;swap+RB,GG,OY,PP,RY,BO":     "RB@h8-h9;swap",
		"RB@h8-h9;+OY;swap+RB,GG,OY,PP,RY,BO": "RB@h8-h9;swap",
	} {
		m, err := g.ParseMove(in)
		if err != nil {
			t.Fatal(err)
		}
		if got := NewWire(g).Word(m); got != word {
			t.Errorf("%s is sent as %q, want %q", in, got, word)
		}
	}
}

// TestParseErrors: a word that is no turn says why in a player's words.
func TestParseErrors(t *testing.T) {
	for _, tc := range []struct{ game, word, want string }{
		{"Jungle", "", "the engine sent no turn"},
		{"Jungle", "(none)", "the engine sent no turn"},
		{"Jungle", "0000", "the engine sent no turn"},
		{"Jungle", "a3 a4", `"a3 a4" is not one word`},
		{"Jungle", "z9z9", `"z9z9" cannot be read as a turn of Jungle`},
		{"Jungle", "a3", `"a3" cannot be read as a turn of Jungle`},
		{"YINSH", "e5-", `"e5-" cannot be read as a turn of YINSH: expected a point`},
		{"Ingenious", "RB@h8-h9;+OY", "the referee deals the tiles"},
		{"Ingenious", "RB@h8-h9;swap+RB,GG,OY,PP,RY,BO", "the referee deals the tiles"},
		{"Ingenious", "RB@", `"RB@" cannot be read as a turn of Ingenious`},
	} {
		g := game(t, tc.game)
		m, err := NewWire(g).Parse(tc.word)
		if err == nil {
			t.Errorf("%s: Parse(%q) = %v, want an error", tc.game, tc.word, m)
			continue
		}
		if !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: Parse(%q): %v, want %q in it", tc.game, tc.word, err, tc.want)
		}
	}
}

// TestPositionCommand writes position commands and reads them back.
func TestPositionCommand(t *testing.T) {
	g := game(t, "Jungle")
	w := NewWire(g)
	pos, _ := g.New(engines.Setup{})
	m1, _ := w.Parse("g3g4")
	m2, _ := g.ParseMove("Le9-e8")
	for _, tc := range []struct {
		fen   string
		moves []engines.Move
		want  string
	}{
		{"", nil, "position startpos"},
		{"", []engines.Move{m1, m2}, "position startpos moves g3g4 e9e8"},
		{pos.String(), nil, "position fen " + pos.String()},
		{pos.String(), []engines.Move{m1}, "position fen " + pos.String() + " moves g3g4"},
	} {
		got := w.Position(tc.fen, tc.moves)
		if got != tc.want {
			t.Errorf("Position(%q, %v) = %q, want %q", tc.fen, tc.moves, got, tc.want)
		}
		c, err := ParseCommand(got)
		if err != nil || c.Kind != PositionCmd || c.FEN != tc.fen || len(c.Moves) != len(tc.moves) {
			t.Errorf("ParseCommand(%q) = %+v, %v", got, c, err)
		}
	}
}

// publicFields are the fields of an Ingenious position string but the
// racks, which only a full position knows.
func publicFields(fen string) string {
	f := strings.Fields(fen)
	if len(f) == 6 {
		f[4] = "racks"
	}
	return strings.Join(f, " ")
}
