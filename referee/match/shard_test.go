package match

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/arbiter-games/arbiter/engines"
	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/notation/formats"
	"github.com/arbiter-games/arbiter/notation/text"
	"github.com/arbiter-games/arbiter/referee/match/tally"
)

func TestParseShard(t *testing.T) {
	for _, c := range []struct {
		in   string
		want Shard
		err  string
	}{
		{"1/4", Shard{1, 4}, ""},
		{"4/4", Shard{4, 4}, ""},
		{"1/1", Shard{1, 1}, ""},
		{"0/4", Shard{}, "numbered 1 to 4"},
		{"5/4", Shard{}, "numbered 1 to 4"},
		{"1/0", Shard{}, "1 part or more"},
		{"2", Shard{}, "I/N"},
		{"a/b", Shard{}, "I/N"},
		{"", Shard{}, "I/N"},
	} {
		got, err := ParseShard(c.in)
		var serr *SyntaxError
		switch {
		case c.err == "" && (err != nil || got != c.want || got.String() != c.in):
			t.Errorf("ParseShard(%q) = %v (%q), %v; want %v", c.in, got, got.String(), err, c.want)
		case c.err != "" && (!errors.As(err, &serr) || !strings.Contains(err.Error(), c.err)):
			t.Errorf("ParseShard(%q): %v, want a *SyntaxError saying %q", c.in, err, c.err)
		}
	}
}

// TestShardsKeepPairs: the parts of a schedule are disjoint and cover it,
// both games of a pair in one part, the units dealt in turn.
func TestShardsKeepPairs(t *testing.T) {
	three := []Spec{{Name: "a"}, {Name: "b"}, {Name: "c"}}
	m := Match{Engines: three, Games: 3}
	// Pairs 1 2 3 1 2 3, then three games of no pair.
	if got, want := (Shard{1, 2}).partOf(m.Schedule()), []int{1, 2, 1, 1, 2, 1, 2, 1, 2}; !slices.Equal(got, want) {
		t.Errorf("parts %v, want %v", got, want)
	}
	seen := map[int]int{}
	for i := 1; i <= 4; i++ {
		m.Shard = Shard{i, 4}
		for _, p := range m.Part() {
			seen[p.Round]++
		}
	}
	for _, p := range m.Schedule() {
		if seen[p.Round] != 1 {
			t.Errorf("round %d is in %d parts of 4", p.Round, seen[p.Round])
		}
	}
}

// shardMatches are matches whose records do not depend on the order their
// games are played in: engines that play the first legal turn, or lose
// at once (a fault restarts them), on a fake clock.
func shardMatches(t *testing.T) map[string]func() *Match {
	jungleSettings := jungle(t)
	jungleSettings.MaxTurns = 40
	jungleSettings.Date = "2026.12.05"
	var file strings.Builder
	for seed := int64(1); seed <= 3; seed++ {
		rec, err := notation.Generate(jungleSettings.Game, seed, engines.Setup{}, 10)
		if err != nil {
			t.Fatal(err)
		}
		text.Write(&file, rec)
		file.WriteString("\n")
	}
	path := filepath.Join(t.TempDir(), "openings.jungle")
	if err := os.WriteFile(path, []byte(file.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	ops, err := LoadOpenings(path, jungleSettings, 4)
	if err != nil {
		t.Fatal(err)
	}
	ing, err := notation.LookupGame("Ingenious")
	if err != nil {
		t.Fatal(err)
	}
	return map[string]func() *Match{
		"jungle": func() *Match {
			return &Match{Settings: jungleSettings, Games: 5, Openings: ops, Engines: []Spec{
				engineSpec("a"), engineSpec("b"), engineSpec("c", "-mode", "illegal", "-at", "1")}}
		},
		"ingenious": func() *Match {
			s := Settings{Game: ing, Clock: TimeControl{MoveTime: time.Second}, Timeout: 5 * time.Second, Seed: 11, Date: "2026.12.05"}
			return &Match{Settings: s, Games: 5, Engines: []Spec{engineSpec("a"), engineSpec("b")}}
		},
	}
}

// playInto plays a match (its part) into a records file, resumed, on a
// fake clock, one game at a time.
func playInto(t *testing.T, m *Match, out string) {
	t.Helper()
	m.Time = newFakeClock()
	recs, _, err := m.OpenRecords(out, formats.ByFile(out), true)
	if err != nil {
		t.Fatal(err)
	}
	defer recs.Close()
	if err := m.Run(context.Background(), func(r Result) (bool, error) { return false, recs.Append(r) }); err != nil {
		t.Fatal(err)
	}
}

// recordsByRound reads every record of files, as text, by round.
func recordsByRound(t *testing.T, paths ...string) map[string]string {
	t.Helper()
	out := map[string]string{}
	for _, p := range paths {
		for _, rec := range checkFile(t, p, -1) {
			round, _ := rec.Tag("Round")
			if _, twice := out[round]; twice {
				t.Errorf("round %s is played twice", round)
			}
			out[round] = text.String(rec)
		}
	}
	return out
}

// table is the table of games counted as the match counts them, with an
// SPRT of the first engine against the second.
func table(t *testing.T, m *Match, games []Result) string {
	t.Helper()
	tl := tally.New()
	test, err := tally.ParseSPRT("elo0=0 elo1=10 alpha=0.05 beta=0.05")
	if err != nil {
		t.Fatal(err)
	}
	tl.SetSPRT(test, m.Engines[0].Name, m.Engines[1].Name)
	m.Count(tl, games)
	var b strings.Builder
	if err := tl.WriteTable(&b); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

// TestShardsPlayTheWholeMatch: the N parts of a match, each played into a
// file of its own, hold together exactly the records of the whole match
// (the same rounds, pairings, openings, colours and dealt racks, so the
// same games), and ReadParts of the parts gives the whole match's table
// and SPRT; the parts in another order give the same.
func TestShardsPlayTheWholeMatch(t *testing.T) {
	if testing.Short() {
		t.Skip("plays each match twice")
	}
	for name, newMatch := range shardMatches(t) {
		t.Run(name, func(t *testing.T) {
			groups(t)
			dir := t.TempDir()
			whole := newMatch()
			wholeFile := filepath.Join(dir, "whole")
			playInto(t, whole, wholeFile)
			const n = 3
			var parts []string
			for i := 1; i <= n; i++ {
				m := newMatch()
				m.Shard = Shard{i, n}
				parts = append(parts, filepath.Join(dir, "part"+strconv.Itoa(i)))
				playInto(t, m, parts[i-1])
			}
			want, got := recordsByRound(t, wholeFile), recordsByRound(t, parts...)
			if len(want) != len(whole.Schedule()) || len(got) != len(want) {
				t.Fatalf("the whole match holds %d records and its parts %d, of %d games", len(want), len(got), len(whole.Schedule()))
			}
			for round, rec := range want {
				if got[round] != rec {
					t.Errorf("round %s: the part played\n%s\nthe whole match\n%s", round, got[round], rec)
				}
			}
			wholeGames, err := whole.ReadParts([]string{wholeFile}, formats.ByFile)
			if err != nil {
				t.Fatal(err)
			}
			slices.Reverse(parts)
			merged, err := newMatch().ReadParts(parts, formats.ByFile)
			if err != nil {
				t.Fatal(err)
			}
			if merged.Missing != 0 || len(merged.Torn) != 0 {
				t.Errorf("merged: %d missing, torn %v", merged.Missing, merged.Torn)
			}
			if w, g := table(t, whole, wholeGames.Games), table(t, whole, merged.Games); w != g {
				t.Errorf("the parts' table\n%s\nthe whole match's\n%s", g, w)
			}
		})
	}
}

// TestPartResumes: a part resumed plays nothing more once played, and
// refuses the file of another part.
func TestPartResumes(t *testing.T) {
	groups(t)
	newMatch := shardMatches(t)["jungle"]
	dir := t.TempDir()
	m := newMatch()
	m.Shard = Shard{2, 3}
	out := filepath.Join(dir, "part2")
	playInto(t, m, out)
	again := newMatch()
	again.Shard = Shard{2, 3}
	recs, done, err := again.OpenRecords(out, formats.ByFile(out), true)
	if err != nil || len(done) != len(again.Part()) {
		t.Fatalf("resumed with %d games of %d: %v", len(done), len(again.Part()), err)
	}
	recs.Close()
	other := newMatch()
	other.Shard = Shard{1, 3}
	_, _, err = other.OpenRecords(out, formats.ByFile(out), true)
	var ferr *FileError
	if !errors.As(err, &ferr) || !strings.Contains(err.Error(), "is played by part 2/3, and this is part 1/3") {
		t.Errorf("part 1 resumed in part 2's file: %v", err)
	}
}

// TestReadPartsRefuses: parts that overlap, or of another match (another
// clock, event, seed, openings or engines), are refused at the place of
// the record, naming the other file of a round found twice.
func TestReadPartsRefuses(t *testing.T) {
	groups(t)
	matches := shardMatches(t)
	dir := t.TempDir()
	part := func(name string, i int, change func(*Match)) string {
		m := matches[name]()
		m.Shard = Shard{i, 2}
		change(m)
		out := filepath.Join(dir, name+strconv.Itoa(i))
		playInto(t, m, out)
		return out
	}
	same := func(*Match) {}
	jungle1 := part("jungle", 1, same)
	ing1 := part("ingenious", 1, same)
	otherSeed := part("ingenious", 2, func(m *Match) { m.Seed = 12 })
	otherEvent := part("jungle", 2, func(m *Match) { m.Event = "another" })
	for _, c := range []struct {
		name  string
		parts []string
		want  string
	}{
		{"jungle", []string{jungle1, jungle1}, "jungle1:1:1: round 1 is here a second time (first at " + jungle1 + ":1:1): the parts overlap"},
		{"jungle", []string{otherEvent}, `its Event tag is "another", and this match writes "test" in round`},
		{"ingenious", []string{ing1, otherSeed}, "its Rack1 tag is"},
		{"ingenious", []string{jungle1}, "it is a record of Jungle"},
	} {
		_, err := matches[c.name]().ReadParts(c.parts, formats.ByFile)
		var ferr *FileError
		if !errors.As(err, &ferr) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s %v: %v, want a *FileError saying %q", c.name, c.parts, err, c.want)
		}
	}
}
