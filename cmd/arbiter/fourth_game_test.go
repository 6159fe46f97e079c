package main

import (
	"bufio"
	"bytes"
	"errors"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/arbiter-games/arbiter/internal/race"
	"github.com/arbiter-games/arbiter/notation"
)

// The fourth game's test: Race (internal/race), a game none of the
// generic packages knows, registered as a program registers its own game,
// goes through every command. Race is registered only in a process of its
// own, the test binary started again as the arbiter command, so that the
// other tests see Arbiter's three games.

// raceEnv, set in the environment of the test binary, makes it the arbiter
// command with Race registered beside the three games.
const raceEnv = "ARBITER_TEST_AS_ARBITER_WITH_RACE"

// asArbiter registers Race and gives the command line when the test
// binary was started as the arbiter command.
func asArbiter() ([]string, bool) {
	if os.Getenv(raceEnv) != "1" {
		return nil, false
	}
	notation.Register(race.Game{})
	return os.Args[1:], true
}

// raceArbiter runs the test binary as the arbiter command with Race
// registered, in dir, and returns its exit status, standard output and
// standard error.
func raceArbiter(t *testing.T, dir, stdin string, args ...string) (int, string, string) {
	t.Helper()
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(self, args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), raceEnv+"=1")
	cmd.Stdin = strings.NewReader(stdin)
	var out, errOut bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errOut
	err = cmd.Run()
	if exit := (*exec.ExitError)(nil); errors.As(err, &exit) {
		return exit.ExitCode(), out.String(), errOut.String()
	}
	if err != nil {
		t.Fatalf("arbiter %s: %v", strings.Join(args, " "), err)
	}
	return 0, out.String(), errOut.String()
}

// raceGood holds two good Race records in canonical text; raceBad a
// record whose last turn passes the goal, one with a turn that cannot be
// read and one whose start the game refuses.
const (
	raceGood = `[Game "Race"]
[Event "Club night"]
[White "Ann"]
[Black "Bob"]
[Result "1-0"]

1. a1 a2 2. a1 a2 3. a1 a2 4. a1 1-0

[Game "Race"]
[White "Cat"]
[Black "Dan"]
[Result "0-1"]

1. a2 a2 2. a2 a2 3. a1 a1 0-1
`
	raceBad = `[Game "Race"]
[Result "*"]

1. a2 a2 2. a2 a2 3. a1 a2 *

[Game "Race"]
[Result "*"]

1. a1 a3 *

[Game "Race"]
[Position "12 1"]
[Result "*"]

1... a1 *
`
)

// raceCase is one command line with what it must give: its exit status
// and what its standard output and error must hold.
type raceCase struct {
	args     []string
	code     int
	out, err []string
	stdin    string
}

// TestFourthGame runs every command on Race.
func TestFourthGame(t *testing.T) {
	t.Parallel()
	dir := raceDir(t)
	for _, c := range []raceCase{
		{args: []string{"games"}, out: []string{"Race (2 players)", "goal=N (default 10)"}},
		{args: []string{"--help"}, out: []string{"records of Ingenious, Jungle, Race and YINSH"}},
		{args: []string{"annotate", "--help"}, out: []string{"default 5 for Jungle and YINSH, 4 for Race)"}},
		{args: []string{"validate", "good.race"}, out: []string{"2 records, 13 turns: 2 ok"}},
		{args: []string{"validate", "bad.race"}, code: 1, err: []string{
			"bad.race:4:25: error: record 1, turn 3... (a2): the count would pass 10",
			"bad.race:9:8: error: record 2, turn 1... (a3): cannot read this turn: a1 or a2 expected",
			"bad.race:12:1: error: record 3: a Race position is the count (0 to 10) and the seat to move (0 or 1), not \"12 1\"",
		}},
		{args: []string{"validate", "--format", "json", "bad.race"}, code: 1, out: []string{`"race/past-goal"`, `"setup/position"`}},
		{args: []string{"convert", "--to", "sgf", "good.race"}, code: 1, err: []string{"error: record 1:", "this record is Race"}},
		{args: []string{"convert", "--to", "jfen", "good.race"}, code: 1, err: []string{"error: record 1:", "this record is Race"}},
		{args: []string{"convert", "--to", "json", "--positions", "good.race"}, out: []string{`"move": {`, `"add": 2`, `"count": 10`}},
		{args: []string{"select", "--game", "Race", "good.race"}, out: []string{"Ann", "Cat"}, err: []string{"kept 2 of 2 records"}},
		{args: []string{"select", "--reaches", "6 0", "good.race"}, out: []string{"Ann"}, err: []string{"kept 1 of 2 records"}},
		{args: []string{"select", "--player", "dan", "--result", "0-1", "good.race"}, out: []string{"Cat"}, err: []string{"kept 1 of 2 records"}},
		{args: []string{"stats", "good.race"}, out: []string{"Race: 2 records, 13 turns", "race/goal"}},
		{args: []string{"standings", "--by", "all", "good.race"}, out: []string{"Race: all games (pairs, 4 players)", "1  Ann", "unrated: Dan (1 game, score 1): only wins"}},
		{args: []string{"standings", "bad.race"}, code: 1, err: []string{"bad.race:1:1: note: record 1: left out of the table: it has errors"}},
		{args: []string{"openings", "--depth", "2", "good.race"}, out: []string{"Race: 2 records", "1. a1: 1 game", "e.g. good.race:1"}},
		{args: []string{"openings", "--format", "json", "good.race"}, out: []string{`"game": "Race"`, `"move": "a2"`}},
		{args: []string{"convert", "--to", "rows", "good.race"}, out: []string{`{"record":"good.race:1","game":"Race","turn":1,"position":"0 0"`, `"symmetry":"identity"`}},
		{args: []string{"convert", "--to", "rows", "--symmetries", "good.race"}, code: 1, err: []string{"error: record 1:", "the board of Race has no symmetries"}},
		{args: []string{"show", "good.race"}, out: []string{"10 1", "seat 1: Ann"}},
		{args: []string{"show", "--format", "svg", "--record", "2", "good.race"}, out: []string{"<svg", `aria-label="10 0"`}},
		{args: []string{"show", "--format", "json", "--turn", "3", "good.race"}, out: []string{`"position": "7 1"`, `"count": 7`}},
		{args: []string{"annotate", "good.race"}, out: []string{"{[%arbiter] [%eval #3]} 3. a1", "3. a1 $4\n{[%arbiter $4] [%eval #-1] allows a1, a win at once"}},
		{args: []string{"annotate", "--format", "json", "good.race"}, out: []string{`"depth": 4`, `"eval": "#2"`}},
		{args: []string{"generate", "--game", "race", "--count", "2"}, out: []string{`[Game "Race"]`, `[Event "Random game, seed 2"]`}},
		{args: []string{"perft", "--game", "race", "--rules", "goal=4", "--depth", "3"}, out: []string{"4\n"}},
	} {
		t.Run(strings.Join(c.args, " "), func(t *testing.T) {
			code, out, errOut := raceArbiter(t, dir, c.stdin, c.args...)
			if code != c.code {
				t.Errorf("exit %d, want %d\n%s", code, c.code, errOut)
			}
			holdsAll(t, "standard output", out, c.out)
			holdsAll(t, "standard error", errOut, c.err)
		})
	}
}

// holdsAll fails unless text holds each of want.
func holdsAll(t *testing.T, what, text string, want []string) {
	t.Helper()
	for _, w := range want {
		if !strings.Contains(text, w) {
			t.Errorf("%s lacks %q:\n%s", what, w, text)
		}
	}
}

// raceDir is a folder holding good.race and bad.race.
func raceDir(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	for name, text := range map[string]string{"good.race": raceGood, "bad.race": raceBad} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// TestFourthGameRoundTrip converts Race's records to each format that can
// hold them and back to text: they come back unchanged.
func TestFourthGameRoundTrip(t *testing.T) {
	t.Parallel()
	dir := raceDir(t)
	for _, format := range []string{"text", "json", "ndjson"} {
		t.Run(format, func(t *testing.T) {
			file := "good." + format
			if format == "text" {
				file = "good.txt"
			}
			if code, _, errOut := raceArbiter(t, dir, "", "convert", "--to", format, "good.race", "-o", file); code != 0 {
				t.Fatalf("convert --to %s: exit %d\n%s", format, code, errOut)
			}
			code, out, errOut := raceArbiter(t, dir, "", "convert", "--from", format, "--to", "text", file)
			if code != 0 || out != raceGood {
				t.Errorf("back from %s: exit %d\n%s\n%s", format, code, out, errOut)
			}
		})
	}
}

// TestFourthGameHTML writes the page of Race's records, drawn by
// diagram.Plain.
func TestFourthGameHTML(t *testing.T) {
	t.Parallel()
	dir := raceDir(t)
	if code, _, errOut := raceArbiter(t, dir, "", "html", "good.race", "-o", "page.html"); code != 0 {
		t.Fatalf("html: exit %d\n%s", code, errOut)
	}
	page, err := os.ReadFile(filepath.Join(dir, "page.html"))
	if err != nil {
		t.Fatal(err)
	}
	holdsAll(t, "the page", string(page), []string{"<svg", "Ann", "Dan", "a1", "10 1"})
	// The archive's openings are embedded; the page's WebAssembly, which
	// does not know Race, gives no key, so no explorer is shown.
	if code, _, errOut := raceArbiter(t, dir, "", "html", "good.race", "--openings", "good.race", "-o", "explored.html"); code != 0 {
		t.Fatalf("html --openings: exit %d\n%s", code, errOut)
	}
	page, err = os.ReadFile(filepath.Join(dir, "explored.html"))
	if err != nil {
		t.Fatal(err)
	}
	holdsAll(t, "the page", string(page), []string{`"openings":{"depth":8,"min":1,"games":{"Race":{`})
}

// TestFourthGameMatch plays a match of Race between two engines, each the
// test binary as `arbiter engine --game Race`, and validates its games.
func TestFourthGameMatch(t *testing.T) {
	t.Parallel()
	dir := raceDir(t)
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	engine := func(name, level string) string {
		return "name=" + name + " cmd=" + self + " arg=engine arg=--game arg=Race arg=--level arg=" + level
	}
	code, out, errOut := raceArbiter(t, dir, "", "match", "--game", "Race", "--games", "4", "--depth", "3",
		"--engine", engine("searcher", "2"), "--engine", engine("random", "0"), "-o", "match.race")
	if code != 0 {
		t.Fatalf("match: exit %d\n%s\n%s", code, out, errOut)
	}
	holdsAll(t, "the table", out, []string{"4 games", "searcher", "random", "race/goal"})
	code, out, errOut = raceArbiter(t, dir, "", "validate", "match.race")
	if code != 0 || !strings.Contains(out, "4 records") {
		t.Errorf("validate of the match's games: exit %d\n%s\n%s", code, out, errOut)
	}
}

// TestFourthGameEngine talks to `arbiter engine` in the engine protocol
// about Race, named by --game or by the referee, and waits for each
// bestmove before it quits: from a count of 6 the mover wins in three
// turns by a1, which the exact search proves.
func TestFourthGameEngine(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		args  []string
		setup string
	}{
		{[]string{"engine", "--game", "Race"}, "position startpos moves a2 a2 a2\n"},
		{[]string{"engine", "--level", "3"}, "setoption name Game value race\nposition fen 6 0\n"},
	} {
		t.Run(strings.Join(tc.args, " "), func(t *testing.T) {
			said := raceEngine(t, tc.args, "uci\nisready\n"+tc.setup+"go depth 3\n")
			holdsAll(t, "the engine", said, []string{"uciok\n", "readyok\n", "info depth 3 score win 3", "bestmove a1\n"})
		})
	}
}

// raceEngine starts the test binary as `arbiter` args with Race
// registered, sends it commands, reads what it says up to its bestmove,
// then sends quit and gives all it said.
func raceEngine(t *testing.T, args []string, commands string) string {
	t.Helper()
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(self, args...)
	cmd.Env = append(os.Environ(), raceEnv+"=1")
	in, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	io.WriteString(in, commands)
	var said strings.Builder
	lines := bufio.NewScanner(out)
	for lines.Scan() {
		said.WriteString(lines.Text() + "\n")
		if strings.HasPrefix(lines.Text(), "bestmove") {
			break
		}
	}
	io.WriteString(in, "quit\n")
	in.Close()
	if err := cmd.Wait(); err != nil {
		t.Errorf("arbiter %s: %v\n%s", strings.Join(args, " "), err, said.String())
	}
	return said.String()
}
