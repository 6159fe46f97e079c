//go:build !nofiles

package referee

import (
	"bytes"
	"cmp"
	"errors"
	"io"
	"sync"

	"github.com/arbiter-games/arbiter/notation"
	"github.com/arbiter-games/arbiter/notation/charset"
)

// A file in a format that can be cut in chunks (notation.Chunking) is read
// on many goroutines: one reads and decodes its text and cuts it in
// chunks of whole records (chunker), and the workers cut each chunk in
// records, parse and referee them, as they do records read for them. A
// chunk knows where it starts in its file, so positions are those of the
// whole file; its records are numbered once the chunks before it are
// counted (numbering).

// chunk is a run of whole records of a file's text.
type chunk struct {
	text  []byte
	start notation.Pos
	cuts  *notation.Chunking
	// count is the chunk's records where its format counts them without
	// reading them (notation.Chunking.Count), else -1.
	count int
}

// records cuts the chunk in records, numbered from 1, and gives its
// memory to the chunks read later (the records hold nothing of it: a
// reader copies the text it keeps).
func (c *chunk) records() ([]notation.Unparsed, error) {
	defer putChunkBuf(c.text)
	rd := c.cuts.NewReader(bytes.NewBuffer(c.text), c.start)
	var recs []notation.Unparsed
	for {
		u, err := rd.Next()
		switch {
		case errors.Is(err, io.EOF):
			return recs, nil
		case err != nil:
			return recs, err
		}
		recs = append(recs, u)
	}
}

// chunkBufs holds the memory of chunks cut in records.
var chunkBufs = sync.Pool{New: func() any { b := make([]byte, 0, 2*chunkSize); return &b }}

// chunkBuf gives memory to read a chunk in.
func chunkBuf() []byte { return (*chunkBufs.Get().(*[]byte))[:0] }

// putChunkBuf gives a chunk's memory back.
func putChunkBuf(b []byte) { chunkBufs.Put(&b) }

// The sizes of chunks: a chunk is cut at the last place a record surely
// starts once chunkSize bytes are read; a file read so far with no such
// place (a record longer than any a file should hold) is read on, from
// the last cut, by one goroutine (chunker.tail), so that memory holds no
// more than maxChunk bytes of it. A chunk of 16 KiB is some 20 records of
// 70 turns (8 of Jungle), and the scratch memory its replays are built in
// some 400 KB. Each chunk is a hand-over to a worker: on two cores, chunks
// of 16 KiB took 3-5% less time than chunks of 8 for validate, convert
// --to text and --from jfen, as much for stats, 2% more for --to parquet,
// and about as much on one core (docs/speed.md); at 32 KiB --from jfen
// lost 5%.
var (
	chunkSize = 16 << 10 // a test cuts smaller chunks
	maxChunk  = chunkSize + 2*notation.MaxRecordSize
)

// minRead is the least room the chunker reads more of a file into.
const minRead = 4 << 10

// chunker is the source of a file that can be cut in chunks (a format
// with notation.Chunking), as long as its text holds only bytes of its
// encoding: from the first read that finds one on (and after a stretch
// with no cut), the chunker reads the rest itself, record by record, each
// with its faults (withFaults), as a file of another format is read.
type chunker struct {
	in   *charset.Reader
	cuts *notation.Chunking
	buf  []byte       // read and not yet handed on
	at   notation.Pos // where buf starts
	eof  bool
	tail notation.Reader // the reader of the rest, once set
}

// newChunker cuts the text of in, read in chunks.
func newChunker(in *charset.Reader, file string, cuts *notation.Chunking) *chunker {
	return &chunker{in: in, cuts: cuts, at: notation.Pos{File: file, Line: 1, Column: 1}}
}

// next gives the next chunk, or record once the rest is read by the
// chunker itself; io.EOF at the end.
func (c *chunker) next() (piece, error) {
	for c.tail == nil {
		switch {
		case c.eof && len(c.buf) == 0:
			return piece{}, io.EOF
		case c.eof:
			return c.hand(len(c.buf)), nil
		case len(c.buf) >= chunkSize:
			if n := cmp.Or(c.cuts.Cut(c.buf[:chunkSize]), c.cuts.Cut(c.buf)); n > 0 {
				return c.hand(n), nil
			}
		}
		if len(c.buf) >= maxChunk {
			c.readRest()
			break
		}
		if err := c.read(); err != nil {
			return piece{}, err
		}
		if c.in.Pending() > 0 {
			c.readRest()
		}
	}
	u, err := c.tail.Next()
	return piece{rec: u}, err
}

// hand hands on the first n bytes read, as a chunk.
func (c *chunker) hand(n int) piece {
	ch := &chunk{text: c.buf[:n], start: c.at, cuts: c.cuts, count: -1}
	if c.cuts.Count != nil {
		ch.count = c.cuts.Count(ch.text, c.at)
	}
	rest := c.buf[n:]
	c.buf = append(chunkBuf(), rest...)
	c.at.Offset += n
	c.at.Line += bytes.Count(ch.text, newline)
	c.at.Column = 1 // a cut follows a line break
	return piece{chunk: ch}
}

// newline is a line break, to count lines.
var newline = []byte{'\n'}

// read reads more of the text.
func (c *chunker) read() error {
	if c.buf == nil {
		c.buf = chunkBuf()
	}
	if cap(c.buf)-len(c.buf) < minRead {
		c.buf = append(c.buf, make([]byte, max(cap(c.buf), minRead))...)[:len(c.buf)]
	}
	n, err := c.in.Read(c.buf[len(c.buf):cap(c.buf)])
	c.buf = c.buf[:len(c.buf)+n]
	if errors.Is(err, io.EOF) {
		c.eof = true
		return nil
	}
	return err
}

// readRest has the chunker read the rest of the file itself, from what it
// has not handed on.
func (c *chunker) readRest() {
	rest := io.MultiReader(bytes.NewReader(c.buf), c.in)
	c.tail = withFaults(c.cuts.NewReader(rest, c.at), c.in)
	c.buf = nil
}
