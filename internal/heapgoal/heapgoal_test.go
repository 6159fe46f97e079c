package heapgoal

import (
	"runtime"
	"runtime/debug"
	"testing"
	"time"
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

// TestStartPaces: once started, the percent follows the live heap after
// each collection (here a heap of 30 MiB kept live: 100).
func TestStartPaces(t *testing.T) {
	defer debug.SetGCPercent(debug.SetGCPercent(Most))
	kept := make([]byte, 30<<20)
	for i := range kept {
		kept[i] = 1
	}
	watch()
	for i := 0; i < 50; i++ {
		runtime.GC()
		time.Sleep(10 * time.Millisecond)
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
