package annotate

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/arbiter-games/arbiter/engines"
	"github.com/arbiter-games/arbiter/internal/searchtest"
	"github.com/arbiter-games/arbiter/notation"
	_ "github.com/arbiter-games/arbiter/notation/all"
	"github.com/arbiter-games/arbiter/notation/jsonform"
	"github.com/arbiter-games/arbiter/notation/text"
	"github.com/arbiter-games/arbiter/referee"
)

// naive is the tests' second, deliberately naive search of each game.
var naive = map[string]searchtest.Naive{
	"YINSH":  {Legal: engines.Position.Legal},
	"Jungle": {Legal: engines.Position.Legal},
}

// generated makes the record of a random game.
func generated(t testing.TB, game string, seed int64, s engines.Setup, maxTurns int) *notation.Record {
	t.Helper()
	g, err := notation.LookupGame(game)
	if err != nil {
		t.Fatal(err)
	}
	rec, err := notation.Generate(g, seed, s, maxTurns)
	if err != nil {
		t.Fatal(err)
	}
	return rec
}

// naiveMarks applies the definitions of the marks at depth 2 with the
// naive search, to the positions of the main line: $4 when the opponent
// can win at once after the turn while another turn avoided it, $2 when
// the mover could have won at once (or within two turns) and did not keep
// a win, and the eval of a win at once after the turn.
func naiveMarks(t *testing.T, n searchtest.Naive, rec *notation.Record) []Verdict {
	t.Helper()
	var out []Verdict
	before := startOf(t, rec)
	rep := referee.Check(rec, referee.Options{Positions: true})
	for _, s := range rep.Main.Turns {
		if !s.Played() {
			break
		}
		after := s.After
		v := Verdict{Turn: s.Number, Move: s.Turn.Move}
		avoidable := slices.ContainsFunc(n.Legal(before), func(m engines.Move) bool { return !n.Wins(n.After(before, m), 1) })
		switch {
		case n.Wins(after, 1) && avoidable:
			v.NAG = 4
		case n.Wins(before, 2) && !n.Loses(after, 1):
			v.NAG = 2
		}
		switch sol := n.Solve(after, 1); {
		case sol.Turns == 0:
		case sol.Verdict == engines.Win && after.Seat() == 0, sol.Verdict == engines.Loss && after.Seat() == 1:
			v.Eval = "#1"
		case sol.Verdict != engines.Open:
			v.Eval = "#-1"
		}
		out = append(out, v)
		before = after
	}
	if rep.Errors() > 0 || rep.Start == nil {
		t.Fatalf("the generated record is refused: %v", rep.Diagnostics)
	}
	return out
}

// shortened is n, or a third of it (at least one) under -short.
func shortened(n int) int {
	if testing.Short() {
		return max(1, n/3)
	}
	return n
}

// startOf sets up a generated record's start position.
func startOf(t *testing.T, rec *notation.Record) engines.Position {
	t.Helper()
	g, err := notation.LookupGame(rec.GameName())
	if err != nil {
		t.Fatal(err)
	}
	s := engines.Setup{Tags: map[string]string{}}
	for _, tag := range rec.Tags {
		s.Tags[tag.Name] = tag.Value
	}
	s.Variant, _ = rec.Tag("Variant")
	s.Rules, _ = rec.Tag("Rules")
	s.Position, _ = rec.Tag("Position")
	p, err := g.New(s)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// TestDepth2AgainstNaive checks on generated games that at depth 2 the
// marks are exactly those the naive search gives: every turn, every NAG
// and every eval.
func TestDepth2AgainstNaive(t *testing.T) {
	marks := map[string]map[int]int{"YINSH": {}, "Jungle": {}}
	for _, tc := range []struct {
		game  string
		setup engines.Setup
		games int
	}{
		{"YINSH", engines.Setup{}, 3},
		{"YINSH", engines.Setup{Variant: "blitz"}, 4},
		{"Jungle", engines.Setup{}, 3},
		{"Jungle", engines.Setup{Position: "1l5/7/r6/7/7/7/6R/7/5L1 w 0 1"}, 8},
		{"Jungle", engines.Setup{Position: "1l5/7/r6/7/7/7/6R/7/5L1 w 0 1", Rules: "repetition=forbid-chaser,no-capture-limit=40"}, 8},
		{"Jungle", engines.Setup{Position: "1l5/7/r6/7/7/7/6R/7/5L1 w 0 1", Variant: "traditional", Rules: "no-move=draw"}, 8},
	} {
		t.Run(fmt.Sprintf("%s/%s/%s/%s", tc.game, tc.setup.Variant, tc.setup.Rules, tc.setup.Position), func(t *testing.T) {
			a := New(Options{Depth: 2, Jobs: 2})
			for seed := range int64(shortened(tc.games)) {
				rec := generated(t, tc.game, seed, tc.setup, 120)
				want := naiveMarks(t, naive[tc.game], rec)
				res, err := a.Record(rec, referee.Options{})
				if err != nil {
					t.Fatal(err)
				}
				if len(res.Verdicts) != len(want) {
					t.Fatalf("seed %d: %d verdicts, want %d", seed, len(res.Verdicts), len(want))
				}
				for i, v := range res.Verdicts {
					if v.NAG != want[i].NAG || v.Eval != want[i].Eval {
						t.Errorf("seed %d turn %d %s: $%d %q, naive $%d %q", seed, v.Turn, v.Move, v.NAG, v.Eval, want[i].NAG, want[i].Eval)
					}
					marks[tc.game][v.NAG]++
				}
			}
		})
	}
	for game, m := range marks {
		if !testing.Short() && (m[2] == 0 || m[4] == 0) {
			t.Errorf("%s: the games gave the marks %v: they prove little", game, m)
		}
		t.Logf("%s: %v", game, m)
	}
}

// annotated reads a record, annotates it and writes it.
func annotated(t *testing.T, a *Annotator, src string) (string, *Result) {
	t.Helper()
	rec, err := text.Parse(src, notation.Pos{})
	if err != nil {
		t.Fatal(err)
	}
	res, err := a.Record(rec, referee.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if text.String(rec) != text.String(mustRead(t, src)) {
		t.Errorf("annotate changed the record it was given")
	}
	return text.String(res.Record), res
}

// TestAnnotatedRecords checks annotated generated games: they are valid
// (every variation legal), annotating again changes nothing, Clear gives
// the record back, and the text goes through JSON and back unchanged.
func TestAnnotatedRecords(t *testing.T) {
	a := New(Options{Depth: 3, Jobs: 2})
	for _, tc := range []struct {
		game  string
		setup engines.Setup
	}{
		{"YINSH", engines.Setup{Variant: "blitz"}},
		{"Jungle", engines.Setup{Position: "1l5/7/r6/7/7/7/6R/7/5L1 w 0 1"}},
	} {
		for seed := range int64(shortened(4)) {
			rec := generated(t, tc.game, seed, tc.setup, 120)
			rec.Moves.Turns[0].After = []notation.Comment{{Text: "the user's comment"}}
			rec.Moves.Turns[1].NAGs = []int{4}
			plain := text.String(rec)
			once, res := annotated(t, a, plain)
			if !strings.Contains(once, "[%arbiter") {
				t.Errorf("%s seed %d: nothing was annotated", tc.game, seed)
			}
			twice, _ := annotated(t, a, once)
			if twice != once {
				t.Errorf("%s seed %d: annotating twice differs:\n%s\n---\n%s", tc.game, seed, once, twice)
			}
			again, err := text.Parse(once, notation.Pos{})
			if err != nil {
				t.Fatal(err)
			}
			if rep := referee.Check(again, referee.Options{}); len(rep.Diagnostics) > 0 {
				t.Errorf("%s seed %d: the annotated record is refused: %v", tc.game, seed, rep.Diagnostics)
			}
			j, err := jsonform.ToJSON(notation.Entry{Record: again}, jsonform.Detail{})
			if err != nil {
				t.Fatal(err)
			}
			if back := text.String(jsonform.FromJSON(j, "")); back != once {
				t.Errorf("%s seed %d: text → JSON → text differs", tc.game, seed)
			}
			if cleared := text.String(Clear(again)); cleared != plain {
				t.Errorf("%s seed %d: Clear does not give the record back:\n%s\n---\n%s", tc.game, seed, cleared, plain)
			}
			if res.Depth != 3 {
				t.Errorf("%s: searched to depth %d, not 3", tc.game, res.Depth)
			}
		}
	}
}

// TestDeeperWins annotates Jungle records whose first turn misses a win
// in three or five turns (built by hand, as in engines/jungle's
// TestForcedWins): a Black lion at d7 or d6 walks to White's den at d9,
// and White's rat at a9 can neither stop it nor reach Black's den first.
func TestDeeperWins(t *testing.T) {
	for _, tc := range []struct {
		fen, played, want string
		depth             int
	}{
		{"r6/7/3L3/7/7/7/7/7/7", "Ld7-c7", "1. Ld7-c7 $2 {[%arbiter $2] misses Ld7-d8, a forced win in 3 turns: " +
			"Black's lion entered the den} (1. Ld7-d8 {[%arbiter] a forced win in 3 turns} 2. Ra9-a8 3. Ld8-d9)", 3},
		{"r6/7/7/3L3/7/7/7/7/7", "Ld6-d5", "1. Ld6-d5 $2 {[%arbiter $2] misses Ld6-d7, a forced win in 5 turns: " +
			"Black's lion entered the den} (1. Ld6-d7 {[%arbiter] a forced win in 5 turns} 2. Ra9-a8 3. Ld7-d8 4. Ra8-a7 5. Ld8-d9)", 5},
	} {
		text := fmt.Sprintf("[Game \"Jungle\"]\n[Position \"%s w 0 1\"]\n\n1. %s 2. Ra9-b9 *\n", tc.fen, tc.played)
		out, res := annotated(t, New(Options{Depth: tc.depth}), text)
		if !strings.Contains(strings.Join(strings.Fields(out), " "), tc.want) {
			t.Errorf("depth %d: annotated\n%s\nwant it to hold\n%s", tc.depth, out, tc.want)
		}
		if v := res.Verdicts[0]; v.NAG != 2 || len(v.Line) != tc.depth {
			t.Errorf("depth %d: verdict %+v", tc.depth, v)
		}
		out, _ = annotated(t, New(Options{Depth: tc.depth - 1}), text)
		if strings.Contains(out, "$2") {
			t.Errorf("depth %d finds the win in %d:\n%s", tc.depth-1, tc.depth, out)
		}
	}
}

// TestIllegalTurn annotates a record up to its illegal turn, whose error
// the report holds as validate gives it.
func TestIllegalTurn(t *testing.T) {
	text := "[Game \"Jungle\"]\n[Position \"r6/7/3L3/7/7/7/7/7/7 w 0 1\"]\n\n1. Ld7-c7 2. Ra9-a7 3. Lc7-d7 *\n"
	out, res := annotated(t, New(Options{}), text)
	if res.Depth != 5 {
		t.Errorf("Jungle's default depth is %d, want 5", res.Depth)
	}
	if len(res.Verdicts) != 1 || res.Verdicts[0].NAG != 2 {
		t.Errorf("verdicts %+v, want $2 on the first turn only", res.Verdicts)
	}
	if d := res.Report.Diagnostics; len(d) != 1 || d[0].Turn != 2 {
		t.Errorf("diagnostics %v, want one on turn 2", d)
	}
	if !strings.Contains(strings.Join(strings.Fields(out), " "), "2. Ra9-a7 3. Lc7-d7 *") {
		t.Errorf("the turns from the illegal one on changed:\n%s", out)
	}
}

// TestNumbersInVariations numbers a variation chess style only in a game
// that has chess numbers and a record that uses them; a wrong number in a
// YINSH record changes nothing.
func TestNumbersInVariations(t *testing.T) {
	for _, tc := range []struct{ text, want string }{
		{"[Game \"Jungle\"]\n[Position \"r6/7/3L3/7/7/7/7/7/7 w 0 1\"]\n\n1. Ld7-c7 *\n", "(1. Ld7-d8 {[%arbiter] a forced win in 3 turns} 2. Ra9-a8 3. Ld8-d9)"},
		{"[Game \"Jungle\"]\n[Position \"r6/7/3L3/7/7/7/7/7/7 w 0 1\"]\n\n1. Ld7-c7 Ra9-b9 2. Lc7-b7 *\n",
			"(1. Ld7-d8 {[%arbiter] a forced win in 3 turns} Ra9-a8 2. Ld8-d9)"},
		{"[Game \"YINSH\"]\n[Variant \"blitz\"]\n[Position \"4/7/8/9/1MMMRR4/9/10/9/8/2RRRr1/rrrr w 0 0\"]\n\n1. e5-f5 *\n",
			"(1. e5-f6 {[%arbiter] a forced win in 3 turns} 2. j10-j11 3. e6-e7;xe2-e6xe7)"},
		{"[Game \"YINSH\"]\n[Variant \"blitz\"]\n[Position \"4/7/8/9/1MMMRR4/9/10/9/8/2RRRr1/rrrr w 0 0\"]\n\n2. e5-f5 *\n",
			"(1. e5-f6 {[%arbiter] a forced win in 3 turns} 2. j10-j11 3. e6-e7;xe2-e6xe7)"},
	} {
		out, _ := annotated(t, New(Options{}), tc.text)
		if !strings.Contains(strings.Join(strings.Fields(out), " "), tc.want) {
			t.Errorf("annotated\n%s\nwant it to hold %s", out, tc.want)
		}
	}
}

// mustRead reads a record.
func mustRead(t *testing.T, src string) *notation.Record {
	t.Helper()
	rec, err := text.Parse(src, notation.Pos{})
	if err != nil {
		t.Fatal(err)
	}
	return rec
}

// TestKeepApart: where Clear takes away the comment that stood between a
// turn ending in a joiner and the next turn, the next turn gets its number
// (in the record's style), so that the two do not read as one.
func TestKeepApart(t *testing.T) {
	for _, tt := range []struct{ src, want string }{
		{"[Game \"Jungle\"]\n\na3a+ {[%arbiter 0]} A00000 *\n", "a3a+ 2. A00000 *"},
		{"[Game \"Jungle\"]\n\n1. Ea3-a4 a3a+ {[%arbiter 0]} A00000 *\n", "a3a+ 2. A00000 *"},
		{"[Game \"Jungle\"]\n\n1. Ea3-a4 2. Ra7-a6 3. a3a+ {[%arbiter 0]} A00000 *\n", "a3a+ 4. A00000 *"},
		{"[Game \"Jungle\"]\n\na3a+ {mine} A00000 *\n", "a3a+ {mine} A00000 *"},
		{"A+ {[%arbiter ]} A *\n", "A+ 2. A *"},
	} {
		rec, err := text.Parse(tt.src, notation.Pos{})
		if err != nil {
			t.Fatal(err)
		}
		res, err := New(Options{Depth: 1, Jobs: 1}).Record(rec, referee.Options{})
		if err != nil {
			t.Fatal(err)
		}
		got := text.String(res.Record)
		if !strings.Contains(got, tt.want) {
			t.Errorf("%q annotated:\n%s\nwant it to hold %q", tt.src, got, tt.want)
		}
		if _, err := text.Parse(got, notation.Pos{}); err != nil {
			t.Errorf("%q annotated does not read: %v\n%s", tt.src, err, got)
		}
	}
}
