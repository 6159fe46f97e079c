package referee_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/arbiter-games/arbiter/referee"
)

// TestReuseGivesTheSameResults referees the examples, and files of many
// of them joined (many batches, buffers that grow), with and without
// Options.Reuse, on one goroutine and on three: the sink sees the same
// records, replays and diagnostics.
func TestReuseGivesTheSameResults(t *testing.T) {
	files, err := filepath.Glob("../examples/*/*.*")
	if err != nil || len(files) == 0 {
		t.Fatalf("no examples: %v", err)
	}
	files = append(files, joined(t, files, "yinsh"), joined(t, files, "jungle"), joined(t, files, "ingenious"))
	for _, jobs := range []int{1, 3} {
		want := seen(t, files, referee.FileOptions{Jobs: jobs})
		got := seen(t, files, referee.FileOptions{Jobs: jobs, Options: referee.Options{Reuse: true}})
		if len(got) != len(want) {
			t.Fatalf("jobs %d: %d results with Reuse, %d without", jobs, len(got), len(want))
		}
		for i := range want {
			if got[i] != want[i] {
				t.Fatalf("jobs %d, result %d:\nwith Reuse:\n%s\nwithout:\n%s", jobs, i, got[i], want[i])
			}
		}
	}
}

// joined writes a file of the examples of a game, each ten times over.
func joined(t *testing.T, files []string, game string) string {
	var b strings.Builder
	for range 10 {
		for _, f := range files {
			if filepath.Ext(f) != "."+game {
				continue
			}
			text, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			b.Write(text)
			b.WriteString("\n\n")
		}
	}
	name := filepath.Join(t.TempDir(), "all."+game)
	if err := os.WriteFile(name, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	return name
}

// seen is what a sink sees of each result, while it has it.
func seen(t *testing.T, files []string, opts referee.FileOptions) []string {
	var out []string
	_, err := referee.Files(files, opts, func(res referee.Result) error {
		var b strings.Builder
		fmt.Fprintf(&b, "%s #%d\n", filepath.Base(res.File), res.Number)
		for _, d := range res.Diagnostics() {
			fmt.Fprintln(&b, d)
		}
		if rep := res.Report; rep != nil {
			fmt.Fprintf(&b, "%d turns, %q\n", rep.Turns, rep.Outcome.Reason)
			for _, rt := range rep.Main.Turns {
				fmt.Fprintf(&b, "%s %d %v %v %d|", rt.Turn.Move, rt.Number, rt.Move, rt.Turn.After, len(rt.Variations))
			}
		}
		out = append(out, b.String())
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}
