package all_test

import (
	"bytes"
	"io"
	"sync"
	"testing"

	"github.com/arbiter-games/arbiter/engines"
	"github.com/arbiter-games/arbiter/notation"
	_ "github.com/arbiter-games/arbiter/notation/all"
	"github.com/arbiter-games/arbiter/notation/jsonform"
)

// benchRecords is the JSON form of 2,000 generated YINSH games and their
// JSON lines, made once.
var benchRecords = sync.OnceValues(func() ([]jsonform.Record, []byte) {
	g, err := notation.LookupGame("YINSH")
	if err != nil {
		panic(err)
	}
	var recs []jsonform.Record
	var lines bytes.Buffer
	w := jsonform.NewLinesWriter(&lines, jsonform.Detail{})
	for i := 0; i < 2000; i++ {
		rec, err := notation.Generate(g, int64(i+1), engines.Setup{Tags: map[string]string{}}, 1000)
		if err != nil {
			panic(err)
		}
		j, err := jsonform.ToJSON(notation.Entry{Record: rec, GameName: "YINSH"}, jsonform.Detail{})
		if err != nil {
			panic(err)
		}
		if err := w.WriteJSON(j); err != nil {
			panic(err)
		}
		recs = append(recs, j)
	}
	if err := w.Close(); err != nil {
		panic(err)
	}
	return recs, lines.Bytes()
})

// BenchmarkWriteJSONLines writes 2,000 YINSH records as JSON lines, each
// validated against its schema.
func BenchmarkWriteJSONLines(b *testing.B) {
	recs, lines := benchRecords()
	b.SetBytes(int64(len(lines)))
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		w := jsonform.NewLinesWriter(io.Discard, jsonform.Detail{})
		for _, j := range recs {
			if err := w.WriteJSON(j); err != nil {
				b.Fatal(err)
			}
		}
		if err := w.Close(); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(len(recs)*b.N)/b.Elapsed().Seconds(), "games/s")
}

// BenchmarkReadJSONLines reads 2,000 YINSH records from JSON lines, each
// validated against its schema.
func BenchmarkReadJSONLines(b *testing.B) {
	recs, lines := benchRecords()
	b.SetBytes(int64(len(lines)))
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		r := jsonform.NewLinesReader(bytes.NewReader(lines), "bench.ndjson")
		n := 0
		for {
			_, err := r.Next()
			if err == io.EOF {
				break
			}
			if err != nil {
				b.Fatal(err)
			}
			n++
		}
		if n != len(recs) {
			b.Fatalf("%d records read, want %d", n, len(recs))
		}
	}
	b.ReportMetric(float64(len(recs)*b.N)/b.Elapsed().Seconds(), "games/s")
}
