package tally_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/arbiter-games/arbiter/internal/golden"
	"github.com/arbiter-games/arbiter/referee/match/tally"
	"github.com/arbiter-games/arbiter/schemas"
)

// two returns a two-player game: result 1 white won, -1 black won, 0 a draw.
func two(white, black string, result int, reason string) tally.Game {
	places := [][]int{{0, 1}}
	switch result {
	case 1:
		places = [][]int{{0}, {1}}
	case -1:
		places = [][]int{{1}, {0}}
	}
	return tally.Game{Players: []string{white, black}, Places: places, Reason: reason}
}

// records lists the engines' names, played and records, and the pairs.
func records(t *tally.Tally) string {
	var b strings.Builder
	for _, e := range t.Engines() {
		fmt.Fprintf(&b, "%s played %d: %d +%d -%d =%d\n", e.Name, e.Played, e.Record.Games, e.Record.Wins, e.Record.Losses, e.Record.Draws)
	}
	for _, p := range t.Pairs() {
		fmt.Fprintf(&b, "%s vs %s: %d +%d -%d =%d\n", p.A, p.B, p.Record.Games, p.Record.Wins, p.Record.Losses, p.Record.Draws)
	}
	return b.String()
}

func TestCounting(t *testing.T) {
	for _, tc := range []struct {
		name  string
		games []tally.Game
		want  string
	}{
		{"two players", []tally.Game{two("A", "B", 1, "r"), two("B", "A", 1, "r"), two("A", "B", 0, "r"), two("B", "A", -1, "r")},
			"A played 4: 4 +2 -1 =1\nB played 4: 4 +1 -2 =1\nA vs B: 4 +2 -1 =1\n"},
		{"ranked by score, ties in order of appearance", []tally.Game{two("A", "B", -1, "r"), two("C", "D", 0, "r")},
			"B played 1: 1 +1 -0 =0\nC played 1: 1 +0 -0 =1\nD played 1: 1 +0 -0 =1\nA played 1: 1 +0 -1 =0\nB vs A: 1 +1 -0 =0\nC vs D: 1 +0 -0 =1\n"},
		// Three seats: A first, B and C share second: A beats both, B and C draw.
		{"three seats pairwise", []tally.Game{{Players: []string{"A", "B", "C"}, Places: [][]int{{0}, {1, 2}}}},
			"A played 1: 2 +2 -0 =0\nB played 1: 2 +0 -1 =1\nC played 1: 2 +0 -1 =1\nA vs B: 1 +1 -0 =0\nA vs C: 1 +1 -0 =0\nB vs C: 1 +0 -0 =1\n"},
		{"four seats pairwise", []tally.Game{{Players: []string{"A", "B", "C", "D"}, Places: [][]int{{3}, {1}, {0}, {2}}}},
			"D played 1: 3 +3 -0 =0\nB played 1: 3 +2 -1 =0\nA played 1: 3 +1 -2 =0\nC played 1: 3 +0 -3 =0\n" +
				"D vs B: 1 +1 -0 =0\nD vs A: 1 +1 -0 =0\nD vs C: 1 +1 -0 =0\nB vs A: 1 +1 -0 =0\nB vs C: 1 +1 -0 =0\nA vs C: 1 +1 -0 =0\n"},
		// The same engine at two seats: those seats never meet.
		{"one engine at two seats", []tally.Game{{Players: []string{"A", "A", "B"}, Places: [][]int{{0}, {2}, {1}}}},
			"A played 1: 2 +1 -1 =0\nB played 1: 2 +1 -1 =0\nA vs B: 2 +1 -1 =0\n"},
		{"self-play counts nothing", []tally.Game{two("A", "A", 1, "r")}, "A played 1: 0 +0 -0 =0\n"},
		// Teams: seats 0+2 against 1+3, one game between the teams.
		{"teams of one engine", []tally.Game{
			{Players: []string{"A", "B", "A", "B"}, Places: [][]int{{1, 3}, {0, 2}}, Teams: true},
			{Players: []string{"B", "A", "B", "A"}, Places: [][]int{{0, 1, 2, 3}}, Teams: true}},
			"B played 2: 2 +1 -0 =1\nA played 2: 2 +0 -1 =1\nB vs A: 2 +1 -0 =1\n"},
		{"teams of two engines", []tally.Game{{Players: []string{"A", "B", "C", "D"}, Places: [][]int{{0, 2}, {1, 3}}, Teams: true}},
			"A+C played 1: 1 +1 -0 =0\nB+D played 1: 1 +0 -1 =0\nA+C vs B+D: 1 +1 -0 =0\n"},
		// Without Teams the same places count pairwise: partners draw.
		{"team places counted pairwise", []tally.Game{{Players: []string{"A", "B", "C", "D"}, Places: [][]int{{0, 2}, {1, 3}}}},
			"A played 1: 3 +2 -0 =1\nC played 1: 3 +2 -0 =1\nB played 1: 3 +0 -2 =1\nD played 1: 3 +0 -2 =1\n" +
				"A vs C: 1 +0 -0 =1\nA vs B: 1 +1 -0 =0\nA vs D: 1 +1 -0 =0\nC vs B: 1 +1 -0 =0\nC vs D: 1 +1 -0 =0\nB vs D: 1 +0 -0 =1\n"},
		// Places that name no seat, a seat twice, a seat left out, no places.
		{"broken places", []tally.Game{
			{Players: []string{"A", "B", "C"}, Places: [][]int{{7, -1}, {1}, {0, 1}}},
			{Players: []string{"A", "B"}},
			{Players: []string{"A", "B", "C", "D"}, Places: [][]int{{1}, {0}}, Teams: true}},
			"B played 2: 1 +1 -0 =0\nB+D played 1: 1 +1 -0 =0\nA played 2: 1 +0 -1 =0\nA+C played 1: 1 +0 -1 =0\nC played 1: 0 +0 -0 =0\n" +
				"B vs A: 1 +1 -0 =0\nB+D vs A+C: 1 +1 -0 =0\n"},
		{"teams flag on two seats", []tally.Game{{Players: []string{"A", "B"}, Places: [][]int{{1}, {0}}, Teams: true}},
			"B played 1: 1 +1 -0 =0\nA played 1: 1 +0 -1 =0\nB vs A: 1 +1 -0 =0\n"},
	} {
		tl := tally.New()
		for _, g := range tc.games {
			tl.Add(g)
		}
		if got := records(tl); got != tc.want {
			t.Errorf("%s:\ngot\n%swant\n%s", tc.name, got, tc.want)
		}
		if tl.Games() != len(tc.games) {
			t.Errorf("%s: Games %d, want %d", tc.name, tl.Games(), len(tc.games))
		}
	}
}

func TestPair(t *testing.T) {
	tl := tally.New()
	tl.Add(two("A", "B", 1, "r"))
	tl.Add(two("B", "A", 0, "r"))
	if got, want := tl.Pair("A", "B"), (tally.Record{Games: 2, Wins: 1, Draws: 1}); got != want {
		t.Errorf("A vs B %+v, want %+v", got, want)
	}
	if got, want := tl.Pair("B", "A"), (tally.Record{Games: 2, Losses: 1, Draws: 1}); got != want {
		t.Errorf("B vs A %+v, want %+v", got, want)
	}
	if got := tl.Pair("A", "Z"); got != (tally.Record{}) {
		t.Errorf("A vs Z %+v, want nothing", got)
	}
}

// TestPentanomial: the games of a pair (Game.Pair) count once both are
// in, by the first engine's points; games of other engines, of three
// seats, unplaced or unpaired, do not count.
func TestPentanomial(t *testing.T) {
	tl := tally.New()
	if _, ok := tl.Pentanomial("A", "B"); ok {
		t.Error("pairs before any game")
	}
	for _, g := range []struct {
		game tally.Game
		pair int
	}{
		{two("A", "B", 1, "r"), 1}, {two("B", "A", -1, "r"), 1}, // WW
		{two("A", "B", 1, "r"), 2}, {two("B", "A", 0, "r"), 2}, // WD
		{two("B", "A", 1, "r"), 3}, {two("A", "B", 1, "r"), 3}, // LW
		{two("A", "B", 0, "r"), 4}, {two("B", "A", 0, "r"), 4}, // DD
		{two("A", "B", -1, "r"), 5}, {two("B", "A", 1, "r"), 5}, // LL
		{two("A", "B", 1, "r"), 6}, // its second game not played yet
		{two("A", "C", 1, "r"), 7}, {two("C", "A", 1, "r"), 7},
		{two("A", "B", 1, "r"), 0}, // not in a pair
		{tally.Game{Players: []string{"A", "B"}, Pair: 8}, 8},
		{tally.Game{Players: []string{"A", "B", "C"}, Places: [][]int{{0}, {1}, {2}}}, 9},
	} {
		g.game.Pair = g.pair
		tl.Add(g.game)
	}
	got, ok := tl.Pentanomial("A", "B")
	if want := [5]int{1, 0, 2, 1, 1}; !ok || got != want {
		t.Errorf("A against B: %v %v, want %v", got, ok, want)
	}
	got, ok = tl.Pentanomial("B", "A")
	if want := [5]int{1, 1, 2, 0, 1}; !ok || got != want {
		t.Errorf("B against A: %v %v, want %v", got, ok, want)
	}
	got, ok = tl.Pentanomial("C", "A")
	if want := [5]int{0, 0, 1, 0, 0}; !ok || got != want {
		t.Errorf("C against A: %v %v, want %v", got, ok, want)
	}
	if tl.SPRT() != nil {
		t.Error("an SPRT result without a test set")
	}
	if err := tl.SetSPRT(tally.SPRT{Elo0: 0, Elo1: 5, Alpha: 0.05, Beta: 0.05}, "A", "B"); err != nil {
		t.Fatal(err)
	}
	r := tl.SPRT()
	llr, _, _, _ := tally.SPRT{Elo0: 0, Elo1: 5, Alpha: 0.05, Beta: 0.05}.TestPentanomial([5]int{1, 0, 2, 1, 1})
	if r.Pentanomial == nil || r.Pairs != 5 || r.LLR != llr {
		t.Errorf("SPRT on pairs: %+v, want 5 pairs, LLR %v", r, llr)
	}
}

func TestEndings(t *testing.T) {
	tl := tally.New()
	for _, r := range []string{"yinsh/three-rings", "time-forfeit", "yinsh/three-rings", "", "illegal-move", "time-forfeit", "yinsh/three-rings"} {
		tl.Add(two("A", "B", 1, r))
	}
	want := []tally.EndingRow{{"yinsh/three-rings", 3}, {"time-forfeit", 2}, {"illegal-move", 1}, {"unknown", 1}}
	if got := tl.Endings(); !slices.Equal(got, want) {
		t.Errorf("got %v, want %v", got, want)
	}
}

// match returns a tally of n games between the engines, the results
// cycling through pattern (1, -1, 0 from the first engine's side), the
// colours alternating, the reasons cycling through reasons.
func match(a, b string, pattern []int, reasons []string, n int) []tally.Game {
	var games []tally.Game
	for i := range n {
		r, reason := pattern[i%len(pattern)], reasons[i%len(reasons)]
		if i%2 == 0 {
			games = append(games, two(a, b, r, reason))
		} else {
			games = append(games, two(b, a, -r, reason))
		}
	}
	return games
}

// tables are the matches the golden files show.
func tables() map[string]*tally.Tally {
	out := map[string]*tally.Tally{}
	add := func(name string, games ...[]tally.Game) *tally.Tally {
		tl := tally.New()
		for _, gs := range games {
			for _, g := range gs {
				tl.Add(g)
			}
		}
		out[name] = tl
		return tl
	}
	add("empty")
	twoEngines := add("two-engines", match("arbiter-3", "arbiter-1", []int{1, 1, 0, -1, 1, 1, 0, 1}, []string{"yinsh/three-rings", "yinsh/three-rings", "yinsh/supply", "time-forfeit"}, 100))
	if err := twoEngines.SetSPRT(tally.SPRT{Elo0: 0, Elo1: 50, Alpha: 0.05, Beta: 0.05}, "arbiter-3", "arbiter-1"); err != nil {
		panic(err)
	}
	add("round-robin",
		match("strong", "medium", []int{1, 0, 1, -1}, []string{"jungle/den"}, 20),
		match("strong", "weak", []int{1}, []string{"jungle/den", "jungle/no-pieces"}, 20),
		match("medium", "weak", []int{1, 1, 0, 1, -1}, []string{"jungle/den", "illegal-move"}, 20),
		[]tally.Game{two("weak", "Ōtani 김민지", 1, "engine-crash")})
	var paired []tally.Game
	for i, r := range match("new", "old", []int{1, 0, 0, -1, 1, 1, 0, 1, -1, -1}, []string{"jungle/den"}, 41) {
		r.Pair = i/2 + 1 // games 2k and 2k+1 share an opening; the last waits for its second
		paired = append(paired, r)
	}
	pairs := add("paired", paired)
	if err := pairs.SetSPRT(tally.SPRT{Elo0: -10, Elo1: 10, Alpha: 0.1, Beta: 0.1}, "new", "old"); err != nil {
		panic(err)
	}
	add("all-won", match("A", "B", []int{1}, []string{"yinsh/three-rings"}, 6))
	add("ingenious", []tally.Game{
		{Players: []string{"red", "green", "blue"}, Places: [][]int{{0}, {1}, {2}}, Reason: "ingenious/board-full"},
		{Players: []string{"green", "blue", "red"}, Places: [][]int{{2}, {0, 1}}, Reason: "ingenious/board-full"},
		{Players: []string{"blue", "red", "green"}, Places: [][]int{{0}, {2}, {1}}, Reason: "ingenious/all-top"},
	})
	return out
}

func TestWriteTable(t *testing.T) {
	for name, tl := range tables() {
		var b bytes.Buffer
		if err := tl.WriteTable(&b); err != nil {
			t.Fatal(err)
		}
		golden.Check(t, "testdata/"+name+".txt", b.Bytes())
	}
}

// TestJSON: the JSON of the tables, as golden files, each valid under the
// schema match.json.
func TestJSON(t *testing.T) {
	for _, name := range []string{"empty", "two-engines", "paired", "all-won", "ingenious"} {
		b, err := json.MarshalIndent(tables()[name].JSON(), "", "  ")
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if err := schemas.Validate("match", b); err != nil {
			t.Errorf("%s: %v", name, err)
		}
		golden.Check(t, "testdata/"+name+".json", append(b, '\n'))
	}
}

// failingWriter refuses every write.
type failingWriter struct{}

func (failingWriter) Write([]byte) (int, error) { return 0, fmt.Errorf("disk full") }

func TestWriteTableError(t *testing.T) {
	if err := tables()["two-engines"].WriteTable(failingWriter{}); err == nil || err.Error() != "disk full" {
		t.Errorf("error %v, want disk full", err)
	}
}

// TestScore: the score of a progress line, for no game, two engines (the
// first to appear first, draws as halves) and more (the leader).
func TestScore(t *testing.T) {
	twelve := tally.New()
	for _, g := range match("A", "B", []int{1, 0, -1, 1}, []string{"r"}, 12) {
		twelve.Add(g)
	}
	one := tally.New()
	one.Add(two("A", "B", 0, "r"))
	for _, tc := range []struct {
		tally *tally.Tally
		want  string
	}{
		{tally.New(), ""},
		{twelve, "A 7.5-4.5 B"},
		{one, "A 0.5-0.5 B"},
		{tables()["round-robin"], "leader strong 32.5/40"},
	} {
		if got := tc.tally.Score(); got != tc.want {
			t.Errorf("got %q, want %q", got, tc.want)
		}
	}
}

// FuzzAdd: any players and places count without a panic, every result
// once on each side, and the table and summary can be written.
func FuzzAdd(f *testing.F) {
	f.Add(uint8(2), []byte{0, 1}, false)
	f.Add(uint8(4), []byte{0, 2, 255, 1, 3}, true)
	f.Add(uint8(3), []byte{9, 0, 255, 0, 1, 2}, false)
	f.Fuzz(func(t *testing.T, seats uint8, places []byte, teams bool) {
		names := []string{"A", "B", "C", "A", "D"}
		g := tally.Game{Players: names[:int(seats)%len(names)], Teams: teams}
		group := []int{}
		for _, b := range places {
			if b == 255 {
				g.Places = append(g.Places, group)
				group = []int{}
				continue
			}
			group = append(group, int(b)-1)
		}
		g.Places = append(g.Places, group)
		g.Pair = len(places) % 3
		tl := tally.New()
		tl.Add(g)
		tl.Add(g) // the second game of its pair, when it has one
		wins, losses := 0, 0
		for _, e := range tl.Engines() {
			wins += e.Record.Wins
			losses += e.Record.Losses
		}
		if wins != losses {
			t.Fatalf("%+v: %d wins, %d losses", g, wins, losses)
		}
		if err := tl.WriteTable(&bytes.Buffer{}); err != nil {
			t.Fatal(err)
		}
		if len(g.Players) > 1 {
			if err := tl.SetSPRT(tally.SPRT{Elo0: 0, Elo1: 5, Alpha: 0.05, Beta: 0.05}, g.Players[0], g.Players[1]); err != nil {
				t.Fatal(err)
			}
		}
		if _, err := json.Marshal(tl.JSON()); err != nil {
			t.Fatal(err)
		}
	})
}
