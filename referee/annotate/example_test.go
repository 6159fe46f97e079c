package annotate

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/notation/text"
	"github.com/arbiter-games/arbiter/referee"
)

// clubNight reads the records of an example file.
func clubNight(t testing.TB, name string) []*notation.Record {
	t.Helper()
	f, err := os.Open(filepath.Join("..", "..", "examples", strings.TrimPrefix(filepath.Ext(name), "."), name))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	recs, errs, err := text.ReadAll(f, name)
	if err != nil || len(errs) > 0 {
		t.Fatalf("%s: %v %v", name, err, errs)
	}
	return recs
}

// TestClubNightExamples checks that the annotated examples are what
// annotate writes at the default depth.
func TestClubNightExamples(t *testing.T) {
	if testing.Short() {
		t.Skip("searches two club nights at depth 5")
	}
	a := New(Options{})
	for _, game := range []string{"yinsh", "jungle", "ingenious"} {
		plain := clubNight(t, "club-night."+game)
		want := clubNight(t, "club-night-annotated."+game)
		for i, rec := range plain {
			res, err := a.Record(rec, referee.Options{})
			if err != nil {
				t.Fatal(err)
			}
			// The two files' % lines say what each file is: they differ.
			res.Record.Escapes, want[i].Escapes = nil, nil
			if got := text.String(res.Record); got != text.String(want[i]) {
				t.Errorf("%s record %d: annotate writes\n%s\nthe example holds\n%s", game, i+1, got, text.String(want[i]))
			}
		}
	}
}

// BenchmarkAnnotateClubNight annotates each club-night example at the
// default depth on one core.
func BenchmarkAnnotateClubNight(b *testing.B) {
	for _, name := range []string{"club-night.yinsh", "club-night.jungle"} {
		b.Run(name, func(b *testing.B) {
			turns := 0
			for b.Loop() {
				a := New(Options{Jobs: 1})
				for _, rec := range clubNight(b, name) {
					res, err := a.Record(rec, referee.Options{})
					if err != nil {
						b.Fatal(err)
					}
					turns += len(res.Verdicts)
				}
			}
			b.ReportMetric(float64(turns)/b.Elapsed().Seconds(), "turns/s")
		})
	}
}
