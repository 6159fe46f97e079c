package parquet

import (
	"runtime"
	"sync"

	"github.com/klauspost/compress/zstd"
	"github.com/parquet-go/parquet-go/compress"
	pqzstd "github.com/parquet-go/parquet-go/compress/zstd"
)

// pageWindow is the window of the compressor: the most bytes back a match
// may reach. A page is rarely larger (the writer's pages end at 256 KiB),
// and a page no larger compresses to the bytes it would with the
// compressor's default window (8 MiB).
const pageWindow = 1 << 20

// pages compresses the pages of a file with Zstandard, as the Parquet
// library's own codec does, but with encoders of a small window that stay
// from page to page. The library's codec makes an encoder with a history
// of 16 MiB whenever the collector has emptied its pool: a conversion on
// two cores held 150-220 MB, and had the system map 25-50 thousand pages
// for it. The encoder used last is used next, its tables still in the
// processor's cache.
type pages struct {
	pqzstd.Codec // names the codec and decodes; its Encode is not used

	mu   sync.Mutex
	free []*zstd.Encoder // encoders not in use, the last put last
	most int             // how many are kept: one a processor
}

// newPages makes a codec of encoders kept for as many pages as the
// processors may compress at once.
func newPages() *pages { return &pages{most: runtime.GOMAXPROCS(0)} }

// Encode appends the compressed src to dst[:0].
func (p *pages) Encode(dst, src []byte) ([]byte, error) {
	e, err := p.take()
	if err != nil {
		return dst[:0], err
	}
	dst = e.EncodeAll(src, dst[:0])
	p.put(e)
	return dst, nil
}

// take gives the encoder put last, or a new one where none is free.
func (p *pages) take() (*zstd.Encoder, error) {
	p.mu.Lock()
	if n := len(p.free); n > 0 {
		e := p.free[n-1]
		p.free = p.free[:n-1]
		p.mu.Unlock()
		return e, nil
	}
	p.mu.Unlock()
	return zstd.NewWriter(nil,
		zstd.WithEncoderConcurrency(1),
		zstd.WithEncoderLevel(zstd.SpeedDefault),
		zstd.WithWindowSize(pageWindow),
		zstd.WithZeroFrames(true),
		zstd.WithEncoderCRC(false))
}

// put keeps an encoder done with, unless as many are kept already.
func (p *pages) put(e *zstd.Encoder) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if len(p.free) < p.most {
		p.free = append(p.free, e)
	}
}

// the codec serves wherever the Parquet library takes one.
var _ compress.Codec = (*pages)(nil)
