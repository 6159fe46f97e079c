package main

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestEveryReaderExitsOne: every command that reads records exits 1 when
// a record holds an error, and 0 when none does.
func TestEveryReaderExitsOne(t *testing.T) {
	t.Parallel()
	const broken, clean = "../../examples/yinsh/broken-jump.yinsh", "../../examples/yinsh/club-night.yinsh"
	out := filepath.Join(t.TempDir(), "out")
	for _, args := range [][]string{
		{"validate"}, {"convert"}, {"convert", "--to", "json"}, {"select"}, {"select", "--valid"},
		{"stats"}, {"html", "-o", out + ".html"}, {"annotate", "--depth", "1"}, {"show"}, {"standings"},
	} {
		for file, want := range map[string]int{broken: exitRecord, clean: exitOK} {
			code, _, stderr := arbiter(t, "", append(args, file)...)
			if code != want {
				t.Errorf("arbiter %s %s: exit %d, want %d (%s)", strings.Join(args, " "), filepath.Base(file), code, want, stderr)
			}
		}
	}
}

// TestFlagValuesRefused: a value on the command line that cannot be right
// is exit 2, before any work (the output named is not made), with a
// message in words.
func TestFlagValuesRefused(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	out := filepath.Join(dir, "out")
	const file = "../../examples/jungle/club-night.jungle"
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"select", "--reaches", "garbage", file, "-o", out}, `--reaches "garbage" is not a position`},
		{[]string{"annotate", "--depth", "0", file, "-o", out}, "--depth must be between 1 and 100, not 0"},
		{[]string{"annotate", "--jobs", "-5", file, "-o", out}, "--jobs must be 1 or more, not -5"},
		{[]string{"validate", "--jobs", "0", file}, "--jobs must be 1 or more, not 0"},
		{[]string{"convert", "--jobs", "-1", file, "-o", out}, "--jobs must be 1 or more"},
		{[]string{"show", "--width", "0", file, "-o", out}, "--width must be from 1 to 16384 pixels, not 0"},
		{[]string{"show", "--width", "-5", file, "-o", out}, "--width must be from 1 to 16384 pixels, not -5"},
		{[]string{"completion", "tcsh"}, `no completion for the shell "tcsh"`},
		{[]string{"annotate", "--depth", "99999999999999999999", file, "-o", out}, `--depth takes a whole number, not "99999999999999999999" (too large a number)`},
		{[]string{"show", "--record", "1e3", file}, `--record takes a whole number, not "1e3" (not a whole number)`},
		{[]string{"stats", "--opening", "0", file}, "--opening must be at least 1"},
		{[]string{"standings", "--points", "1,x,0", file, "-o", out}, `--points: "x" is not a number of points`},
		{[]string{"standings", "--points", "1,0", file}, "--points: give three numbers W,D,L"},
		{[]string{"standings", "--tiebreak", "koya", file}, `--tiebreak: no tie-break "koya"`},
		{[]string{"standings", "--by", "round", file}, `--by must be event or all, not "round"`},
		{[]string{"standings", "--format", "pdf", file}, `--format must be text, json, csv or html, not "pdf"`},
		{[]string{"standings", "--games", "games.html", file}, "--games links the results of --format html, not of text"},
		{[]string{"standings", "--aliases", filepath.Join(dir, "none.txt"), file, "-o", out}, "--aliases: open "},
		{[]string{"engine", "--level", "7"}, "--level goes from 0 to 6, not 7"},
		{[]string{"engine", "--game", "chess"}, "--game: "},
		{[]string{"engine", "--seed", "-1"}, "--seed must be 0 or more"},
	} {
		code, stdout, stderr := arbiter(t, "", tc.args...)
		if code != exitCommand || !strings.Contains(stderr, tc.want) || stdout != "" {
			t.Errorf("arbiter %s: exit %d, stdout %q, stderr %q; want exit 2 and %q", strings.Join(tc.args, " "), code, stdout, stderr, tc.want)
		}
		if strings.Contains(stderr, "strconv") || strings.Contains(stderr, "ParseInt") {
			t.Errorf("arbiter %s: a Go function in the message: %s", strings.Join(tc.args, " "), stderr)
		}
		if _, err := os.Stat(out); err == nil {
			t.Fatalf("arbiter %s wrote %s", strings.Join(tc.args, " "), out)
		}
	}
}

// TestOutputRefused: -o naming a directory or a place no file can be
// made in is refused before any work, with what to do in words, and so is
// a page, picture or JSON written over the input, also through a link;
// writing a file in place in its own format is allowed, and keeps its
// links.
func TestOutputRefused(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	input := filepath.Join(dir, "club.yinsh")
	src, err := os.ReadFile("../../examples/yinsh/club-night.yinsh")
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(input, src, 0o644); err != nil {
		t.Fatal(err)
	}
	symlink, hardLink := filepath.Join(dir, "link.yinsh"), filepath.Join(dir, "other.yinsh")
	if err := errors.Join(os.Symlink("club.yinsh", symlink), os.Link(input, hardLink)); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"convert", input, "-o", dir}, "-o " + dir + " cannot be written: it is a directory: give the name of a file"},
		{[]string{"convert", input, "-o", filepath.Join(dir, "no", "such", "dir", "x.yinsh")},
			"cannot be written: the directory " + filepath.Join(dir, "no", "such", "dir") + " does not exist: make it first, or give a file in a directory that exists"},
		{[]string{"convert", input, "-o", filepath.Join(input, "x.yinsh")}, "cannot be written: a part of " + filepath.Join(input, "x.yinsh") + " is a file, not a directory"},
		{[]string{"convert", input, "--to", "json", "-o", input}, "is the input file"},
		{[]string{"convert", input, "--to", "json", "-o", symlink}, "is the input file"},
		{[]string{"convert", input, "--to", "json", "-o", hardLink}, "is the input file"},
		{[]string{"html", input, "-o", input}, "is the input file"},
		{[]string{"show", input, "--format", "svg", "-o", input}, "is the input file"},
		{[]string{"annotate", input, "--format", "json", "-o", input}, "is the input file"},
	} {
		code, _, stderr := arbiter(t, "", tc.args...)
		if code != exitCommand || !strings.Contains(stderr, tc.want) {
			t.Errorf("arbiter %s: exit %d, %q; want exit 2 and %q", strings.Join(tc.args, " "), code, stderr, tc.want)
		}
		if strings.Contains(stderr, "invalid argument") || strings.Contains(stderr, ".tmp") || strings.Contains(stderr, "open ") {
			t.Errorf("arbiter %s: the message names the system's workings: %s", strings.Join(tc.args, " "), stderr)
		}
		if now, _ := os.ReadFile(input); !bytes.Equal(now, src) {
			t.Fatalf("arbiter %s changed the input", strings.Join(tc.args, " "))
		}
	}
	for _, args := range [][]string{{"convert", input, "-o", input}, {"annotate", "--depth", "1", input, "-o", input}, {"convert", input, "-o", hardLink}} {
		if code, _, stderr := arbiter(t, "", args...); code != exitOK {
			t.Errorf("arbiter %s in place: exit %d, %s", strings.Join(args, " "), code, stderr)
		}
	}
	if code, out, _ := arbiter(t, "", "validate", input); code != exitOK || !strings.HasPrefix(out, "2 records") {
		t.Errorf("the file written in place does not validate: exit %d, %s", code, out)
	}
	if fi, err := os.Lstat(symlink); err != nil || fi.Mode().Type() != os.ModeSymlink || !sameFile(input, hardLink) {
		t.Error("writing in place broke the links to the file")
	}
}

// failingWriter is a standard output that cannot be written.
type failingWriter struct{}

func (failingWriter) Write([]byte) (int, error) { return 0, errors.New("closed") }

// TestClosedOutput: a command whose standard output cannot be written
// ends with exit 2, not 0: in the library's IO, and for the binary run
// with its standard output closed.
func TestClosedOutput(t *testing.T) {
	t.Parallel()
	const file = "../../examples/yinsh/club-night.yinsh"
	for _, args := range [][]string{{"validate", file}, {"convert", file}, {"show", file}, {"games"}, {"schema", "report"}} {
		var errOut strings.Builder
		code := run(args, &IO{In: strings.NewReader(""), Out: failingWriter{}, Err: &errOut})
		if code != exitCommand || !strings.Contains(errOut.String(), "cannot write to standard output") {
			t.Errorf("arbiter %s: exit %d, %q", strings.Join(args, " "), code, errOut.String())
		}
	}
	if testing.Short() {
		return // the rest builds the command
	}
	bin, out := buildArbiter(t), filepath.Join(t.TempDir(), "out.yinsh")
	for script, want := range map[string]int{
		bin + " validate " + file + " >&-":               exitCommand,
		bin + " validate " + file + " >/dev/null":        exitOK,
		bin + " convert " + file + " -o " + out + " >&-": exitOK, // nothing goes to standard output
	} {
		err := exec.Command("sh", "-c", script).Run()
		code := 0
		var eerr *exec.ExitError
		if errors.As(err, &eerr) {
			code = eerr.ExitCode()
		}
		if code != want {
			t.Errorf("%s: exit %d, want %d", script, code, want)
		}
	}
}

// TestInterruptRemovesTemporary: a command stopped by SIGINT or SIGTERM
// while it writes -o removes its temporary file and leaves -o as it was.
func TestInterruptRemovesTemporary(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("builds the command")
	}
	bin := buildArbiter(t)
	for sig, want := range map[syscall.Signal]int{syscall.SIGINT: 130, syscall.SIGTERM: 143} {
		dir := t.TempDir()
		out := filepath.Join(dir, "out.yinsh")
		if err := os.WriteFile(out, []byte("kept\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		cmd := exec.Command(bin, "convert", "--game", "yinsh", "-", "-o", out)
		stdin, err := cmd.StdinPipe() // kept open: the command waits for more records
		if err != nil {
			t.Fatal(err)
		}
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		stdin.Write([]byte("1. e5 2. f6 *\n\n"))
		waitFor(outputOpen(dir))
		cmd.Process.Signal(sig)
		if err := cmd.Wait(); !endedBy(err, sig, want) {
			t.Errorf("%v: %v, want exit %d", sig, err, want)
		}
		if tmp := temporaries(dir); len(tmp) > 0 {
			t.Errorf("%v: the temporary files %v are left", sig, tmp)
		}
		if b, _ := os.ReadFile(out); string(b) != "kept\n" {
			t.Errorf("%v: -o was changed: %q", sig, b)
		}
	}
}

// outputOpen tells, polled, whether the command writes its output: a
// temporary file in dir that stays from one look to the next. (Checking
// -o at the start makes and removes one as well, with no signal caught
// once it is gone.)
func outputOpen(dir string) func() bool {
	var last []string
	return func() bool {
		now := temporaries(dir)
		stays := len(now) == 1 && slices.Equal(now, last)
		last = now
		return stays
	}
}

// endedBy tells whether a command's end err is the one sig asks for: exit
// want from the guard of a temporary file, or the signal itself when the
// signal came at a moment with no temporary file (as after the check of -o
// and before the output is opened), which a shell reports as the same
// status.
func endedBy(err error, sig syscall.Signal, want int) bool {
	var eerr *exec.ExitError
	if !errors.As(err, &eerr) {
		return false
	}
	if ws, ok := eerr.Sys().(syscall.WaitStatus); ok && ws.Signaled() {
		return ws.Signal() == sig
	}
	return eerr.ExitCode() == want
}

// temporaries lists the temporary files in dir.
func temporaries(dir string) []string {
	tmp, _ := filepath.Glob(filepath.Join(dir, ".*.tmp"))
	return tmp
}

// waitFor polls cond until it holds, however long the machine takes (the
// test's own timeout stops a command that never gets there).
func waitFor(cond func() bool) {
	for !cond() {
		time.Sleep(10 * time.Millisecond)
	}
}

// buildArbiter builds the command into a temporary directory.
func buildArbiter(t *testing.T) string {
	t.Helper()
	bin := filepath.Join(t.TempDir(), "arbiter")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	return bin
}

// TestShowPastIllegal: a turn past an illegal turn of the main line shows
// the position before the illegal turn, with the reason, exit 1; a turn
// the record does not have is exit 2.
func TestShowPastIllegal(t *testing.T) {
	t.Parallel()
	const file = "../../examples/yinsh/broken-jump.yinsh"
	_, before, _ := arbiter(t, "", "show", "--turn", "30", "--format", "json", file)
	code, past, stderr := arbiter(t, "", "show", "--turn", "33", "--format", "json", file)
	if code != exitRecord || past != before || !strings.Contains(stderr, "turn 31 (c3-c8): a ring that jumps markers must stop") {
		t.Errorf("--turn 33: exit %d, %q, stdout\n%s\nwant the position after turn 30\n%s", code, stderr, past, before)
	}
	if code, _, stderr := arbiter(t, "", "show", "--turn", "99", file); code != exitCommand || !strings.Contains(stderr, "no legal turn 99") {
		t.Errorf("--turn 99: exit %d, %q", code, stderr)
	}
}

// TestGameTagWritten: canonical text carries the Game tag when the game
// was known only from the file ending or --game, whatever writes it, so
// that the text still referees in a file of another ending.
func TestGameTagWritten(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	file := filepath.Join(dir, "untagged.jungle")
	if err := os.WriteFile(file, []byte("1. Ea3-a4 2. Ra7-a6 *\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	_, doc, _ := arbiter(t, "", "convert", "--to", "json", file)
	for _, tc := range []struct {
		stdin string
		args  []string
	}{
		{"", []string{"convert", file}},
		{"", []string{"select", "--to", "text", file}},
		{"", []string{"annotate", "--depth", "1", file}},
		{"1. Ea3-a4 *\n", []string{"convert", "--game", "jungle", "-"}},
		{doc, []string{"convert", "--from", "json", "-"}},
	} {
		code, out, stderr := arbiter(t, tc.stdin, tc.args...)
		if code != exitOK || !strings.HasPrefix(out, "[Game \"Jungle\"]\n") {
			t.Errorf("arbiter %s: exit %d, %s\n%s", strings.Join(tc.args, " "), code, stderr, out)
			continue
		}
		txt := filepath.Join(dir, "out.txt")
		if err := os.WriteFile(txt, []byte(out), 0o644); err != nil {
			t.Fatal(err)
		}
		if code, _, stderr := arbiter(t, "", "validate", txt); code != exitOK {
			t.Errorf("arbiter %s, then validate out.txt: exit %d, %s", strings.Join(tc.args, " "), code, stderr)
		}
	}
}

// TestNothingLost: what the input held and a command did not change comes
// out as it was: annotate -o FILE keeps the records it cannot read and
// the % lines; convert keeps a damaged SGF game, as written, with its
// error. A record over the size limit is the exception: it is never held,
// so it is reported and left out.
func TestNothingLost(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	src, err := os.ReadFile("../../examples/yinsh/broken-syntax.yinsh")
	if err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(dir, "broken-syntax.yinsh")
	if err := os.WriteFile(file, src, 0o644); err != nil {
		t.Fatal(err)
	}
	if code, _, stderr := arbiter(t, "", "annotate", "--depth", "1", file, "-o", file); code != exitRecord {
		t.Fatalf("annotate in place: exit %d, %s", code, stderr)
	}
	out, _ := os.ReadFile(file)
	if n := strings.Count(string(out), "[Event "); n != 6 {
		t.Errorf("annotate in place kept %d records of 6", n)
	}
	for _, line := range strings.Split(string(src), "\n") {
		if strings.HasPrefix(line, "%") && !strings.Contains(string(out), line+"\n") {
			t.Errorf("annotate lost the line %q", line)
		}
	}

	long := "[Game \"YINSH\"]\n\n" + strings.Repeat("1. e5 ", 200_000) + "*\n"
	input := "[Game \"YINSH\"]\n\n1. e5 *\n\n" + long + "\n[Game \"YINSH\"]\n\n1. f6 *\n"
	code, text, stderr := arbiter(t, input, "convert", "-")
	if code != exitRecord || strings.Contains(text, "1. e5 1. e5") || strings.Count(text, "[Game ") != 2 || !strings.Contains(stderr, "longer than 1 MiB") {
		t.Errorf("a record over the size limit: exit %d, %d bytes out, %s", code, len(text), stderr)
	}

	_, sgf, _ := arbiter(t, "", "convert", "--to", "sgf", "../../examples/yinsh/club-night.yinsh")
	second := strings.LastIndex(sgf, "(;")
	damaged := sgf[:second] + strings.Replace(sgf[second:], "place wr  ", "place wr  Z", 1)
	code, text, stderr = arbiter(t, damaged, "convert", "--from", "sgf", "-")
	notes := "%" + strings.ReplaceAll(strings.TrimSpace(damaged[second:]), "\n", "\n%") + "\n"
	if code != exitRecord || !strings.Contains(text, notes) || strings.Count(text, "[Game \"YINSH\"]") != 1 {
		t.Errorf("a damaged SGF game: exit %d, %s\n%s", code, stderr, text)
	}
	if code, back, _ := arbiter(t, damaged, "convert", "--from", "sgf", "--to", "sgf", "-"); code != exitRecord || !strings.Contains(back, strings.TrimSpace(damaged[second:])) {
		t.Errorf("a damaged SGF game to SGF: exit %d\n%s", code, back)
	}
}
