package hugeheap

import (
	"runtime/debug"
	"testing"
)

// TestWanted: huge pages are asked for only where the system gives them on
// request, and GODEBUG does not turn them off.
func TestWanted(t *testing.T) {
	for _, tt := range []struct {
		mode, godebug string
		want          bool
	}{
		{"always [madvise] never\n", "", true},
		{"always [madvise] never\n", "gctrace=1", true},
		{"always [madvise] never\n", "gctrace=1, disablethp=1", false},
		{"always [madvise] never\n", "disablethp=0", true},
		{"[always] madvise never\n", "", false},
		{"always madvise [never]\n", "", false},
		{"", "", false}, // no such setting: not Linux, or no huge pages
	} {
		if got := wanted(tt.mode, tt.godebug); got != tt.want {
			t.Errorf("mode %q, GODEBUG %q: wanted %v, want %v", tt.mode, tt.godebug, got, tt.want)
		}
	}
}

// TestReserveKeepsThePercent: the collector's percent is what it was
// before Reserve, whether or not it asked for huge pages.
func TestReserveKeepsThePercent(t *testing.T) {
	defer debug.SetGCPercent(debug.SetGCPercent(250))
	Reserve(4 << 20)
	if got := debug.SetGCPercent(250); got != 250 {
		t.Errorf("percent after Reserve: %d, want 250", got)
	}
}
