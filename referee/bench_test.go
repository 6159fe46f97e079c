package referee

import (
	"bytes"
	"errors"
	"io"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/arbiter-games/arbiter/engines"
	"github.com/arbiter-games/arbiter/internal/scratch"
	"github.com/arbiter-games/arbiter/notation"
	_ "github.com/arbiter-games/arbiter/notation/all"
	"github.com/arbiter-games/arbiter/notation/text"
)

var (
	benchFiles sync.Map
)

// generated returns the text of n random games of a game, made once.
func generated(b *testing.B, game string, n int) []byte {
	key := game
	if v, ok := benchFiles.Load(key); ok {
		return v.([]byte)
	}
	g, err := notation.LookupGame(game)
	if err != nil {
		b.Fatal(err)
	}
	var buf bytes.Buffer
	for i := 0; i < n; i++ {
		rec, err := notation.Generate(g, int64(i+1), engines.Setup{Tags: map[string]string{}}, 1000)
		if err != nil {
			b.Fatal(err)
		}
		text.Write(&buf, rec)
		buf.WriteString("\n")
	}
	benchFiles.Store(key, buf.Bytes())
	return buf.Bytes()
}

// benchmarkReferee reads and referees a file of 10,000 generated games on
// one goroutine, as validate does: each record in scratch memory that the
// next reuses (Options.Verdicts).
func benchmarkReferee(b *testing.B, game string) {
	src := generated(b, game, 10000)
	b.SetBytes(int64(len(src)))
	var scratch scratch.Scratch
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		turns := 0
		eachRecord(b, src, func(u notation.Unparsed) {
			n, err := refereeRecord(u, &scratch)
			if err != nil {
				b.Fatal(err)
			}
			turns += n
			scratch.Reset()
		})
		b.ReportMetric(float64(turns), "turns/op")
	}
}

// eachRecord hands f each record of a text file, cut but not parsed.
func eachRecord(b *testing.B, src []byte, f func(notation.Unparsed)) {
	rd := text.NewReader(bytes.NewReader(src), "bench")
	for {
		u, err := rd.Next()
		if err == io.EOF {
			return
		}
		if err != nil {
			b.Fatal(err)
		}
		f(u)
	}
}

// refereeRecord parses and referees a record in s as validate does,
// giving its turns; an error for a record that cannot be read or breaks a
// rule (a generated one never does).
func refereeRecord(u notation.Unparsed, s *scratch.Scratch) (int, error) {
	rec, err := parseIn(u, s)
	if err != nil {
		return 0, err
	}
	rep := checkIn(rec, Options{}, s)
	if rep.Errors() > 0 {
		return 0, errors.New(rep.Diagnostics[0].String())
	}
	return rep.Turns, nil
}

func BenchmarkRefereeYINSH10000(b *testing.B)     { benchmarkReferee(b, "YINSH") }
func BenchmarkRefereeJungle10000(b *testing.B)    { benchmarkReferee(b, "Jungle") }
func BenchmarkRefereeIngenious10000(b *testing.B) { benchmarkReferee(b, "Ingenious") }

// benchmarkRefereeParallel parses and referees the records of 10,000
// generated games on every processor at once (go test -cpu 1,2,...), each
// goroutine with its own scratch memory and nothing written that another
// reads: no reader, no order and no sink, the work alone. Its
// ns/op at -cpu N against -cpu 1 is the most a run of N workers can gain
// on the machine (docs/speed.md: what two cores give).
func benchmarkRefereeParallel(b *testing.B, game string) {
	var recs []notation.Unparsed
	eachRecord(b, generated(b, game, 10000), func(u notation.Unparsed) { recs = append(recs, u) })
	var goroutines atomic.Int64
	b.ResetTimer()
	b.RunParallel(func(pb *testing.PB) {
		var s scratch.Scratch
		// each goroutine from its own place in the records, counting on
		// its own: a count they shared would be memory both cores write
		i := int(goroutines.Add(1)) * len(recs) / 16
		for pb.Next() {
			if _, err := refereeRecord(recs[i%len(recs)], &s); err != nil {
				b.Error(err)
				return
			}
			s.Reset()
			i++
		}
	})
}

func BenchmarkRefereeParallelYINSH(b *testing.B)     { benchmarkRefereeParallel(b, "YINSH") }
func BenchmarkRefereeParallelJungle(b *testing.B)    { benchmarkRefereeParallel(b, "Jungle") }
func BenchmarkRefereeParallelIngenious(b *testing.B) { benchmarkRefereeParallel(b, "Ingenious") }
