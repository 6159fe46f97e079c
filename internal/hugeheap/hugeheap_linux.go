package hugeheap

import (
	"os"
	"syscall"
	"unsafe"
)

// hugePage is the size of a transparent huge page on x86-64 and on arm64
// with 4 KiB pages; where huge pages are larger, those within the range
// advised are still huge.
const hugePage = 2 << 20

// modeFile is where Linux tells when it gives huge pages.
const modeFile = "/sys/kernel/mm/transparent_hugepage/enabled"

// mode is the system's transparent_hugepage setting, "" where it has none.
func mode() string {
	b, err := os.ReadFile(modeFile)
	if err != nil {
		return ""
	}
	return string(b)
}

// godebug is the GODEBUG setting.
func godebug() string { return os.Getenv("GODEBUG") }

// advise asks for huge pages on the whole huge pages within b, and gives
// that part of b (nil where b holds none, or the system refused).
func advise(b []byte) []byte {
	start := uintptr(unsafe.Pointer(unsafe.SliceData(b)))
	from := int((start+hugePage-1)&^(hugePage-1) - start)
	to := from + (len(b)-from)&^(hugePage-1)
	if from >= to {
		return nil
	}
	if syscall.Madvise(b[from:to], syscall.MADV_HUGEPAGE) != nil {
		return nil
	}
	return b[from:to]
}
