package main

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/arbiter-games/arbiter/notation/text"
	"github.com/arbiter-games/arbiter/referee/match"
)

// testEngine builds the test engine of referee/match once.
var testEngine = sync.OnceValues(func() (string, error) {
	dir, err := processDir()
	if err != nil {
		return "", err
	}
	path := filepath.Join(dir, "testengine")
	out, err := exec.Command("go", "build", "-o", path, "../../referee/match/internal/testengine").CombinedOutput()
	if err != nil {
		return "", &exec.Error{Name: string(out), Err: err}
	}
	return path, nil
})

func engineFlag(t *testing.T, words string) string {
	t.Helper()
	path, err := testEngine()
	if err != nil {
		t.Fatal(err)
	}
	return words + " cmd=" + path
}

// TestMatchRefusesBeforeWork: flags that cannot be read are refused (exit
// 2) before an engine starts and before -o is touched.
func TestMatchRefusesBeforeWork(t *testing.T) {
	t.Parallel()
	out := filepath.Join(t.TempDir(), "out.jungle")
	good := engineFlag(t, "name=a")
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"--engine", good, "--engine", good}, "needs --game"},
		{[]string{"--game", "jungle", "--engine", good}, "two engines or more"},
		{[]string{"--game", "jungle", "--engine", good, "--engine", good}, `two engines are named "a"`},
		{[]string{"--game", "ingenious", "--players", "5", "--engine", good, "--engine", engineFlag(t, "name=b")}, "played by 2 to 4, not 5"},
		{[]string{"--game", "jungle", "--players", "3", "--engine", good, "--engine", engineFlag(t, "name=b")}, "played by 2 to 2, not 3"},
		{[]string{"--game", "ingenious", "--openings", "../../examples/ingenious/club-night.ingenious", "--engine", good, "--engine", engineFlag(t, "name=b")}, "--openings is for games without hidden hands; Ingenious deals its hands"},
		{[]string{"--game", "chess", "--engine", good, "--engine", "name=b cmd=x"}, `unknown game "chess"`},
		{[]string{"--game", "jungle", "--engine", good, "--engine", "name=b cmd=/no/such/engine"}, "engine b: there is no program /no/such/engine"},
		{[]string{"--game", "jungle", "--engine", good, "--engine", "name=b cmd=no-such-engine-here"}, "engine b: no program no-such-engine-here on the PATH"},
		{[]string{"--game", "jungle", "--engine", good, "--engine", "name=b cmd=/"}, "engine b: / is a directory, not a program"},
		{[]string{"--game", "jungle", "--engine", good, "--engine", "name=b cmd='x"}, "single quote is not closed"},
		{[]string{"--game", "jungle", "--engine", good, "--engine", "name=b arg=1"}, "cmd=PATH is missing"},
		{[]string{"--game", "jungle", "--engine", good, "--engine", engineFlag(t, "name=b"), "--tc", "40/"}, "--tc"},
		{[]string{"--game", "jungle", "--engine", good, "--engine", engineFlag(t, "name=b"), "--tc", "60", "--movetime", "5"}, "one of --tc, --movetime and --depth"},
		{[]string{"--game", "jungle", "--engine", good, "--engine", engineFlag(t, "name=b"), "--resign", "turns=3"}, "give both"},
		{[]string{"--game", "jungle", "--engine", good, "--engine", engineFlag(t, "name=b"), "--sprt", "elo0=5"}, "--sprt"},
		{[]string{"--game", "jungle", "--engine", good, "--engine", engineFlag(t, "name=b"), "--resume"}, "give -o"},
		{[]string{"--game", "jungle", "--engine", good, "--engine", engineFlag(t, "name=b"), "--margin", "-1"}, "--margin must be 0 or more, not -1"},
		{[]string{"--game", "jungle", "--engine", good, "--engine", engineFlag(t, "name=b"), "--timeout", "0"}, "--timeout must be 1 or more"},
		{[]string{"--game", "jungle", "--engine", good, "--engine", engineFlag(t, "name=b"), "--games", "0"}, "--games must be 1 or more"},
		{[]string{"--game", "jungle", "--engine", good, "--engine", engineFlag(t, "name=b"), "--format", "xml"}, "--format must be text or json"},
		{[]string{"--game", "jungle", "--engine", good, "--engine", engineFlag(t, "name=b"), "--log-dir", "/no/such/dir"}, "--log-dir /no/such/dir is not a directory"},
		{[]string{"--game", "jungle", "--engine", good, "--engine", engineFlag(t, "name=b"), "--tournament", "swiss"}, "round-robin or gauntlet"},
		{[]string{"--game", "jungle", "--engine", good, "--engine", engineFlag(t, "name=b"), "-o", "x.json"}, "text or ndjson"},
		{[]string{"--game", "jungle", "--engine", good, "--engine", engineFlag(t, "name=b"), "--openings", "no-such.jungle"}, "--openings: no-such.jungle: error: cannot open: no such file or directory"},
		{[]string{"--game", "jungle", "--engine", good, "--engine", engineFlag(t, "name=b"), "--shard", "5/4"}, "--shard \"5/4\": the parts of 4 are numbered 1 to 4"},
		{[]string{"--game", "jungle", "--engine", good, "--engine", engineFlag(t, "name=b"), "--shard", "1/4", "--sprt", "elo0=0 elo1=5"}, "--sprt decides on the whole match"},
		{[]string{"--game", "jungle", "--engine", good, "--engine", engineFlag(t, "name=b"), "--tally"}, "give their files"},
		{[]string{"--game", "jungle", "--engine", good, "--engine", engineFlag(t, "name=b"), "--tally", "x.jungle"}, "--tally plays nothing"},
		{[]string{"--game", "jungle", "--engine", good, "--engine", engineFlag(t, "name=b"), "x.jungle"}, "takes no arguments"},
	}
	for _, tt := range tests {
		args := append([]string{"match"}, tt.args...)
		if !strings.Contains(strings.Join(tt.args, " "), "-o") && !strings.Contains(tt.want, "-o") {
			args = append(args, "-o", out)
		}
		code, stdout, stderr := arbiter(t, "", args...)
		if code != exitCommand || !strings.Contains(stderr, tt.want) || strings.Contains(stderr, "exec:") {
			t.Errorf("arbiter %s: exit %d, stderr %q; want 2 and %q (stdout %q)", strings.Join(args, " "), code, stderr, tt.want, stdout)
		}
		// A file that cannot be read is no mistake on the command line.
		if unreadable := strings.Contains(stderr, "cannot open"); unreadable == strings.Contains(stderr, "--help") {
			t.Errorf("arbiter %s: the hint to --help goes with mistakes on the command line alone: %q", strings.Join(args, " "), stderr)
		}
	}
	if _, err := os.Stat(out); err == nil {
		t.Errorf("a refused match wrote %s", out)
	}
}

// TestMatchCommand plays a short match with the command: the table, the
// records (valid under validate), the logs, then the same match resumed
// with nothing left to play, and JSON.
func TestMatchCommand(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	out := filepath.Join(dir, "m.jungle")
	args := []string{"match", "--game", "jungle", "--engine", engineFlag(t, "name=first"),
		"--engine", engineFlag(t, "name=bad arg=-mode arg=illegal arg=-at arg=3"),
		"--games", "4", "--movetime", "100", "--maxturns", "20", "--concurrency", "2", "-o", out}
	code, stdout, stderr := arbiter(t, "", args...)
	if code != exitOK || !strings.Contains(stdout, "4 games") || !strings.Contains(stdout, "illegal move") {
		t.Fatalf("exit %d\nstdout:\n%s\nstderr:\n%s", code, stdout, stderr)
	}
	if code, vout, verr := arbiter(t, "", "validate", out); code != exitOK || !strings.Contains(vout+verr, "4 records") {
		t.Errorf("validate: exit %d: %s%s", code, vout, verr)
	}
	for _, log := range []string{out + ".first.log", out + ".bad.log"} {
		if _, err := os.Stat(log); err != nil {
			t.Errorf("no engine log: %v", err)
		}
	}
	data, _ := os.ReadFile(out)
	code, stdout, stderr = arbiter(t, "", append(args, "--resume", "--format", "json")...)
	var sum struct{ Games int }
	if code != exitOK || json.Unmarshal([]byte(stdout), &sum) != nil || sum.Games != 4 {
		t.Fatalf("resume: exit %d, stdout %q, stderr %q", code, stdout, stderr)
	}
	if again, _ := os.ReadFile(out); string(again) != string(data) {
		t.Errorf("a resumed match with no game left changed its records")
	}
	if code, _, stderr := arbiter(t, "", args...); code != exitCommand || !strings.Contains(stderr, "--resume") {
		t.Errorf("a second match on the same -o: exit %d, %q", code, stderr)
	}
	other := slices.Clone(args)
	other[4] = engineFlag(t, "name=other")
	if code, _, stderr := arbiter(t, "", append(other, "--resume")...); code != exitCommand || !strings.Contains(stderr, "is it the same match?") {
		t.Errorf("another match resumed on -o: exit %d, %q", code, stderr)
	}
	if again, _ := os.ReadFile(out); string(again) != string(data) {
		t.Errorf("a refused resume changed the records")
	}
}

// TestMatchIngenious: three engines a game, hidden racks dealt by the
// referee; the records are full records that validate accepts.
func TestMatchIngenious(t *testing.T) {
	t.Parallel()
	out := filepath.Join(t.TempDir(), "m.ingenious")
	code, stdout, stderr := arbiter(t, "", "match", "--game", "ingenious", "--players", "3", "--games", "3", "--movetime", "1000",
		"--engine", engineFlag(t, "name=a"), "--engine", engineFlag(t, "name=b arg=-mode arg=random"), "--engine", engineFlag(t, "name=c arg=-mode arg=random arg=-seed arg=4"), "-o", out)
	if code != exitOK || !strings.Contains(stdout, "3 games") {
		t.Fatalf("exit %d\n%s\n%s", code, stdout, stderr)
	}
	code, vout, verr := arbiter(t, "", "validate", out)
	if code != exitOK || !strings.Contains(vout+verr, "3 records") || strings.Contains(vout+verr, "note") {
		t.Errorf("validate: exit %d: %s%s", code, vout, verr)
	}
}

// TestMatchInterrupted: SIGINT or SIGTERM in the middle of a match stops
// every engine (no process of the test engine is left), keeps the records
// written whole (as many as it says), and exits 130 or 143; --resume then
// plays the rest. The signal comes once the traffic (--debug) shows the
// match's third game begun.
func TestMatchInterrupted(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("builds the command")
	}
	bin := buildArbiter(t)
	engine, err := testEngine()
	if err != nil {
		t.Fatal(err)
	}
	for sig, want := range map[syscall.Signal]int{syscall.SIGINT: 130, syscall.SIGTERM: 143} {
		out := filepath.Join(t.TempDir(), "m.yinsh")
		args := []string{"match", "--game", "yinsh", "--games", "8", "--movetime", "1000", "--maxturns", "30", "--concurrency", "2",
			"--engine", "name=a arg=-delay arg=3ms cmd=" + engine, "--engine", "name=b arg=-mode arg=random arg=-delay arg=3ms cmd=" + engine, "-o", out}
		cmd := exec.Command(bin, append(args, "--debug")...)
		marker := fmt.Sprintf("ARBITER_TEST_INTERRUPTED=%v-%d", sig, os.Getpid()) // the engines inherit it
		cmd.Env = append(os.Environ(), marker)
		stderr, err := cmd.StderrPipe()
		if err != nil {
			t.Fatal(err)
		}
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		var last string
		lines := bufio.NewScanner(stderr)
		for games := 0; games < 3 && lines.Scan(); {
			if lines.Text() == "> a: ucinewgame" {
				games++
			}
		}
		cmd.Process.Signal(sig)
		for lines.Scan() {
			last = lines.Text()
		}
		err = cmd.Wait()
		var eerr *exec.ExitError
		if !errors.As(err, &eerr) || eerr.ExitCode() != want {
			t.Errorf("%v: %v, want exit %d", sig, err, want)
		}
		said := regexp.MustCompile(`^arbiter: match interrupted after (\d+) games; --resume plays the rest$`).FindStringSubmatch(last)
		if said == nil {
			t.Fatalf("%v: stderr ends %q", sig, last)
		}
		// Games are written in order: where the first was still on when
		// the third began (the second ended first), none is written yet.
		code, vout, verr := arbiter(t, "", "validate", out)
		if none := said[1] == "0"; none && !strings.Contains(vout+verr, "no records found") ||
			!none && (code != exitOK || !strings.HasPrefix(vout+verr, said[1]+" records")) {
			t.Errorf("%v: %s games said written; validate: exit %d: %s%s", sig, said[1], code, vout, verr)
		}
		if left := running(engine, marker); len(left) > 0 {
			t.Errorf("%v: engines left running: %v", sig, left)
		}
		code, stdout, stderr2 := arbiter(t, "", append(args[:len(args)-2], "--resume", "-o", out)...)
		if code != exitOK || !strings.Contains(stdout, "8 games") {
			t.Errorf("%v: resume: exit %d: %s%s", sig, code, stdout, stderr2)
		}
		if code, vout, verr := arbiter(t, "", "validate", out); code != exitOK || !strings.Contains(vout+verr, "8 records") {
			t.Errorf("%v: validate: exit %d: %s%s", sig, code, vout, verr)
		}
	}
}

// running lists the processes (from /proc) running the program with the
// marker in their environment: those of one test, when others run the
// same program beside it (a process whose environment cannot be read is
// counted).
func running(program, marker string) []string {
	entries, _ := os.ReadDir("/proc")
	var left []string
	for _, e := range entries {
		cmdline, err := os.ReadFile(filepath.Join("/proc", e.Name(), "cmdline"))
		if err != nil || !strings.HasPrefix(string(cmdline), program+"\x00") {
			continue
		}
		if env, err := os.ReadFile(filepath.Join("/proc", e.Name(), "environ")); err != nil || slices.Contains(strings.Split(string(env), "\x00"), marker) {
			left = append(left, e.Name())
		}
	}
	return left
}

// TestMatchSPRT: the test stops the match once it decides, long before
// --games: every game played is written, and the table says so.
func TestMatchSPRT(t *testing.T) {
	t.Parallel()
	out := filepath.Join(t.TempDir(), "sprt.jungle")
	code, stdout, stderr := arbiter(t, "", "match", "--game", "jungle", "--games", "200", "--movetime", "100",
		"--engine", engineFlag(t, "name=a"), "--engine", engineFlag(t, "name=bad arg=-mode arg=illegal"),
		"--sprt", "elo0=0 elo1=20 alpha=0.05 beta=0.05", "-o", out)
	if code != exitOK || !strings.Contains(stdout, "H1 accepted") || strings.HasPrefix(stdout, "200 games") {
		t.Fatalf("exit %d\n%s\n%s", code, stdout, stderr)
	}
	games := strings.Fields(stdout)[0]
	if code, vout, verr := arbiter(t, "", "validate", out); code != exitOK || !strings.HasPrefix(vout, games+" records") {
		t.Errorf("validate: exit %d, %s%s; want %s records", code, vout, verr, games)
	}
}

// TestMatchOwnEngine: arbiter match plays arbiter engine, at two levels,
// in every game: every game is played to its end, every record valid.
// (The 100- and 200-game figures of docs/match.md are the same commands
// with more games.)
func TestMatchOwnEngine(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("builds the command")
	}
	bin := buildArbiter(t)
	for _, game := range []string{"yinsh", "jungle", "ingenious"} {
		out := filepath.Join(t.TempDir(), "m."+game)
		code, stdout, stderr := arbiter(t, "", "match", "--game", game, "--games", "2", "--depth", "1", "-o", out,
			"--engine", "name=greedy cmd="+bin+" arg=engine arg=--level=1", "--engine", "name=random cmd="+bin+" arg=engine arg=--level=0")
		if code != exitOK || !strings.Contains(stdout, "2 games") || strings.Contains(stdout, "stalled") || strings.Contains(stdout, "abandoned") {
			t.Fatalf("%s: exit %d\n%s%s", game, code, stdout, stderr)
		}
		if code, vout, verr := arbiter(t, "", "validate", out); code != exitOK || !strings.Contains(vout+verr, "2 records") {
			t.Errorf("%s: validate: exit %d: %s%s", game, code, vout, verr)
		}
		data, _ := os.ReadFile(out)
		if n := strings.Count(string(data), `[Termination "normal"]`); n != 2 {
			t.Errorf("%s: %d of 2 games ended by the rules:\n%s", game, n, data)
		}
	}
}

// TestMatchProgress: on a terminal, standard error shows the match's bar
// (the shared one of the commands): the games done of those to play, the
// score so far and the time left, cleared before the table; elsewhere
// nothing.
func TestMatchProgress(t *testing.T) {
	t.Parallel()
	args := []string{"match", "--game", "jungle", "--engine", engineFlag(t, "name=first"),
		"--engine", engineFlag(t, "name=bad arg=-mode arg=illegal arg=-at arg=3"), "--games", "2", "--movetime", "100"}
	for _, terminal := range []bool{true, false} {
		var out, errOut strings.Builder
		code := run(args, &IO{In: strings.NewReader(""), Out: &out, Err: &errOut, ErrTerminal: terminal})
		bar := errOut.String()
		if code != exitOK || !strings.Contains(out.String(), "2 games") {
			t.Fatalf("terminal %v: exit %d\n%s%s", terminal, code, out.String(), bar)
		}
		shown := regexp.MustCompile(`first 1-0 bad +50% \|.*\| \(1/2\) \[\d+s:\d+s\]`).MatchString(bar)
		if terminal && (!shown || !strings.HasSuffix(bar, "\r")) || !terminal && bar != "" {
			t.Errorf("terminal %v: stderr %q", terminal, bar)
		}
	}
}

// frozenClock is a clock that stands still: on it no engine of a test
// runs out of time, however busy the machine is.
type frozenClock struct{}

func (frozenClock) Now() time.Time                     { return time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC) }
func (frozenClock) NewTimer(time.Duration) match.Timer { return frozenTimer{} }

type frozenTimer struct{}

func (frozenTimer) C() <-chan time.Time { return nil }
func (frozenTimer) Reset(time.Duration) {}
func (frozenTimer) Stop()               {}

func init() { matchTime = frozenClock{} }

// shortMatch are the flags of a match of two short games between two
// test engines, written to out.
func shortMatch(t *testing.T, out string) []string {
	return []string{"match", "--game", "jungle", "--engine", engineFlag(t, "name=a"), "--engine", engineFlag(t, "name=b arg=-mode arg=random"),
		"--games", "2", "--movetime", "100", "--maxturns", "6", "-o", out}
}

// TestMatchResumeRefusesWhatIsNotItsOwn: --resume on a file that holds a
// note or a record typed by hand stops (exit 2) at the place of that
// text, says what to do, and leaves the file byte for byte as it was.
func TestMatchResumeRefusesWhatIsNotItsOwn(t *testing.T) {
	t.Parallel()
	tests := []struct{ name, content, want string }{
		{"notes", "my notes about the match\nremember to check\n", ":1:1: this is not a finished record of a match"},
		{"unfinished, without the match's tags", "[Game \"Jungle\"]\n[Round \"1\"]\n\n1. Ta1-b1 2. Ra7-a6\n",
			":1:1: this is not a finished record of a match: it has no Termination tag, nor a record of this match cut short: it names none of the players"},
		{"finished, without Termination", "[Game \"Jungle\"]\n[Round \"1\"]\n[Black \"a\"]\n[White \"b\"]\n\n1. Ta1-b1 1-0\n",
			":1:1: this is not a finished record of a match: it has no Termination tag"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			out := filepath.Join(t.TempDir(), "m.jungle")
			os.WriteFile(out, []byte(tt.content), 0o644)
			code, stdout, stderr := arbiter(t, "", append(shortMatch(t, out), "--resume")...)
			if code != exitCommand || !strings.HasPrefix(stderr, "arbiter: "+out+tt.want) ||
				!strings.Contains(stderr, "--resume goes on only with a file of this match's own records: take that text out of "+out) {
				t.Errorf("exit %d, stderr %q; want 2 and %q", code, stderr, out+tt.want)
			}
			if data, _ := os.ReadFile(out); string(data) != tt.content {
				t.Errorf("the file was changed to %q", data)
			}
			if _, err := os.Stat(out + ".torn"); err == nil || stdout != "" {
				t.Errorf("a torn file was made (%v), or a match played: %q", err, stdout)
			}
		})
	}
}

// TestMatchResumeSavesTheTornRecord: the start of the match's second
// record, as a write cut short leaves it, is saved in OUT.torn and cut off
// OUT, standard error says so, and the match plays that game again.
func TestMatchResumeSavesTheTornRecord(t *testing.T) {
	t.Parallel()
	out := filepath.Join(t.TempDir(), "m.jungle")
	args := shortMatch(t, out)
	if code, stdout, stderr := arbiter(t, "", args...); code != exitOK {
		t.Fatalf("exit %d: %s%s", code, stdout, stderr)
	}
	data, _ := os.ReadFile(out)
	second := strings.Index(string(data[1:]), "\n[Game ") + 2
	torn := string(data[second : second+strings.Index(string(data[second:]), "{")+8])
	os.WriteFile(out, append(data[:second:second], torn...), 0o644)
	code, stdout, stderr := arbiter(t, "", append(args, "--resume")...)
	want := fmt.Sprintf("arbiter: %s:%d:1: the last record, of round 2, was cut short (a write that never finished): its %d bytes are saved in %s.torn and cut off %s\n",
		out, 1+strings.Count(string(data[:second]), "\n"), len(torn), out, out)
	if code != exitOK || stderr != want || !strings.Contains(stdout, "2 games") {
		t.Fatalf("exit %d, stderr %q, want %q\n%s", code, stderr, want, stdout)
	}
	if saved, _ := os.ReadFile(out + ".torn"); string(saved) != torn {
		t.Errorf("saved %q, want %q", saved, torn)
	}
	if code, vout, verr := arbiter(t, "", "validate", out); code != exitOK || !strings.Contains(vout+verr, "2 records") {
		t.Errorf("validate: exit %d: %s%s", code, vout, verr)
	}
}

// TestMatchOnADevice: -o /dev/null takes the records as they come (exit
// 0, no log beside it); --resume there is refused.
func TestMatchOnADevice(t *testing.T) {
	t.Parallel()
	code, stdout, stderr := arbiter(t, "", shortMatch(t, os.DevNull)...)
	if code != exitOK || !strings.Contains(stdout, "2 games") || stderr != "" {
		t.Errorf("exit %d\n%s%s", code, stdout, stderr)
	}
	code, _, stderr = arbiter(t, "", append(shortMatch(t, os.DevNull), "--resume")...)
	if code != exitCommand || !strings.Contains(stderr, "-o /dev/null is not a regular file") {
		t.Errorf("--resume -o /dev/null: exit %d, %q", code, stderr)
	}
}

// TestMatchLogBounded: an engine that prints a MiB on its standard error
// every turn leaves a log of some 128 KiB a game beside -o.
func TestMatchLogBounded(t *testing.T) {
	t.Parallel()
	out := filepath.Join(t.TempDir(), "m.jungle")
	args := append(shortMatch(t, out), "--engine", engineFlag(t, "name=babbler arg=-mode arg=babble"))
	if code, stdout, stderr := arbiter(t, "", args...); code != exitOK {
		t.Fatalf("exit %d\n%s%s", code, stdout, stderr)
	}
	fi, err := os.Stat(out + ".babbler.log")
	// 4 games (2 with each other engine), each at most 128 KiB and a line.
	if err != nil || fi.Size() > 4*(128<<10+100) {
		t.Errorf("the babbler's log: %v, %d bytes", err, fi.Size())
	}
}

// TestMatchShardsAsProcesses plays a match as 4 parts, 4 processes of the
// built command at once (as 4 machines would), and the same match whole:
// the parts together hold exactly the whole match's games (each round
// once, with its players, colours, tags and turns), --tally of the parts
// prints the whole match's table, its SPRT deciding at the same game, and
// a part resumed plays nothing more. Parts given twice, or of another
// match, are refused, naming the place.
func TestMatchShardsAsProcesses(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("builds the command")
	}
	bin := buildArbiter(t)
	dir := t.TempDir()
	// A copy of the test engine of its own, so that TestMatchInterrupted,
	// which looks for the engines left running, never sees one of these.
	engine := filepath.Join(dir, "testengine")
	if data, err := os.ReadFile(strings.TrimPrefix(engineFlag(t, ""), " cmd=")); err != nil || os.WriteFile(engine, data, 0o755) != nil {
		t.Fatalf("copying the test engine: %v", err)
	}
	flags := []string{"match", "--game", "jungle", "--games", "12", "--depth", "1", "--maxturns", "20",
		"--engine", "name=a cmd=" + engine, "--engine", "name=bad arg=-mode arg=illegal arg=-at arg=2 cmd=" + engine,
		"--engine", "name=b cmd=" + engine}
	// The test decides at the sixth pair of a and bad, round 34 of 36.
	const sprt = "elo0=0 elo1=200 alpha=0.1 beta=0.1"
	var parts []string
	var procs []*exec.Cmd
	for i := 1; i <= 4; i++ {
		parts = append(parts, filepath.Join(dir, fmt.Sprintf("part%d.jungle", i)))
		cmd := exec.Command(bin, append(slices.Clone(flags), "--shard", fmt.Sprintf("%d/4", i), "-o", parts[i-1])...)
		cmd.Stderr = os.Stderr
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		procs = append(procs, cmd)
	}
	for i, cmd := range procs {
		if err := cmd.Wait(); err != nil {
			t.Fatalf("part %d/4: %v", i+1, err)
		}
	}
	whole := filepath.Join(dir, "whole.jungle")
	code, wantTable, stderr := arbiter(t, "", append(slices.Clone(flags), "--sprt", sprt, "-o", whole)...)
	if code != exitOK || !strings.Contains(wantTable, "accepted") {
		t.Fatalf("the whole match: exit %d\n%s%s", code, wantTable, stderr)
	}
	played := gamesByRound(t, whole)
	all := gamesByRound(t, parts...)
	for round, game := range played {
		if all[round] != game {
			t.Errorf("round %s: the parts played\n%s\nthe whole match\n%s", round, all[round], game)
		}
	}
	if len(all) != 36 {
		t.Errorf("the parts played %d games, want the 36 of the match", len(all))
	}
	code, table, stderr := arbiter(t, "", append(slices.Clone(flags), "--sprt", sprt, "--tally", parts[3], parts[1], parts[0], parts[2])...)
	if code != exitOK || table != wantTable || !strings.Contains(stderr, "the SPRT decided at round "+strconv.Itoa(len(played))+":") {
		t.Errorf("--tally: exit %d, stderr %q\n%s\nwant the whole match's\n%s", code, stderr, table, wantTable)
	}
	data, _ := os.ReadFile(parts[1])
	if code, _, stderr := arbiter(t, "", append(slices.Clone(flags), "--shard", "2/4", "--resume", "-o", parts[1])...); code != exitOK {
		t.Errorf("part 2/4 resumed: exit %d: %s", code, stderr)
	}
	if again, _ := os.ReadFile(parts[1]); string(again) != string(data) {
		t.Errorf("part 2/4, resumed once played, changed its records")
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--tally", parts[0], parts[1], parts[0]}, "part1.jungle:1:1: round 1 is here a second time (first at " + parts[0] + ":1:1): the parts overlap"},
		{[]string{"--tally", parts[0], "--event", "other"}, `its Event tag is "a vs bad vs b", and this match writes "other"`},
		{[]string{"--tally", parts[0], "--games", "2", "--tournament", "gauntlet"}, "is it the same match?"},
		{[]string{"--tally", parts[0], filepath.Join(dir, "x.json")}, "--tally: a match writes its records as text or ndjson"},
	} {
		code, _, stderr := arbiter(t, "", append(slices.Clone(flags), c.args...)...)
		if code != exitCommand || !strings.Contains(stderr, c.want) {
			t.Errorf("%v: exit %d, %q; want 2 and %q", c.args, code, stderr, c.want)
		}
	}
}

// gamesByRound reads the records of files: for each round, its tags but
// Date and its turns, without their comments (the times the turns took).
func gamesByRound(t *testing.T, paths ...string) map[string]string {
	t.Helper()
	games := map[string]string{}
	for _, p := range paths {
		f, err := os.Open(p)
		if err != nil {
			t.Fatal(err)
		}
		recs, errs, err := text.ReadAll(f, p)
		f.Close()
		if err != nil || len(errs) > 0 {
			t.Fatalf("%s: %v %v", p, err, errs)
		}
		for _, rec := range recs {
			var b strings.Builder
			for _, tag := range rec.Tags {
				if tag.Name != "Date" {
					fmt.Fprintf(&b, "[%s %q]\n", tag.Name, tag.Value)
				}
			}
			for _, turn := range rec.Moves.Turns {
				b.WriteString(turn.Move + " ")
			}
			round, _ := rec.Tag("Round")
			if _, twice := games[round]; twice {
				t.Errorf("round %s is played twice", round)
			}
			games[round] = b.String() + rec.Result
		}
	}
	return games
}
