package enginelog_test

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/arbiter-games/arbiter/engines"
	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/notation/enginelog"
	"github.com/arbiter-games/arbiter/notation/text"
	"github.com/arbiter-games/arbiter/referee"
)

// plainWriter is an engine-log writer that does not watch the replays:
// it plays each record's moves again for the result its line gives back.
type plainWriter struct{ notation.RecordWriter }

// TestWatchedResults: the lines and the notes of what was left out are
// the same whether the writer watched the referee's replays or played
// the moves again, under rule sets whose draw rules end games the log's
// rules play on (standard, a short no-capture limit, forbid-chaser), the
// log's own (traditional), and rules a log cannot be told by its final
// position alone (blinky's tiger, trapped animals that capture).
func TestWatchedResults(t *testing.T) {
	dir := t.TempDir()
	for _, s := range []engines.Setup{
		{}, {Variant: "traditional"}, {Variant: "blinky"},
		{Rules: "no-capture-limit=12"}, {Rules: "repetition=forbid-chaser"},
		{Rules: "no-move=draw"}, {Rules: "trapped-captures=yes"},
	} {
		file := filepath.Join(dir, "games.jungle")
		writeGenerated(t, file, s, 120)
		watched, lostW := convertToLog(t, file, true)
		played, lostP := convertToLog(t, file, false)
		if watched != played || strings.Join(lostW, "\n") != strings.Join(lostP, "\n") {
			t.Errorf("%+v: watched and played again differ:\n%s\n%v\n--\n%s\n%v", s, watched, lostW, played, lostP)
		}
		if n := strings.Count(watched, "\n"); n != 120 {
			t.Errorf("%+v: %d lines, want 120", s, n)
		}
		// the standard rules' games hold both kinds, results a log gives
		// back and draws it cannot, so that both are compared
		if n := countLost(lostW, "declared result"); s.Variant == "" && s.Rules == "" && (n == 0 || n == 120) {
			t.Errorf("standard rules: %d of 120 declared results lost, want some", n)
		}
	}
}

// writeGenerated writes n generated Jungle games of the setup to file.
func writeGenerated(t *testing.T, file string, s engines.Setup, n int) {
	t.Helper()
	g, err := notation.LookupGame("Jungle")
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	w := text.NewWriter(&b)
	for seed := range n {
		rec, err := notation.Generate(g, int64(seed+1), s, 300)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := w.Write(notation.Entry{Record: rec, Game: g}); err != nil {
			t.Fatal(err)
		}
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(file, b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
}

// convertToLog writes the file's records as an engine log as convert
// does, on three workers, through a writer that watches the replays (or
// one that does not), and gives the log and the notes of what was left
// out.
func convertToLog(t *testing.T, file string, watch bool) (string, []string) {
	t.Helper()
	var out bytes.Buffer
	var w notation.RecordWriter = enginelog.NewWriter(&out)
	if !watch {
		w = plainWriter{w}
	}
	var lost []string
	_, err := referee.Files([]string{file}, referee.FileOptions{Jobs: 3, Writing: &referee.Writing{To: w}},
		func(r referee.Result) error {
			switch {
			case r.Refusal != nil:
				t.Errorf("refused: %v", r.Refusal)
			case r.Written.Lost != nil:
				lost = append(lost, r.Written.Lost.String())
			}
			return nil
		})
	if err != nil {
		t.Fatal(err)
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	return out.String(), lost
}

// countLost counts the notes that name what.
func countLost(notes []string, what string) int {
	n := 0
	for _, s := range notes {
		if strings.Contains(s, what) {
			n++
		}
	}
	return n
}
