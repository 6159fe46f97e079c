package parquet

import (
	"runtime"

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
// from page to page: its codec makes an encoder with a history of 16 MiB
// whenever the collector has emptied its pool, and a conversion to Parquet
// then spent more on making memory for encoders, and the system on
// mapping it, than on the encoders' work.
type pages struct {
	pqzstd.Codec                    // names the codec and decodes; its Encode is not used
	free         chan *zstd.Encoder // encoders not in use, at most one a processor
}

// newPages makes a codec of encoders kept for as many pages as the
// processors may compress at once.
func newPages() *pages {
	return &pages{free: make(chan *zstd.Encoder, runtime.GOMAXPROCS(0))}
}

// Encode appends the compressed src to dst[:0].
func (p *pages) Encode(dst, src []byte) ([]byte, error) {
	e, err := p.take()
	if err != nil {
		return dst[:0], err
	}
	dst = e.EncodeAll(src, dst[:0])
	select {
	case p.free <- e:
	default: // as many are kept already
	}
	return dst, nil
}

// take gives an encoder not in use, made where none is free.
func (p *pages) take() (*zstd.Encoder, error) {
	select {
	case e := <-p.free:
		return e, nil
	default:
		return zstd.NewWriter(nil,
			zstd.WithEncoderConcurrency(1),
			zstd.WithEncoderLevel(zstd.SpeedDefault),
			zstd.WithWindowSize(pageWindow),
			zstd.WithZeroFrames(true),
			zstd.WithEncoderCRC(false))
	}
}

// the codec serves wherever the Parquet library takes one.
var _ compress.Codec = (*pages)(nil)
