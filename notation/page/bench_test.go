package page

import (
	"bytes"
	"io"
	"testing"

	"github.com/arbiter-games/arbiter/engines"
	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/referee"
)

// BenchmarkWrite writes the page of 100 generated games of each game, as
// `arbiter html` does once the records are read and refereed (the entry,
// then the page), and reports the page's size. Issue 31's aims: at most
// 3 MB, written in under a second on one core (-cpu 1).
func BenchmarkWrite(b *testing.B) {
	for _, game := range []string{"YINSH", "Jungle", "Ingenious"} {
		g, err := notation.LookupGame(game)
		if err != nil {
			b.Fatal(err)
		}
		var reports []*referee.Report
		for seed := range int64(100) {
			rec, err := notation.Generate(g, seed+1, engines.Setup{}, 1000)
			if err != nil {
				b.Fatal(err)
			}
			reports = append(reports, referee.Check(rec, referee.Options{Positions: true}))
		}
		b.Run(game, func(b *testing.B) {
			var size int
			for b.Loop() {
				var out bytes.Buffer
				pw := NewWriter(&out)
				for _, rep := range reports {
					e, err := testEntry(rep)
					if err != nil {
						b.Fatal(err)
					}
					if err := pw.Add(e); err != nil {
						b.Fatal(err)
					}
				}
				if err := pw.Close(); err != nil {
					b.Fatal(err)
				}
				size = out.Len()
				_, _ = io.Copy(io.Discard, &out)
			}
			b.ReportMetric(float64(size), "page-bytes")
		})
	}
}
