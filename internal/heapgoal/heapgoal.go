// Package heapgoal paces the garbage collector of a command that streams
// records: a high GOGC while the live heap is small, so that the
// collector runs seldom (at the default pace it takes a fifth of a big
// batch's time), falling back to the default as the heap grows, so that
// the heap's goal, and with it the memory the process holds, stays under
// a bound: max(Bound, twice the live heap).
package heapgoal

import (
	"os"
	"runtime"
	"runtime/debug"
	"runtime/metrics"
)

// Most is the collector's percent (GOGC) while the live heap is small:
// the heap grows to five times what is live between collections.
const Most = 400

// Bound is the heap's goal that the percent is lowered to stay under,
// until the live heap is half of it; past that the percent is the
// default, 100.
const Bound = 48 << 20

// Start paces the collector from now on, after every collection, unless
// the environment sets GOGC (the user's choice is kept).
func Start() {
	if _, set := os.LookupEnv("GOGC"); set {
		return
	}
	debug.SetGCPercent(Most)
	watch()
}

// watch re-paces the collector when the next collection has run: the
// cleanup of an object dropped at once runs after the collection that
// finds it gone, and watches again. The object holds a pointer, so that
// it is not one of the tiny objects that share a block (whose cleanups
// wait for the whole block).
func watch() {
	runtime.AddCleanup(&sentinel{}, func(struct{}) { pace(); watch() }, struct{}{})
}

// sentinel is the object watch drops.
type sentinel struct{ _ *byte }

// live is where the live heap's size is read.
var live = []metrics.Sample{{Name: "/gc/heap/live:bytes"}}

// paced runs after each pace: a test's hook.
var paced = func() {}

// pace sets the percent for the live heap.
func pace() {
	defer paced()
	metrics.Read(live)
	if live[0].Value.Kind() != metrics.KindUint64 {
		return
	}
	debug.SetGCPercent(Percent(live[0].Value.Uint64()))
}

// Percent is the collector's percent for a live heap of n bytes: Most
// while the goal n·(1+Most/100) stays under Bound, the percent whose goal
// is Bound while that is at least 100, else 100.
func Percent(n uint64) int {
	if n == 0 {
		return Most
	}
	p := (Bound - min(n, Bound)) * 100 / n
	return int(max(100, min(p, Most)))
}
