//go:build unix

package referee_test

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/arbiter-games/arbiter/referee"
)

// TestFilesFromANamedPipe: a named pipe among the files (whose reads wait
// on its writer, so it is not read ahead) gives every record written to
// it, as a regular file beside it does.
func TestFilesFromANamedPipe(t *testing.T) {
	dir := t.TempDir()
	pipe := filepath.Join(dir, "pipe.yinsh")
	if err := syscall.Mkfifo(pipe, 0o600); err != nil {
		t.Skip("no named pipes here:", err)
	}
	game := "[Game \"YINSH\"]\n\n1. e5 2. f6 *\n\n"
	file := filepath.Join(dir, "file.yinsh")
	if err := os.WriteFile(file, []byte(strings.Repeat(game, 300)), 0o644); err != nil {
		t.Fatal(err)
	}
	written := make(chan error, 1)
	go func() {
		w, err := os.OpenFile(pipe, os.O_WRONLY, 0)
		if err == nil {
			_, err = w.WriteString(strings.Repeat(game, 500))
			w.Close()
		}
		written <- err
	}()
	counts := map[string]int{}
	_, err := referee.Files([]string{pipe, file}, referee.FileOptions{Jobs: 2}, func(r referee.Result) error {
		if r.Problem != nil || len(r.Report.Diagnostics) > 0 {
			t.Errorf("%s, record %d: %v %v", r.File, r.Number, r.Problem, r.Report.Diagnostics)
		}
		counts[r.File]++
		return nil
	})
	if err != nil || <-written != nil {
		t.Fatal(err)
	}
	if counts[pipe] != 500 || counts[file] != 300 {
		t.Errorf("records read: %v, want 500 from the pipe and 300 from the file", counts)
	}
}
