package standings

import (
	"slices"
	"strings"
	"testing"
)

// game is a two-player game of an event: "1-0" white (a) won, "0-1"
// black (b) won, "1/2" a draw.
func game(event, round, a, b, result string) Game {
	g := Game{Game: "G", Event: event, Round: round, Players: []string{a, b}, Seats: []string{"White", "Black"}}
	switch result {
	case "1-0":
		g.Places = [][]int{{0}, {1}}
	case "0-1":
		g.Places = [][]int{{1}, {0}}
	default:
		g.Places = [][]int{{0, 1}}
	}
	return g
}

// tableOf reports the table of games.
func tableOf(opts Options, games ...Game) Report {
	t := NewTable(opts)
	for _, g := range games {
		t.Read()
		t.Add(g)
	}
	return t.Report()
}

// TestTiebreaksByHand: each tie-break of a small round robin, against the
// values worked out by hand (docs/standings.md shows the working).
//
//	A–B 1-0, A–C ½, D–A 1-0, B–C 1-0, B–D 1-0, C–D 1-0
//	points: A 1.5, B 2, C 1.5, D 1
//	sb:  A 2 + ½·1.5 = 2.75, B 1.5 + 1 = 2.5, C ½·1.5 + 1 = 1.75, D 1.5
//	buchholz: A 2+1.5+1 = 4.5, B 1.5+1.5+1 = 4, C 1.5+2+1 = 4.5, D 1.5+2+1.5 = 5
//	cut 1: A 3.5, B 3, C 3.5, D 3.5; wins: A 1, B 2, C 1, D 1
//	h2h: A and C are tied on points and drew: ½ each, still tied; then
//	wins tie them, and sb puts A first.
func TestTiebreaksByHand(t *testing.T) {
	games := []Game{game("E", "1", "A", "B", "1-0"), game("E", "1", "A", "C", "1/2"), game("E", "2", "D", "A", "1-0"),
		game("E", "2", "B", "C", "1-0"), game("E", "3", "B", "D", "1-0"), game("E", "3", "C", "D", "1-0")}
	want := map[string]struct {
		points float64
		tb     map[Tiebreak]float64
	}{
		"A": {1.5, map[Tiebreak]float64{SonnebornBerger: 2.75, Buchholz: 4.5, BuchholzCut1: 3.5, Wins: 1, DirectEncounter: 0.5}},
		"B": {2, map[Tiebreak]float64{SonnebornBerger: 2.5, Buchholz: 4, BuchholzCut1: 3, Wins: 2, DirectEncounter: 0}},
		"C": {1.5, map[Tiebreak]float64{SonnebornBerger: 1.75, Buchholz: 4.5, BuchholzCut1: 3.5, Wins: 1, DirectEncounter: 0.5}},
		"D": {1, map[Tiebreak]float64{SonnebornBerger: 1.5, Buchholz: 5, BuchholzCut1: 3.5, Wins: 1, DirectEncounter: 0}},
	}
	ev := tableOf(Options{ByEvent: true}, games...).Events[0]
	if ev.Kind != "round robin" {
		t.Errorf("kind %q, want round robin", ev.Kind)
	}
	var names []string
	for _, s := range ev.Standings {
		names = append(names, s.Name)
		w := want[s.Name]
		if s.Points != w.points {
			t.Errorf("%s: points %v, want %v", s.Name, s.Points, w.points)
		}
		for tb, v := range w.tb {
			if s.Tiebreaks[tb] != v {
				t.Errorf("%s: %s %v, want %v", s.Name, tb, s.Tiebreaks[tb], v)
			}
		}
	}
	if !slices.Equal(names, []string{"B", "A", "C", "D"}) {
		t.Errorf("order %v, want B A C D", names)
	}
}

// TestTiebreakOrder: the tie-breaks asked for, in their order, decide;
// players still tied share a rank; the direct encounter counts only
// among tied players who all met.
func TestTiebreakOrder(t *testing.T) {
	rr := []Game{game("E", "1", "A", "B", "1-0"), game("E", "1", "A", "C", "1/2"), game("E", "2", "D", "A", "1-0"),
		game("E", "2", "B", "C", "1-0"), game("E", "3", "B", "D", "1-0"), game("E", "3", "C", "D", "1-0")}
	// P beats Q and S, loses to R; Q beats R; S beats Q and R: P and S
	// tie on 2 and P beat S; Q and R tie on 1 and Q beat R.
	h2h := []Game{game("F", "1", "P", "Q", "1-0"), game("F", "1", "R", "P", "1-0"), game("F", "2", "Q", "R", "1-0"),
		game("F", "2", "P", "S", "1-0"), game("F", "3", "S", "Q", "1-0"), game("F", "3", "S", "R", "1-0")}
	// A Swiss of two rounds: W and X tie on 1.5 and never met.
	swiss := []Game{game("S", "1", "W", "Y", "1-0"), game("S", "1", "X", "Z", "1/2"),
		game("S", "2", "Z", "W", "1/2"), game("S", "2", "X", "Y", "1-0")}
	for _, tc := range []struct {
		name   string
		games  []Game
		tbs    string
		order  []string
		ranks  []int
		h2h    []float64
		points Points
	}{
		{"cut 1 alone leaves A and C tied", rr, "buchholz-cut1", []string{"B", "A", "C", "D"}, []int{1, 2, 2, 4}, nil, Points{}},
		{"buchholz puts C first", rr, "buchholz", []string{"B", "A", "C", "D"}, []int{1, 2, 2, 4}, nil, Points{}},
		{"no tie-breaks", rr, "none", []string{"B", "A", "C", "D"}, []int{1, 2, 2, 4}, nil, Points{}},
		{"direct encounter", h2h, "h2h", []string{"P", "S", "Q", "R"}, []int{1, 2, 3, 4}, []float64{1, 0, 1, 0}, Points{}},
		{"direct encounter at 3-1-0", h2h, "h2h", []string{"P", "S", "Q", "R"}, []int{1, 2, 3, 4}, []float64{3, 0, 3, 0}, Points{Win: 3, Draw: 1}},
		{"direct encounter of players who never met", swiss, "h2h", []string{"W", "X", "Z", "Y"}, []int{1, 1, 3, 4}, []float64{0, 0, 0, 0}, Points{}},
		{"sb and wins tie W and X too", swiss, "sb,wins", []string{"W", "X", "Z", "Y"}, []int{1, 1, 3, 4}, nil, Points{}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tbs, err := ParseTiebreaks(tc.tbs)
			if err != nil {
				t.Fatal(err)
			}
			ev := tableOf(Options{ByEvent: true, Tiebreaks: tbs, Points: tc.points}, tc.games...).Events[0]
			var names []string
			var ranks []int
			var h2h []float64
			for _, s := range ev.Standings {
				names, ranks, h2h = append(names, s.Name), append(ranks, s.Rank), append(h2h, s.Tiebreaks[DirectEncounter])
			}
			if !slices.Equal(names, tc.order) || !slices.Equal(ranks, tc.ranks) {
				t.Errorf("order %v ranks %v, want %v %v", names, ranks, tc.order, tc.ranks)
			}
			if tc.h2h != nil && !slices.Equal(h2h, tc.h2h) {
				t.Errorf("h2h %v, want %v", h2h, tc.h2h)
			}
		})
	}
}

// TestParseTiebreaks: names, order, and the errors.
func TestParseTiebreaks(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want []Tiebreak
		bad  bool
	}{
		{"sb,wins", []Tiebreak{SonnebornBerger, Wins}, false},
		{" H2H , buchholz-cut1", []Tiebreak{DirectEncounter, BuchholzCut1}, false},
		{"none", []Tiebreak{}, false},
		{"sb,sb", nil, true},
		{"koya", nil, true},
		{"", nil, true},
	} {
		got, err := ParseTiebreaks(tc.in)
		if (err != nil) != tc.bad || !slices.Equal(got, tc.want) {
			t.Errorf("ParseTiebreaks(%q) = %v, %v", tc.in, got, err)
		}
	}
}

// TestEncounters: a game of more seats counts as the results between
// every two seats, partners apart; places tied are draws.
func TestEncounters(t *testing.T) {
	three := Game{Game: "G", Event: "E", Players: []string{"A", "B", "C"}, Places: [][]int{{1}, {0, 2}}}
	teams := Game{Game: "G", Event: "E", Players: []string{"A", "B", "C", "D"}, Places: [][]int{{0, 2}, {1, 3}}, Teams: [][]int{{0, 2}, {1, 3}}}
	r := tableOf(Options{}, three, teams)
	got := map[string][3]int{}
	for _, s := range r.Events[0].Standings {
		got[s.Name] = [3]int{s.Wins, s.Draws, s.Losses}
	}
	want := map[string][3]int{"A": {2, 1, 1}, "B": {2, 0, 2}, "C": {2, 1, 1}, "D": {0, 0, 2}}
	for name, w := range want {
		if got[name] != w {
			t.Errorf("%s: won, drawn, lost %v, want %v", name, got[name], w)
		}
	}
}

// TestKinds: a round robin, an event of rounds, and one of neither.
func TestKinds(t *testing.T) {
	swiss := tableOf(Options{ByEvent: true}, game("S", "1", "W", "Y", "1-0"), game("S", "1", "X", "Z", "1/2"),
		game("S", "2", "Z", "W", "1/2"), game("S", "2", "X", "Y", "1-0")).Events[0]
	if swiss.Kind != "rounds" || !slices.Equal(swiss.Rounds, []string{"1", "2"}) {
		t.Fatalf("kind %q rounds %v", swiss.Kind, swiss.Rounds)
	}
	w := swiss.Standings[0]
	if w.Name != "W" || w.Rounds[0].Opponent != 4 || w.Rounds[0].Seat != 0 || w.Rounds[1].Seat != 1 || w.Rounds[1].Score != 0.5 {
		t.Errorf("W's rounds: %+v %+v", *w.Rounds[0], *w.Rounds[1])
	}
	pairs := tableOf(Options{ByEvent: true}, game("P", "", "A", "B", "1-0"), game("P", "", "B", "C", "1-0")).Events[0]
	if pairs.Kind != "pairs" {
		t.Errorf("kind %q, want pairs", pairs.Kind)
	}
	if got := slices.SortedFunc(slices.Values([]string{"10", "2", "final", "1"}), compareRounds); !slices.Equal(got, []string{"1", "2", "10", "final"}) {
		t.Errorf("rounds in order %v", got)
	}
}

// TestReadAliases: spellings join, compared without spaces and case; the
// errors name their line.
func TestReadAliases(t *testing.T) {
	a, err := ReadAliases(strings.NewReader("# club\n\n김민지 = 김 민지, Kim Minji\n박준=박 준\n"), "a.txt")
	if err != nil {
		t.Fatal(err)
	}
	for spelling, want := range map[string]string{"김 민지": "김민지", "KIM  MINJI": "김민지", "박  준": "박준", "이서연": "이서연", " Lee  Seo-yeon ": "Lee Seo-yeon"} {
		if got := a.Name(spelling); got != want {
			t.Errorf("%q is %q, want %q", spelling, got, want)
		}
	}
	for text, want := range map[string]string{
		"a = b\nno sign\n":   `a.txt:2: an alias line is NAME = SPELLING, SPELLING…, not "no sign"`,
		" = b\n":             `a.txt:1: an alias line is NAME = SPELLING`,
		"a = x y\nb = X Y\n": `a.txt:2: "X Y" is already a spelling of "a"`,
	} {
		if _, err := ReadAliases(strings.NewReader(text), "a.txt"); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: %v, want %q", text, err, want)
		}
	}
}

// TestPlacePoints: with points by place, a game that ranks its seats gives
// each player its place's points, tied seats sharing theirs; a game that
// does not still counts its encounters.
func TestPlacePoints(t *testing.T) {
	three := Game{Game: "G", Event: "E", Players: []string{"A", "B", "C"}, Places: [][]int{{1}, {0, 2}}, Ranking: true}
	two := Game{Game: "G", Event: "E", Players: []string{"A", "C"}, Places: [][]int{{0}, {1}}, Ranking: true}
	plain := game("E", "", "A", "B", "1/2")
	r := tableOf(Options{PlacePoints: []float64{3, 1, 0}}, three, two, plain)
	want := map[string]float64{"A": 0.5 + 3 + 0.5, "B": 3 + 0.5, "C": 0.5 + 1}
	for _, s := range r.Events[0].Standings {
		if s.Points != want[s.Name] {
			t.Errorf("%s: %v points, want %v", s.Name, s.Points, want[s.Name])
		}
	}
}

// TestCSVFormulas: a name a spreadsheet would run as a formula is written
// as text.
func TestCSVFormulas(t *testing.T) {
	var b strings.Builder
	if err := tableOf(Options{}, game("E", "", "=1+1", "@x", "1-0")).WriteCSV(&b); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(b.String(), ",'=1+1,") || !strings.Contains(b.String(), ",'@x,") {
		t.Errorf("%s", b.String())
	}
}
