package archive_test

import (
	"bytes"
	"errors"
	"fmt"
	"math/rand"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/arbiter-games/arbiter/engines"
	"github.com/arbiter-games/arbiter/notation"
	_ "github.com/arbiter-games/arbiter/notation/all"
	"github.com/arbiter-games/arbiter/notation/text"
	"github.com/arbiter-games/arbiter/referee"
	"github.com/arbiter-games/arbiter/referee/archive"
)

// gameArchive is a generated archive of one game: random games, some of
// them twice (with another Event), some with a player named.
type gameArchive struct {
	game    string
	text    string
	records []*notation.Record // as generated, in file order
}

// makeArchive writes n random games of a game, every fifth one a second
// time, players named from a small list.
func makeArchive(t *testing.T, game string, n, maxTurns int) gameArchive {
	t.Helper()
	g, err := notation.LookupGame(game)
	if err != nil {
		t.Fatal(err)
	}
	players := []string{"Kim Minji", "박준", "Olena", "Lee Seo-yeon"}
	a := gameArchive{game: game}
	var b bytes.Buffer
	for i := 0; i < n; i++ {
		rec, err := notation.Generate(g, int64(i), engines.Setup{Tags: map[string]string{}}, maxTurns)
		if err != nil {
			t.Fatal(err)
		}
		rec.SetTag(seatTag(game), players[i%len(players)])
		copies := 1
		if i%5 == 0 {
			copies = 2
		}
		for c := 0; c < copies; c++ {
			if c == 1 {
				cp := *rec
				cp.Tags = slices.Clone(rec.Tags)
				rec = &cp
				rec.SetTag("Event", fmt.Sprintf("copy of game %d", i))
			}
			if b.Len() > 0 {
				b.WriteString("\n")
			}
			if err := text.Write(&b, rec); err != nil {
				t.Fatal(err)
			}
			a.records = append(a.records, rec)
		}
	}
	a.text = b.String()
	return a
}

func seatTag(game string) string {
	if game == "Ingenious" {
		return "Seat1"
	}
	return "White"
}

// selected runs a filter over an archive and returns the numbers (from 1)
// of the records kept. It runs it twice, as select does (the records the
// filter cannot want are not refereed, Selector.Wanted) and with every
// record refereed, and fails unless both keep the same records.
func selected(t *testing.T, a gameArchive, f archive.Filter) []int {
	t.Helper()
	var runs [2][]int
	for i, prefilter := range []bool{true, false} {
		sel := archive.NewSelector(f)
		opts := referee.Options{}
		if prefilter {
			opts.Wanted = sel.Wanted
		}
		src := text.NewReader(strings.NewReader(a.text), "archive."+strings.ToLower(a.game))
		err := referee.Run(src, opts, 2, func(res referee.Result) error {
			if res.Report == nil && !res.Unwanted {
				t.Fatalf("a generated record cannot be read: %v", res.ReadErr)
			}
			if sel.Keep(res) {
				runs[i] = append(runs[i], res.Report.Record.Number)
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	if !slices.Equal(runs[0], runs[1]) {
		t.Fatalf("%+v keeps %v with records turned down before the referee, %v without", f, runs[0], runs[1])
	}
	return runs[0]
}

// naiveLine replays a record's main line from scratch, turn texts through
// the game's own parser, and returns the position strings: the start and
// after every turn.
func naiveLine(t *testing.T, game string, rec *notation.Record) []string {
	t.Helper()
	g, _ := notation.LookupGame(game)
	setup := engines.Setup{Tags: map[string]string{}}
	for _, tag := range rec.Tags {
		setup.Tags[tag.Name] = tag.Value
	}
	setup.Variant, _ = rec.Tag("Variant")
	setup.Rules, _ = rec.Tag("Rules")
	setup.Position, _ = rec.Tag("Position")
	pos, err := g.New(setup)
	if err != nil {
		t.Fatal(err)
	}
	out := []string{pos.String()}
	for _, turn := range rec.Moves.Turns {
		m, err := g.ParseMove(turn.Move)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := pos.Play(m); err != nil {
			t.Fatal(err)
		}
		out = append(out, pos.String())
	}
	return out
}

// boardOf is what --reaches compares: Jungle without its two counters.
func boardOf(game, pos string) string {
	if game == "Jungle" {
		f := strings.Fields(pos)
		return f[0] + " " + f[1]
	}
	return pos
}

// TestReachesAndDedupe checks --reaches and --dedupe against a naive scan
// of generated archives of every game.
func TestReachesAndDedupe(t *testing.T) {
	for _, game := range []string{"YINSH", "Jungle", "Ingenious"} {
		t.Run(game, func(t *testing.T) {
			a := makeArchive(t, game, 60, 80)
			lines := make([][]string, len(a.records))
			for i, rec := range a.records {
				lines[i] = naiveLine(t, game, rec)
			}
			rng := rand.New(rand.NewSource(1))
			for k := 0; k < 8; k++ {
				line := lines[rng.Intn(len(lines))]
				target := line[rng.Intn(len(line))]
				var want []int
				for i, l := range lines {
					for _, p := range l {
						if boardOf(game, p) == boardOf(game, target) {
							want = append(want, i+1)
							break
						}
					}
				}
				reaches, err := archive.ParsePosition(target, nil)
				if err != nil {
					t.Fatal(err)
				}
				if got := selected(t, a, archive.Filter{Reaches: reaches}); fmt.Sprint(got) != fmt.Sprint(want) {
					t.Errorf("--reaches %q: kept %v, want %v", target, got, want)
				}
			}
			seen := map[string]bool{}
			var want []int
			for i, rec := range a.records {
				var moves []string
				for _, turn := range rec.Moves.Turns {
					moves = append(moves, turn.Move)
				}
				key := strings.Join(append([]string{lines[i][0]}, moves...), " ")
				if !seen[key] {
					seen[key] = true
					want = append(want, i+1)
				}
			}
			got := selected(t, a, archive.Filter{Dedupe: true})
			if fmt.Sprint(got) != fmt.Sprint(want) || len(got) != 60 {
				t.Errorf("--dedupe: kept %d %v, want %d %v", len(got), got, len(want), want)
			}
		})
	}
}

// TestFilters checks the other filters, alone and combined, against naive
// predicates over a generated archive.
func TestFilters(t *testing.T) {
	a := makeArchive(t, "Jungle", 50, 60)
	naive := func(keep func(rec *notation.Record) bool) []int {
		var out []int
		for i, rec := range a.records {
			if keep(rec) {
				out = append(out, i+1)
			}
		}
		return out
	}
	tag := func(rec *notation.Record, name string) string { v, _ := rec.Tag(name); return v }
	for _, tc := range []struct {
		name string
		f    archive.Filter
		keep func(*notation.Record) bool
	}{
		{"player", archive.Filter{Player: "박준"}, func(r *notation.Record) bool { return tag(r, "White") == "박준" }},
		{"player any case", archive.Filter{Player: "kim minji"}, func(r *notation.Record) bool { return tag(r, "White") == "Kim Minji" }},
		{"result", archive.Filter{Result: "1-0"}, func(r *notation.Record) bool { return r.Result == "1-0" }},
		{"tag equals", archive.Filter{Tags: []archive.TagTest{{Name: "Event", Value: "copy of game 5"}}}, func(r *notation.Record) bool { return tag(r, "Event") == "copy of game 5" }},
		{"tag regexp", archive.Filter{Tags: []archive.TagTest{{Name: "Event", Regexp: regexp.MustCompile(`^copy of game [0-9]$`)}}}, func(r *notation.Record) bool {
			e := tag(r, "Event")
			return strings.HasPrefix(e, "copy of game ") && len(e) == len("copy of game 5")
		}},
		{"tag missing", archive.Filter{Tags: []archive.TagTest{{Name: "Annotator", Regexp: regexp.MustCompile(``)}}}, func(*notation.Record) bool { return false }},
		{"tags combined", archive.Filter{Tags: []archive.TagTest{{Name: "Event", Regexp: regexp.MustCompile(`^copy`)}, {Name: "White", Value: "Olena"}}}, func(r *notation.Record) bool {
			return strings.HasPrefix(tag(r, "Event"), "copy") && tag(r, "White") == "Olena"
		}},
		{"turns", archive.Filter{Turns: &archive.Range{Min: 20, Max: 40, HasMax: true}}, func(r *notation.Record) bool { return len(r.Moves.Turns) >= 20 && len(r.Moves.Turns) <= 40 }},
		{"turns open", archive.Filter{Turns: &archive.Range{Min: 50}}, func(r *notation.Record) bool { return len(r.Moves.Turns) >= 50 }},
		{"turns none", archive.Filter{Turns: &archive.Range{HasMax: true}}, func(r *notation.Record) bool { return len(r.Moves.Turns) == 0 }},
		{"combined", archive.Filter{Player: "Olena", Turns: &archive.Range{Max: 30, HasMax: true}, Game: "jungle"}, func(r *notation.Record) bool {
			return tag(r, "White") == "Olena" && len(r.Moves.Turns) <= 30
		}},
		{"other game", archive.Filter{Game: "YINSH"}, func(*notation.Record) bool { return false }},
		{"valid", archive.Filter{Verdict: archive.Valid}, func(*notation.Record) bool { return true }},
		{"invalid", archive.Filter{Verdict: archive.Invalid}, func(*notation.Record) bool { return false }},
	} {
		want := naive(tc.keep)
		if got := selected(t, a, tc.f); fmt.Sprint(got) != fmt.Sprint(want) {
			t.Errorf("%s: kept %v, want %v", tc.name, got, want)
		}
	}
}

// TestRange: a range holds the numbers from Min on, up to Max where it
// has one; a nil one holds every number.
func TestRange(t *testing.T) {
	for _, tc := range []struct {
		r    *archive.Range
		n    int
		want bool
	}{
		{nil, 0, true},
		{nil, 500, true},
		{&archive.Range{Min: 40}, 39, false},
		{&archive.Range{Min: 40}, 40, true},
		{&archive.Range{Min: 40}, 1000, true},
		{&archive.Range{Max: 80, HasMax: true}, 80, true},
		{&archive.Range{Max: 80, HasMax: true}, 81, false},
		{&archive.Range{HasMax: true}, 0, true},
		{&archive.Range{HasMax: true}, 1, false},
		{&archive.Range{Min: 40, Max: 80, HasMax: true}, 60, true},
	} {
		if got := tc.r.Holds(tc.n); got != tc.want {
			t.Errorf("%+v holds %d: %v, want %v", tc.r, tc.n, got, tc.want)
		}
	}
}

// TestParsePosition: a position is read against the games given, else
// every game, and one none of them can set up says why for each.
func TestParsePosition(t *testing.T) {
	jungle, err := notation.LookupGame("Jungle")
	if err != nil {
		t.Fatal(err)
	}
	yinsh, err := notation.LookupGame("YINSH")
	if err != nil {
		t.Fatal(err)
	}
	const jungleStart = "l5t/1d3c1/2p1w1e/7/7/7/E1W1P2/1C3D1/T5L w 0 1"
	for _, tc := range []struct {
		text  string
		games []notation.Game
		want  string // in the error; "" for none
	}{
		{jungleStart, nil, ""},
		{jungleStart, []notation.Game{yinsh, jungle}, ""},
		{jungleStart, []notation.Game{yinsh}, `"` + jungleStart + `" is not a position (YINSH: `},
		{"an unreadable position", []notation.Game{yinsh, jungle}, "(YINSH: "},
		{"an unreadable position", nil, "; Jungle: "},
	} {
		p, err := archive.ParsePosition(tc.text, tc.games)
		var perr *archive.PositionError
		switch {
		case tc.want == "" && (err != nil || p.String() != tc.text):
			t.Errorf("%q in %d games: %v, %q", tc.text, len(tc.games), err, p)
		case tc.want != "" && (!errors.As(err, &perr) || perr.Text != tc.text || !strings.Contains(err.Error(), tc.want)):
			t.Errorf("%q in %d games: error %v, want a *PositionError with %q", tc.text, len(tc.games), err, tc.want)
		}
	}
}
