package match

import (
	"bytes"
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

	"github.com/arbiter-games/arbiter/notation/formats"
)

// resumeGames is the size of the match the resume test kills.
const resumeGames = 10

// runHelperMatch is the match the test binary plays when it runs as the
// helper process of TestKilledMatchResumes (MATCH_HELPER_OUT names -o):
// it prints the process id of every engine it starts.
func runHelperMatch(out string) {
	onStart = func(pid int) { fmt.Println("engine", pid) }
	m := helperMatch()
	recs, played, err := OpenRecords(out, formats.ByFile(out), true)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	if _, err := m.Resume(played); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	err = m.Run(context.Background(), func(r Result) (bool, error) { return false, recs.Append(r) })
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

// helper starts the test binary as a match process writing to out; its
// standard output (the engines' process ids) goes to stdout.
func helper(t *testing.T, out string, stdout *bytes.Buffer) *exec.Cmd {
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), "MATCH_HELPER_OUT="+out, "MATCH_TEST_ENGINE="+testEngine)
	cmd.Stderr = os.Stderr
	cmd.Stdout = stdout
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	return cmd
}

// enginePids reads the process ids a helper printed.
func enginePids(stdout *bytes.Buffer) []int {
	var pids []int
	for _, line := range strings.Split(stdout.String(), "\n") {
		if pid, err := strconv.Atoi(strings.TrimPrefix(line, "engine ")); err == nil {
			pids = append(pids, pid)
		}
	}
	return pids
}

// TestKilledMatchResumes kills a match with SIGKILL in the middle, checks
// that every record written reads whole, cuts a torn record onto the end
// (as a write cut by a crash of the machine would leave), and resumes:
// the match then holds every game once.
func TestKilledMatchResumes(t *testing.T) {
	if testing.Short() {
		t.Skip("plays a match twice")
	}
	m := helperMatch()
	out := filepath.Join(t.TempDir(), "killed.jungle")
	var stdout bytes.Buffer
	cmd := helper(t, out, &stdout)
	for deadline := time.Now().Add(20 * time.Second); ; time.Sleep(5 * time.Millisecond) {
		data, _ := os.ReadFile(out)
		if strings.Count(string(data), "[Termination ") >= 3 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("the match wrote no 3 games in 20s")
		}
	}
	cmd.Process.Signal(syscall.SIGKILL)
	cmd.Wait()
	written := checkFile(t, out, -1)
	if len(written) < 3 || len(written) >= len(m.Schedule()) {
		t.Fatalf("%d records written before the kill, want some but not all", len(written))
	}
	f, err := os.OpenFile(out, os.O_WRONLY|os.O_APPEND, 0)
	if err != nil {
		t.Fatal(err)
	}
	f.WriteString("\n[Game \"Jungle\"]\n[Event \"resume\"]\n[Round \"99\"]\n\n1. Ea3-a4 2. ")
	f.Close()

	cmd = helper(t, out, &stdout)
	if err := cmd.Wait(); err != nil {
		t.Fatalf("resumed match: %v", err)
	}
	pids := enginePids(&stdout)
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
	deadline := time.Now().Add(3 * time.Second)
	for len(leftOver(pids)) > 0 && time.Now().Before(deadline) {
		time.Sleep(50 * time.Millisecond)
	}
	for _, left := range leftOver(pids) {
		t.Errorf("process left: %s", left)
	}
}
