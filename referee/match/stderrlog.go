package match

import (
	"fmt"
	"io"
	"sync"
)

// logHead and logTail bound what an engine's log keeps of one game (from
// the engine's start, or its ucinewgame, to the next): the first logHead
// bytes of its standard error and the last logTail, a line between them
// saying how many bytes were left out. The log of a game is thus at most
// some 128 KiB, and an engine's log holds at most logTail bytes in memory.
const (
	logHead = 64 << 10
	logTail = 64 << 10
)

// stderrLog writes one engine process's standard error to its log,
// bounded game by game: the head of a game as it comes, its tail when the
// game ends (newGame) or the output does (close). Errors writing the log
// are ignored: the engine's output is read all the same and the match
// goes on.
type stderrLog struct {
	mu      sync.Mutex
	w       io.Writer
	written int   // bytes of the game's head written
	last    byte  // the last byte of the head
	tail    ring  // the bytes past the head
	skipped int64 // bytes past the head that the tail lost
}

// copyStderr writes what r gives to the log w until r ends, and closes r
// and done then.
func copyStderr(r io.ReadCloser, w io.Writer, done chan<- struct{}) *stderrLog {
	l := &stderrLog{w: w}
	go func() {
		defer close(done)
		defer r.Close()
		io.Copy(l, r)
		l.newGame()
	}()
	return l
}

// Write keeps p in the log: in the head while it has room, in the tail
// past it.
func (l *stderrLog) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	n := len(p)
	if k := min(logHead-l.written, len(p)); k > 0 {
		l.w.Write(p[:k])
		l.written += k
		l.last = p[k-1]
		p = p[k:]
	}
	if len(p) > 0 {
		l.skipped += int64(l.tail.write(p))
	}
	return n, nil
}

// newGame ends the game's log: it writes the tail kept, after a line that
// says how many bytes were left out before it, if any were; the next
// bytes start the next game's head.
func (l *stderrLog) newGame() {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.skipped > 0 {
		nl := ""
		if l.last != '\n' {
			nl = "\n"
		}
		fmt.Fprintf(l.w, "%s[arbiter: %d bytes of standard error left out here]\n", nl, l.skipped)
	}
	if t := l.tail.bytes(); len(t) > 0 {
		l.w.Write(t)
	}
	l.written, l.last, l.skipped = 0, 0, 0
	l.tail.reset()
}

// ring keeps the last logTail bytes written to it.
type ring struct {
	buf  []byte // made at the first write
	end  int    // where the next byte goes
	held int
}

// write keeps p and returns how many of the bytes held before, or of p,
// no longer fit.
func (r *ring) write(p []byte) int {
	if r.buf == nil {
		r.buf = make([]byte, logTail)
	}
	lost := max(r.held+len(p)-len(r.buf), 0)
	r.held = min(r.held+len(p), len(r.buf))
	if len(p) > len(r.buf) {
		p = p[len(p)-len(r.buf):]
	}
	for len(p) > 0 {
		k := copy(r.buf[r.end:], p)
		p = p[k:]
		r.end = (r.end + k) % len(r.buf)
	}
	return lost
}

// bytes are the bytes held, oldest first.
func (r *ring) bytes() []byte {
	start := r.end - r.held
	if start >= 0 {
		return r.buf[start:r.end]
	}
	return append(append([]byte(nil), r.buf[len(r.buf)+start:]...), r.buf[:r.end]...)
}

func (r *ring) reset() { r.end, r.held = 0, 0 }
