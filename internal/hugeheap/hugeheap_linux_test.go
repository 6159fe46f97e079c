package hugeheap

import (
	"bufio"
	"fmt"
	"os"
	"os/exec"
	"regexp"
	"strings"
	"testing"
	"unsafe"
)

// TestAdvise: the part of a block advise gives is whole huge pages within
// it, and the kernel marks its memory as asking for huge pages (hg in
// the mapping's VmFlags).
func TestAdvise(t *testing.T) {
	if _, err := os.Stat(modeFile); err != nil {
		t.Skip("no transparent huge pages here:", err)
	}
	for _, size := range []int{3 * hugePage, 5*hugePage + 12345} {
		b := make([]byte, size)
		got := advise(b)
		if got == nil {
			t.Fatalf("%d bytes: nothing advised", size)
		}
		start := addr(got)
		if start%hugePage != 0 || len(got)%hugePage != 0 || start < addr(b) || start+uintptr(len(got)) > addr(b)+uintptr(size) {
			t.Errorf("%d bytes at %#x: advised %d bytes at %#x, not whole huge pages within", size, addr(b), len(got), start)
		}
		if len(got) < size-2*hugePage {
			t.Errorf("%d bytes: advised only %d", size, len(got))
		}
		if !asksForHuge(mappingsOf(t), start) {
			t.Errorf("%d bytes: the mapping at %#x does not ask for huge pages", size, start)
		}
	}
	if got := advise(make([]byte, hugePage/2)); got != nil {
		t.Errorf("half a huge page: advised %d bytes", len(got))
	}
}

// TestHeapGrowsIntoTheReserve: in a fresh process, the objects allocated
// after Reserve lie in memory that asks for huge pages (the heap fills its
// lowest free pages first, and those are the reserve's), but for at most
// the reserve's head before its first whole huge page and some slack.
func TestHeapGrowsIntoTheReserve(t *testing.T) {
	if os.Getenv(childEnv) == "1" {
		growIntoTheReserve()
		return
	}
	if !wanted(mode(), godebug()) {
		t.Skip("this system gives huge pages without asking, or never")
	}
	mappingsOf(t) // skips without /proc/self/smaps
	cmd := exec.Command(os.Args[0], "-test.run=^TestHeapGrowsIntoTheReserve$")
	cmd.Env = append(os.Environ(), childEnv+"=1")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("child: %v\n%s", err, out)
	}
	m := childSaid.FindStringSubmatch(string(out))
	if m == nil {
		t.Fatalf("child said %q", out)
	}
	var in, all int
	fmt.Sscan(m[1], &in)
	fmt.Sscan(m[2], &all)
	if most := (hugePage + 1<<20) / objectSize; all != objectCount || in < all-most {
		t.Errorf("%d of %d objects allocated after Reserve lie in memory that asks for huge pages", in, all)
	}
}

// childEnv marks the process TestHeapGrowsIntoTheReserve starts.
const childEnv = "HUGEHEAP_TEST_CHILD"

// childSaid is what the child prints.
var childSaid = regexp.MustCompile(`(?m)^(\d+) of (\d+) in huge$`)

// objects is what the child allocates, kept live.
var objects [][]byte

// The child allocates objectCount objects of objectSize bytes (8 MiB).
const (
	objectCount = 1 << 17
	objectSize  = 64
)

// growIntoTheReserve reserves 16 MiB, allocates 8 MiB in small objects and
// tells how many of them lie in mappings that ask for huge pages.
func growIntoTheReserve() {
	Reserve(16 << 20)
	objects = make([][]byte, objectCount)
	for i := range objects {
		objects[i] = make([]byte, objectSize)
	}
	ms, err := mappings()
	if err != nil {
		fmt.Println(err)
		return
	}
	in := 0
	for _, o := range objects {
		if asksForHuge(ms, addr(o)) {
			in++
		}
	}
	fmt.Printf("\n%d of %d in huge\n", in, len(objects))
}

// addr is where b starts.
func addr(b []byte) uintptr { return uintptr(unsafe.Pointer(unsafe.SliceData(b))) }

// mapping is a range of this process's memory and its VmFlags.
type mapping struct {
	lo, hi uintptr
	flags  string
}

// asksForHuge tells whether address a lies in a mapping marked hg.
func asksForHuge(ms []mapping, a uintptr) bool {
	for _, m := range ms {
		if m.lo <= a && a < m.hi {
			return strings.Contains(" "+m.flags+" ", " hg ")
		}
	}
	return false
}

// mappingsOf is the process's mappings, or skips the test without them.
func mappingsOf(t *testing.T) []mapping {
	t.Helper()
	ms, err := mappings()
	if err != nil {
		t.Skip("no /proc/self/smaps:", err)
	}
	return ms
}

// mappings reads the process's mappings from /proc/self/smaps.
func mappings() ([]mapping, error) {
	f, err := os.Open("/proc/self/smaps")
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var ms []mapping
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		var m mapping
		if n, _ := fmt.Sscanf(line, "%x-%x ", &m.lo, &m.hi); n == 2 {
			ms = append(ms, m)
			continue
		}
		if flags, ok := strings.CutPrefix(line, "VmFlags:"); ok && len(ms) > 0 {
			ms[len(ms)-1].flags = strings.TrimSpace(flags)
		}
	}
	return ms, sc.Err()
}
