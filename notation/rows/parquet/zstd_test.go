package parquet

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/klauspost/compress/zstd"
	pqzstd "github.com/parquet-go/parquet-go/compress/zstd"
)

// TestPagesAsLibrary: a page no larger than the window compresses to the
// bytes the Parquet library's codec gives it, a larger one to bytes that
// decode to it, and an encoder used again gives the same bytes.
func TestPagesAsLibrary(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	var library pqzstd.Codec
	p := newPages()
	for _, size := range []int{0, 1, 100, 5000, 256 << 10, pageWindow, pageWindow + 1, 3 * pageWindow} {
		t.Run(fmt.Sprint(size), func(t *testing.T) {
			src := page(rng, size)
			got, err := p.Encode(nil, src)
			if err != nil {
				t.Fatal(err)
			}
			again, _ := p.Encode(nil, src)
			if !bytes.Equal(again, got) {
				t.Error("an encoder used again gives other bytes")
			}
			if size <= pageWindow {
				want, _ := library.Encode(nil, src)
				if !bytes.Equal(got, want) {
					t.Errorf("%d bytes, the library's codec %d", len(got), len(want))
				}
			}
			back, err := p.Decode(nil, got)
			if err != nil || !bytes.Equal(back, src) {
				t.Errorf("decoded to %d bytes (%v), want the %d encoded", len(back), err, len(src))
			}
		})
	}
}

// page is size bytes of text-like data: words of a small alphabet that
// repeat, as a column's values do, matches reaching far back among them.
func page(rng *rand.Rand, size int) []byte {
	words := make([][]byte, 64)
	for i := range words {
		for range 3 + rng.IntN(12) {
			words[i] = append(words[i], 'a'+byte(rng.IntN(26)))
		}
	}
	b := make([]byte, 0, size)
	for len(b) < size {
		b = append(b, words[rng.IntN(len(words))]...)
		b = append(b, ' ')
	}
	return b[:size]
}

// TestPagesKeepsTheLastEncoder: the encoder put last is taken next, and no
// more are kept than processors may use at once.
func TestPagesKeepsTheLastEncoder(t *testing.T) {
	p := newPages()
	p.most = 2
	var made []*zstd.Encoder
	for range 3 {
		e, err := p.take()
		if err != nil {
			t.Fatal(err)
		}
		made = append(made, e)
	}
	for _, e := range made {
		p.put(e)
	}
	if len(p.free) != 2 {
		t.Fatalf("%d encoders kept, want 2", len(p.free))
	}
	if e, _ := p.take(); e != made[1] {
		t.Error("the encoder taken is not the one put last of those kept")
	}
	if e, _ := p.take(); e != made[0] {
		t.Error("the second taken is not the first put")
	}
	if e, _ := p.take(); e == made[0] || e == made[1] || e == made[2] {
		t.Error("with none kept, an encoder made before was given (one taken, or not kept)")
	}
}
