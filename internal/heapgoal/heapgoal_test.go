package heapgoal

import (
	"runtime"
	"runtime/debug"
	"testing"
)

// TestPercent: the percent is Most for a small live heap, keeps the goal
// at Bound as the heap grows, and is the default 100 once the goal would
// be less than twice the live heap.
func TestPercent(t *testing.T) {
	for _, tt := range []struct {
		live uint64
		want int
	}{
		{0, Most},
		{1 << 20, Most},
		{Bound / 5, Most - 0}, // the goal is Bound exactly
		{Bound / 4, 300},      // 12 MiB live, goal 48
		{Bound / 3, 200},      // 16 MiB live, goal 48
		{Bound / 2, 100},      // 24 MiB live: twice is the bound
		{Bound, 100},          // beyond: the default
		{10 * Bound, 100},
	} {
		if got := Percent(tt.live); got != tt.want {
			t.Errorf("live %d MiB: percent %d, want %d", tt.live>>20, got, tt.want)
		}
	}
}

// pacings tells of each pace, once the test has taken the one before.
var pacings = make(chan struct{}, 1)

func init() {
	paced = func() {
		select {
		case pacings <- struct{}{}:
		default:
		}
	}
}

// TestStartPaces: once started, the percent follows the live heap after
// each collection (here a heap of 30 MiB kept live: 100). The test waits
// for the watcher after each collection, however long it takes.
func TestStartPaces(t *testing.T) {
	defer debug.SetGCPercent(debug.SetGCPercent(Most))
	kept := make([]byte, 30<<20)
	for i := range kept {
		kept[i] = 1
	}
	watch()
	for range 3 {
		runtime.GC()
		<-pacings
		if p := debug.SetGCPercent(-1); p >= 0 {
			debug.SetGCPercent(p)
			if p == 100 {
				runtime.KeepAlive(kept)
				return
			}
		}
	}
	t.Errorf("the percent did not follow a live heap of 30 MiB")
}
