package readahead

import (
	"bytes"
	"errors"
	"io"
	"math/rand/v2"
	"sync"
	"sync/atomic"
	"testing"
	"testing/iotest"
)

// text is n bytes that differ from place to place.
func text(n int) []byte {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(i*7 + i/251)
	}
	return b
}

// uneven reads a text a random number of bytes at a time (none, at
// times), the last read with io.EOF.
type uneven struct {
	rest []byte
	rnd  *rand.Rand
}

func (u *uneven) Read(p []byte) (int, error) {
	n := copy(p, u.rest[:min(len(u.rest), u.rnd.IntN(len(p)+1))])
	u.rest = u.rest[n:]
	if len(u.rest) == 0 {
		return n, io.EOF
	}
	return n, nil
}

// TestReadsInOrder: every byte of the stream comes out once, in order,
// whatever the sizes of the stream's reads and of the reads taken.
func TestReadsInOrder(t *testing.T) {
	for _, tc := range []struct {
		name      string
		n, size   int
		take      int
		newSource func([]byte) io.Reader
	}{
		{"empty", 0, 16, 8, func(b []byte) io.Reader { return bytes.NewReader(b) }},
		{"one block", 10, 16, 4, func(b []byte) io.Reader { return bytes.NewReader(b) }},
		{"many blocks", 100_000, 1024, 300, func(b []byte) io.Reader { return bytes.NewReader(b) }},
		{"takes larger than blocks", 100_000, 100, 4096, func(b []byte) io.Reader { return bytes.NewReader(b) }},
		{"a byte at a time", 5000, 64, 7, func(b []byte) io.Reader { return iotest.OneByteReader(bytes.NewReader(b)) }},
		{"bytes with EOF", 5000, 64, 10, func(b []byte) io.Reader { return iotest.DataErrReader(bytes.NewReader(b)) }},
		{"uneven", 50_000, 512, 333, func(b []byte) io.Reader { return &uneven{b, rand.New(rand.NewPCG(1, 2))} }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			want := text(tc.n)
			ra := New(tc.newSource(want), tc.size)
			defer ra.Stop()
			var got []byte
			buf := make([]byte, tc.take)
			for {
				n, err := ra.Read(buf)
				got = append(got, buf[:n]...)
				if errors.Is(err, io.EOF) {
					break
				}
				if err != nil {
					t.Fatal(err)
				}
			}
			if !bytes.Equal(got, want) {
				t.Errorf("read %d bytes, not the stream's %d (first difference at %d)", len(got), len(want), firstDifference(got, want))
			}
			if n, err := ra.Read(buf); n != 0 || !errors.Is(err, io.EOF) {
				t.Errorf("after the end: %d, %v; want 0, EOF", n, err)
			}
		})
	}
}

// firstDifference is the first place a and b differ.
func firstDifference(a, b []byte) int {
	for i := range min(len(a), len(b)) {
		if a[i] != b[i] {
			return i
		}
	}
	return min(len(a), len(b))
}

// TestErrorAfterItsBytes: a stream's error comes after every byte read
// before it, and again on every read after.
func TestErrorAfterItsBytes(t *testing.T) {
	broken := errors.New("disk on fire")
	want := text(3000)
	ra := New(io.MultiReader(bytes.NewReader(want), iotest.ErrReader(broken)), 256)
	defer ra.Stop()
	got, err := io.ReadAll(ra)
	if !errors.Is(err, broken) {
		t.Fatalf("error %v, want %v", err, broken)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("read %d bytes before the error, want %d", len(got), len(want))
	}
	if _, err := ra.Read(make([]byte, 8)); !errors.Is(err, broken) {
		t.Errorf("read after the error: %v, want %v", err, broken)
	}
}

// gate is a stream whose reads wait to be let through; it counts the
// reads under way and those begun.
type gate struct {
	entered chan struct{}
	through chan struct{}
	in, all atomic.Int32
}

func (g *gate) Read(p []byte) (int, error) {
	g.in.Add(1)
	defer g.in.Add(-1)
	g.all.Add(1)
	g.entered <- struct{}{}
	<-g.through
	p[0] = 'x'
	return 1, nil
}

// TestStopWaitsForTheRead: Stop returns only once the read under way has
// returned, and the stream is read no more after it (so that it may be
// closed then).
func TestStopWaitsForTheRead(t *testing.T) {
	g := &gate{entered: make(chan struct{}, 100), through: make(chan struct{})}
	ra := New(g, 8)
	<-g.entered // the first read is under way
	stopped := make(chan struct{})
	go func() {
		ra.Stop()
		close(stopped)
	}()
	close(g.through) // every read may return now
	<-stopped
	if g.in.Load() != 0 {
		t.Fatal("Stop returned while a read was under way")
	}
	reads := g.all.Load()
	if _, err := ra.Read(make([]byte, 4)); err == nil {
		t.Error("a read after Stop gave no error")
	}
	if g.all.Load() != reads {
		t.Error("the stream was read after Stop")
	}
}

// TestStopEarly: a stream stopped before its end leaves its blocks for
// the next, and the next reads as well.
func TestStopEarly(t *testing.T) {
	for range 3 {
		want := text(40_000)
		ra := New(bytes.NewReader(want), 1000)
		buf := make([]byte, 1500)
		if _, err := io.ReadFull(ra, buf); err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(buf, want[:1500]) {
			t.Fatal("the first bytes differ")
		}
		ra.Stop()
	}
}

// TestManyAtOnce: streams read and stopped on many goroutines at once,
// sharing the blocks of those stopped, each read whole or in part, read
// what they hold (go test -race checks that a block given back is no
// longer touched).
func TestManyAtOnce(t *testing.T) {
	want := text(20_000)
	var wg sync.WaitGroup
	for g := range 8 {
		wg.Go(func() {
			for i := range 20 {
				ra := New(iotest.HalfReader(bytes.NewReader(want)), 1000)
				n := len(want)
				if (g+i)%2 == 0 {
					n = 1000 * (1 + i%5)
				}
				got := make([]byte, n)
				_, err := io.ReadFull(ra, got)
				ra.Stop()
				if err != nil || !bytes.Equal(got, want[:n]) {
					t.Errorf("stream %d.%d: %v, or the bytes differ", g, i, err)
					return
				}
			}
		})
	}
	wg.Wait()
}

// FuzzReadAhead: any stream, read in reads of any sizes, in blocks of any
// size, taken in reads of any size, stopped anywhere, gives its bytes in
// order up to where it stopped.
func FuzzReadAhead(f *testing.F) {
	f.Add([]byte("1. e5 2. f6 *\n"), uint64(1), uint8(4), uint8(3), uint16(0))
	f.Add(text(5000), uint64(7), uint8(200), uint8(17), uint16(1234))
	f.Add([]byte{}, uint64(0), uint8(1), uint8(1), uint16(0))
	f.Fuzz(func(t *testing.T, data []byte, seed uint64, size, take uint8, stopAt uint16) {
		ra := New(&uneven{data, rand.New(rand.NewPCG(seed, 1))}, int(size)+1)
		want := data
		if stopAt > 0 && int(stopAt) < len(data) {
			want = data[:stopAt]
		}
		got := make([]byte, 0, len(want))
		buf := make([]byte, int(take)+1)
		for len(got) < len(want) {
			n, err := ra.Read(buf[:min(len(buf), len(want)-len(got))])
			got = append(got, buf[:n]...)
			if err != nil {
				break
			}
		}
		ra.Stop()
		if !bytes.Equal(got, want) {
			t.Fatalf("read %q, want %q", got, want)
		}
	})
}
