package match

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestStderrLog: of each game the log keeps the first logHead bytes and
// the last logTail, written in as many writes as they come, and says how
// many it left out between, on a line of its own.
func TestStderrLog(t *testing.T) {
	// bytes are the n bytes an engine printed, numbered so that each part
	// is told from the others.
	bytesOf := func(n int) string {
		var b strings.Builder
		for i := 0; b.Len() < n; i++ {
			fmt.Fprintf(&b, "line %d\n", i)
		}
		return b.String()[:n]
	}
	// cut is the log of s: its head, the line on a line of its own, its
	// tail.
	cut := func(s string) string {
		nl := "\n"
		if s[logHead-1] == '\n' {
			nl = ""
		}
		return s[:logHead] + nl + fmt.Sprintf("[arbiter: %d bytes of standard error left out here]\n", len(s)-logHead-logTail) + s[len(s)-logTail:]
	}
	whole := func(s string) string { return s }
	tests := []struct {
		name   string
		s      string
		writes int // s written in this many writes
		want   func(s string) string
	}{
		{"none", "", 1, whole},
		{"a little", bytesOf(100), 3, whole},
		{"the head and some", bytesOf(logHead + 10), 1, whole},
		{"head and tail, whole", bytesOf(logHead + logTail), 7, whole},
		{"a byte too many", bytesOf(logHead + logTail + 1), 1, cut},
		{"a flood", bytesOf(10 << 20), 333, cut},
		{"a flood in one write", bytesOf(1 << 20), 1, cut},
		{"a head that ends a line", strings.Repeat("sixteen bytes..\n", 10*(logHead+logTail)/16), 5, cut},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := tt.s
			var out bytes.Buffer
			l := &stderrLog{w: &out}
			for game := range 2 { // the second game's log as the first's
				step := max(len(s)/tt.writes, 1)
				for i := 0; i < len(s); i += step {
					l.Write([]byte(s[i:min(i+step, len(s))]))
				}
				l.newGame()
				if want := strings.Repeat(tt.want(s), game+1); out.String() != want {
					t.Fatalf("game %d: the log holds %d bytes:\n%.200q...\nwant %d:\n%.200q...", game+1, out.Len(), out.String(), len(want), want)
				}
			}
		})
	}
}

// TestEngineLogBounded: an engine that prints megabytes on its standard
// error in every turn leaves a log of at most logHead+logTail bytes a
// game, and a line a game that says how much was left out.
func TestEngineLogBounded(t *testing.T) {
	groups(t)
	dir := t.TempDir()
	m := &Match{Settings: jungle(t), Games: 2, Engines: []Spec{engineSpec("quiet"), engineSpec("babbler", "-mode", "babble")},
		Logs: func(name string) string { return filepath.Join(dir, name+".log") }}
	play(t, m)
	log, err := os.ReadFile(filepath.Join(dir, "babbler.log"))
	if err != nil {
		t.Fatal(err)
	}
	const line = 100 // the line that says what was left out, at most
	if most := m.Games * (logHead + logTail + line); len(log) > most {
		t.Errorf("the log of %d games holds %d bytes, more than %d", m.Games, len(log), most)
	}
	if n := bytes.Count(log, []byte("bytes of standard error left out here]\n")); n != m.Games {
		t.Errorf("the log says %d times what was left out, want once a game", n)
	}
	if !bytes.HasPrefix(log, []byte("turn 1: babble babble")) {
		t.Errorf("the log starts %.40q", log)
	}
}
