// Package readahead reads a file on a goroutine of its own, a few blocks
// ahead of the goroutine that takes its bytes, so that the system's reads
// (and an archive entry's inflating) run beside the cutting of records
// instead of before it: the one goroutine that cuts a file in records
// bounds how many cores its records keep busy, and a read of 128 KiB from
// the page cache costs as much as cutting it.
package readahead

import (
	"io"
	"sync"
)

// depth is how many blocks the goroutine reads ahead of the one being
// taken.
const depth = 2

// blocks keeps the blocks of streams stopped, for the next ones (many
// small files are read one after another).
var blocks sync.Pool

// Reader gives the bytes of a stream read ahead on a goroutine, in
// order, each error of the stream after the bytes read before it. Its
// Read is for one goroutine; Stop ends it.
type Reader struct {
	size int
	full chan block    // blocks read, in order; closed after the last
	free chan []byte   // blocks taken, to read into again
	quit chan struct{} // closed by Stop
	done chan struct{} // closed once the goroutine has ended
	cur  []byte        // what is left to take of the block taken
	held []byte        // the block taken, whole, to give back once taken
	end  error         // the error the block taken ended on
}

// block is one read of the stream: its bytes, and the error it ended on.
type block struct {
	b   []byte
	err error
}

// New starts reading r ahead, in reads of size bytes at most. r is read
// only on the Reader's goroutine until Stop returns, and never after: it
// must be a stream whose reads end (a file or an archive entry, not a
// terminal or a pipe that a writer may hold open).
func New(r io.Reader, size int) *Reader {
	ra := &Reader{
		size: size,
		full: make(chan block, depth),
		free: make(chan []byte, depth+1),
		quit: make(chan struct{}),
		done: make(chan struct{}),
	}
	go ra.fill(r)
	return ra
}

// fill reads r into blocks until r ends, or Stop. It makes up to depth+1
// blocks (those read ahead, the one read into, the one being taken),
// then reads into those taken.
func (ra *Reader) fill(r io.Reader) {
	defer close(ra.done)
	defer close(ra.full)
	for made := 0; ; {
		var buf []byte
		if made <= depth {
			buf, made = ra.block(), made+1
		} else {
			select {
			case buf = <-ra.free:
			case <-ra.quit:
				return
			}
		}
		n, err := r.Read(buf[:ra.size])
		select {
		case ra.full <- block{buf[:n], err}:
		case <-ra.quit:
			blocks.Put(&buf)
			return
		}
		if err != nil {
			return
		}
	}
}

// block gives room for a read: a block of a stream stopped, or a new one.
func (ra *Reader) block() []byte {
	if b, ok := blocks.Get().(*[]byte); ok && cap(*b) >= ra.size {
		return *b
	}
	return make([]byte, ra.size)
}

// Read takes the next bytes read (io.Reader).
func (ra *Reader) Read(p []byte) (int, error) {
	if len(p) == 0 {
		return 0, nil
	}
	for len(ra.cur) == 0 {
		if ra.end != nil {
			return 0, ra.end
		}
		ra.giveBack()
		b, ok := <-ra.full
		if !ok {
			return 0, io.ErrClosedPipe // stopped: not read from after Stop
		}
		ra.cur, ra.held, ra.end = b.b, b.b, b.err
	}
	n := copy(p, ra.cur)
	ra.cur = ra.cur[n:]
	return n, nil
}

// giveBack gives the block taken to the goroutine, to read into again.
func (ra *Reader) giveBack() {
	if ra.held != nil {
		ra.free <- ra.held
		ra.held = nil
	}
}

// Stop ends the reading and waits for the goroutine to end: once it
// returns, r is no longer read (it may be closed). The blocks go back to
// the next streams. Stop is called once, on the goroutine that reads.
func (ra *Reader) Stop() {
	close(ra.quit)
	<-ra.done
	for b := range ra.full {
		blocks.Put(&b.b)
	}
	close(ra.free)
	for b := range ra.free {
		blocks.Put(&b)
	}
	if held := ra.held; held != nil {
		blocks.Put(&held)
		ra.held = nil
	}
	ra.cur = nil
}
