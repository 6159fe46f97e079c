package referee_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/referee"
)

// examplesJoined lists the examples, and for each game a file of its
// examples joined (many batches, buffers that grow).
func examplesJoined(t *testing.T) []string {
	t.Helper()
	files, err := filepath.Glob("../examples/*/*.*")
	if err != nil || len(files) == 0 {
		t.Fatalf("no examples: %v", err)
	}
	return append(files, joined(t, files, "yinsh"), joined(t, files, "jungle"), joined(t, files, "ingenious"))
}

// TestVerdictsAreTheReports referees the examples, and files of many of
// them joined (many batches, buffers that grow), with and without
// Options.Verdicts, on one goroutine and on three: the verdicts, kept
// until the run is over (when the memory the records were read in has
// served many others), say what the reports said while the sink had them,
// and hold no record or report.
func TestVerdictsAreTheReports(t *testing.T) {
	files := examplesJoined(t)
	for _, jobs := range []int{1, 3} {
		var want []string
		results(t, files, referee.FileOptions{Jobs: jobs}, func(r referee.Result) { want = append(want, verdict(r)) })
		var kept []referee.Result
		results(t, files, referee.FileOptions{Jobs: jobs, Options: referee.Options{Verdicts: true}}, func(r referee.Result) { kept = append(kept, r) })
		if len(kept) != len(want) {
			t.Fatalf("jobs %d: %d verdicts, %d reports", jobs, len(kept), len(want))
		}
		for i, r := range kept {
			if r.Record != nil || r.Report != nil {
				t.Fatalf("jobs %d, result %d: a verdict holds its record or report", jobs, i)
			}
			if got := verdict(r); got != want[i] {
				t.Fatalf("jobs %d, result %d:\nverdict:\n%s\nreport:\n%s", jobs, i, got, want[i])
			}
		}
	}
}

// verdict is what a result says of its record: its place, diagnostics,
// turns and whether it failed.
func verdict(r referee.Result) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s #%d: %d turns of %s, failed %v\n", filepath.Base(r.File), r.Number, r.Turns, nameOf(r.Refereed), r.Failed())
	for _, d := range r.Diagnostics() {
		fmt.Fprintln(&b, d)
	}
	return b.String()
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

// results hands every result of the files to each.
func results(t *testing.T, files []string, opts referee.FileOptions, each func(referee.Result)) {
	_, err := referee.Files(files, opts, func(res referee.Result) error {
		each(res)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// nameOf names a game ("" for none).
func nameOf(g notation.Game) string {
	if g == nil {
		return ""
	}
	return g.Name()
}
