package main

import (
	"fmt"
	"io"
	"os"
	"time"

	"github.com/schollz/progressbar/v3"
)

// progress shows how far long batch work has come, on stderr and only when
// stderr is a terminal: a bar with the share of the input's bytes read, the
// records done and the time left (github.com/schollz/progressbar). When
// the size of the input is not known (standard input) it counts records.
type progress struct {
	std   *IO
	bar   *progressbar.ProgressBar
	n     int
	shown bool // the bar stands on the terminal
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
	p.bar = progressbar.NewOptions64(total,
		progressbar.OptionSetWriter(p.std.Err),
		progressbar.OptionSetWidth(30),
		progressbar.OptionShowBytes(true),
		progressbar.OptionShowCount(),
		progressbar.OptionSetPredictTime(true),
		progressbar.OptionThrottle(200*time.Millisecond),
		progressbar.OptionSetRenderBlankState(false),
		progressbar.OptionClearOnFinish(),
		progressbar.OptionSpinnerType(14),
	)
}

// reader counts the bytes read from r on the bar.
func (p *progress) reader(r io.Reader) io.Reader {
	if p.bar == nil {
		return r
	}
	return &countingReader{r: r, p: p}
}

// countingReader adds what it reads to the bar.
type countingReader struct {
	r io.Reader
	p *progress
}

func (c *countingReader) Read(b []byte) (int, error) {
	n, err := c.r.Read(b)
	if n > 0 {
		c.p.bar.Add64(int64(n))
		c.p.shown = true
	}
	return n, err
}

// tick counts a record done.
func (p *progress) tick() {
	p.n++
	if p.bar != nil && p.n%500 == 0 {
		p.bar.Describe(fmt.Sprintf("%d records", p.n))
		p.shown = true
	}
}

// clear removes the bar before other output; it comes back with the next
// bytes read.
func (p *progress) clear() {
	if p.bar != nil && p.shown {
		p.bar.Clear()
		p.shown = false
	}
}
