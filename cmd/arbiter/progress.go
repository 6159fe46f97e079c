package main

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"sync"
	"sync/atomic"
	"time"

	"github.com/schollz/progressbar/v3"
)

// progress shows how far long batch work has come, on stderr and only when
// stderr is a terminal: a bar with the share of the input's bytes read, the
// records done and the time left (github.com/schollz/progressbar). When
// the size of the input is not known (standard input) it counts bytes and
// records. A match's bar (startCount) counts its games instead, with the
// score beside it. The bar is drawn by tick and clear, on the goroutine
// that prints the diagnostics, so the two never cross.
type progress struct {
	std *IO
	bar *progressbar.ProgressBar
	// bytes counts the bytes read so far, by the reading goroutine.
	bytes atomic.Int64
	n     int
	// what names what the bar counts besides the records ("turns
	// searched"), and counted how many.
	what    string
	counted int
	// note, set by startCount, words what stands beside a bar that counts
	// the ticks themselves (the games of a match), not the bytes read.
	note  func() string
	shown bool // the bar stands on the terminal
	// held, between hold and release, holds the diagnostics back off a
	// terminal, to be written many lines at a time.
	held *bufio.Writer
}

// newBar makes the bars of Arbiter's commands: total units (-1: not known),
// shown as bytes when bytes is set, drawn at most once a throttle. The bar
// has no goroutine of its own: it is drawn by the calls that move it.
func newBar(w io.Writer, total int64, bytes bool, throttle time.Duration) *progressbar.ProgressBar {
	return progressbar.NewOptions64(total,
		progressbar.OptionSetWriter(w),
		progressbar.OptionSetWidth(30),
		progressbar.OptionShowBytes(bytes),
		progressbar.OptionShowCount(),
		progressbar.OptionSetPredictTime(true),
		progressbar.OptionThrottle(throttle),
		progressbar.OptionClearOnFinish(),
		progressbar.OptionSpinnerType(14),
		progressbar.OptionSetSpinnerChangeInterval(0),
	)
}

// start sizes the bar for the file arguments ("-": standard input, of no
// known size).
func (p *progress) start(args []string) {
	if !p.std.ErrTerminal || p.bar != nil {
		return
	}
	total := int64(0)
	for _, arg := range args {
		fi, err := os.Stat(arg)
		if arg == "-" || err != nil || !fi.Mode().IsRegular() {
			total = -1
			break
		}
		total += fi.Size()
	}
	if len(args) == 0 {
		total = -1
	}
	p.bar = newBar(p.std.Err, total, true, 200*time.Millisecond)
}

// startCount sizes the bar for total units of work, each one tick (the
// games of a match), with note's words beside it. Units are long (a game
// takes seconds): every tick is drawn, not throttled. Its clock starts
// now, so that the time left counts the first unit too; it is drawn from
// the first tick.
func (p *progress) startCount(total int, note func() string) {
	if !p.std.ErrTerminal || p.bar != nil {
		return
	}
	p.note = note
	p.bar = newBar(p.std.Err, int64(total), false, 0)
	p.bar.StartWithoutRender()
}

// read counts bytes read, on any goroutine.
func (p *progress) read(n int) { p.bytes.Add(int64(n)) }

// tick counts a record done and moves the bar to the bytes read.
func (p *progress) tick() {
	p.n++
	if p.bar == nil {
		return
	}
	if p.n%500 == 0 || p.what != "" || p.note != nil {
		p.describe()
	}
	p.bar.Set64(p.position())
	p.shown = true
}

// position is where the bar stands: at the ticks of a bar that counts
// them, else at the bytes read, short of the end until the work is done
// (the reader reads ahead of the records done, a whole small file at
// once).
func (p *progress) position() int64 {
	if p.note != nil {
		return int64(p.n)
	}
	n := p.bytes.Load()
	if total := p.bar.GetMax64(); total > 0 {
		n = min(n, total-1)
	}
	return n
}

// count counts one more of what the bar counts besides the records.
func (p *progress) count() {
	p.counted++
	if p.bar != nil {
		p.describe()
		p.bar.Set64(p.position())
		p.shown = true
	}
}

// describe writes the counts, or the note, beside the bar.
func (p *progress) describe() {
	if p.note != nil {
		p.bar.Describe(p.note())
		return
	}
	d := fmt.Sprintf("%d records", p.n)
	if p.what != "" {
		d += fmt.Sprintf(", %d %s", p.counted, p.what)
	}
	p.bar.Describe(d)
}

// hold holds the diagnostics printed from now on back, when stderr is no
// terminal (a file, a pipe: a write a line would cost a call to the
// system a record, where a file of errors has thousands), and gives what
// writes them out, for the run to call whenever it waits
// (referee.FileOptions.Waiting); release writes out the rest. On a
// terminal, where the bar stands, each line goes out as it comes, and
// hold gives nil.
func (p *progress) hold() func() {
	if p.std.ErrTerminal {
		return nil
	}
	p.held = bufio.NewWriterSize(p.std.Err, 16<<10)
	return func() { p.held.Flush() }
}

// release writes out the diagnostics held back, and holds no more.
func (p *progress) release() {
	if p.held != nil {
		p.held.Flush()
		p.held = nil
	}
}

// diagnostics prints diagnostics between the bar's drawings.
func (p *progress) diagnostics() diagnostics { return diagnostics{std: p.std, progress: p} }

// clear removes the bar before other output; the next tick draws it again.
func (p *progress) clear() {
	if p.bar != nil && p.shown {
		p.bar.Clear()
		p.shown = false
	}
}

// syncWriter lets several goroutines write whole lines to one writer (the
// progress bars and the diagnostics to stderr).
type syncWriter struct {
	mu sync.Mutex
	w  io.Writer
}

func (s *syncWriter) Write(b []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.w.Write(b)
}
