package ttfsubset

import (
	"bytes"
	"compress/zlib"
	"encoding/binary"
	"io"
	"slices"
	"testing"

	"golang.org/x/image/font"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"

	"github.com/arbiter-games/arbiter/notation/diagram"
)

// TestSubsetKeepsGlyphs cuts the Hangul fonts to a few runes: the subset
// maps exactly the runes the font has, each to the same outline and
// advance as the font, and nothing else.
func TestSubsetKeepsGlyphs(t *testing.T) {
	runes := []rune("김민지 박준, 서울 「클럽」！ 흑이 좋다A가가")
	for _, bold := range []bool{false, true} {
		src := diagram.HangulFont(bold)
		sub, kept, err := Subset(src, runes)
		if err != nil {
			t.Fatal(err)
		}
		want := []rune("「」가김다민박서울이좋준지클흑럽！")
		slices.Sort(want)
		if !slices.Equal(kept, want) {
			t.Errorf("kept %q, want %q", string(kept), string(want))
		}
		if len(sub) > 20000 {
			t.Errorf("a subset of %d runes takes %d bytes", len(kept), len(sub))
		}
		compare(t, src, sub, append(kept, 'A', '박'+1))
	}
}

// compare checks that the subset draws each rune as the font does, or
// not at all when it does not keep it.
func compare(t *testing.T, src, sub []byte, runes []rune) {
	t.Helper()
	fs, err := sfnt.Parse(src)
	if err != nil {
		t.Fatal(err)
	}
	fu, err := sfnt.Parse(sub)
	if err != nil {
		t.Fatalf("the subset cannot be read: %v", err)
	}
	if fu.NumGlyphs() >= 200 {
		t.Errorf("the subset has %d glyphs", fu.NumGlyphs())
	}
	for _, r := range runes {
		a, b := outline(t, fs, r), outline(t, fu, r)
		if r == 'A' || r == '박'+1 {
			if b.index != 0 {
				t.Errorf("%q is in the subset", r)
			}
			continue
		}
		if b.index == 0 || a.advance != b.advance || !slices.Equal(a.segments, b.segments) || len(a.segments) == 0 {
			t.Errorf("%q: the subset's glyph %d (advance %v, %d segments) is not the font's %d (advance %v, %d segments)",
				r, b.index, b.advance, len(b.segments), a.index, a.advance, len(a.segments))
		}
	}
}

type glyphOutline struct {
	index    sfnt.GlyphIndex
	advance  fixed.Int26_6
	segments []sfnt.Segment
}

func outline(t *testing.T, f *sfnt.Font, r rune) glyphOutline {
	t.Helper()
	var buf sfnt.Buffer
	g, err := f.GlyphIndex(&buf, r)
	if err != nil {
		t.Fatal(err)
	}
	if g == 0 {
		return glyphOutline{}
	}
	ppem := fixed.Int26_6(f.UnitsPerEm())
	adv, err := f.GlyphAdvance(&buf, g, ppem, font.HintingNone)
	if err != nil {
		t.Fatal(err)
	}
	segs, err := f.LoadGlyph(&buf, g, ppem, nil)
	if err != nil {
		t.Fatalf("%q: %v", r, err)
	}
	return glyphOutline{g, adv, slices.Clone(segs)}
}

// TestSubsetRejects: what is not a TrueType font with glyf outlines is an
// error, not a panic; a font without the runes makes a font of .notdef.
func TestSubsetRejects(t *testing.T) {
	src := diagram.HangulFont(false)
	for _, bad := range [][]byte{nil, []byte("wOFF"), src[:100], src[:len(src)/2]} {
		if _, _, err := Subset(bad, []rune("가")); err == nil {
			t.Errorf("a font of %d bytes was cut", len(bad))
		}
	}
	sub, kept, err := Subset(src, []rune("abc"))
	if err != nil || len(kept) != 0 {
		t.Fatalf("Subset(abc) = %d runes, %v", len(kept), err)
	}
	if f, err := sfnt.Parse(sub); err != nil || f.NumGlyphs() != 1 {
		t.Errorf("the subset of no rune: %v", err)
	}
}

// TestWOFF wraps a subset in WOFF and reads it back: the same tables, each
// 4-aligned, with their checksums, in a file of the length it says and
// smaller than the font.
func TestWOFF(t *testing.T) {
	sub, _, err := Subset(diagram.HangulFont(false), []rune("서울 정글 클럽 목요일 모임"))
	if err != nil {
		t.Fatal(err)
	}
	woff, err := WOFF(sub)
	if err != nil {
		t.Fatal(err)
	}
	src, err := parse(sub)
	if err != nil {
		t.Fatal(err)
	}
	tables, size := readWOFF(t, woff)
	if size != len(sub) || len(tables) != len(src.tables) {
		t.Errorf("the WOFF holds %d tables of a %d-byte font, want %d of %d", len(tables), size, len(src.tables), len(sub))
	}
	for tag, data := range src.tables {
		if !bytes.Equal(tables[tag], data) {
			t.Errorf("table %s differs", tag)
		}
	}
	if len(woff) >= len(sub)*3/4 {
		t.Errorf("the WOFF takes %d bytes for a font of %d", len(woff), len(sub))
	}
}

// readWOFF decodes a WOFF file's tables, checking its layout, and returns
// them with the size of the font they make.
func readWOFF(t *testing.T, woff []byte) (map[string][]byte, int) {
	t.Helper()
	u32 := func(at int) int { return int(binary.BigEndian.Uint32(woff[at:])) }
	if string(woff[:4]) != "wOFF" || u32(8) != len(woff) {
		t.Fatalf("a WOFF header of %q, length %d for %d bytes", woff[:4], u32(8), len(woff))
	}
	n := int(binary.BigEndian.Uint16(woff[12:]))
	tables := map[string][]byte{}
	prev := ""
	for i := range n {
		e := 44 + 20*i
		tag, off, comp, orig, sum := string(woff[e:e+4]), u32(e+4), u32(e+8), u32(e+12), u32(e+16)
		if tag <= prev || off%4 != 0 || off+comp > len(woff) {
			t.Fatalf("table %s: out of order or place (offset %d, %d bytes)", tag, off, comp)
		}
		prev = tag
		data := woff[off : off+comp]
		if comp < orig {
			r, err := zlib.NewReader(bytes.NewReader(data))
			if err != nil {
				t.Fatal(err)
			}
			if data, err = io.ReadAll(r); err != nil {
				t.Fatal(err)
			}
		}
		if len(data) != orig || checksum(withoutAdjustment(tag, data)) != uint32(sum) {
			t.Errorf("table %s: %d bytes (want %d) or a wrong checksum", tag, len(data), orig)
		}
		tables[tag] = data
	}
	return tables, u32(16)
}
