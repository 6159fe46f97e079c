// Package ttfsubset cuts a TrueType font down to the glyphs of a few runes,
// so that a page can carry the font its text needs: the outlines (glyf,
// loca), their metrics (hmtx, hhea), a cmap of the runes kept, and the
// font's head, maxp, OS/2, name and post tables.
//
// It reads fonts with TrueType outlines and no hinting (no fpgm, prep or
// cvt table, which it would not keep), such as the Hangul fonts of
// notation/diagram. Composite glyphs keep their components, renumbered.
package ttfsubset

import (
	"encoding/binary"
	"errors"
	"fmt"
	"slices"

	"golang.org/x/image/font/sfnt"
)

// Subset returns a font holding the glyphs of the runes that font maps
// (and the glyphs they are made of), with .notdef, and the runes it maps,
// in order. Runes outside the Basic Multilingual Plane are left out (the
// cmap written is of format 4).
func Subset(font []byte, runes []rune) ([]byte, []rune, error) {
	src, err := parse(font)
	if err != nil {
		return nil, nil, err
	}
	mapped, err := src.lookup(font, runes)
	if err != nil {
		return nil, nil, err
	}
	glyphs, err := src.closure(mapped)
	if err != nil {
		return nil, nil, err
	}
	out, err := src.write(glyphs, mapped)
	if err != nil {
		return nil, nil, err
	}
	kept := make([]rune, len(mapped))
	for i, m := range mapped {
		kept[i] = m.r
	}
	return out, kept, nil
}

// source is a font being cut: its tables and what the subset reads of them.
type source struct {
	tables    map[string][]byte
	numGlyphs int
	longLoca  bool
	numHM     int // hhea's numberOfHMetrics
}

// required are the tables a subset is made of.
var required = []string{"OS/2", "glyf", "head", "hhea", "hmtx", "loca", "maxp", "name", "post"}

// errFont is the error of a font that cannot be read.
var errFont = errors.New("ttfsubset: not a TrueType font this package reads")

// parse reads the table directory and the counts the subset needs.
func parse(font []byte) (*source, error) {
	if len(font) < 12 || binary.BigEndian.Uint32(font) != 0x00010000 {
		return nil, errFont
	}
	n := int(binary.BigEndian.Uint16(font[4:]))
	if len(font) < 12+16*n {
		return nil, errFont
	}
	s := &source{tables: map[string][]byte{}}
	for i := range n {
		rec := font[12+16*i:]
		off, size := uint64(binary.BigEndian.Uint32(rec[8:])), uint64(binary.BigEndian.Uint32(rec[12:]))
		if off+size > uint64(len(font)) {
			return nil, fmt.Errorf("%w: table %q out of the file", errFont, rec[:4])
		}
		s.tables[string(rec[:4])] = font[off : off+size]
	}
	for _, tag := range required {
		if len(s.tables[tag]) == 0 {
			return nil, fmt.Errorf("%w: no %s table", errFont, tag)
		}
	}
	head, maxp, hhea := s.tables["head"], s.tables["maxp"], s.tables["hhea"]
	if len(head) < 54 || len(maxp) < 6 || len(hhea) < 36 {
		return nil, fmt.Errorf("%w: short head, maxp or hhea", errFont)
	}
	s.longLoca = binary.BigEndian.Uint16(head[50:]) == 1
	s.numGlyphs = int(binary.BigEndian.Uint16(maxp[4:]))
	s.numHM = int(binary.BigEndian.Uint16(hhea[34:]))
	locaEntry := 2
	if s.longLoca {
		locaEntry = 4
	}
	if s.numHM < 1 || s.numHM > s.numGlyphs || len(s.tables["loca"]) < locaEntry*(s.numGlyphs+1) ||
		len(s.tables["hmtx"]) < 4*s.numHM+2*(s.numGlyphs-s.numHM) {
		return nil, fmt.Errorf("%w: loca, hmtx and the glyph count disagree", errFont)
	}
	return s, nil
}

// mapping is a rune kept and its glyph in the source font.
type mapping struct {
	r     rune
	glyph int
}

// lookup finds the glyphs of the runes the font maps, in rune order, each
// once.
func (s *source) lookup(font []byte, runes []rune) ([]mapping, error) {
	f, err := sfnt.Parse(font)
	if err != nil {
		return nil, fmt.Errorf("ttfsubset: %w", err)
	}
	rs := slices.Clone(runes)
	slices.Sort(rs)
	rs = slices.Compact(rs)
	var buf sfnt.Buffer
	var out []mapping
	for _, r := range rs {
		if r < 0 || r >= 0xFFFF {
			continue
		}
		g, err := f.GlyphIndex(&buf, r)
		if err != nil {
			return nil, fmt.Errorf("ttfsubset: %w", err)
		}
		if g != 0 && int(g) < s.numGlyphs {
			out = append(out, mapping{r, int(g)})
		}
	}
	return out, nil
}

// glyph returns the glyf data of a glyph of the source (empty for a glyph
// without outline).
func (s *source) glyph(g int) ([]byte, error) {
	loca, glyf := s.tables["loca"], s.tables["glyf"]
	var from, to int
	if s.longLoca {
		from, to = int(binary.BigEndian.Uint32(loca[4*g:])), int(binary.BigEndian.Uint32(loca[4*g+4:]))
	} else {
		from, to = 2*int(binary.BigEndian.Uint16(loca[2*g:])), 2*int(binary.BigEndian.Uint16(loca[2*g+2:]))
	}
	if from > to || to > len(glyf) || (to > from && to-from < 10) {
		return nil, fmt.Errorf("%w: glyph %d out of the glyf table", errFont, g)
	}
	return glyf[from:to], nil
}

// closure lists the glyphs of the subset, in their new order: .notdef, the
// runes' glyphs in rune order, then the components they need.
func (s *source) closure(mapped []mapping) ([]int, error) {
	glyphs := []int{0}
	seen := map[int]bool{0: true}
	for _, m := range mapped {
		if !seen[m.glyph] {
			seen[m.glyph] = true
			glyphs = append(glyphs, m.glyph)
		}
	}
	for i := 0; i < len(glyphs); i++ {
		data, err := s.glyph(glyphs[i])
		if err != nil {
			return nil, err
		}
		comps, err := components(data)
		if err != nil {
			return nil, fmt.Errorf("%w: glyph %d: %v", errFont, glyphs[i], err)
		}
		for _, c := range comps {
			g := int(binary.BigEndian.Uint16(data[c:]))
			if g >= s.numGlyphs {
				return nil, fmt.Errorf("%w: glyph %d has a component out of the font", errFont, glyphs[i])
			}
			if !seen[g] {
				seen[g] = true
				glyphs = append(glyphs, g)
			}
		}
	}
	return glyphs, nil
}

// The flags of a composite glyph's component.
const (
	argsAreWords   = 0x0001
	haveScale      = 0x0008
	moreComponents = 0x0020
	haveXYScale    = 0x0040
	haveTwoByTwo   = 0x0080
)

// components returns the offsets, in a glyph's data, of its components'
// glyph indices (none for a simple glyph).
func components(data []byte) ([]int, error) {
	if len(data) == 0 || int16(binary.BigEndian.Uint16(data)) >= 0 {
		return nil, nil
	}
	var offs []int
	for at := 10; ; {
		if at+4 > len(data) {
			return nil, errors.New("a composite glyph cut short")
		}
		flags := binary.BigEndian.Uint16(data[at:])
		offs = append(offs, at+2)
		at += 4 + componentSize(flags)
		if flags&moreComponents == 0 {
			return offs, nil
		}
	}
}

// componentSize is the size of a component's arguments and transform.
func componentSize(flags uint16) int {
	n := 2
	if flags&argsAreWords != 0 {
		n = 4
	}
	switch {
	case flags&haveScale != 0:
		n += 2
	case flags&haveXYScale != 0:
		n += 4
	case flags&haveTwoByTwo != 0:
		n += 8
	}
	return n
}

// be is a big-endian byte buffer.
type be []byte

func (b be) u16(v int) be    { return binary.BigEndian.AppendUint16(b, uint16(v)) }
func (b be) u32(v uint32) be { return binary.BigEndian.AppendUint32(b, v) }

// write assembles the subset of the glyphs, in their new order, and the
// runes mapped to them.
func (s *source) write(glyphs []int, mapped []mapping) ([]byte, error) {
	renumber := make(map[int]int, len(glyphs))
	for i, g := range glyphs {
		renumber[g] = i
	}
	glyf, loca, err := s.outlines(glyphs, renumber)
	if err != nil {
		return nil, err
	}
	tables := map[string][]byte{
		"OS/2": s.os2(mapped),
		"cmap": cmapTable(mapped, renumber),
		"glyf": glyf,
		"head": s.patch("head", 50, 1), // long loca offsets
		"hhea": s.patch("hhea", 34, len(glyphs)),
		"hmtx": s.metrics(glyphs),
		"loca": loca,
		"maxp": s.patch("maxp", 4, len(glyphs)),
		"name": s.tables["name"],
		"post": postTable(s.tables["post"]),
	}
	return assemble(tables), nil
}

// outlines copies the glyphs' data, components renumbered, each padded to
// four bytes, and their long offsets.
func (s *source) outlines(glyphs []int, renumber map[int]int) (glyf, loca []byte, err error) {
	for _, g := range glyphs {
		loca = be(loca).u32(uint32(len(glyf)))
		data, err := s.glyph(g)
		if err != nil {
			return nil, nil, err
		}
		start := len(glyf)
		glyf = append(glyf, data...)
		comps, err := components(data)
		if err != nil {
			return nil, nil, err
		}
		for _, c := range comps {
			old := int(binary.BigEndian.Uint16(data[c:]))
			binary.BigEndian.PutUint16(glyf[start+c:], uint16(renumber[old]))
		}
		for len(glyf)%4 != 0 {
			glyf = append(glyf, 0)
		}
	}
	loca = be(loca).u32(uint32(len(glyf)))
	return glyf, loca, nil
}

// metrics writes a full metric (advance, left side bearing) per glyph.
func (s *source) metrics(glyphs []int) []byte {
	hmtx := s.tables["hmtx"]
	var out be
	for _, g := range glyphs {
		adv := binary.BigEndian.Uint16(hmtx[4*(min(g, s.numHM-1)):])
		var lsb uint16
		if g < s.numHM {
			lsb = binary.BigEndian.Uint16(hmtx[4*g+2:])
		} else {
			lsb = binary.BigEndian.Uint16(hmtx[4*s.numHM+2*(g-s.numHM):])
		}
		out = out.u16(int(adv)).u16(int(lsb))
	}
	return out
}

// patch returns a copy of a table with the 16-bit value at off replaced.
func (s *source) patch(tag string, off, v int) []byte {
	t := slices.Clone(s.tables[tag])
	binary.BigEndian.PutUint16(t[off:], uint16(v))
	return t
}

// os2 returns the OS/2 table with the first and last runes of the subset.
func (s *source) os2(mapped []mapping) []byte {
	t := slices.Clone(s.tables["OS/2"])
	if len(t) >= 68 && len(mapped) > 0 {
		binary.BigEndian.PutUint16(t[64:], uint16(mapped[0].r))
		binary.BigEndian.PutUint16(t[66:], uint16(mapped[len(mapped)-1].r))
	}
	return t
}

// postTable is a version 3 post table (no glyph names) with the source's
// italic angle, underline and fixed-pitch fields.
func postTable(src []byte) []byte {
	t := make([]byte, 32)
	copy(t, src)
	binary.BigEndian.PutUint32(t, 0x00030000)
	return t
}

// cmapTable maps the runes to their new glyphs in a format 4 subtable
// (Windows, Unicode BMP): one segment per run of runes whose glyphs follow
// each other, and the closing segment at U+FFFF.
func cmapTable(mapped []mapping, renumber map[int]int) []byte {
	type segment struct{ start, end, delta int }
	var segs []segment
	for _, m := range mapped {
		g := renumber[m.glyph]
		if n := len(segs); n > 0 && segs[n-1].end+1 == int(m.r) && segs[n-1].delta == g-int(m.r) {
			segs[n-1].end++
			continue
		}
		segs = append(segs, segment{int(m.r), int(m.r), g - int(m.r)})
	}
	segs = append(segs, segment{0xFFFF, 0xFFFF, 1})
	n := len(segs)
	search, selector := binarySearch(n, 2)
	sub := be{}.u16(4).u16(16 + 8*n).u16(0).u16(2 * n).u16(search).u16(selector).u16(2*n - search)
	for _, s := range segs {
		sub = sub.u16(s.end)
	}
	sub = sub.u16(0)
	for _, s := range segs {
		sub = sub.u16(s.start)
	}
	for _, s := range segs {
		sub = sub.u16(s.delta) // modulo 65536
	}
	for range segs {
		sub = sub.u16(0)
	}
	return append(be{}.u16(0).u16(1).u16(3).u16(1).u32(12), sub...)
}

// binarySearch returns the search range (size times the largest power of
// two at most n) and its logarithm, as the sfnt directory and cmap format
// 4 write them.
func binarySearch(n, size int) (searchRange, selector int) {
	p := 1
	for p*2 <= n {
		p *= 2
		selector++
	}
	return p * size, selector
}

// assemble writes the font file: the directory, the tables in tag order,
// each on four bytes, and head's checksum adjustment.
func assemble(tables map[string][]byte) []byte {
	tags := sortedTags(tables)
	n := len(tags)
	search, selector := binarySearch(n, 16)
	out := be{}.u32(0x00010000).u16(n).u16(search).u16(selector).u16(16*n - search)
	dir := len(out)
	out = append(out, make([]byte, 16*n)...)
	var headAt int
	for i, tag := range tags {
		t := tables[tag]
		if tag == "head" {
			headAt = len(out)
			t = withoutAdjustment(tag, t)
		}
		rec := out[dir+16*i:]
		copy(rec, tag)
		binary.BigEndian.PutUint32(rec[4:], checksum(t))
		binary.BigEndian.PutUint32(rec[8:], uint32(len(out)))
		binary.BigEndian.PutUint32(rec[12:], uint32(len(t)))
		out = append(out, t...)
		for len(out)%4 != 0 {
			out = append(out, 0)
		}
	}
	binary.BigEndian.PutUint32(out[headAt+8:], 0xB1B0AFBA-checksum(out))
	return out
}

// sortedTags returns the tags of the tables in order.
func sortedTags(tables map[string][]byte) []string {
	tags := make([]string, 0, len(tables))
	for tag := range tables {
		tags = append(tags, tag)
	}
	slices.Sort(tags)
	return tags
}

// checksum is the sum of the big-endian 32-bit words of b, zero-padded.
func checksum(b []byte) uint32 {
	var sum uint32
	for i := 0; i < len(b); i += 4 {
		var w [4]byte
		copy(w[:], b[i:])
		sum += binary.BigEndian.Uint32(w[:])
	}
	return sum
}
