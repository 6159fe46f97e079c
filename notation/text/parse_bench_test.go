package text

import (
	"runtime"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/arbiter-games/arbiter/notation"
)

// BenchmarkParse reads a record of 100 turns with comments and variations.
func BenchmarkParse(b *testing.B) {
	var sb strings.Builder
	sb.WriteString("[Game \"YINSH\"]\n[White \"a\"]\n[Black \"b\"]\n\n")
	for i := 1; i <= 100; i++ {
		sb.WriteString(strconv.Itoa(i) + ". e5-e9 ")
		if i%10 == 0 {
			sb.WriteString("{a comment} (" + strconv.Itoa(i) + ". f6-f2 $1) ")
		}
	}
	sb.WriteString("1-0\n")
	src := sb.String()
	b.SetBytes(int64(len(src)))
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		if _, err := Parse(src, notation.Pos{File: "b"}); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkReader reads a file of 1,000 records of 100 turns each, with the
// cutting of records and their parsing; turn-B is the memory allocated per
// turn read.
func BenchmarkReader(b *testing.B) {
	var sb strings.Builder
	for r := 0; r < 1000; r++ {
		sb.WriteString("[Game \"YINSH\"]\n[White \"김민지\"]\n[Black \"b\"]\n\n")
		for i := 1; i <= 100; i++ {
			sb.WriteString(strconv.Itoa(i) + ". e5-e9 ")
			if i%10 == 0 {
				sb.WriteString("{좋은 수} (" + strconv.Itoa(i) + ". f6-f2 $1)\n")
			}
		}
		sb.WriteString("1-0\n\n")
	}
	src := sb.String()
	b.SetBytes(int64(len(src)))
	b.ReportAllocs()
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	alloc := m.TotalAlloc
	for i := 0; i < b.N; i++ {
		recs, errs, err := ReadAll(strings.NewReader(src), "b")
		if err != nil || len(errs) > 0 || len(recs) != 1000 {
			b.Fatal(err, errs)
		}
	}
	runtime.ReadMemStats(&m)
	b.ReportMetric(float64(m.TotalAlloc-alloc)/float64(b.N)/110000, "turn-B")
}

// BenchmarkRefuseHugeRecord reads a record of 18 MB (`1. e5` three million
// times), which is refused; peak-MB is the most memory in use meanwhile.
func BenchmarkRefuseHugeRecord(b *testing.B) {
	src := "[Game \"YINSH\"]\n" + strings.Repeat("1. e5 ", 3_000_000) + "*\n"
	b.SetBytes(int64(len(src)))
	b.ReportAllocs()
	b.ResetTimer()
	peak := peakHeap()
	for i := 0; i < b.N; i++ {
		recs, errs, err := ReadAll(strings.NewReader(src), "b")
		if err != nil || len(errs) != 1 || len(recs) != 0 {
			b.Fatal(err, errs)
		}
	}
	b.ReportMetric(float64(peak()-uint64(len(src)))/1e6, "peak-MB")
}

// peakHeap samples the heap in use until the returned function is called,
// which gives the most seen.
func peakHeap() func() uint64 {
	var most atomic.Uint64
	stop := make(chan struct{})
	done := make(chan struct{})
	go func() {
		defer close(done)
		var m runtime.MemStats
		for {
			runtime.ReadMemStats(&m)
			if m.HeapInuse > most.Load() {
				most.Store(m.HeapInuse)
			}
			select {
			case <-stop:
				return
			case <-time.After(time.Millisecond):
			}
		}
	}()
	return func() uint64 {
		close(stop)
		<-done
		return most.Load()
	}
}

// BenchmarkParseLongest parses the longest record read (MaxRecordSize of
// `1. e5 `); turn-B is the memory allocated per turn, peak-MB the most in
// use at once.
func BenchmarkParseLongest(b *testing.B) {
	src := strings.Repeat("1. e5 ", notation.MaxRecordSize/6)
	b.SetBytes(int64(len(src)))
	b.ReportAllocs()
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	alloc := m.TotalAlloc
	peak := peakHeap()
	for i := 0; i < b.N; i++ {
		if _, err := Parse(src, notation.Pos{File: "b"}); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(peak())/1e6, "peak-MB")
	runtime.ReadMemStats(&m)
	b.ReportMetric(float64(m.TotalAlloc-alloc)/float64(b.N)/float64(notation.MaxRecordSize/6), "turn-B")
}
