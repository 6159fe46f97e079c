package protocol

import (
	"bufio"
	"bytes"
	"errors"
	"io"
	"sync"
	"time"
)

// maxLine is the longest line Serve reads; longer ones are skipped.
const maxLine = 1 << 20

// inputLine is one line read, or the news that a line was too long, and
// when it was read.
type inputLine struct {
	text    string
	tooLong bool
	at      time.Time
}

// readLines sends the lines of in, without their line ends, until its end
// (then it closes lines) or until done is closed.
func readLines(in io.Reader, lines chan<- inputLine, done <-chan struct{}) {
	defer close(lines)
	r := bufio.NewReaderSize(in, 64<<10)
	for {
		l, err := readLine(r)
		if err != nil && l.text == "" && !l.tooLong {
			return
		}
		l.at = time.Now()
		select {
		case lines <- l:
		case <-done:
			return
		}
		if err != nil {
			return
		}
	}
}

// readLine reads one line; its error is the reader's (io.EOF at the end,
// with the last line's text if it had no line end).
func readLine(r *bufio.Reader) (inputLine, error) {
	var buf []byte
	for {
		part, err := r.ReadSlice('\n')
		if len(buf)+len(part) > maxLine {
			for errors.Is(err, bufio.ErrBufferFull) {
				_, err = r.ReadSlice('\n')
			}
			return inputLine{tooLong: true}, err
		}
		buf = append(buf, part...)
		if errors.Is(err, bufio.ErrBufferFull) {
			continue
		}
		return inputLine{text: string(bytes.TrimRight(buf, "\r\n"))}, err
	}
}

// lineWriter writes whole lines from several goroutines and keeps the
// first error.
type lineWriter struct {
	mu  sync.Mutex
	w   io.Writer
	err error
}

// line writes text and a line end, unless an earlier write failed.
func (lw *lineWriter) line(text string) {
	lw.mu.Lock()
	defer lw.mu.Unlock()
	if lw.err == nil {
		_, lw.err = io.WriteString(lw.w, text+"\n")
	}
}

// error is the first write error.
func (lw *lineWriter) error() error {
	lw.mu.Lock()
	defer lw.mu.Unlock()
	return lw.err
}
