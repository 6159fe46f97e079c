// Package hugeheap has the heap of a command that streams records grow
// into memory that Linux backs with transparent huge pages (2 MiB), where
// the system gives huge pages only to memory that asks for them
// (transparent_hugepage "madvise", the default of many distributions).
//
// A streaming command touches its heap's pages once, as the heap grows to
// its goal: tens of thousands of page faults of 4 KiB, each a trip into
// the kernel (some 10 µs on a virtual machine), and on several cores
// faults of one process wait on each other. Backed by huge pages, the heap
// faults once per 2 MiB instead. The Go runtime no longer asks for
// huge pages itself (it did in Go 1.21.0), so Reserve does it for the part
// of the heap a command grows into: it maps that much ahead, untouched,
// asks for huge pages on it, and hands it back to the heap, which fills
// its lowest free pages first.
package hugeheap

import (
	"runtime"
	"runtime/debug"
	"strings"
)

// Reserve has the heap grow into n bytes that ask for huge pages, where
// the system gives them only on request and GODEBUG does not set
// disablethp=1 (the runtime's own switch against huge pages); elsewhere it
// does nothing. It collects the garbage once, to free what it mapped.
func Reserve(n int) {
	if !wanted(mode(), godebug()) {
		return
	}
	percent := debug.SetGCPercent(-1) // no collection may find the block live
	advise(make([]byte, n))
	runtime.GC()
	debug.SetGCPercent(percent)
}

// wanted tells whether to ask for huge pages, given the system's
// transparent_hugepage mode (its setting file's text, the chosen mode in
// brackets) and the GODEBUG setting.
func wanted(mode, godebug string) bool {
	if !strings.Contains(mode, "[madvise]") {
		return false // always: every page is huge already; never: none may be
	}
	for setting := range strings.SplitSeq(godebug, ",") {
		if strings.TrimSpace(setting) == "disablethp=1" {
			return false
		}
	}
	return true
}
