package notation

import (
	"io"
	"sync"
)

// Ahead is the Prepare of a writer that formats each record into bytes of
// its own (Preparer): format appends the bytes of e to b, on the goroutine
// that calls Ahead, and says what Write(e) says of it, or why e is
// refused; what Ahead gives hands the bytes to write, on the writer's
// goroutine, unless e was refused. The bytes are made in memory reused
// from record to record.
func Ahead(e Entry, format func(b []byte, e Entry) ([]byte, Written, error), write func([]byte) error) func() (Written, error) {
	buf := aheadBufs.Get().(*[]byte)
	b, written, err := format((*buf)[:0], e)
	return func() (Written, error) {
		defer putAheadBuf(buf, b)
		if err != nil {
			return Written{}, err
		}
		return written, write(b)
	}
}

// aheadBufs keeps the memory records are formatted in (Ahead), given back
// once the record is written.
var aheadBufs = sync.Pool{New: func() any { return new([]byte) }}

// maxAheadBuf is the most memory aheadBufs keeps of one record's bytes:
// that of an uncommonly large record is let go.
const maxAheadBuf = 64 << 10

// putAheadBuf gives back the memory of a record's bytes, b, taken as buf.
func putAheadBuf(buf *[]byte, b []byte) {
	if cap(b) <= maxAheadBuf {
		*buf = b[:0]
	}
	aheadBufs.Put(buf)
}

// WritesTo is the write of Ahead for a writer that writes each record's
// bytes to w as they are.
func WritesTo(w io.Writer) func([]byte) error {
	return func(b []byte) error {
		_, err := w.Write(b)
		return err
	}
}
