//go:build unix

package match

import (
	"errors"
	"os"
	"path/filepath"
	"syscall"
	"testing"

	"github.com/arbiter-games/arbiter/notation/formats"
)

// TestRecordsOnADevice: a match writes its records to what is not a
// regular file as it is, never reading it back or cutting it; resuming
// there is refused.
func TestRecordsOnADevice(t *testing.T) {
	m := twoEngines(t)
	recs, _, err := m.OpenRecords(os.DevNull, formats.ByFile(os.DevNull), false)
	if err != nil {
		t.Fatal(err)
	}
	p := m.Schedule()[0]
	res, _ := forfeit(m.gameSettings(), p, m.players(p), 1, &fault{Termination: termCrash, Message: "exited"})
	if err := recs.Append(res); err != nil {
		t.Errorf("Append to %s: %v", os.DevNull, err)
	}
	recs.Close()
	fifo := filepath.Join(t.TempDir(), "fifo")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Fatal(err)
	}
	for _, path := range []string{os.DevNull, fifo} {
		if _, _, err := m.OpenRecords(path, formats.ByFile(path), true); !errors.Is(err, ErrNotAFile) {
			t.Errorf("resume in %s: %v, want ErrNotAFile", path, err)
		}
	}
}
