package match

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/notation/formats"
)

// resumeGames is the size of the match the resume test kills.
const resumeGames = 10

// runHelperMatch is the match the test binary plays when it runs as the
// helper process of TestKilledMatchResumes (MATCH_HELPER_OUT names -o),
// on a clock that stands still: it prints the process id of every engine
// it starts ("engine PID") and the round of every record it has written
// ("written ROUND").
func runHelperMatch(out string) {
	onStart = func(pid int) { fmt.Println("engine", pid) }
	m := helperMatch()
	m.Time = newFakeClock()
	recs, _, err := m.OpenRecords(out, formats.ByFile(out), true)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	err = m.Run(context.Background(), func(r Result) (bool, error) {
		if err := recs.Append(r); err != nil {
			return false, err
		}
		fmt.Println("written", r.Round)
		return false, nil
	})
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}

func helperMatch() *Match {
	s := Settings{Clock: TimeControl{MoveTime: time.Second}, Margin: time.Second, Timeout: 5 * time.Second, MaxTurns: 30, Event: "resume"}
	s.Game, _ = lookupGame("Jungle")
	return &Match{Settings: s, Games: resumeGames / 2, Concurrency: 2, Engines: []Spec{
		engineSpec("a", "-mode", "random", "-delay", "2ms"), engineSpec("b", "-mode", "random", "-seed", "7", "-delay", "2ms"),
		engineSpec("c", "-delay", "2ms")}}
}

// helper starts the test binary as a match process writing to out; the
// lines it prints come on the channel, closed when it ends.
func helper(t *testing.T, out string) (*exec.Cmd, <-chan string) {
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), "MATCH_HELPER_OUT="+out, "MATCH_TEST_ENGINE="+testEngine)
	cmd.Stderr = os.Stderr
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	lines := make(chan string)
	go func() {
		defer close(lines)
		sc := bufio.NewScanner(stdout)
		for sc.Scan() {
			lines <- sc.Text()
		}
	}()
	return cmd, lines
}

// enginePids gathers the process ids of the engines among lines a helper
// printed.
func enginePids(pids *[]int, line string) {
	if pid, err := strconv.Atoi(strings.TrimPrefix(line, "engine ")); err == nil {
		*pids = append(*pids, pid)
	}
}

// TestKilledMatchResumes kills a match with SIGKILL once it has written
// three records, checks that every record written reads whole, writes the
// start of the record of a round still to play onto the end (as a write
// cut by a crash of the machine would leave), and resumes: the torn
// record is saved beside the file and cut off, and the match then holds
// every game once.
func TestKilledMatchResumes(t *testing.T) {
	if testing.Short() {
		t.Skip("plays a match twice")
	}
	m := helperMatch()
	out := filepath.Join(t.TempDir(), "killed.jungle")
	var pids []int
	cmd, lines := helper(t, out)
	for written := 0; written < 3; {
		line, ok := <-lines
		if !ok {
			t.Fatal("the match ended before it wrote 3 games")
		}
		enginePids(&pids, line)
		if strings.HasPrefix(line, "written ") {
			written++
		}
	}
	cmd.Process.Signal(syscall.SIGKILL)
	for line := range lines {
		enginePids(&pids, line)
	}
	cmd.Wait()
	written := checkFile(t, out, -1)
	if len(written) < 3 || len(written) >= len(m.Schedule()) {
		t.Fatalf("%d records written before the kill, want some but not all", len(written))
	}
	torn := tornRecord(t, m, written)
	f, err := os.OpenFile(out, os.O_WRONLY|os.O_APPEND, 0)
	if err != nil {
		t.Fatal(err)
	}
	f.WriteString(torn)
	f.Close()

	cmd, lines = helper(t, out)
	for line := range lines {
		enginePids(&pids, line)
	}
	if err := cmd.Wait(); err != nil {
		t.Fatalf("resumed match: %v", err)
	}
	if saved, err := os.ReadFile(out + ".torn"); err != nil || string(saved) != torn[1:] {
		t.Errorf("the torn record saved: %q, %v; want %q", saved, err, torn[1:])
	}
	recs := checkFile(t, out, len(m.Schedule()))
	seen := map[string]int{}
	for _, r := range recs {
		round, _ := r.Tag("Round")
		seen[round]++
	}
	for _, p := range m.Schedule() {
		if n := seen[strconv.Itoa(p.Round)]; n != 1 {
			t.Errorf("round %d is in the records %d times", p.Round, n)
		}
	}
	t.Logf("%d games before the kill, %d after the resume", len(written), len(recs))
	// The killed match's engines see their input end and exit; the resumed
	// one stops its own.
	awaitExit(pids)
	for _, left := range leftOver(pids) {
		t.Errorf("process left: %s", left)
	}
}

// tornRecord is the start of the record of the first round not written,
// as the match appends it (after a line break), cut in its second turn.
func tornRecord(t *testing.T, m *Match, written []*notation.Record) string {
	t.Helper()
	done := map[string]bool{}
	for _, r := range written {
		round, _ := r.Tag("Round")
		done[round] = true
	}
	for _, p := range m.Schedule() {
		if !done[strconv.Itoa(p.Round)] {
			names := m.players(p)
			return fmt.Sprintf("\n[Game \"Jungle\"]\n[Event \"resume\"]\n[Round \"%d\"]\n[Black \"%s\"]\n[White \"%s\"]\n[TimeControl \"movetime 1\"]\n[Termination \"normal\"]\n[Result \"1-0\"]\n\n1. Ea3-a4 {[%%emt 0:00:00.002]} 2. ", p.Round, names[0], names[1])
		}
	}
	t.Fatal("every round is written")
	return ""
}
