package archive_test

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/arbiter-games/arbiter/engines"
	"github.com/arbiter-games/arbiter/internal/golden"
	"github.com/arbiter-games/arbiter/notation/text"
	"github.com/arbiter-games/arbiter/referee"
	"github.com/arbiter-games/arbiter/referee/archive"
	"github.com/arbiter-games/arbiter/schemas"
)

// statsOf counts an archive's text.
func statsOf(t *testing.T, archived, file string) archive.Summary {
	t.Helper()
	st := archive.Stats{OpeningTurns: 2}
	src := text.NewReader(strings.NewReader(archived), file)
	err := referee.Run(src, referee.Options{}, 2, func(res referee.Result) error {
		st.Add(res)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return st.Summary()
}

// TestStats checks the counts of generated archives of every game against
// naive counts of the generated records.
func TestStats(t *testing.T) {
	for _, game := range []string{"YINSH", "Jungle", "Ingenious"} {
		a := makeArchive(t, game, 40, 70)
		sum := statsOf(t, a.text, "a."+strings.ToLower(game))
		if sum.Records != len(a.records) || sum.Unreadable != 0 || len(sum.Games) != 1 || len(sum.Errors) != 0 {
			t.Fatalf("%s: %+v", game, sum)
		}
		g := sum.Games[0]
		var lengths []int
		results, turns := map[string]int{}, 0
		for _, rec := range a.records {
			lengths = append(lengths, len(rec.Moves.Turns))
			turns += len(rec.Moves.Turns)
			results[rec.Result]++
		}
		slices.Sort(lengths)
		l := g.Lengths
		if g.Game != game || g.Records != len(a.records) || g.Turns != turns || l.Min != lengths[0] ||
			l.Max != lengths[len(lengths)-1] || l.Median != lengths[(len(lengths)-1)/2] {
			t.Errorf("%s: %+v, want %d records, %d turns, lengths %v", game, g, len(a.records), turns, lengths)
		}
		counted := 0
		for _, c := range g.Results {
			counted += c.Count
		}
		bucketed := 0
		for _, b := range l.Buckets {
			bucketed += b.Count
		}
		if counted != len(a.records) || bucketed != len(a.records) || len(g.Results) > len(results) {
			t.Errorf("%s: results %v (want the classes of %v), buckets %v", game, g.Results, results, l.Buckets)
		}
		b, err := json.Marshal(sum)
		if err != nil || schemas.Validate("stats", b) != nil {
			t.Errorf("%s: the JSON does not fit the schema: %v %v", game, err, schemas.Validate("stats", b))
		}
	}
}

// TestStatsErrors counts errors by their code: the same rule broken at
// other places is one code, a record that cannot be read another; each
// code keeps its first message whole.
func TestStatsErrors(t *testing.T) {
	src := `[Game "Jungle"]

1. Ea3-a4 2. Ra7-a6 3. Ea4-b4 *

[Game "Jungle"]

1. Ga3-a4 *

[Game "Jungle"]

1. Wc3-c4 2. Ra7-a6 3. Wc4-c5 4. Ra6-a5 5. Wc5-b5 *

[Game "Jungle"]

1. Ea3xa4 *

[Game "Jungle"
`
	sum := statsOf(t, src, "e.jungle")
	want := []archive.ErrorCount{
		{Code: "jungle/water", Count: 2, Example: "e.jungle:3:24: error: record 1, turn 3 (Ea4-b4): only the rat may enter water"},
		{Code: "jungle/captures-nothing", Count: 1, Example: "e.jungle:15:4: error: record 4, turn 1 (Ea3xa4): Ea3xa4 captures nothing"},
		{Code: "record/syntax", Count: 1, Example: "e.jungle:18:1: error: record 5: the record ends too early, inside a tag: write it [Name \"value\"]"},
		{Code: "turn/syntax", Count: 1, Example: "e.jungle:7:4: error: record 2, turn 1 (Ga3-a4): cannot read this turn: expected an animal letter (E L T P W D C R) or the square moved from (a1 to g9), found \"Ga3\" (a Jungle move is written Ea3-a4, Lc3xc7 or a3a4)"},
	}
	if !slices.Equal(sum.Errors, want) || sum.Unreadable != 1 {
		t.Errorf("errors\n%+v\nwant\n%+v\nunreadable %d", sum.Errors, want, sum.Unreadable)
	}
}

// TestStatsAhead counts archives as the stats command does, each record
// tallied on its worker (Stats.Ahead) in a run of verdicts, which hands
// the sink no report: the same summary as counting the reports.
func TestStatsAhead(t *testing.T) {
	broken := "[Game \"Jungle\"]\n\n1. Ea3-a4 2. Ra7-a6 3. Ea4-b4 *\n\n[Game \"Jungle\"]\n\n1. Ga3-a4 *\n\n[Game \"Jungle\"\n"
	archives := map[string]string{"e.jungle": broken}
	for _, game := range []string{"YINSH", "Jungle", "Ingenious"} {
		archives["a."+strings.ToLower(game)] = makeArchive(t, game, 40, 70).text
	}
	for name, archived := range archives {
		file := filepath.Join(t.TempDir(), name)
		if err := os.WriteFile(file, []byte(archived), 0o644); err != nil {
			t.Fatal(err)
		}
		for _, jobs := range []int{1, 3} {
			st := archive.Stats{OpeningTurns: 2}
			opts := referee.FileOptions{Options: referee.Options{Verdicts: true}, Jobs: jobs, Ahead: st.Ahead}
			if _, err := referee.Files([]string{file}, opts, func(res referee.Result) error {
				if res.Report != nil {
					t.Fatalf("%s: a run of verdicts handed on a report", name)
				}
				st.Add(res)
				return nil
			}); err != nil {
				t.Fatal(err)
			}
			if got, want := st.Summary(), statsOf(t, archived, file); !reflect.DeepEqual(got, want) {
				t.Errorf("%s, %d jobs: tallied ahead\n%+v\nfrom the reports\n%+v", name, jobs, got, want)
			}
		}
	}
}

// TestStatsText pins the text form on a generated archive.
func TestStatsText(t *testing.T) {
	a := makeArchive(t, "Jungle", 30, 400)
	var b bytes.Buffer
	if err := statsOf(t, a.text, "a.jungle").WriteText(&b); err != nil {
		t.Fatal(err)
	}
	golden.Check(t, "testdata/stats.golden", b.Bytes())
}

// TestStatsRecordsNotSetUp counts records the referee could not set up (a
// game Arbiter does not know, a variant, position or rack it refuses),
// whatever their number of turns: each is a record of its game with its
// error counted by code, and the summary fits its schema. Both once made
// Add panic.
func TestStatsRecordsNotSetUp(t *testing.T) {
	for _, tc := range []struct {
		name, record, game string
		code               engines.Code
		turns              int
	}{
		{"unknown game", "[Game \"Chess\"]\n\n1. e4 2. e5 3. Nf3 *\n", "Chess", "record/unknown-game", 3},
		{"bad variant", "[Game \"YINSH\"]\n[Variant \"Bogus\"]\n\n1. e5 2. f6 *\n", "YINSH", "setup/variant", 2},
		{"bad position", "[Game \"Jungle\"]\n[Position \"nonsense\"]\n\n1. Ea3-a4 2. Ra7-a6 *\n", "Jungle", "setup/position", 2},
		{"no rack", "[Game \"Ingenious\"]\n[Seat1 \"A\"]\n[Seat2 \"B\"]\n[Position \"bogus\"]\n\n1. x 2. y *\n", "Ingenious", "", 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			sum := statsOf(t, tc.record, "a.txt")
			if sum.Records != 1 || len(sum.Games) != 1 || sum.Games[0].Game != tc.game || sum.Games[0].Records != 1 {
				t.Fatalf("%+v", sum)
			}
			if len(sum.Errors) != 1 || tc.code != "" && sum.Errors[0].Code != tc.code {
				t.Errorf("errors %+v, want one of code %s", sum.Errors, tc.code)
			}
			if g := sum.Games[0]; len(g.Openings) != 0 || g.Turns != tc.turns {
				t.Errorf("openings %v (none: no turn was played), turns %d", g.Openings, g.Turns)
			}
			b, err := json.Marshal(sum)
			if err != nil || schemas.Validate("stats", b) != nil {
				t.Errorf("the JSON does not fit the schema: %v %v", err, schemas.Validate("stats", b))
			}
		})
	}
}
